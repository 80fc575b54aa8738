module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>) -> (tensor<64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<64xbf16>
    %1 = stablehlo.add %0, %arg2 : tensor<64xbf16>
    %2 = stablehlo.multiply %1, %arg0 : tensor<64xbf16>
    %3 = stablehlo.subtract %2, %arg1 : tensor<64xbf16>
    return %3 : tensor<64xbf16>
  }
}
