module @jit_shift_right_logical attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<12xi32>
    return %0 : tensor<12xi32>
  }
}
