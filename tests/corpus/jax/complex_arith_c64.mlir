module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xcomplex<f32>>, %arg1: tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<8xcomplex<f32>>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<8xcomplex<f32>>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<8xcomplex<f32>>
    %3 = stablehlo.divide %arg0, %arg1 : tensor<8xcomplex<f32>>
    return %0, %1, %2, %3 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>
  }
}
