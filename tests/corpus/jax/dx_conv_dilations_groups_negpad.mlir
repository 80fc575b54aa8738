module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x11x9xf32>, %arg1: tensor<6x2x3x2xf32>) -> (tensor<2x6x20x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[-1, 2], [2, -1]], lhs_dilate = [2, 1], rhs_dilate = [1, 3], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x11x9xf32>, tensor<6x2x3x2xf32>) -> tensor<2x6x20x4xf32>
    return %0 : tensor<2x6x20x4xf32>
  }
}
