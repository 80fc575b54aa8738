module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<26xf16>) -> tensor<26xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<26xf16>) -> tensor<26xf32>
    return %0 : tensor<26xf32>
  }
}
