module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<35xf32>) -> (tensor<35xf32> {jax.result_info = "result[0]"}, tensor<35xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<35xf32>
    %1 = stablehlo.log_plus_one %arg0 : tensor<35xf32>
    return %0, %1 : tensor<35xf32>, tensor<35xf32>
  }
}
