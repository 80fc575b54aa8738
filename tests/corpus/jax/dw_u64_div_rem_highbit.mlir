module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xui64>, %arg1: tensor<8xui64>) -> (tensor<8xui64> {jax.result_info = "result[0]"}, tensor<8xui64> {jax.result_info = "result[1]"}, tensor<8xui64> {jax.result_info = "result[2]"}, tensor<8xui64> {jax.result_info = "result[3]"}, tensor<8xui64> {jax.result_info = "result[4]"}, tensor<8xui64> {jax.result_info = "result[5]"}, tensor<8xui64> {jax.result_info = "result[6]"}, tensor<8xi1> {jax.result_info = "result[7]"}, tensor<8xui64> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xui64>
    %1 = stablehlo.remainder %arg0, %arg1 : tensor<8xui64>
    %2 = call @floor_divide(%arg0, %arg1) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %3 = call @remainder(%arg0, %arg1) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %4 = stablehlo.add %arg0, %arg1 : tensor<8xui64>
    %5 = stablehlo.multiply %arg0, %arg1 : tensor<8xui64>
    %6 = stablehlo.subtract %arg0, %arg1 : tensor<8xui64>
    %7 = stablehlo.compare GT, %arg0, %arg1, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %8 = stablehlo.maximum %arg0, %arg1 : tensor<8xui64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xi1>, tensor<8xui64>
  }
  func.func private @floor_divide(%arg0: tensor<8xui64>, %arg1: tensor<8xui64>) -> tensor<8xui64> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xui64>
    return %0 : tensor<8xui64>
  }
  func.func private @remainder(%arg0: tensor<8xui64>, %arg1: tensor<8xui64>) -> tensor<8xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %1 = stablehlo.compare EQ, %arg1, %0, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8xi1>, tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xui64>
    %c_1 = stablehlo.constant dense<0> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %8 = stablehlo.compare LT, %4, %7, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %10 = stablehlo.compare LT, %3, %9, UNSIGNED : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8xui64>
    %14 = stablehlo.select %12, %13, %4 : tensor<8xi1>, tensor<8xui64>
    return %14 : tensor<8xui64>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xui64>, %arg2: tensor<8xui64>) -> tensor<8xui64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xui64>
    return %0 : tensor<8xui64>
  }
}
