module @jit_deq_u4_zero attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<32x16xui8>, %arg2: tensor<16xf32>, %arg3: tensor<16xui8>) -> (tensor<4x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<32x16xui8>) -> tensor<32x16xui4>
    %1 = stablehlo.convert %arg3 : (tensor<16xui8>) -> tensor<16xui4>
    %2 = stablehlo.convert %0 : (tensor<32x16xui4>) -> tensor<32x16xf32>
    %3 = stablehlo.convert %1 : (tensor<16xui4>) -> tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<32x16xf32>
    %6 = stablehlo.subtract %2, %5 : tensor<32x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<32x16xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<32x16xf32>
    %10 = stablehlo.dot_general %arg0, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
    return %10 : tensor<4x16xf32>
  }
}
