module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5x8xi8>, %arg1: tensor<8x4xi8>) -> tensor<5x4xi32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<5x8xi8>, tensor<8x4xi8>) -> tensor<5x4xi32>
    return %0 : tensor<5x4xi32>
  }
}
