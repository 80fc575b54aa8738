module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<225xf64>, %arg1: tensor<225xf64>) -> (tensor<225xf64> {jax.result_info = "result[0]"}, tensor<225xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.power %arg0, %arg1 : tensor<225xf64>
    %1 = stablehlo.power %arg0, %arg1 : tensor<225xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<225xf64>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<225xf64>, tensor<225xf64>) -> tensor<225xi1>
    %4 = call @signbit(%1) : (tensor<225xf64>) -> tensor<225xi1>
    %5 = stablehlo.and %3, %4 : tensor<225xi1>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_where(%5, %c, %c_0) : (tensor<225xi1>, tensor<i64>, tensor<i64>) -> tensor<225xi64>
    %7 = stablehlo.convert %6 : (tensor<225xi64>) -> tensor<225xi32>
    return %0, %7 : tensor<225xf64>, tensor<225xi32>
  }
  func.func private @signbit(%arg0: tensor<225xf64>) -> tensor<225xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<225xf64>) -> tensor<225xi64>
    %c = stablehlo.constant dense<63> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<225xi64>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<225xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<225xi64>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<225xi64>, tensor<225xi64>) -> tensor<225xi1>
    %5 = stablehlo.convert %4 : tensor<225xi1>
    return %5 : tensor<225xi1>
  }
  func.func private @_where(%arg0: tensor<225xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<225xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<225xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<225xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<225xi1>, tensor<225xi64>
    return %2 : tensor<225xi64>
  }
}
