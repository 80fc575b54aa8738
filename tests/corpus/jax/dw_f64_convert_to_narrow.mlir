module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<34xf64>) -> (tensor<34xi32> {jax.result_info = "result[0]"}, tensor<34xi16> {jax.result_info = "result[1]"}, tensor<34xi64> {jax.result_info = "result[2]"}, tensor<34xui64> {jax.result_info = "result[3]"}, tensor<34xi32> {jax.result_info = "result[4]"}, tensor<34xui32> {jax.result_info = "result[5]"}, tensor<34xui8> {jax.result_info = "result[6]"}, tensor<34xi16> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<34xf32>) -> tensor<34xi32>
    %2 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xbf16>
    %3 = stablehlo.bitcast_convert %2 : (tensor<34xbf16>) -> tensor<34xi16>
    %4 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xi64>
    %5 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xui64>
    %6 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xi32>
    %7 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xui32>
    %8 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xui8>
    %9 = stablehlo.convert %arg0 : (tensor<34xf64>) -> tensor<34xi16>
    return %1, %3, %4, %5, %6, %7, %8, %9 : tensor<34xi32>, tensor<34xi16>, tensor<34xi64>, tensor<34xui64>, tensor<34xi32>, tensor<34xui32>, tensor<34xui8>, tensor<34xi16>
  }
}
