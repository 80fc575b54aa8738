module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x40x8xf32>, %arg1: tensor<4x2x8x16xf32>) -> (tensor<2x40x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:2, 0:8, 0:8] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %2 = stablehlo.convolution(%arg0, %1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %3 = stablehlo.tanh %2 : tensor<2x40x8xf32>
    %4 = stablehlo.slice %arg1 [0:1, 0:2, 0:8, 8:16] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %6 = stablehlo.convolution(%arg0, %5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %7 = stablehlo.negate %6 : tensor<2x40x8xf32>
    %8 = stablehlo.exponential %7 : tensor<2x40x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %10 = stablehlo.add %9, %8 : tensor<2x40x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %12 = stablehlo.divide %11, %10 : tensor<2x40x8xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<2x40x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %15 = stablehlo.add %14, %13 : tensor<2x40x8xf32>
    %16 = stablehlo.slice %arg1 [1:2, 0:2, 0:8, 0:8] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %18 = stablehlo.convolution(%arg0, %17) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %19 = stablehlo.tanh %18 : tensor<2x40x8xf32>
    %20 = stablehlo.slice %arg1 [1:2, 0:2, 0:8, 8:16] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %22 = stablehlo.convolution(%arg0, %21) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %23 = stablehlo.negate %22 : tensor<2x40x8xf32>
    %24 = stablehlo.exponential %23 : tensor<2x40x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %26 = stablehlo.add %25, %24 : tensor<2x40x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %28 = stablehlo.divide %27, %26 : tensor<2x40x8xf32>
    %29 = stablehlo.multiply %19, %28 : tensor<2x40x8xf32>
    %30 = stablehlo.add %15, %29 : tensor<2x40x8xf32>
    %31 = stablehlo.slice %arg1 [2:3, 0:2, 0:8, 0:8] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %33 = stablehlo.convolution(%arg0, %32) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %34 = stablehlo.tanh %33 : tensor<2x40x8xf32>
    %35 = stablehlo.slice %arg1 [2:3, 0:2, 0:8, 8:16] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %37 = stablehlo.convolution(%arg0, %36) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %38 = stablehlo.negate %37 : tensor<2x40x8xf32>
    %39 = stablehlo.exponential %38 : tensor<2x40x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %41 = stablehlo.add %40, %39 : tensor<2x40x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %43 = stablehlo.divide %42, %41 : tensor<2x40x8xf32>
    %44 = stablehlo.multiply %34, %43 : tensor<2x40x8xf32>
    %45 = stablehlo.add %30, %44 : tensor<2x40x8xf32>
    %46 = stablehlo.slice %arg1 [3:4, 0:2, 0:8, 0:8] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %48 = stablehlo.convolution(%arg0, %47) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %49 = stablehlo.tanh %48 : tensor<2x40x8xf32>
    %50 = stablehlo.slice %arg1 [3:4, 0:2, 0:8, 8:16] : (tensor<4x2x8x16xf32>) -> tensor<1x2x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %52 = stablehlo.convolution(%arg0, %51) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x40x8xf32>, tensor<2x8x8xf32>) -> tensor<2x40x8xf32>
    %53 = stablehlo.negate %52 : tensor<2x40x8xf32>
    %54 = stablehlo.exponential %53 : tensor<2x40x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %56 = stablehlo.add %55, %54 : tensor<2x40x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x40x8xf32>
    %58 = stablehlo.divide %57, %56 : tensor<2x40x8xf32>
    %59 = stablehlo.multiply %49, %58 : tensor<2x40x8xf32>
    %60 = stablehlo.add %45, %59 : tensor<2x40x8xf32>
    %61 = stablehlo.add %arg0, %60 : tensor<2x40x8xf32>
    return %61 : tensor<2x40x8xf32>
  }
}
