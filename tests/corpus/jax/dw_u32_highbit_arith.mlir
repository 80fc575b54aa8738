module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> (tensor<8xui32> {jax.result_info = "result[0]"}, tensor<8xui32> {jax.result_info = "result[1]"}, tensor<8xui32> {jax.result_info = "result[2]"}, tensor<8xui32> {jax.result_info = "result[3]"}, tensor<8xui32> {jax.result_info = "result[4]"}, tensor<8xui32> {jax.result_info = "result[5]"}, tensor<8xi1> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xi32> {jax.result_info = "result[8]"}, tensor<8xi64> {jax.result_info = "result[9]"}, tensor<8xf64> {jax.result_info = "result[10]"}, tensor<8xui32> {jax.result_info = "result[11]"}, tensor<8xui64> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<8xui32>
    %1 = stablehlo.add %arg0, %arg1 : tensor<8xui32>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<8xui32>
    %3 = stablehlo.remainder %arg0, %arg1 : tensor<8xui32>
    %4 = stablehlo.minimum %arg0, %arg1 : tensor<8xui32>
    %5 = stablehlo.maximum %arg0, %arg1 : tensor<8xui32>
    %6 = stablehlo.compare LT, %arg0, %arg1, UNSIGNED : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xi1>
    %7 = stablehlo.convert %arg0 : (tensor<8xui32>) -> tensor<8xf32>
    %8 = stablehlo.convert %arg0 : (tensor<8xui32>) -> tensor<8xi32>
    %9 = stablehlo.convert %arg0 : (tensor<8xui32>) -> tensor<8xi64>
    %10 = stablehlo.convert %arg0 : (tensor<8xui32>) -> tensor<8xf64>
    %11 = call @floor_divide(%arg0, %arg1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %12 = stablehlo.convert %arg0 : (tensor<8xui32>) -> tensor<8xui64>
    %13 = stablehlo.convert %arg1 : (tensor<8xui32>) -> tensor<8xui64>
    %14 = stablehlo.multiply %12, %13 : tensor<8xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8xui64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %16 : tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xui32>, tensor<8xi1>, tensor<8xf32>, tensor<8xi32>, tensor<8xi64>, tensor<8xf64>, tensor<8xui32>, tensor<8xui64>
  }
  func.func private @floor_divide(%arg0: tensor<8xui32>, %arg1: tensor<8xui32>) -> tensor<8xui32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xui32>
    return %0 : tensor<8xui32>
  }
}
