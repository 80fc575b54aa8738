module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6x32xbf16>, %arg1: tensor<32x5xbf16>) -> tensor<6x5xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<6x32xbf16>, tensor<32x5xbf16>) -> tensor<6x5xf32>
    return %0 : tensor<6x5xf32>
  }
}
