module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6xcomplex<f64>>, %arg1: tensor<6xcomplex<f64>>) -> (tensor<6xcomplex<f64>>, tensor<6xf64>) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<6xcomplex<f64>>
    %1 = stablehlo.abs %arg0 : (tensor<6xcomplex<f64>>) -> tensor<6xf64>
    return %0, %1 : tensor<6xcomplex<f64>>, tensor<6xf64>
  }
}
