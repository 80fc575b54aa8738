module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f64>>, %arg1: tensor<8xcomplex<f64>>, %arg2: tensor<6xcomplex<f32>>, %arg3: tensor<6xcomplex<f32>>) -> (tensor<5xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<6xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<5xcomplex<f64>> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:5] : (tensor<8xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %1 = stablehlo.slice %arg1 [0:5] : (tensor<8xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %2 = stablehlo.divide %0, %1 : tensor<5xcomplex<f64>>
    %3 = stablehlo.divide %arg2, %arg3 : tensor<6xcomplex<f32>>
    %4 = stablehlo.slice %arg1 [0:5] : (tensor<8xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %6 = stablehlo.divide %5, %4 : tensor<5xcomplex<f64>>
    return %2, %3, %6 : tensor<5xcomplex<f64>>, tensor<6xcomplex<f32>>, tensor<5xcomplex<f64>>
  }
}
