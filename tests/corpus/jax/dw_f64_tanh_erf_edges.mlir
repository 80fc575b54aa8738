module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<96xf64>) -> (tensor<96xf64> {jax.result_info = "result[0]"}, tensor<96xf64> {jax.result_info = "result[1]"}, tensor<96xf64> {jax.result_info = "result[2]"}, tensor<96xi32> {jax.result_info = "result[3]"}, tensor<96xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<96xf64>
    %1 = chlo.erf %arg0 : tensor<96xf64> -> tensor<96xf64>
    %2 = chlo.erfc %arg0 : tensor<96xf64> -> tensor<96xf64>
    %3 = stablehlo.tanh %arg0 : tensor<96xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<96xf64>
    %5 = stablehlo.compare EQ, %3, %4, FLOAT : (tensor<96xf64>, tensor<96xf64>) -> tensor<96xi1>
    %6 = call @signbit(%3) : (tensor<96xf64>) -> tensor<96xi1>
    %7 = stablehlo.and %5, %6 : tensor<96xi1>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %8 = call @_where(%7, %c, %c_0) : (tensor<96xi1>, tensor<i64>, tensor<i64>) -> tensor<96xi64>
    %9 = stablehlo.convert %8 : (tensor<96xi64>) -> tensor<96xi32>
    %10 = chlo.erf %arg0 : tensor<96xf64> -> tensor<96xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<96xf64>
    %12 = stablehlo.compare EQ, %10, %11, FLOAT : (tensor<96xf64>, tensor<96xf64>) -> tensor<96xi1>
    %13 = call @signbit(%10) : (tensor<96xf64>) -> tensor<96xi1>
    %14 = stablehlo.and %12, %13 : tensor<96xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %15 = call @_where(%14, %c_2, %c_3) : (tensor<96xi1>, tensor<i64>, tensor<i64>) -> tensor<96xi64>
    %16 = stablehlo.convert %15 : (tensor<96xi64>) -> tensor<96xi32>
    return %0, %1, %2, %9, %16 : tensor<96xf64>, tensor<96xf64>, tensor<96xf64>, tensor<96xi32>, tensor<96xi32>
  }
  func.func private @signbit(%arg0: tensor<96xf64>) -> tensor<96xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<96xf64>) -> tensor<96xi64>
    %c = stablehlo.constant dense<63> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<96xi64>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<96xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<96xi64>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<96xi64>, tensor<96xi64>) -> tensor<96xi1>
    %5 = stablehlo.convert %4 : tensor<96xi1>
    return %5 : tensor<96xi1>
  }
  func.func private @_where(%arg0: tensor<96xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<96xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<96xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<96xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<96xi1>, tensor<96xi64>
    return %2 : tensor<96xi64>
  }
}
