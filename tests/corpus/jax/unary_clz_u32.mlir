module @jit_clz attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<32xui32>) -> tensor<32xui32> {
    %0 = stablehlo.count_leading_zeros %arg0 : tensor<32xui32>
    return %0 : tensor<32xui32>
  }
}
