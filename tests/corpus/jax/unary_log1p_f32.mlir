module @jit_log1p attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<88xf32>) -> tensor<88xf32> {
    %0 = stablehlo.log_plus_one %arg0 : tensor<88xf32>
    return %0 : tensor<88xf32>
  }
}
