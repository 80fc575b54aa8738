module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<28xf32>) -> (tensor<28xf8E4M3FN>, tensor<28xf8E5M2>) {
    %0 = stablehlo.convert %arg0 : (tensor<28xf32>) -> tensor<28xf8E4M3FN>
    %1 = stablehlo.convert %arg0 : (tensor<28xf32>) -> tensor<28xf8E5M2>
    return %0, %1 : tensor<28xf8E4M3FN>, tensor<28xf8E5M2>
  }
}
