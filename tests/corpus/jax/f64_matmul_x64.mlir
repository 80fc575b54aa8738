module @jit_matmul attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5x12xf64>, %arg1: tensor<12x4xf64>) -> tensor<5x4xf64> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<5x12xf64>, tensor<12x4xf64>) -> tensor<5x4xf64>
    return %0 : tensor<5x4xf64>
  }
}
