module @jit_logical_not attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5x7xi1>) -> tensor<5x7xi1> {
    %0 = stablehlo.not %arg0 : tensor<5x7xi1>
    return %0 : tensor<5x7xi1>
  }
}
