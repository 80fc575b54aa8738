module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6xf32>) -> tensor<6xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %2 = stablehlo.multiply %0, %1 : tensor<6xcomplex<f32>>
    return %2 : tensor<6xcomplex<f32>>
  }
}
