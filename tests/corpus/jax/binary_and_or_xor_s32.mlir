module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<20xi32>, %arg1: tensor<20xi32>) -> (tensor<20xi32>, tensor<20xi32>, tensor<20xi32>) {
    %0 = stablehlo.and %arg0, %arg1 : tensor<20xi32>
    %1 = stablehlo.or %arg0, %arg1 : tensor<20xi32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<20xi32>
    return %0, %1, %2 : tensor<20xi32>, tensor<20xi32>, tensor<20xi32>
  }
}
