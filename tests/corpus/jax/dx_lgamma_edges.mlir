module @jit_lgamma attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<25xf32>) -> (tensor<25xf32> {jax.result_info = "result"}) {
    %0 = chlo.lgamma %arg0 : tensor<25xf32> -> tensor<25xf32>
    return %0 : tensor<25xf32>
  }
}
