module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<22xf32>) -> (tensor<22xi32> {jax.result_info = "result[0]"}, tensor<22xi32> {jax.result_info = "result[1]"}, tensor<22xi32> {jax.result_info = "result[2]"}, tensor<22xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<22xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<22xf32>) -> tensor<22xi32>
    %2 = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<22xf32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<22xf32>) -> tensor<22xi32>
    %4 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<22xf32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<22xf32>) -> tensor<22xi32>
    %6 = stablehlo.reduce_precision %arg0, format = e3m1 : tensor<22xf32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<22xf32>) -> tensor<22xi32>
    return %1, %3, %5, %7 : tensor<22xi32>, tensor<22xi32>, tensor<22xi32>, tensor<22xi32>
  }
}
