module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<34xf32>, %arg1: tensor<34xf32>) -> (tensor<34xf32> {jax.result_info = "result[0]"}, tensor<34xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<34xf32>
    %1 = chlo.atanh %arg1 : tensor<34xf32> -> tensor<34xf32>
    return %0, %1 : tensor<34xf32>, tensor<34xf32>
  }
}
