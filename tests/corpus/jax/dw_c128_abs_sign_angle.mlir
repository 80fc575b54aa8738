module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xcomplex<f64>>) -> (tensor<10xf64> {jax.result_info = "result[0]"}, tensor<6xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<10xf64> {jax.result_info = "result[2]"}, tensor<2xi64> {jax.result_info = "result[3]"}, tensor<10xi32> {jax.result_info = "result[4][0]"}, tensor<10xi32> {jax.result_info = "result[4][1]"}, tensor<10xi64> {jax.result_info = "result[5]"}, tensor<10xi64> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.abs %arg0 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %1 = stablehlo.slice %arg0 [0:6] : (tensor<10xcomplex<f64>>) -> tensor<6xcomplex<f64>>
    %2 = stablehlo.sign %1 : tensor<6xcomplex<f64>>
    %3 = call @angle(%arg0) : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %4 = stablehlo.slice %arg0 [4:6] : (tensor<10xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %5 = call @angle_0(%4) : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %6 = stablehlo.bitcast_convert %5 : (tensor<2xf64>) -> tensor<2xi64>
    %7 = stablehlo.real %arg0 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %8 = stablehlo.imag %arg0 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %9 = stablehlo.negate %8 : tensor<10xf64>
    %10 = stablehlo.complex %7, %9 : tensor<10xcomplex<f64>>
    %11 = stablehlo.real %10 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %13 = stablehlo.compare EQ, %11, %12, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %14 = call @signbit(%11) : (tensor<10xf64>) -> tensor<10xi1>
    %15 = stablehlo.and %13, %14 : tensor<10xi1>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %16 = call @_where(%15, %c, %c_0) : (tensor<10xi1>, tensor<i64>, tensor<i64>) -> tensor<10xi64>
    %17 = stablehlo.convert %16 : (tensor<10xi64>) -> tensor<10xi32>
    %18 = stablehlo.imag %10 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<10xf64>
    %20 = stablehlo.compare EQ, %18, %19, FLOAT : (tensor<10xf64>, tensor<10xf64>) -> tensor<10xi1>
    %21 = call @signbit(%18) : (tensor<10xf64>) -> tensor<10xi1>
    %22 = stablehlo.and %20, %21 : tensor<10xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %23 = call @_where(%22, %c_2, %c_3) : (tensor<10xi1>, tensor<i64>, tensor<i64>) -> tensor<10xi64>
    %24 = stablehlo.convert %23 : (tensor<10xi64>) -> tensor<10xi32>
    %25 = stablehlo.real %arg0 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %26 = stablehlo.bitcast_convert %25 : (tensor<10xf64>) -> tensor<10xi64>
    %27 = stablehlo.negate %arg0 : tensor<10xcomplex<f64>>
    %28 = stablehlo.imag %27 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %29 = stablehlo.bitcast_convert %28 : (tensor<10xf64>) -> tensor<10xi64>
    return %0, %2, %3, %6, %17, %24, %26, %29 : tensor<10xf64>, tensor<6xcomplex<f64>>, tensor<10xf64>, tensor<2xi64>, tensor<10xi32>, tensor<10xi32>, tensor<10xi64>, tensor<10xi64>
  }
  func.func private @angle(%arg0: tensor<10xcomplex<f64>>) -> tensor<10xf64> {
    %0 = stablehlo.real %arg0 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %1 = stablehlo.imag %arg0 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<10xf64>
    return %2 : tensor<10xf64>
  }
  func.func private @angle_0(%arg0: tensor<2xcomplex<f64>>) -> tensor<2xf64> {
    %0 = stablehlo.real %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %1 = stablehlo.imag %arg0 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<2xf64>
    return %2 : tensor<2xf64>
  }
  func.func private @signbit(%arg0: tensor<10xf64>) -> tensor<10xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<10xf64>) -> tensor<10xi64>
    %c = stablehlo.constant dense<63> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<10xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<10xi64>, tensor<10xi64>) -> tensor<10xi1>
    %5 = stablehlo.convert %4 : tensor<10xi1>
    return %5 : tensor<10xi1>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<10xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<10xi1>, tensor<10xi64>
    return %2 : tensor<10xi64>
  }
}
