module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xcomplex<f64>>, %arg1: tensor<9xcomplex<f64>>) -> (tensor<9xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<9xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<9xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<9xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<9xcomplex<f64>> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.power %arg0, %arg1 : tensor<9xcomplex<f64>>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<9xcomplex<f64>>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<9xcomplex<f64>>
    %3 = stablehlo.multiply %2, %arg0 : tensor<9xcomplex<f64>>
    %4 = stablehlo.multiply %arg0, %arg0 : tensor<9xcomplex<f64>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<9xcomplex<f64>>
    %6 = stablehlo.divide %5, %4 : tensor<9xcomplex<f64>>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<9xcomplex<f64>>
    %8 = stablehlo.multiply %arg0, %7 : tensor<9xcomplex<f64>>
    %9 = stablehlo.multiply %7, %7 : tensor<9xcomplex<f64>>
    %10 = stablehlo.multiply %8, %9 : tensor<9xcomplex<f64>>
    return %0, %1, %3, %6, %10 : tensor<9xcomplex<f64>>, tensor<9xcomplex<f64>>, tensor<9xcomplex<f64>>, tensor<9xcomplex<f64>>, tensor<9xcomplex<f64>>
  }
}
