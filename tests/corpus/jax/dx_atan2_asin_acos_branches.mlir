module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<19xf32>, %arg1: tensor<19xf32>, %arg2: tensor<19xf32>) -> (tensor<19xf32> {jax.result_info = "result[0]"}, tensor<19xf32> {jax.result_info = "result[1]"}, tensor<19xf32> {jax.result_info = "result[2]"}, tensor<19xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<19xf32>
    %1 = chlo.asin %arg2 : tensor<19xf32> -> tensor<19xf32>
    %2 = chlo.acos %arg2 : tensor<19xf32> -> tensor<19xf32>
    %3 = chlo.atan %arg0 : tensor<19xf32> -> tensor<19xf32>
    return %0, %1, %2, %3 : tensor<19xf32>, tensor<19xf32>, tensor<19xf32>, tensor<19xf32>
  }
}
