module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi8>, %arg1: tensor<6xui16>, %arg2: tensor<8xi32>, %arg3: tensor<6xui32>) -> (tensor<8xi8> {jax.result_info = "result[0]"}, tensor<8xi8> {jax.result_info = "result[1]"}, tensor<6xui16> {jax.result_info = "result[2]"}, tensor<6xui16> {jax.result_info = "result[3]"}, tensor<8xi32> {jax.result_info = "result[4]"}, tensor<8xi32> {jax.result_info = "result[5]"}, tensor<6xui32> {jax.result_info = "result[6]"}, tensor<6xui32> {jax.result_info = "result[7]"}) {
    %0 = stablehlo.popcnt %arg0 : tensor<8xi8>
    %1 = stablehlo.count_leading_zeros %arg0 : tensor<8xi8>
    %2 = stablehlo.popcnt %arg1 : tensor<6xui16>
    %3 = stablehlo.count_leading_zeros %arg1 : tensor<6xui16>
    %4 = stablehlo.popcnt %arg2 : tensor<8xi32>
    %5 = stablehlo.count_leading_zeros %arg2 : tensor<8xi32>
    %6 = stablehlo.count_leading_zeros %arg3 : tensor<6xui32>
    %7 = stablehlo.popcnt %arg3 : tensor<6xui32>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<8xi8>, tensor<8xi8>, tensor<6xui16>, tensor<6xui16>, tensor<8xi32>, tensor<8xi32>, tensor<6xui32>, tensor<6xui32>
  }
}
