module @jit_exp attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<130xf32>) -> tensor<130xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<130xf32>
    return %0 : tensor<130xf32>
  }
}
