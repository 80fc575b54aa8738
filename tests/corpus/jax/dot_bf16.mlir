module @jit_matmul attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x16xbf16>, %arg1: tensor<16x8xbf16>) -> tensor<4x8xbf16> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x8xbf16>) -> tensor<4x8xbf16>
    return %0 : tensor<4x8xbf16>
  }
}
