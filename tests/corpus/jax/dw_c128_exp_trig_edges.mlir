module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xcomplex<f64>>) -> (tensor<12xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<2xi32> {jax.result_info = "result[6][0]"}, tensor<2xi32> {jax.result_info = "result[6][1]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<12xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:4] : (tensor<12xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %2 = stablehlo.exponential_minus_one %1 : tensor<4xcomplex<f64>>
    %3 = stablehlo.slice %arg0 [8:11] : (tensor<12xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %4 = stablehlo.log_plus_one %3 : tensor<3xcomplex<f64>>
    %5 = stablehlo.slice %arg0 [8:11] : (tensor<12xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %6 = stablehlo.real %5 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %7 = stablehlo.imag %5 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %9 = stablehlo.compare EQ, %6, %8, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %10 = stablehlo.sine %6 : tensor<3xf64>
    %11 = stablehlo.cosine %6 : tensor<3xf64>
    %12 = stablehlo.exponential_minus_one %7 : tensor<3xf64>
    %13 = stablehlo.negate %7 : tensor<3xf64>
    %14 = stablehlo.exponential_minus_one %13 : tensor<3xf64>
    %15 = stablehlo.subtract %12, %14 : tensor<3xf64>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %17 = stablehlo.divide %15, %16 : tensor<3xf64>
    %18 = stablehlo.add %12, %14 : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.add %18, %19 : tensor<3xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %22 = stablehlo.divide %20, %21 : tensor<3xf64>
    %23 = stablehlo.multiply %10, %22 : tensor<3xf64>
    %24 = stablehlo.multiply %11, %17 : tensor<3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %26 = stablehlo.complex %25, %24 : tensor<3xcomplex<f64>>
    %27 = stablehlo.complex %23, %24 : tensor<3xcomplex<f64>>
    %28 = stablehlo.select %9, %26, %27 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %29 = stablehlo.slice %arg0 [8:11] : (tensor<12xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %30 = stablehlo.real %29 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %31 = stablehlo.imag %29 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %33 = stablehlo.compare EQ, %30, %32, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %34 = stablehlo.sine %30 : tensor<3xf64>
    %35 = stablehlo.cosine %30 : tensor<3xf64>
    %36 = stablehlo.exponential_minus_one %31 : tensor<3xf64>
    %37 = stablehlo.negate %31 : tensor<3xf64>
    %38 = stablehlo.exponential_minus_one %37 : tensor<3xf64>
    %39 = stablehlo.subtract %36, %38 : tensor<3xf64>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %41 = stablehlo.divide %39, %40 : tensor<3xf64>
    %42 = stablehlo.add %36, %38 : tensor<3xf64>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %44 = stablehlo.add %42, %43 : tensor<3xf64>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %46 = stablehlo.divide %44, %45 : tensor<3xf64>
    %47 = stablehlo.multiply %35, %46 : tensor<3xf64>
    %48 = stablehlo.negate %34 : tensor<3xf64>
    %49 = stablehlo.multiply %48, %41 : tensor<3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %51 = stablehlo.complex %47, %50 : tensor<3xcomplex<f64>>
    %52 = stablehlo.complex %47, %49 : tensor<3xcomplex<f64>>
    %53 = stablehlo.select %33, %51, %52 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %54 = stablehlo.slice %arg0 [8:11] : (tensor<12xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %55 = stablehlo.tanh %54 : tensor<3xcomplex<f64>>
    %56 = stablehlo.slice %arg0 [0:2] : (tensor<12xcomplex<f64>>) -> tensor<2xcomplex<f64>>
    %57 = stablehlo.exponential %56 : tensor<2xcomplex<f64>>
    %58 = stablehlo.real %57 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %60 = stablehlo.compare EQ, %58, %59, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %61 = call @signbit(%58) : (tensor<2xf64>) -> tensor<2xi1>
    %62 = stablehlo.and %60, %61 : tensor<2xi1>
    %c = stablehlo.constant dense<1> : tensor<i64>
    %c_10 = stablehlo.constant dense<0> : tensor<i64>
    %63 = call @_where(%62, %c, %c_10) : (tensor<2xi1>, tensor<i64>, tensor<i64>) -> tensor<2xi64>
    %64 = stablehlo.convert %63 : (tensor<2xi64>) -> tensor<2xi32>
    %65 = stablehlo.imag %57 : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %66 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %67 = stablehlo.compare EQ, %65, %66, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %68 = call @signbit(%65) : (tensor<2xf64>) -> tensor<2xi1>
    %69 = stablehlo.and %67, %68 : tensor<2xi1>
    %c_12 = stablehlo.constant dense<1> : tensor<i64>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %70 = call @_where(%69, %c_12, %c_13) : (tensor<2xi1>, tensor<i64>, tensor<i64>) -> tensor<2xi64>
    %71 = stablehlo.convert %70 : (tensor<2xi64>) -> tensor<2xi32>
    return %0, %2, %4, %28, %53, %55, %64, %71 : tensor<12xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<2xi32>, tensor<2xi32>
  }
  func.func private @signbit(%arg0: tensor<2xf64>) -> tensor<2xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<2xf64>) -> tensor<2xi64>
    %c = stablehlo.constant dense<63> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<2xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %5 = stablehlo.convert %4 : tensor<2xi1>
    return %5 : tensor<2xi1>
  }
  func.func private @_where(%arg0: tensor<2xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<2xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<2xi1>, tensor<2xi64>
    return %2 : tensor<2xi64>
  }
}
