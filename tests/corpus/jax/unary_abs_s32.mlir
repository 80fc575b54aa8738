module @jit_abs attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.abs %arg0 : tensor<8xi32>
    return %0 : tensor<8xi32>
  }
}
