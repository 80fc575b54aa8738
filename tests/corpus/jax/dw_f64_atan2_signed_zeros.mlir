module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf64>, %arg1: tensor<16xf64>) -> (tensor<16xf64> {jax.result_info = "result[0]"}, tensor<16xi64> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<16xf64>
    %1 = stablehlo.atan2 %arg0, %arg1 : tensor<16xf64>
    %2 = stablehlo.bitcast_convert %1 : (tensor<16xf64>) -> tensor<16xi64>
    return %0, %2 : tensor<16xf64>, tensor<16xi64>
  }
}
