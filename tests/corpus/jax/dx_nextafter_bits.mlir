module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14xf32>, %arg1: tensor<14xf32>) -> (tensor<14xi32> {jax.result_info = "result"}) {
    %0 = chlo.next_after %arg0, %arg1 : tensor<14xf32>, tensor<14xf32> -> tensor<14xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<14xf32>) -> tensor<14xi32>
    return %1 : tensor<14xi32>
  }
}
