module @jit_matmul attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<4x16xf16>, %arg1: tensor<16x8xf16>) -> tensor<4x8xf16> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x16xf16>, tensor<16x8xf16>) -> tensor<4x8xf16>
    return %0 : tensor<4x8xf16>
  }
}
