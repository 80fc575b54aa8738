module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>) {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<5xcomplex<f32>>
    %1 = stablehlo.negate %arg1 : tensor<5xf32>
    %2 = stablehlo.complex %arg0, %1 : tensor<5xcomplex<f32>>
    return %0, %2 : tensor<5xcomplex<f32>>, tensor<5xcomplex<f32>>
  }
}
