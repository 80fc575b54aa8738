module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<31xf64>) -> (tensor<31xf64> {jax.result_info = "result[0]"}, tensor<31xf64> {jax.result_info = "result[1]"}, tensor<31xf64> {jax.result_info = "result[2]"}, tensor<31xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.log %arg0 : tensor<31xf64>
    %1 = stablehlo.log_plus_one %arg0 : tensor<31xf64>
    %2 = stablehlo.abs %arg0 : tensor<31xf64>
    %3 = stablehlo.negate %2 : tensor<31xf64>
    %4 = stablehlo.log_plus_one %3 : tensor<31xf64>
    %5 = stablehlo.log_plus_one %arg0 : tensor<31xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<31xf64>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<31xf64>, tensor<31xf64>) -> tensor<31xi1>
    %8 = call @signbit(%5) : (tensor<31xf64>) -> tensor<31xi1>
    %9 = stablehlo.and %7, %8 : tensor<31xi1>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %10 = call @_where(%9, %c, %c_0) : (tensor<31xi1>, tensor<i64>, tensor<i64>) -> tensor<31xi64>
    %11 = stablehlo.convert %10 : (tensor<31xi64>) -> tensor<31xi32>
    return %0, %1, %4, %11 : tensor<31xf64>, tensor<31xf64>, tensor<31xf64>, tensor<31xi32>
  }
  func.func private @signbit(%arg0: tensor<31xf64>) -> tensor<31xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<31xf64>) -> tensor<31xi64>
    %c = stablehlo.constant dense<63> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<31xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<31xi64>, tensor<31xi64>) -> tensor<31xi1>
    %5 = stablehlo.convert %4 : tensor<31xi1>
    return %5 : tensor<31xi1>
  }
  func.func private @_where(%arg0: tensor<31xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<31xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<31xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<31xi1>, tensor<31xi64>
    return %2 : tensor<31xi64>
  }
}
