module @jit_deq_s8 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<32x16xi8>, %arg2: tensor<16xf32>) -> (tensor<4x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<32x16xi8>) -> tensor<32x16xi4>
    %1 = stablehlo.convert %0 : (tensor<32x16xi4>) -> tensor<32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<32x16xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<32x16xf32>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
    return %5 : tensor<4x16xf32>
  }
}
