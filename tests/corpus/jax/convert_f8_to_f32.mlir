module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<256xf8E4M3FN>, %arg1: tensor<256xf8E5M2>) -> (tensor<256xf32>, tensor<256xf32>) {
    %0 = stablehlo.convert %arg0 : (tensor<256xf8E4M3FN>) -> tensor<256xf32>
    %1 = stablehlo.convert %arg1 : (tensor<256xf8E5M2>) -> tensor<256xf32>
    return %0, %1 : tensor<256xf32>, tensor<256xf32>
  }
}
