module @jit_isfinite attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<40xf32>) -> tensor<40xi1> {
    %0 = stablehlo.is_finite %arg0 : (tensor<40xf32>) -> tensor<40xi1>
    return %0 : tensor<40xi1>
  }
}
