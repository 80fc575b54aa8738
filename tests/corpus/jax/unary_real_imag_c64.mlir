module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x5xcomplex<f32>>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
    %0 = stablehlo.real %arg0 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    return %0, %1 : tensor<3x5xf32>, tensor<3x5xf32>
  }
}
