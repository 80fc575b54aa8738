module @jit_floor attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<40xf32>) -> tensor<40xf32> {
    %0 = stablehlo.floor %arg0 : tensor<40xf32>
    return %0 : tensor<40xf32>
  }
}
