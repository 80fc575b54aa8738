module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5x6xf32>, %arg1: tensor<3x6x5x7xf32>, %arg2: tensor<4x4x9xf32>) -> (tensor<3x4x7xf32> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2, 3] x [2, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x5x6xf32>, tensor<3x6x5x7xf32>) -> tensor<3x4x7xf32>
    %1 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<4x4x9xf32>) -> tensor<4x4x9xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x9xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x4x9xf32>
    %4 = stablehlo.dot_general %arg2, %3, batching_dims = [2] x [2], contracting_dims = [0, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<4x4x9xf32>, tensor<4x4x9xf32>) -> tensor<9xf32>
    return %0, %4 : tensor<3x4x7xf32>, tensor<9xf32>
  }
}
