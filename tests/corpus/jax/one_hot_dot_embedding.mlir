module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x12xi32>, %arg1: tensor<32x24xf32>) -> (tensor<4x12x24xf32> {jax.result_info = "result"}) {
    %0 = call @_one_hot(%arg0) : (tensor<4x12xi32>) -> tensor<4x12x32xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x12x32xf32>, tensor<32x24xf32>) -> tensor<4x12x24xf32>
    return %1 : tensor<4x12x24xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4x12xi32>) -> tensor<4x12x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x12xi32>) -> tensor<4x12x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x32xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<4x12x1xi32>) -> tensor<4x12x32xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<4x12x32xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x12x32xi32>, tensor<4x12x32xi32>) -> tensor<4x12x32xi1>
    %5 = stablehlo.convert %4 : (tensor<4x12x32xi1>) -> tensor<4x12x32xf32>
    return %5 : tensor<4x12x32xf32>
  }
}
