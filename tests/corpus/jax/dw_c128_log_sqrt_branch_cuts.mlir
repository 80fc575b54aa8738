module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20xcomplex<f64>>) -> (tensor<20xi32> {jax.result_info = "result[0][0]"}, tensor<20xi32> {jax.result_info = "result[0][1]"}, tensor<20xi32> {jax.result_info = "result[1][0]"}, tensor<20xi32> {jax.result_info = "result[1][1]"}, tensor<20xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<20xcomplex<f64>> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.log %arg0 : tensor<20xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<20xcomplex<f64>>) -> tensor<20xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<20xf64>, tensor<20xf64>) -> tensor<20xi1>
    %4 = call @signbit(%1) : (tensor<20xf64>) -> tensor<20xi1>
    %5 = stablehlo.and %3, %4 : tensor<20xi1>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_where(%5, %c, %c_0) : (tensor<20xi1>, tensor<i64>, tensor<i64>) -> tensor<20xi64>
    %7 = stablehlo.convert %6 : (tensor<20xi64>) -> tensor<20xi32>
    %8 = stablehlo.imag %0 : (tensor<20xcomplex<f64>>) -> tensor<20xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %10 = stablehlo.compare EQ, %8, %9, FLOAT : (tensor<20xf64>, tensor<20xf64>) -> tensor<20xi1>
    %11 = call @signbit(%8) : (tensor<20xf64>) -> tensor<20xi1>
    %12 = stablehlo.and %10, %11 : tensor<20xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %13 = call @_where(%12, %c_2, %c_3) : (tensor<20xi1>, tensor<i64>, tensor<i64>) -> tensor<20xi64>
    %14 = stablehlo.convert %13 : (tensor<20xi64>) -> tensor<20xi32>
    %15 = stablehlo.sqrt %arg0 : tensor<20xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<20xcomplex<f64>>) -> tensor<20xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %18 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<20xf64>, tensor<20xf64>) -> tensor<20xi1>
    %19 = call @signbit(%16) : (tensor<20xf64>) -> tensor<20xi1>
    %20 = stablehlo.and %18, %19 : tensor<20xi1>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %21 = call @_where(%20, %c_5, %c_6) : (tensor<20xi1>, tensor<i64>, tensor<i64>) -> tensor<20xi64>
    %22 = stablehlo.convert %21 : (tensor<20xi64>) -> tensor<20xi32>
    %23 = stablehlo.imag %15 : (tensor<20xcomplex<f64>>) -> tensor<20xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<20xf64>
    %25 = stablehlo.compare EQ, %23, %24, FLOAT : (tensor<20xf64>, tensor<20xf64>) -> tensor<20xi1>
    %26 = call @signbit(%23) : (tensor<20xf64>) -> tensor<20xi1>
    %27 = stablehlo.and %25, %26 : tensor<20xi1>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %c_9 = stablehlo.constant dense<0> : tensor<i64>
    %28 = call @_where(%27, %c_8, %c_9) : (tensor<20xi1>, tensor<i64>, tensor<i64>) -> tensor<20xi64>
    %29 = stablehlo.convert %28 : (tensor<20xi64>) -> tensor<20xi32>
    %30 = stablehlo.log %arg0 : tensor<20xcomplex<f64>>
    %31 = stablehlo.sqrt %arg0 : tensor<20xcomplex<f64>>
    return %7, %14, %22, %29, %30, %31 : tensor<20xi32>, tensor<20xi32>, tensor<20xi32>, tensor<20xi32>, tensor<20xcomplex<f64>>, tensor<20xcomplex<f64>>
  }
  func.func private @signbit(%arg0: tensor<20xf64>) -> tensor<20xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<20xf64>) -> tensor<20xi64>
    %c = stablehlo.constant dense<63> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<20xi64>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<20xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<20xi64>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<20xi64>, tensor<20xi64>) -> tensor<20xi1>
    %5 = stablehlo.convert %4 : tensor<20xi1>
    return %5 : tensor<20xi1>
  }
  func.func private @_where(%arg0: tensor<20xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<20xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<20xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<20xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<20xi1>, tensor<20xi64>
    return %2 : tensor<20xi64>
  }
}
