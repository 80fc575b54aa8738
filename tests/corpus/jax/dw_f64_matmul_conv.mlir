module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x24xf64>, %arg1: tensor<24x8xf64>, %arg2: tensor<3x5x7xf64>, %arg3: tensor<3x7x4xf64>, %arg4: tensor<2x9x9x3xf64>, %arg5: tensor<3x3x3x5xf64>) -> (tensor<16x8xf64> {jax.result_info = "result[0]"}, tensor<3x5x4xf64> {jax.result_info = "result[1]"}, tensor<2x5x5x5xf64> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x24xf64>, tensor<24x8xf64>) -> tensor<16x8xf64>
    %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5x7xf64>, tensor<3x7x4xf64>) -> tensor<3x5x4xf64>
    %2 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x9x9x3xf64>, tensor<3x3x3x5xf64>) -> tensor<2x5x5x5xf64>
    return %0, %1, %2 : tensor<16x8xf64>, tensor<3x5x4xf64>, tensor<2x5x5x5xf64>
  }
}
