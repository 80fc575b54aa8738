module @jit_divide attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<32xf32>
    return %0 : tensor<32xf32>
  }
}
