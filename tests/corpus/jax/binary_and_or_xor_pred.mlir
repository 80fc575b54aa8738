module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi1>) -> (tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>) {
    %0 = stablehlo.and %arg0, %arg1 : tensor<4x6xi1>
    %1 = stablehlo.or %arg0, %arg1 : tensor<4x6xi1>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<4x6xi1>
    return %0, %1, %2 : tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xi1>
  }
}
