module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11xi64>) -> (tensor<11xi64> {jax.result_info = "result[0]"}, tensor<11xi64> {jax.result_info = "result[1]"}, tensor<11xui64> {jax.result_info = "result[2]"}, tensor<11xui64> {jax.result_info = "result[3]"}, tensor<11xui32> {jax.result_info = "result[4]"}, tensor<11xui8> {jax.result_info = "result[5]"}, tensor<11xi16> {jax.result_info = "result[6]"}, tensor<11xui8> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.popcnt %arg0 : tensor<11xi64>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<11xi64>
    %2 = stablehlo.convert %arg0 : (tensor<11xi64>) -> tensor<11xui64>
    %3 = stablehlo.popcnt %2 : tensor<11xui64>
    %4 = stablehlo.convert %arg0 : (tensor<11xi64>) -> tensor<11xui64>
    %5 = stablehlo.count_leading_zeros %4 : tensor<11xui64>
    %6 = stablehlo.convert %arg0 : (tensor<11xi64>) -> tensor<11xui32>
    %7 = stablehlo.count_leading_zeros %6 : tensor<11xui32>
    %8 = stablehlo.convert %arg0 : (tensor<11xi64>) -> tensor<11xui8>
    %9 = stablehlo.popcnt %8 : tensor<11xui8>
    %10 = stablehlo.convert %arg0 : (tensor<11xi64>) -> tensor<11xi16>
    %11 = stablehlo.count_leading_zeros %10 : tensor<11xi16>
    %12 = stablehlo.convert %arg0 : (tensor<11xi64>) -> tensor<11xui8>
    %13 = stablehlo.count_leading_zeros %12 : tensor<11xui8>
    return %0, %1, %3, %5, %7, %9, %11, %13 : tensor<11xi64>, tensor<11xi64>, tensor<11xui64>, tensor<11xui64>, tensor<11xui32>, tensor<11xui8>, tensor<11xi16>, tensor<11xui8>
  }
}
