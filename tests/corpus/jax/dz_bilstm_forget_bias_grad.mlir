module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x3x5xf32>, %arg1: tensor<5x28xf32>, %arg2: tensor<7x28xf32>, %arg3: tensor<28xf32>) -> (tensor<9x3x14xf32> {jax.result_info = "result[0]"}, tensor<9x3x5xf32> {jax.result_info = "result[1][0]"}, tensor<7x28xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:8 = stablehlo.while(%iterArg = %arg0, %iterArg_46 = %arg1, %iterArg_47 = %arg2, %iterArg_48 = %arg3, %iterArg_49 = %c, %iterArg_50 = %0, %iterArg_51 = %0, %iterArg_52 = %1) : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>
    cond {
      %c_53 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_49, %c_53, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %61 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_49) : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %62:3 = func.call @closed_call(%iterArg_46, %iterArg_47, %iterArg_48, %iterArg_50, %iterArg_51, %61) : (tensor<5x28xf32>, tensor<7x28xf32>, tensor<28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>)
      %63 = func.call @dynamic_update_index_in_dim(%iterArg_52, %62#2, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %c_53 = stablehlo.constant dense<1> : tensor<i32>
      %64 = stablehlo.add %iterArg_49, %c_53 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_46, %iterArg_47, %iterArg_48, %64, %62#0, %62#1, %63 : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5:8 = stablehlo.while(%iterArg = %arg0, %iterArg_46 = %arg1, %iterArg_47 = %arg2, %iterArg_48 = %arg3, %iterArg_49 = %c_3, %iterArg_50 = %3, %iterArg_51 = %3, %iterArg_52 = %4) : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>
    cond {
      %c_53 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_49, %c_53, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %c_53 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.subtract %c_53, %iterArg_49 : tensor<i32>
      %c_54 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.subtract %61, %c_54 : tensor<i32>
      %63 = func.call @dynamic_index_in_dim(%iterArg, %62) : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %64:3 = func.call @closed_call_0(%iterArg_46, %iterArg_47, %iterArg_48, %iterArg_50, %iterArg_51, %63) : (tensor<5x28xf32>, tensor<7x28xf32>, tensor<28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>)
      %65 = func.call @dynamic_update_index_in_dim(%iterArg_52, %64#2, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %c_55 = stablehlo.constant dense<1> : tensor<i32>
      %66 = stablehlo.add %iterArg_49, %c_55 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_46, %iterArg_47, %iterArg_48, %66, %64#0, %64#1, %65 : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>
    }
    %6 = stablehlo.concatenate %2#7, %5#7, dim = 2 : (tensor<9x3x7xf32>, tensor<9x3x7xf32>) -> tensor<9x3x14xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<28xf32>) -> tensor<1x28xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %22:20 = stablehlo.while(%iterArg = %arg0, %iterArg_46 = %arg1, %iterArg_47 = %arg2, %iterArg_48 = %8, %iterArg_49 = %c_18, %iterArg_50 = %7, %iterArg_51 = %7, %iterArg_52 = %9, %iterArg_53 = %10, %iterArg_54 = %11, %iterArg_55 = %12, %iterArg_56 = %13, %iterArg_57 = %14, %iterArg_58 = %15, %iterArg_59 = %16, %iterArg_60 = %17, %iterArg_61 = %18, %iterArg_62 = %19, %iterArg_63 = %20, %iterArg_64 = %21) : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<1x28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>
    cond {
      %c_65 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_49, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %61 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_49) : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %62:15 = func.call @closed_call_1(%iterArg_46, %iterArg_47, %iterArg_48, %iterArg_50, %iterArg_51, %61) : (tensor<5x28xf32>, tensor<7x28xf32>, tensor<1x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>)
      %63 = func.call @dynamic_update_index_in_dim(%iterArg_52, %62#2, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %64 = func.call @dynamic_update_index_in_dim(%iterArg_53, %62#3, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %65 = func.call @dynamic_update_index_in_dim(%iterArg_54, %62#4, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %66 = func.call @dynamic_update_index_in_dim(%iterArg_55, %62#5, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %67 = func.call @dynamic_update_index_in_dim(%iterArg_56, %62#6, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %68 = func.call @dynamic_update_index_in_dim(%iterArg_57, %62#7, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %69 = func.call @dynamic_update_index_in_dim(%iterArg_58, %62#8, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %70 = func.call @dynamic_update_index_in_dim(%iterArg_59, %62#9, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %71 = func.call @dynamic_update_index_in_dim(%iterArg_60, %62#10, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %72 = func.call @dynamic_update_index_in_dim(%iterArg_61, %62#11, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %73 = func.call @dynamic_update_index_in_dim(%iterArg_62, %62#12, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %74 = func.call @dynamic_update_index_in_dim(%iterArg_63, %62#13, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %75 = func.call @dynamic_update_index_in_dim(%iterArg_64, %62#14, %iterArg_49) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %c_65 = stablehlo.constant dense<1> : tensor<i32>
      %76 = stablehlo.add %iterArg_49, %c_65 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_46, %iterArg_47, %iterArg_48, %76, %62#0, %62#1, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75 : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<1x28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>
    }
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %24 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<28xf32>) -> tensor<1x28xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %38:20 = stablehlo.while(%iterArg = %arg0, %iterArg_46 = %arg1, %iterArg_47 = %arg2, %iterArg_48 = %24, %iterArg_49 = %c_33, %iterArg_50 = %23, %iterArg_51 = %23, %iterArg_52 = %25, %iterArg_53 = %26, %iterArg_54 = %27, %iterArg_55 = %28, %iterArg_56 = %29, %iterArg_57 = %30, %iterArg_58 = %31, %iterArg_59 = %32, %iterArg_60 = %33, %iterArg_61 = %34, %iterArg_62 = %35, %iterArg_63 = %36, %iterArg_64 = %37) : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<1x28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>
    cond {
      %c_65 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_49, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %c_65 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.subtract %c_65, %iterArg_49 : tensor<i32>
      %c_66 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.subtract %61, %c_66 : tensor<i32>
      %63 = func.call @dynamic_index_in_dim(%iterArg, %62) : (tensor<9x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %64:15 = func.call @closed_call_2(%iterArg_46, %iterArg_47, %iterArg_48, %iterArg_50, %iterArg_51, %63) : (tensor<5x28xf32>, tensor<7x28xf32>, tensor<1x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>)
      %65 = func.call @dynamic_update_index_in_dim(%iterArg_52, %64#2, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %66 = func.call @dynamic_update_index_in_dim(%iterArg_53, %64#3, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %67 = func.call @dynamic_update_index_in_dim(%iterArg_54, %64#4, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %68 = func.call @dynamic_update_index_in_dim(%iterArg_55, %64#5, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %69 = func.call @dynamic_update_index_in_dim(%iterArg_56, %64#6, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %70 = func.call @dynamic_update_index_in_dim(%iterArg_57, %64#7, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %71 = func.call @dynamic_update_index_in_dim(%iterArg_58, %64#8, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %72 = func.call @dynamic_update_index_in_dim(%iterArg_59, %64#9, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %73 = func.call @dynamic_update_index_in_dim(%iterArg_60, %64#10, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %74 = func.call @dynamic_update_index_in_dim(%iterArg_61, %64#11, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %75 = func.call @dynamic_update_index_in_dim(%iterArg_62, %64#12, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %76 = func.call @dynamic_update_index_in_dim(%iterArg_63, %64#13, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %77 = func.call @dynamic_update_index_in_dim(%iterArg_64, %64#14, %62) : (tensor<9x3x7xf32>, tensor<3x7xf32>, tensor<i32>) -> tensor<9x3x7xf32>
      %c_67 = stablehlo.constant dense<1> : tensor<i32>
      %78 = stablehlo.add %iterArg_49, %c_67 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_46, %iterArg_47, %iterArg_48, %78, %64#0, %64#1, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77 : tensor<9x3x5xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<1x28xf32>, tensor<i32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>
    }
    %39 = stablehlo.multiply %22#7, %38#7 : tensor<9x3x7xf32>
    %40 = stablehlo.tanh %39 : tensor<9x3x7xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<9x3x7xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<9x3x7xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<9x3x7xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<9x3x7xf32>
    %46 = stablehlo.add %44, %45 : tensor<9x3x7xf32>
    %47 = stablehlo.multiply %22#7, %46 : tensor<9x3x7xf32>
    %48 = stablehlo.multiply %46, %38#7 : tensor<9x3x7xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<7x28xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<9x3x5xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %53:20 = stablehlo.while(%iterArg = %47, %iterArg_46 = %38#8, %iterArg_47 = %38#9, %iterArg_48 = %38#10, %iterArg_49 = %38#11, %iterArg_50 = %38#12, %iterArg_51 = %38#13, %iterArg_52 = %38#14, %iterArg_53 = %38#15, %iterArg_54 = %38#16, %iterArg_55 = %38#17, %iterArg_56 = %38#18, %iterArg_57 = %38#19, %iterArg_58 = %arg1, %iterArg_59 = %arg2, %iterArg_60 = %c_40, %iterArg_61 = %51, %iterArg_62 = %49, %iterArg_63 = %50, %iterArg_64 = %52) : tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<i32>, tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x5xf32>
    cond {
      %c_65 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_60, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %61 = func.call @dynamic_index_in_dim_3(%iterArg, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %62 = func.call @dynamic_index_in_dim_3(%iterArg_46, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %63 = func.call @dynamic_index_in_dim_3(%iterArg_47, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %64 = func.call @dynamic_index_in_dim_3(%iterArg_48, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %65 = func.call @dynamic_index_in_dim_3(%iterArg_49, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %66 = func.call @dynamic_index_in_dim_3(%iterArg_50, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %67 = func.call @dynamic_index_in_dim_3(%iterArg_51, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %68 = func.call @dynamic_index_in_dim_3(%iterArg_52, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %69 = func.call @dynamic_index_in_dim_3(%iterArg_53, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %70 = func.call @dynamic_index_in_dim_3(%iterArg_54, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %71 = func.call @dynamic_index_in_dim_3(%iterArg_55, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %72 = func.call @dynamic_index_in_dim_3(%iterArg_56, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %73 = func.call @dynamic_index_in_dim_3(%iterArg_57, %iterArg_60) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %74:4 = func.call @closed_call_4(%iterArg_58, %iterArg_59, %iterArg_61, %iterArg_62, %iterArg_63, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73) : (tensor<5x28xf32>, tensor<7x28xf32>, tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> (tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>)
      %75 = func.call @dynamic_update_index_in_dim_5(%iterArg_64, %74#3, %iterArg_60) : (tensor<9x3x5xf32>, tensor<3x5xf32>, tensor<i32>) -> tensor<9x3x5xf32>
      %c_65 = stablehlo.constant dense<1> : tensor<i32>
      %76 = stablehlo.add %iterArg_60, %c_65 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %76, %74#0, %74#1, %74#2, %75 : tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<i32>, tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x5xf32>
    }
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<7x28xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<9x3x5xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %58:20 = stablehlo.while(%iterArg = %48, %iterArg_46 = %22#8, %iterArg_47 = %22#9, %iterArg_48 = %22#10, %iterArg_49 = %22#11, %iterArg_50 = %22#12, %iterArg_51 = %22#13, %iterArg_52 = %22#14, %iterArg_53 = %22#15, %iterArg_54 = %22#16, %iterArg_55 = %22#17, %iterArg_56 = %22#18, %iterArg_57 = %22#19, %iterArg_58 = %arg1, %iterArg_59 = %arg2, %iterArg_60 = %c_45, %iterArg_61 = %56, %iterArg_62 = %54, %iterArg_63 = %55, %iterArg_64 = %57) : tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<i32>, tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x5xf32>
    cond {
      %c_65 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.compare LT, %iterArg_60, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %c_65 = stablehlo.constant dense<9> : tensor<i32>
      %61 = stablehlo.subtract %c_65, %iterArg_60 : tensor<i32>
      %c_66 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.subtract %61, %c_66 : tensor<i32>
      %63 = func.call @dynamic_index_in_dim_3(%iterArg, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %64 = func.call @dynamic_index_in_dim_3(%iterArg_46, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %65 = func.call @dynamic_index_in_dim_3(%iterArg_47, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %66 = func.call @dynamic_index_in_dim_3(%iterArg_48, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %67 = func.call @dynamic_index_in_dim_3(%iterArg_49, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %68 = func.call @dynamic_index_in_dim_3(%iterArg_50, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %69 = func.call @dynamic_index_in_dim_3(%iterArg_51, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %70 = func.call @dynamic_index_in_dim_3(%iterArg_52, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %71 = func.call @dynamic_index_in_dim_3(%iterArg_53, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %72 = func.call @dynamic_index_in_dim_3(%iterArg_54, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %73 = func.call @dynamic_index_in_dim_3(%iterArg_55, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %74 = func.call @dynamic_index_in_dim_3(%iterArg_56, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %75 = func.call @dynamic_index_in_dim_3(%iterArg_57, %62) : (tensor<9x3x7xf32>, tensor<i32>) -> tensor<3x7xf32>
      %76:4 = func.call @closed_call_6(%iterArg_58, %iterArg_59, %iterArg_61, %iterArg_62, %iterArg_63, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75) : (tensor<5x28xf32>, tensor<7x28xf32>, tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> (tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>)
      %77 = func.call @dynamic_update_index_in_dim_5(%iterArg_64, %76#3, %62) : (tensor<9x3x5xf32>, tensor<3x5xf32>, tensor<i32>) -> tensor<9x3x5xf32>
      %c_67 = stablehlo.constant dense<1> : tensor<i32>
      %78 = stablehlo.add %iterArg_60, %c_67 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %78, %76#0, %76#1, %76#2, %77 : tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<9x3x7xf32>, tensor<5x28xf32>, tensor<7x28xf32>, tensor<i32>, tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<9x3x5xf32>
    }
    %59 = stablehlo.add %53#16, %58#16 : tensor<7x28xf32>
    %60 = stablehlo.add %53#19, %58#19 : tensor<9x3x5xf32>
    return %6, %60, %59 : tensor<9x3x14xf32>, tensor<9x3x5xf32>, tensor<7x28xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9x3x5xf32>, %arg1: tensor<i32>) -> tensor<3x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 5] : (tensor<9x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
  func.func private @closed_call(%arg0: tensor<5x28xf32>, %arg1: tensor<7x28xf32>, %arg2: tensor<28xf32>, %arg3: tensor<3x7xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x28xf32>) -> tensor<3x28xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf32>, tensor<7x28xf32>) -> tensor<3x28xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x28xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<28xf32>) -> tensor<1x28xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x28xf32>) -> tensor<3x28xf32>
    %5 = stablehlo.add %2, %4 : tensor<3x28xf32>
    %6 = stablehlo.slice %5 [0:3, 0:7] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %7 = stablehlo.slice %5 [0:3, 7:14] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.slice %5 [0:3, 14:21] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %9 = stablehlo.slice %5 [0:3, 21:28] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %11 = stablehlo.add %7, %10 : tensor<3x7xf32>
    %12 = stablehlo.negate %11 : tensor<3x7xf32>
    %13 = stablehlo.exponential %12 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.add %14, %13 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.divide %16, %15 : tensor<3x7xf32>
    %18 = stablehlo.multiply %17, %arg4 : tensor<3x7xf32>
    %19 = stablehlo.negate %6 : tensor<3x7xf32>
    %20 = stablehlo.exponential %19 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x7xf32>
    %25 = stablehlo.tanh %8 : tensor<3x7xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<3x7xf32>
    %27 = stablehlo.add %18, %26 : tensor<3x7xf32>
    %28 = stablehlo.negate %9 : tensor<3x7xf32>
    %29 = stablehlo.exponential %28 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %31 = stablehlo.add %30, %29 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %33 = stablehlo.divide %32, %31 : tensor<3x7xf32>
    %34 = stablehlo.tanh %27 : tensor<3x7xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<3x7xf32>
    return %35, %27, %35 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9x3x7xf32>, %arg1: tensor<3x7xf32>, %arg2: tensor<i32>) -> tensor<9x3x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<9x3x7xf32>, tensor<1x3x7xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x3x7xf32>
    return %1 : tensor<9x3x7xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<5x28xf32>, %arg1: tensor<7x28xf32>, %arg2: tensor<28xf32>, %arg3: tensor<3x7xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x28xf32>) -> tensor<3x28xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf32>, tensor<7x28xf32>) -> tensor<3x28xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x28xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<28xf32>) -> tensor<1x28xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x28xf32>) -> tensor<3x28xf32>
    %5 = stablehlo.add %2, %4 : tensor<3x28xf32>
    %6 = stablehlo.slice %5 [0:3, 0:7] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %7 = stablehlo.slice %5 [0:3, 7:14] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.slice %5 [0:3, 14:21] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %9 = stablehlo.slice %5 [0:3, 21:28] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %11 = stablehlo.add %7, %10 : tensor<3x7xf32>
    %12 = stablehlo.negate %11 : tensor<3x7xf32>
    %13 = stablehlo.exponential %12 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %15 = stablehlo.add %14, %13 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %17 = stablehlo.divide %16, %15 : tensor<3x7xf32>
    %18 = stablehlo.multiply %17, %arg4 : tensor<3x7xf32>
    %19 = stablehlo.negate %6 : tensor<3x7xf32>
    %20 = stablehlo.exponential %19 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x7xf32>
    %25 = stablehlo.tanh %8 : tensor<3x7xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<3x7xf32>
    %27 = stablehlo.add %18, %26 : tensor<3x7xf32>
    %28 = stablehlo.negate %9 : tensor<3x7xf32>
    %29 = stablehlo.exponential %28 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %31 = stablehlo.add %30, %29 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %33 = stablehlo.divide %32, %31 : tensor<3x7xf32>
    %34 = stablehlo.tanh %27 : tensor<3x7xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<3x7xf32>
    return %35, %27, %35 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<5x28xf32>, %arg1: tensor<7x28xf32>, %arg2: tensor<1x28xf32>, %arg3: tensor<3x7xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x28xf32>) -> tensor<3x28xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf32>, tensor<7x28xf32>) -> tensor<3x28xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x28xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x28xf32>) -> tensor<3x28xf32>
    %4 = stablehlo.add %2, %3 : tensor<3x28xf32>
    %5 = stablehlo.slice %4 [0:3, 0:7] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %6 = stablehlo.slice %4 [0:3, 7:14] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %7 = stablehlo.slice %4 [0:3, 14:21] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.slice %4 [0:3, 21:28] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %10 = stablehlo.add %6, %9 : tensor<3x7xf32>
    %11 = stablehlo.negate %10 : tensor<3x7xf32>
    %12 = stablehlo.exponential %11 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %14 = stablehlo.add %13, %12 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %16 = stablehlo.divide %15, %14 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<3x7xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<3x7xf32>
    %20 = stablehlo.multiply %16, %arg4 : tensor<3x7xf32>
    %21 = stablehlo.negate %5 : tensor<3x7xf32>
    %22 = stablehlo.exponential %21 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %24 = stablehlo.add %23, %22 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %26 = stablehlo.divide %25, %24 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<3x7xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<3x7xf32>
    %30 = stablehlo.tanh %7 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<3x7xf32>
    %33 = stablehlo.multiply %26, %30 : tensor<3x7xf32>
    %34 = stablehlo.add %20, %33 : tensor<3x7xf32>
    %35 = stablehlo.negate %8 : tensor<3x7xf32>
    %36 = stablehlo.exponential %35 : tensor<3x7xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %38 = stablehlo.add %37, %36 : tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %40 = stablehlo.divide %39, %38 : tensor<3x7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<3x7xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<3x7xf32>
    %44 = stablehlo.tanh %34 : tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %46 = stablehlo.subtract %45, %44 : tensor<3x7xf32>
    %47 = stablehlo.multiply %40, %44 : tensor<3x7xf32>
    return %47, %34, %47, %arg3, %19, %arg4, %16, %29, %30, %32, %26, %43, %44, %46, %40 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @closed_call_2(%arg0: tensor<5x28xf32>, %arg1: tensor<7x28xf32>, %arg2: tensor<1x28xf32>, %arg3: tensor<3x7xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x5xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x28xf32>) -> tensor<3x28xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x7xf32>, tensor<7x28xf32>) -> tensor<3x28xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x28xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x28xf32>) -> tensor<3x28xf32>
    %4 = stablehlo.add %2, %3 : tensor<3x28xf32>
    %5 = stablehlo.slice %4 [0:3, 0:7] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %6 = stablehlo.slice %4 [0:3, 7:14] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %7 = stablehlo.slice %4 [0:3, 14:21] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %8 = stablehlo.slice %4 [0:3, 21:28] : (tensor<3x28xf32>) -> tensor<3x7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %10 = stablehlo.add %6, %9 : tensor<3x7xf32>
    %11 = stablehlo.negate %10 : tensor<3x7xf32>
    %12 = stablehlo.exponential %11 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %14 = stablehlo.add %13, %12 : tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %16 = stablehlo.divide %15, %14 : tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<3x7xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<3x7xf32>
    %20 = stablehlo.multiply %16, %arg4 : tensor<3x7xf32>
    %21 = stablehlo.negate %5 : tensor<3x7xf32>
    %22 = stablehlo.exponential %21 : tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %24 = stablehlo.add %23, %22 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %26 = stablehlo.divide %25, %24 : tensor<3x7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %28 = stablehlo.subtract %27, %26 : tensor<3x7xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<3x7xf32>
    %30 = stablehlo.tanh %7 : tensor<3x7xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<3x7xf32>
    %33 = stablehlo.multiply %26, %30 : tensor<3x7xf32>
    %34 = stablehlo.add %20, %33 : tensor<3x7xf32>
    %35 = stablehlo.negate %8 : tensor<3x7xf32>
    %36 = stablehlo.exponential %35 : tensor<3x7xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %38 = stablehlo.add %37, %36 : tensor<3x7xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %40 = stablehlo.divide %39, %38 : tensor<3x7xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<3x7xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<3x7xf32>
    %44 = stablehlo.tanh %34 : tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %46 = stablehlo.subtract %45, %44 : tensor<3x7xf32>
    %47 = stablehlo.multiply %40, %44 : tensor<3x7xf32>
    return %47, %34, %47, %arg3, %19, %arg4, %16, %29, %30, %32, %26, %43, %44, %46, %40 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<9x3x7xf32>, %arg1: tensor<i32>) -> tensor<3x7xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 7] : (tensor<9x3x7xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x7xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x7xf32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<5x28xf32>, %arg1: tensor<7x28xf32>, %arg2: tensor<7x28xf32>, %arg3: tensor<3x7xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x7xf32>, %arg6: tensor<3x7xf32>, %arg7: tensor<3x7xf32>, %arg8: tensor<3x7xf32>, %arg9: tensor<3x7xf32>, %arg10: tensor<3x7xf32>, %arg11: tensor<3x7xf32>, %arg12: tensor<3x7xf32>, %arg13: tensor<3x7xf32>, %arg14: tensor<3x7xf32>, %arg15: tensor<3x7xf32>, %arg16: tensor<3x7xf32>, %arg17: tensor<3x7xf32>) -> (tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>) {
    %0 = stablehlo.add %arg3, %arg5 : tensor<3x7xf32>
    %1 = stablehlo.multiply %arg17, %0 : tensor<3x7xf32>
    %2 = stablehlo.multiply %0, %arg15 : tensor<3x7xf32>
    %3 = stablehlo.multiply %1, %arg16 : tensor<3x7xf32>
    %4 = stablehlo.add %arg4, %3 : tensor<3x7xf32>
    %5 = stablehlo.multiply %3, %arg15 : tensor<3x7xf32>
    %6 = stablehlo.add %4, %5 : tensor<3x7xf32>
    %7 = stablehlo.multiply %2, %arg14 : tensor<3x7xf32>
    %8 = stablehlo.multiply %arg13, %6 : tensor<3x7xf32>
    %9 = stablehlo.multiply %6, %arg11 : tensor<3x7xf32>
    %10 = stablehlo.multiply %8, %arg12 : tensor<3x7xf32>
    %11 = stablehlo.multiply %10, %arg11 : tensor<3x7xf32>
    %12 = stablehlo.add %10, %11 : tensor<3x7xf32>
    %13 = stablehlo.multiply %9, %arg10 : tensor<3x7xf32>
    %14 = stablehlo.multiply %arg9, %6 : tensor<3x7xf32>
    %15 = stablehlo.multiply %6, %arg8 : tensor<3x7xf32>
    %16 = stablehlo.multiply %15, %arg7 : tensor<3x7xf32>
    %17 = stablehlo.concatenate %13, %16, %12, %7, dim = 1 : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x28xf32>
    %18 = stablehlo.dot_general %17, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x28xf32>, tensor<3x7xf32>) -> tensor<28x7xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<28x7xf32>) -> tensor<7x28xf32>
    %20 = stablehlo.add %arg2, %19 : tensor<7x28xf32>
    %21 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x28xf32>, tensor<7x28xf32>) -> tensor<3x7xf32>
    %22 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x28xf32>, tensor<5x28xf32>) -> tensor<3x5xf32>
    return %20, %21, %14, %22 : tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<9x3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<i32>) -> tensor<9x3x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<9x3x5xf32>, tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x3x5xf32>
    return %1 : tensor<9x3x5xf32>
  }
  func.func private @closed_call_6(%arg0: tensor<5x28xf32>, %arg1: tensor<7x28xf32>, %arg2: tensor<7x28xf32>, %arg3: tensor<3x7xf32>, %arg4: tensor<3x7xf32>, %arg5: tensor<3x7xf32>, %arg6: tensor<3x7xf32>, %arg7: tensor<3x7xf32>, %arg8: tensor<3x7xf32>, %arg9: tensor<3x7xf32>, %arg10: tensor<3x7xf32>, %arg11: tensor<3x7xf32>, %arg12: tensor<3x7xf32>, %arg13: tensor<3x7xf32>, %arg14: tensor<3x7xf32>, %arg15: tensor<3x7xf32>, %arg16: tensor<3x7xf32>, %arg17: tensor<3x7xf32>) -> (tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>) {
    %0 = stablehlo.add %arg3, %arg5 : tensor<3x7xf32>
    %1 = stablehlo.multiply %arg17, %0 : tensor<3x7xf32>
    %2 = stablehlo.multiply %0, %arg15 : tensor<3x7xf32>
    %3 = stablehlo.multiply %1, %arg16 : tensor<3x7xf32>
    %4 = stablehlo.add %arg4, %3 : tensor<3x7xf32>
    %5 = stablehlo.multiply %3, %arg15 : tensor<3x7xf32>
    %6 = stablehlo.add %4, %5 : tensor<3x7xf32>
    %7 = stablehlo.multiply %2, %arg14 : tensor<3x7xf32>
    %8 = stablehlo.multiply %arg13, %6 : tensor<3x7xf32>
    %9 = stablehlo.multiply %6, %arg11 : tensor<3x7xf32>
    %10 = stablehlo.multiply %8, %arg12 : tensor<3x7xf32>
    %11 = stablehlo.multiply %10, %arg11 : tensor<3x7xf32>
    %12 = stablehlo.add %10, %11 : tensor<3x7xf32>
    %13 = stablehlo.multiply %9, %arg10 : tensor<3x7xf32>
    %14 = stablehlo.multiply %arg9, %6 : tensor<3x7xf32>
    %15 = stablehlo.multiply %6, %arg8 : tensor<3x7xf32>
    %16 = stablehlo.multiply %15, %arg7 : tensor<3x7xf32>
    %17 = stablehlo.concatenate %13, %16, %12, %7, dim = 1 : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x28xf32>
    %18 = stablehlo.dot_general %17, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x28xf32>, tensor<3x7xf32>) -> tensor<28x7xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<28x7xf32>) -> tensor<7x28xf32>
    %20 = stablehlo.add %arg2, %19 : tensor<7x28xf32>
    %21 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x28xf32>, tensor<7x28xf32>) -> tensor<3x7xf32>
    %22 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x28xf32>, tensor<5x28xf32>) -> tensor<3x5xf32>
    return %20, %21, %14, %22 : tensor<7x28xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x5xf32>
  }
}
