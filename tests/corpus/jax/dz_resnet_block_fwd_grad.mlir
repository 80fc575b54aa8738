module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x8x4xf32>, %arg1: tensor<3x3x4x8xf32>, %arg2: tensor<3x3x8x8xf32>, %arg3: tensor<1x1x4x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>) -> (tensor<2x4x4x8xf32> {jax.result_info = "result[0]"}, tensor<2x8x8x4xf32> {jax.result_info = "result[1][0]"}, tensor<3x3x4x8xf32> {jax.result_info = "result[1][1]"}, tensor<3x3x8x8xf32> {jax.result_info = "result[1][2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%0, %c) : (tensor<2x4x4x8xf32>, tensor<i32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x4x4x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.add %4, %8 : tensor<8xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %13 = stablehlo.multiply %7, %12 : tensor<2x4x4x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x4x4x8xf32>
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x4x4x8xf32>
    %20 = call @relu(%19) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %21 = stablehlo.convolution(%20, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %25 = call @_var(%21, %c_4) : (tensor<2x4x4x8xf32>, tensor<i32>) -> tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %28 = stablehlo.subtract %21, %27 : tensor<2x4x4x8xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.add %25, %29 : tensor<8xf32>
    %31 = stablehlo.rsqrt %30 : tensor<8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %34 = stablehlo.multiply %28, %33 : tensor<2x4x4x8xf32>
    %35 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<2x4x4x8xf32>
    %38 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %40 = stablehlo.add %37, %39 : tensor<2x4x4x8xf32>
    %41 = stablehlo.convolution(%arg0, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<1x1x4x8xf32>) -> tensor<2x4x4x8xf32>
    %42 = stablehlo.add %40, %41 : tensor<2x4x4x8xf32>
    %43 = call @relu(%42) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %44 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.divide %45, %46 : tensor<8xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %48:4 = call @_var_0(%44, %c_8) : (tensor<2x4x4x8xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<2x4x4x8xf32>, tensor<f32>, tensor<i1>)
    %49 = stablehlo.broadcast_in_dim %47, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %51 = stablehlo.subtract %44, %50 : tensor<2x4x4x8xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.add %48#0, %52 : tensor<8xf32>
    %54 = stablehlo.rsqrt %53 : tensor<8xf32>
    %55 = stablehlo.divide %54, %53 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<8xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %60 = stablehlo.multiply %51, %59 : tensor<2x4x4x8xf32>
    %61 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %63 = stablehlo.multiply %60, %62 : tensor<2x4x4x8xf32>
    %64 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x4x4x8xf32>
    %67 = call @relu(%66) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %69 = stablehlo.compare GT, %66, %68, FLOAT : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %70 = stablehlo.convolution(%67, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %74:4 = call @_var_0(%70, %c_14) : (tensor<2x4x4x8xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<2x4x4x8xf32>, tensor<f32>, tensor<i1>)
    %75 = stablehlo.broadcast_in_dim %73, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %77 = stablehlo.subtract %70, %76 : tensor<2x4x4x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.add %74#0, %78 : tensor<8xf32>
    %80 = stablehlo.rsqrt %79 : tensor<8xf32>
    %81 = stablehlo.divide %80, %79 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<8xf32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %86 = stablehlo.multiply %77, %85 : tensor<2x4x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<2x4x4x8xf32>
    %90 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %92 = stablehlo.add %89, %91 : tensor<2x4x4x8xf32>
    %93 = stablehlo.convolution(%arg0, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<1x1x4x8xf32>) -> tensor<2x4x4x8xf32>
    %94 = stablehlo.add %92, %93 : tensor<2x4x4x8xf32>
    %95 = call @relu(%94) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %97 = stablehlo.compare GT, %94, %96, FLOAT : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %98 = stablehlo.tanh %95 : tensor<2x4x4x8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %100 = stablehlo.subtract %99, %98 : tensor<2x4x4x8xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<2x4x4x8xf32>
    %103 = stablehlo.multiply %102, %98 : tensor<2x4x4x8xf32>
    %104 = stablehlo.add %102, %103 : tensor<2x4x4x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %106 = stablehlo.select %97, %104, %105 : tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>
    %107 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<1x1x4x8xf32>
    %108 = stablehlo.convolution(%106, %107) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<2x8x8x4xf32>
    %109 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %110 = stablehlo.multiply %106, %109 : tensor<2x4x4x8xf32>
    %111 = stablehlo.multiply %77, %110 : tensor<2x4x4x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %113 = stablehlo.reshape %112 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %114 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %115 = stablehlo.multiply %110, %114 : tensor<2x4x4x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%113 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %117 = stablehlo.multiply %116, %83 : tensor<8xf32>
    %118 = stablehlo.negate %115 : tensor<2x4x4x8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %122 = call @_var_2(%74#1, %74#2, %74#3, %117) : (tensor<2x4x4x8xf32>, tensor<f32>, tensor<i1>, tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %123 = stablehlo.add %115, %122 : tensor<2x4x4x8xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %125 = stablehlo.divide %121, %124 : tensor<8xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %127 = stablehlo.add %123, %126 : tensor<2x4x4x8xf32>
    %128 = stablehlo.convolution(%67, %127) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x8x8xf32>
    %129 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x8x8xf32>
    %130 = stablehlo.convolution(%127, %129) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %132 = stablehlo.select %69, %130, %131 : tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>
    %133 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<2x4x4x8xf32>
    %135 = stablehlo.multiply %51, %134 : tensor<2x4x4x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %138 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %139 = stablehlo.multiply %134, %138 : tensor<2x4x4x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%137 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.multiply %140, %57 : tensor<8xf32>
    %142 = stablehlo.negate %139 : tensor<2x4x4x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.reshape %143 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %146 = call @_var_2(%48#1, %48#2, %48#3, %141) : (tensor<2x4x4x8xf32>, tensor<f32>, tensor<i1>, tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %147 = stablehlo.add %139, %146 : tensor<2x4x4x8xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %149 = stablehlo.divide %145, %148 : tensor<8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %151 = stablehlo.add %147, %150 : tensor<2x4x4x8xf32>
    %152 = stablehlo.convolution(%arg0, %151) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x4x8xf32>
    %153 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x4x8xf32>
    %154 = stablehlo.convolution(%151, %153) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x4xf32>
    %155 = stablehlo.add %108, %154 : tensor<2x8x8x4xf32>
    return %43, %155, %152, %128 : tensor<2x4x4x8xf32>, tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x4x8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x4x8xf32>
    %6 = chlo.square %5 : tensor<2x4x4x8xf32> -> tensor<2x4x4x8xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %13 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x8xf32>
    return %1 : tensor<2x4x4x8xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x4x4x8xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<2x4x4x8xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x4x8xf32>
    %6 = chlo.square %5 : tensor<2x4x4x8xf32> -> tensor<2x4x4x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x4x4x8xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where_1(%14, %13, %cst_5) : (tensor<i1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %15, %8, %10, %14 : tensor<8xf32>, tensor<2x4x4x8xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_var_2(%arg0: tensor<2x4x4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8xf32>) -> tensor<2x4x4x8xf32> {
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x4x4x8xf32>
    %5 = stablehlo.negate %4 : tensor<2x4x4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.reshape %6 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %12 = stablehlo.add %4, %11 : tensor<2x4x4x8xf32>
    return %12 : tensor<2x4x4x8xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
