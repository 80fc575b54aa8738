module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xcomplex<f64>>) -> (tensor<4xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<4xf64> {jax.result_info = "result[2]"}, tensor<4xf64> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.log %arg0 : tensor<4xcomplex<f64>>
    %1 = stablehlo.sqrt %arg0 : tensor<4xcomplex<f64>>
    %2 = stablehlo.abs %arg0 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %3 = call @angle(%arg0) : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    return %0, %1, %2, %3 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xf64>, tensor<4xf64>
  }
  func.func private @angle(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xf64> {
    %0 = stablehlo.real %arg0 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %1 = stablehlo.imag %arg0 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<4xf64>
    return %2 : tensor<4xf64>
  }
}
