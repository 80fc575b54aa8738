module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x6x6x2xf32>, %arg1: tensor<3x3x2x3xf32>) -> tensor<1x6x6x2xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x3x3x3xf32>
    %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x6x6x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x3x3x3xf32>
    %2 = stablehlo.tanh %1 : tensor<1x3x3x3xf32>
    %3 = stablehlo.subtract %0, %2 : tensor<1x3x3x3xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<1x3x3x3xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x3x3x3xf32>
    %6 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x2x3xf32>
    %7 = stablehlo.convolution(%5, %6) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x3x3x3xf32>, tensor<3x3x2x3xf32>) -> tensor<1x6x6x2xf32>
    return %7 : tensor<1x6x6x2xf32>
  }
}
