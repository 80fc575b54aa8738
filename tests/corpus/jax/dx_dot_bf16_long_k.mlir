module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4096xbf16>, %arg1: tensor<4096x3xbf16>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x3xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096xbf16>, tensor<4096x3xbf16>) -> tensor<4x3xf32>
    %1 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096xbf16>, tensor<4096x3xbf16>) -> tensor<4x3xbf16>
    return %0, %1 : tensor<4x3xf32>, tensor<4x3xbf16>
  }
}
