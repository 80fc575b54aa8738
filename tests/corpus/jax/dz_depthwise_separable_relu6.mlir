module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x9x9x6xf32>, %arg1: tensor<3x3x1x12xf32>, %arg2: tensor<1x1x12x5xf32>) -> (tensor<2x9x9x5xf32> {jax.result_info = "result[0]"}, tensor<3x3x1x12xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x9x6xf32>, tensor<3x3x1x12xf32>) -> tensor<2x9x9x12xf32>
    %1 = call @relu6(%0) : (tensor<2x9x9x12xf32>) -> tensor<2x9x9x12xf32>
    %2 = stablehlo.convolution(%1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x9x12xf32>, tensor<1x1x12x5xf32>) -> tensor<2x9x9x5xf32>
    %3 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 6 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x9x6xf32>, tensor<3x3x1x12xf32>) -> tensor<2x9x9x12xf32>
    %4 = call @relu6(%3) : (tensor<2x9x9x12xf32>) -> tensor<2x9x9x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x9x9x12xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<2x9x9x12xf32>, tensor<2x9x9x12xf32>) -> tensor<2x9x9x12xi1>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x9x9x12xf32>
    %8 = stablehlo.compare LT, %3, %7, FLOAT : (tensor<2x9x9x12xf32>, tensor<2x9x9x12xf32>) -> tensor<2x9x9x12xi1>
    %9 = stablehlo.and %6, %8 : tensor<2x9x9x12xi1>
    %10 = stablehlo.convolution(%4, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x9x12xf32>, tensor<1x1x12x5xf32>) -> tensor<2x9x9x5xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x9x9x5xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<2x9x9x5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x9x9x5xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x9x9x5xf32>
    %15 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<1x1x12x5xf32>
    %16 = stablehlo.convolution(%14, %15) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x9x5xf32>, tensor<1x1x12x5xf32>) -> tensor<2x9x9x12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x9x9x12xf32>
    %18 = stablehlo.select %9, %16, %17 : tensor<2x9x9x12xi1>, tensor<2x9x9x12xf32>
    %19 = stablehlo.convolution(%arg0, %18) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 6 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x9x6xf32>, tensor<2x9x9x12xf32>) -> tensor<3x3x1x12xf32>
    return %2, %19 : tensor<2x9x9x5xf32>, tensor<3x3x1x12xf32>
  }
  func.func private @relu6(%arg0: tensor<2x9x9x12xf32>) -> tensor<2x9x9x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x9x9x12xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x9x9x12xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x9x9x12xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x9x9x12xf32>
    return %3 : tensor<2x9x9x12xf32>
  }
}
