module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<12xbf16>, %arg1: tensor<12xbf16>) -> (tensor<12xbf16>, tensor<12xbf16>, tensor<12xbf16>, tensor<12xbf16>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<12xbf16>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<12xbf16>
    %2 = stablehlo.tanh %arg0 : tensor<12xbf16>
    %3 = stablehlo.rsqrt %arg1 : tensor<12xbf16>
    return %0, %1, %2, %3 : tensor<12xbf16>, tensor<12xbf16>, tensor<12xbf16>, tensor<12xbf16>
  }
}
