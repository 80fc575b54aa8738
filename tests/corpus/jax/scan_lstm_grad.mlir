module @jit_lstm_loss_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x3x5xf32>, %arg1: tensor<5x24xf32>, %arg2: tensor<6x24xf32>, %arg3: tensor<24xf32>, %arg4: tensor<7x3x6xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<5x24xf32> {jax.result_info = "result[1][0]"}, tensor<6x24xf32> {jax.result_info = "result[1][1]"}, tensor<24xf32> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %16:20 = stablehlo.while(%iterArg = %arg0, %iterArg_25 = %arg1, %iterArg_26 = %arg2, %iterArg_27 = %2, %iterArg_28 = %c, %iterArg_29 = %0, %iterArg_30 = %1, %iterArg_31 = %3, %iterArg_32 = %4, %iterArg_33 = %5, %iterArg_34 = %6, %iterArg_35 = %7, %iterArg_36 = %8, %iterArg_37 = %9, %iterArg_38 = %10, %iterArg_39 = %11, %iterArg_40 = %12, %iterArg_41 = %13, %iterArg_42 = %14, %iterArg_43 = %15) : tensor<7x3x5xf32>, tensor<5x24xf32>, tensor<6x24xf32>, tensor<1x24xf32>, tensor<i32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>
    cond {
      %c_44 = stablehlo.constant dense<7> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_28, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %32 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_28) : (tensor<7x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %33:15 = func.call @closed_call(%iterArg_25, %iterArg_26, %iterArg_27, %iterArg_29, %iterArg_30, %32) : (tensor<5x24xf32>, tensor<6x24xf32>, tensor<1x24xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>)
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_31, %33#2, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_32, %33#3, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_33, %33#4, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_34, %33#5, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %38 = func.call @dynamic_update_index_in_dim(%iterArg_35, %33#6, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %39 = func.call @dynamic_update_index_in_dim(%iterArg_36, %33#7, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %40 = func.call @dynamic_update_index_in_dim(%iterArg_37, %33#8, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %41 = func.call @dynamic_update_index_in_dim(%iterArg_38, %33#9, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_39, %33#10, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %43 = func.call @dynamic_update_index_in_dim(%iterArg_40, %33#11, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %44 = func.call @dynamic_update_index_in_dim(%iterArg_41, %33#12, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %45 = func.call @dynamic_update_index_in_dim(%iterArg_42, %33#13, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %46 = func.call @dynamic_update_index_in_dim(%iterArg_43, %33#14, %iterArg_28) : (tensor<7x3x6xf32>, tensor<3x6xf32>, tensor<i32>) -> tensor<7x3x6xf32>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_28, %c_44 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %iterArg_27, %47, %33#0, %33#1, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46 : tensor<7x3x5xf32>, tensor<5x24xf32>, tensor<6x24xf32>, tensor<1x24xf32>, tensor<i32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>
    }
    %17 = stablehlo.subtract %16#7, %arg4 : tensor<7x3x6xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<7x3x6xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<7x3x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%18 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<7x3x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<1.260000e+02> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.260000e+02> : tensor<f32>
    %23 = stablehlo.divide %cst_17, %cst_18 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<7x3x6xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<7x3x6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5x24xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %31:21 = stablehlo.while(%iterArg = %25, %iterArg_25 = %arg0, %iterArg_26 = %16#8, %iterArg_27 = %16#9, %iterArg_28 = %16#10, %iterArg_29 = %16#11, %iterArg_30 = %16#12, %iterArg_31 = %16#13, %iterArg_32 = %16#14, %iterArg_33 = %16#15, %iterArg_34 = %16#16, %iterArg_35 = %16#17, %iterArg_36 = %16#18, %iterArg_37 = %16#19, %iterArg_38 = %arg2, %iterArg_39 = %c_24, %iterArg_40 = %28, %iterArg_41 = %29, %iterArg_42 = %30, %iterArg_43 = %26, %iterArg_44 = %27) : tensor<7x3x6xf32>, tensor<7x3x5xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<6x24xf32>, tensor<i32>, tensor<5x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>
    cond {
      %c_45 = stablehlo.constant dense<7> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_39, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %c_45 = stablehlo.constant dense<7> : tensor<i32>
      %32 = stablehlo.subtract %c_45, %iterArg_39 : tensor<i32>
      %c_46 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.subtract %32, %c_46 : tensor<i32>
      %34 = func.call @dynamic_index_in_dim_0(%iterArg, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %35 = func.call @dynamic_index_in_dim(%iterArg_25, %33) : (tensor<7x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %36 = func.call @dynamic_index_in_dim_0(%iterArg_26, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %37 = func.call @dynamic_index_in_dim_0(%iterArg_27, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %38 = func.call @dynamic_index_in_dim_0(%iterArg_28, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %39 = func.call @dynamic_index_in_dim_0(%iterArg_29, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %40 = func.call @dynamic_index_in_dim_0(%iterArg_30, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %41 = func.call @dynamic_index_in_dim_0(%iterArg_31, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %42 = func.call @dynamic_index_in_dim_0(%iterArg_32, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %43 = func.call @dynamic_index_in_dim_0(%iterArg_33, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %44 = func.call @dynamic_index_in_dim_0(%iterArg_34, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %45 = func.call @dynamic_index_in_dim_0(%iterArg_35, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %46 = func.call @dynamic_index_in_dim_0(%iterArg_36, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %47 = func.call @dynamic_index_in_dim_0(%iterArg_37, %33) : (tensor<7x3x6xf32>, tensor<i32>) -> tensor<3x6xf32>
      %48:5 = func.call @closed_call_1(%iterArg_38, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47) : (tensor<6x24xf32>, tensor<5x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x5xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> (tensor<5x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>)
      %c_47 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_39, %c_47 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %49, %48#0, %48#1, %48#2, %48#3, %48#4 : tensor<7x3x6xf32>, tensor<7x3x5xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<7x3x6xf32>, tensor<6x24xf32>, tensor<i32>, tensor<5x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>
    }
    return %22, %31#16, %31#17, %31#18 : tensor<f32>, tensor<5x24xf32>, tensor<6x24xf32>, tensor<24xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x3x5xf32>, %arg1: tensor<i32>) -> tensor<3x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 5] : (tensor<7x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
  func.func private @closed_call(%arg0: tensor<5x24xf32>, %arg1: tensor<6x24xf32>, %arg2: tensor<1x24xf32>, %arg3: tensor<3x6xf32>, %arg4: tensor<3x6xf32>, %arg5: tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x24xf32>) -> tensor<3x24xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x24xf32>) -> tensor<3x24xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x24xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<3x24xf32>
    %4 = stablehlo.add %2, %3 : tensor<3x24xf32>
    %5 = stablehlo.slice %4 [0:3, 0:6] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %6 = stablehlo.slice %4 [0:3, 6:12] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %7 = stablehlo.slice %4 [0:3, 12:18] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %8 = stablehlo.slice %4 [0:3, 18:24] : (tensor<3x24xf32>) -> tensor<3x6xf32>
    %9 = stablehlo.negate %6 : tensor<3x6xf32>
    %10 = stablehlo.exponential %9 : tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %12 = stablehlo.add %11, %10 : tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %14 = stablehlo.divide %13, %12 : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<3x6xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<3x6xf32>
    %18 = stablehlo.multiply %14, %arg4 : tensor<3x6xf32>
    %19 = stablehlo.negate %5 : tensor<3x6xf32>
    %20 = stablehlo.exponential %19 : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<3x6xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<3x6xf32>
    %28 = stablehlo.tanh %7 : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<3x6xf32>
    %31 = stablehlo.multiply %24, %28 : tensor<3x6xf32>
    %32 = stablehlo.add %18, %31 : tensor<3x6xf32>
    %33 = stablehlo.negate %8 : tensor<3x6xf32>
    %34 = stablehlo.exponential %33 : tensor<3x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %36 = stablehlo.add %35, %34 : tensor<3x6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %38 = stablehlo.divide %37, %36 : tensor<3x6xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<3x6xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<3x6xf32>
    %42 = stablehlo.tanh %32 : tensor<3x6xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %44 = stablehlo.subtract %43, %42 : tensor<3x6xf32>
    %45 = stablehlo.multiply %38, %42 : tensor<3x6xf32>
    return %45, %32, %45, %arg3, %17, %arg4, %14, %27, %28, %30, %24, %41, %42, %44, %38 : tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x3x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<i32>) -> tensor<7x3x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x6xf32>) -> tensor<1x3x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<7x3x6xf32>, tensor<1x3x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x3x6xf32>
    return %1 : tensor<7x3x6xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<7x3x6xf32>, %arg1: tensor<i32>) -> tensor<3x6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 6] : (tensor<7x3x6xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x6xf32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<6x24xf32>, %arg1: tensor<5x24xf32>, %arg2: tensor<6x24xf32>, %arg3: tensor<24xf32>, %arg4: tensor<3x6xf32>, %arg5: tensor<3x6xf32>, %arg6: tensor<3x6xf32>, %arg7: tensor<3x5xf32>, %arg8: tensor<3x6xf32>, %arg9: tensor<3x6xf32>, %arg10: tensor<3x6xf32>, %arg11: tensor<3x6xf32>, %arg12: tensor<3x6xf32>, %arg13: tensor<3x6xf32>, %arg14: tensor<3x6xf32>, %arg15: tensor<3x6xf32>, %arg16: tensor<3x6xf32>, %arg17: tensor<3x6xf32>, %arg18: tensor<3x6xf32>, %arg19: tensor<3x6xf32>) -> (tensor<5x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>) {
    %0 = stablehlo.add %arg4, %arg6 : tensor<3x6xf32>
    %1 = stablehlo.multiply %arg19, %0 : tensor<3x6xf32>
    %2 = stablehlo.multiply %0, %arg17 : tensor<3x6xf32>
    %3 = stablehlo.multiply %1, %arg18 : tensor<3x6xf32>
    %4 = stablehlo.add %arg5, %3 : tensor<3x6xf32>
    %5 = stablehlo.multiply %3, %arg17 : tensor<3x6xf32>
    %6 = stablehlo.add %4, %5 : tensor<3x6xf32>
    %7 = stablehlo.multiply %2, %arg16 : tensor<3x6xf32>
    %8 = stablehlo.multiply %arg15, %6 : tensor<3x6xf32>
    %9 = stablehlo.multiply %6, %arg13 : tensor<3x6xf32>
    %10 = stablehlo.multiply %8, %arg14 : tensor<3x6xf32>
    %11 = stablehlo.multiply %10, %arg13 : tensor<3x6xf32>
    %12 = stablehlo.add %10, %11 : tensor<3x6xf32>
    %13 = stablehlo.multiply %9, %arg12 : tensor<3x6xf32>
    %14 = stablehlo.multiply %arg11, %6 : tensor<3x6xf32>
    %15 = stablehlo.multiply %6, %arg10 : tensor<3x6xf32>
    %16 = stablehlo.multiply %15, %arg9 : tensor<3x6xf32>
    %17 = stablehlo.concatenate %13, %16, %12, %7, dim = 1 : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x24xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x24xf32>, tensor<f32>) -> tensor<24xf32>
    %19 = stablehlo.reshape %18 : (tensor<24xf32>) -> tensor<1x24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x24xf32>, tensor<f32>) -> tensor<24xf32>
    %21 = stablehlo.add %arg3, %20 : tensor<24xf32>
    %22 = stablehlo.dot_general %17, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x24xf32>, tensor<3x6xf32>) -> tensor<24x6xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<24x6xf32>) -> tensor<6x24xf32>
    %24 = stablehlo.add %arg2, %23 : tensor<6x24xf32>
    %25 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x24xf32>, tensor<6x24xf32>) -> tensor<3x6xf32>
    %26 = stablehlo.dot_general %17, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x24xf32>, tensor<3x5xf32>) -> tensor<24x5xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<24x5xf32>) -> tensor<5x24xf32>
    %28 = stablehlo.add %arg1, %27 : tensor<5x24xf32>
    return %28, %24, %21, %25, %14 : tensor<5x24xf32>, tensor<6x24xf32>, tensor<24xf32>, tensor<3x6xf32>, tensor<3x6xf32>
  }
}
