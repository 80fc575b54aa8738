module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x3x5xf32>, %arg1: tensor<3xi32>, %arg2: tensor<5x21xf32>, %arg3: tensor<7x21xf32>, %arg4: tensor<21xf32>) -> (tensor<3x7xf32> {jax.result_info = "result[0][0]"}, tensor<9x3x7xf32> {jax.result_info = "result[0][1]"}, tensor<5x21xf32> {jax.result_info = "result[1][0]"}, tensor<7x21xf32> {jax.result_info = "result[1][1]"}, tensor<21xf32> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.iota dim = 0 : tensor<9xi32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:9 = stablehlo.while(%iterArg = %arg0, %iterArg_23 = %1, %iterArg_24 = %arg2, %iterArg_25 = %arg4, %iterArg_26 = %arg3, %iterArg_27 = %arg1, %iterArg_28 = %c, %iterArg_29 = %0, %iterArg_30 = %2) : tensor<9x3x5xf32>, tensor<9xi32>, tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3xi32>, tensor<i32>, tensor<3x7xf32>, tensor<9x3x7xf32>
    cond {
      %c_31 = stablehlo.constant dense<9> : tensor<i32>
      %30 = stablehlo.compare LT, %iterArg_28, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %30 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_28) : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %31 = func.call @dynamic_index_in_dim_0(%iterArg_23, %iterArg_28) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
      %32:2 = func.call @closed_call(%iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_29, %30, %31) : (tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3xi32>, tensor<3x7xf32>, tensor<3x5xf32>, tensor<i32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_30, %32#1, %iterArg_28) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %34 = stablehlo.add %iterArg_28, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %34, %32#0, %33 : tensor<9x3x5xf32>, tensor<9xi32>, tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3xi32>, tensor<i32>, tensor<3x7xf32>, tensor<9x3x7xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.iota dim = 0 : tensor<9xi32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<21xf32>) -> tensor<1x21xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where_2(%cst_2) : (tensor<f32>) -> tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %c_13 = stablehlo.constant dense<false> : tensor<i1>
    %18 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i1>) -> tensor<9x3x7xi1>
    %c_14 = stablehlo.constant dense<false> : tensor<i1>
    %19 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<9x3x7xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %20:21 = stablehlo.while(%iterArg = %arg0, %iterArg_23 = %5, %iterArg_24 = %arg1, %iterArg_25 = %arg2, %iterArg_26 = %6, %iterArg_27 = %arg3, %iterArg_28 = %7, %iterArg_29 = %c_15, %iterArg_30 = %4, %iterArg_31 = %8, %iterArg_32 = %9, %iterArg_33 = %10, %iterArg_34 = %11, %iterArg_35 = %12, %iterArg_36 = %13, %iterArg_37 = %14, %iterArg_38 = %15, %iterArg_39 = %16, %iterArg_40 = %17, %iterArg_41 = %18, %iterArg_42 = %19) : tensor<9x3x5xf32>, tensor<9xi32>, tensor<3xi32>, tensor<5x21xf32>, tensor<1x21xf32>, tensor<7x21xf32>, tensor<3x7xf32>, tensor<i32>, tensor<3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xi1>, tensor<9x3x7xi1>
    cond {
      %c_43 = stablehlo.constant dense<9> : tensor<i32>
      %30 = stablehlo.compare LT, %iterArg_29, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %30 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_29) : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %31 = func.call @dynamic_index_in_dim_0(%iterArg_23, %iterArg_29) : (tensor<9xi32>, tensor<i32>) -> tensor<i32>
      %32:13 = func.call @closed_call_3(%iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_30, %30, %31) : (tensor<3xi32>, tensor<5x21xf32>, tensor<1x21xf32>, tensor<7x21xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>, tensor<i32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xi1>)
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_31, %32#1, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_32, %32#2, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_33, %32#3, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_34, %32#4, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_35, %32#5, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %38 = func.call @dynamic_update_index_in_dim(%iterArg_36, %32#6, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %39 = func.call @dynamic_update_index_in_dim(%iterArg_37, %32#7, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %40 = func.call @dynamic_update_index_in_dim(%iterArg_38, %32#8, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %41 = func.call @dynamic_update_index_in_dim(%iterArg_39, %32#9, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_40, %32#10, %iterArg_29) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %43 = func.call @dynamic_update_index_in_dim_6(%iterArg_41, %32#11, %iterArg_29) : (tensor<9x3x7xi1>, tensor<3x7xi1>, tensor<i32>) -> tensor<9x3x7xi1>
      %44 = func.call @dynamic_update_index_in_dim_6(%iterArg_42, %32#12, %iterArg_29) : (tensor<9x3x7xi1>, tensor<3x7xi1>, tensor<i32>) -> tensor<9x3x7xi1>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %45 = stablehlo.add %iterArg_29, %c_43 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %45, %32#0, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44 : tensor<9x3x5xf32>, tensor<9xi32>, tensor<3xi32>, tensor<5x21xf32>, tensor<1x21xf32>, tensor<7x21xf32>, tensor<3x7xf32>, tensor<i32>, tensor<3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xi1>, tensor<9x3x7xi1>
    }
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %22 = stablehlo.multiply %21, %20#9 : tensor<9x3x7xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<9x3x7xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5x21xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<21xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<7x21xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %29:19 = stablehlo.while(%iterArg = %24, %iterArg_23 = %arg0, %iterArg_24 = %20#10, %iterArg_25 = %20#11, %iterArg_26 = %20#12, %iterArg_27 = %20#13, %iterArg_28 = %20#14, %iterArg_29 = %20#15, %iterArg_30 = %20#16, %iterArg_31 = %20#17, %iterArg_32 = %20#18, %iterArg_33 = %20#19, %iterArg_34 = %20#20, %iterArg_35 = %arg3, %iterArg_36 = %c_22, %iterArg_37 = %26, %iterArg_38 = %27, %iterArg_39 = %28, %iterArg_40 = %25) : tensor<9x3x7xf32>, tensor<9x3x5xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xi1>, tensor<9x3x7xi1>, tensor<7x21xf32>, tensor<i32>, tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3x7xf32>
    cond {
      %c_41 = stablehlo.constant dense<9> : tensor<i32>
      %30 = stablehlo.compare LT, %iterArg_36, %c_41, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %c_41 = stablehlo.constant dense<9> : tensor<i32>
      %30 = stablehlo.subtract %c_41, %iterArg_36 : tensor<i32>
      %c_42 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.subtract %30, %c_42 : tensor<i32>
      %32 = func.call @dynamic_index_in_dim_7(%iterArg, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %33 = func.call @dynamic_index_in_dim(%iterArg_23, %31) : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %34 = func.call @dynamic_index_in_dim_7(%iterArg_24, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %35 = func.call @dynamic_index_in_dim_7(%iterArg_25, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %36 = func.call @dynamic_index_in_dim_7(%iterArg_26, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %37 = func.call @dynamic_index_in_dim_7(%iterArg_27, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %38 = func.call @dynamic_index_in_dim_7(%iterArg_28, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %39 = func.call @dynamic_index_in_dim_7(%iterArg_29, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %40 = func.call @dynamic_index_in_dim_7(%iterArg_30, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %41 = func.call @dynamic_index_in_dim_7(%iterArg_31, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %42 = func.call @dynamic_index_in_dim_7(%iterArg_32, %31) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %43 = func.call @dynamic_index_in_dim_8(%iterArg_33, %31) : (tensor<9x3x7xi1>, tensor<i32>) -> tensor<3x7xi1>
      %44 = func.call @dynamic_index_in_dim_8(%iterArg_34, %31) : (tensor<9x3x7xi1>, tensor<i32>) -> tensor<3x7xi1>
      %45:4 = func.call @closed_call_9(%iterArg_35, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44) : (tensor<7x21xf32>, tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xi1>) -> (tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3x7xf32>)
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %46 = stablehlo.add %iterArg_36, %c_43 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %46, %45#0, %45#1, %45#2, %45#3 : tensor<9x3x7xf32>, tensor<9x3x5xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xi1>, tensor<9x3x7xi1>, tensor<7x21xf32>, tensor<i32>, tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3x7xf32>
    }
    return %3#7, %3#8, %29#15, %29#17, %29#16 : tensor<3x7xf32>, tensor<9x3x7xf32>, tensor<5x21xf32>, tensor<7x21xf32>, tensor<21xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9x3x5xf32>, %arg1: tensor<i32>) -> tensor<3x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 5] : (tensor<9x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<9xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<9xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<5x21xf32>, %arg1: tensor<21xf32>, %arg2: tensor<7x21xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x5xf32>, %arg6: tensor<i32>) -> (tensor<3x7xf32>, tensor<3x7xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x21xf32>) -> tensor<3x21xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<21xf32>) -> tensor<1x21xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x21xf32>) -> tensor<3x21xf32>
    %3 = stablehlo.add %0, %2 : tensor<3x21xf32>
    %4 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf32>, tensor<7x21xf32>) -> tensor<3x21xf32>
    %5 = stablehlo.slice %3 [0:3, 0:7] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %6 = stablehlo.slice %3 [0:3, 7:14] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %7 = stablehlo.slice %3 [0:3, 14:21] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.slice %4 [0:3, 0:7] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %9 = stablehlo.slice %4 [0:3, 7:14] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %10 = stablehlo.slice %4 [0:3, 14:21] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %11 = stablehlo.add %5, %8 : tensor<3x7xf32>
    %12 = stablehlo.negate %11 : tensor<3x7xf32>
    %13 = stablehlo.exponential %12 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.add %14, %13 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.divide %16, %15 : tensor<3x7xf32>
    %18 = stablehlo.add %6, %9 : tensor<3x7xf32>
    %19 = stablehlo.negate %18 : tensor<3x7xf32>
    %20 = stablehlo.exponential %19 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x7xf32>
    %25 = stablehlo.multiply %24, %10 : tensor<3x7xf32>
    %26 = stablehlo.add %7, %25 : tensor<3x7xf32>
    %27 = stablehlo.tanh %26 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %29 = stablehlo.subtract %28, %17 : tensor<3x7xf32>
    %30 = stablehlo.multiply %29, %27 : tensor<3x7xf32>
    %31 = stablehlo.multiply %17, %arg4 : tensor<3x7xf32>
    %32 = stablehlo.add %30, %31 : tensor<3x7xf32>
    %33 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %34 = stablehlo.compare LT, %33, %arg3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %36 = call @_where(%35, %32, %arg4) : (tensor<3x1xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = call @_where_1(%35, %32, %cst_4) : (tensor<3x1xi1>, tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    return %36, %37 : tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @_where(%arg0: tensor<3x1xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x7xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @_where_1(%arg0: tensor<3x1xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<f32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %3 : tensor<3x7xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9x3x7xf32>, %arg1: tensor<3x7xf32>, %arg2: tensor<i32>) -> tensor<9x3x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<9x3x7xf32>, tensor<1x3x7xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x3x7xf32>
    return %1 : tensor<9x3x7xf32>
  }
  func.func private @_where_2(%arg0: tensor<f32>) -> tensor<3x7xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<3xi32>, %arg1: tensor<5x21xf32>, %arg2: tensor<1x21xf32>, %arg3: tensor<7x21xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x7xf32>, %arg6: tensor<3x5xf32>, %arg7: tensor<i32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xi1>) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x21xf32>) -> tensor<3x21xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x21xf32>) -> tensor<3x21xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x21xf32>
    %3 = stablehlo.dot_general %arg5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf32>, tensor<7x21xf32>) -> tensor<3x21xf32>
    %4 = stablehlo.slice %2 [0:3, 0:7] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %5 = stablehlo.slice %2 [0:3, 7:14] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %6 = stablehlo.slice %2 [0:3, 14:21] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %7 = stablehlo.slice %3 [0:3, 0:7] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.slice %3 [0:3, 7:14] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %9 = stablehlo.slice %3 [0:3, 14:21] : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %10 = stablehlo.add %4, %7 : tensor<3x7xf32>
    %11 = stablehlo.negate %10 : tensor<3x7xf32>
    %12 = stablehlo.exponential %11 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %14 = stablehlo.add %13, %12 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %16 = stablehlo.divide %15, %14 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<3x7xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<3x7xf32>
    %20 = stablehlo.add %5, %8 : tensor<3x7xf32>
    %21 = stablehlo.negate %20 : tensor<3x7xf32>
    %22 = stablehlo.exponential %21 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %24 = stablehlo.add %23, %22 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %26 = stablehlo.divide %25, %24 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<3x7xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<3x7xf32>
    %30 = stablehlo.multiply %26, %9 : tensor<3x7xf32>
    %31 = stablehlo.add %6, %30 : tensor<3x7xf32>
    %32 = stablehlo.tanh %31 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %34 = stablehlo.subtract %33, %32 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %36 = stablehlo.subtract %35, %16 : tensor<3x7xf32>
    %37 = stablehlo.multiply %36, %32 : tensor<3x7xf32>
    %38 = stablehlo.multiply %16, %arg5 : tensor<3x7xf32>
    %39 = stablehlo.add %37, %38 : tensor<3x7xf32>
    %40 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %41 = stablehlo.compare LT, %40, %arg0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %43:2 = call @_where_4(%42, %39, %arg5) : (tensor<3x1xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>)
    %44:2 = call @_where_5(%42, %39, %arg4) : (tensor<3x1xi1>, tensor<3x7xf32>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>)
    return %43#0, %44#0, %arg5, %19, %29, %9, %26, %32, %34, %36, %16, %43#1, %44#1 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xi1>, tensor<3x7xi1>
  }
  func.func private @_where_4(%arg0: tensor<3x1xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x7xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %1, %0 : tensor<3x7xf32>, tensor<3x7xi1>
  }
  func.func private @_where_5(%arg0: tensor<3x1xi1>, %arg1: tensor<3x7xf32>, %arg2: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x7xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<3x7xi1>, tensor<3x7xf32>
    return %1, %0 : tensor<3x7xf32>, tensor<3x7xi1>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<9x3x7xi1>, %arg1: tensor<3x7xi1>, %arg2: tensor<i32>) -> tensor<9x3x7xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x7xi1>) -> tensor<1x3x7xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<9x3x7xi1>, tensor<1x3x7xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x3x7xi1>
    return %1 : tensor<9x3x7xi1>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<9x3x7xf32>, %arg1: tensor<i32>) -> tensor<3x7xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 7] : (tensor<9x3x7xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x7xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x7xf32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<9x3x7xi1>, %arg1: tensor<i32>) -> tensor<3x7xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 7] : (tensor<9x3x7xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x7xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x3x7xi1>) -> tensor<3x7xi1>
    return %1 : tensor<3x7xi1>
  }
  func.func private @closed_call_9(%arg0: tensor<7x21xf32>, %arg1: tensor<5x21xf32>, %arg2: tensor<21xf32>, %arg3: tensor<7x21xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x7xf32>, %arg6: tensor<3x5xf32>, %arg7: tensor<3x7xf32>, %arg8: tensor<3x7xf32>, %arg9: tensor<3x7xf32>, %arg10: tensor<3x7xf32>, %arg11: tensor<3x7xf32>, %arg12: tensor<3x7xf32>, %arg13: tensor<3x7xf32>, %arg14: tensor<3x7xf32>, %arg15: tensor<3x7xf32>, %arg16: tensor<3x7xi1>, %arg17: tensor<3x7xi1>) -> (tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3x7xf32>) {
    %0 = call @_where_10(%arg17, %arg5) : (tensor<3x7xi1>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %1:2 = call @_where_11(%arg16, %arg4) : (tensor<3x7xi1>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>)
    %2 = stablehlo.add %0, %1#0 : tensor<3x7xf32>
    %3 = stablehlo.multiply %arg15, %2 : tensor<3x7xf32>
    %4 = stablehlo.add %1#1, %3 : tensor<3x7xf32>
    %5 = stablehlo.multiply %2, %arg7 : tensor<3x7xf32>
    %6 = stablehlo.multiply %arg14, %2 : tensor<3x7xf32>
    %7 = stablehlo.multiply %2, %arg12 : tensor<3x7xf32>
    %8 = stablehlo.negate %7 : tensor<3x7xf32>
    %9 = stablehlo.add %5, %8 : tensor<3x7xf32>
    %10 = stablehlo.multiply %6, %arg13 : tensor<3x7xf32>
    %11 = stablehlo.multiply %10, %arg12 : tensor<3x7xf32>
    %12 = stablehlo.add %10, %11 : tensor<3x7xf32>
    %13 = stablehlo.multiply %arg11, %12 : tensor<3x7xf32>
    %14 = stablehlo.multiply %12, %arg10 : tensor<3x7xf32>
    %15 = stablehlo.multiply %14, %arg9 : tensor<3x7xf32>
    %16 = stablehlo.multiply %9, %arg8 : tensor<3x7xf32>
    %17 = stablehlo.concatenate %16, %15, %13, dim = 1 : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x21xf32>
    %18 = stablehlo.concatenate %16, %15, %12, dim = 1 : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x21xf32>
    %19 = stablehlo.dot_general %17, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x21xf32>, tensor<3x7xf32>) -> tensor<21x7xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<21x7xf32>) -> tensor<7x21xf32>
    %21 = stablehlo.add %arg3, %20 : tensor<7x21xf32>
    %22 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x21xf32>, tensor<7x21xf32>) -> tensor<3x7xf32>
    %23 = stablehlo.add %4, %22 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%18 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x21xf32>, tensor<f32>) -> tensor<21xf32>
    %25 = stablehlo.reshape %24 : (tensor<21xf32>) -> tensor<1x21xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x21xf32>, tensor<f32>) -> tensor<21xf32>
    %27 = stablehlo.add %arg2, %26 : tensor<21xf32>
    %28 = stablehlo.dot_general %18, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x21xf32>, tensor<3x5xf32>) -> tensor<21x5xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<21x5xf32>) -> tensor<5x21xf32>
    %30 = stablehlo.add %arg1, %29 : tensor<5x21xf32>
    return %30, %27, %21, %23 : tensor<5x21xf32>, tensor<21xf32>, tensor<7x21xf32>, tensor<3x7xf32>
  }
  func.func private @_where_10(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x7xi1>, tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @_where_11(%arg0: tensor<3x7xi1>, %arg1: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<3x7xi1>, tensor<3x7xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<3x7xi1>, tensor<3x7xf32>
    return %2, %1 : tensor<3x7xf32>, tensor<3x7xf32>
  }
}
