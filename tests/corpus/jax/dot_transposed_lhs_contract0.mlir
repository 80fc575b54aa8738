module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<16x5xf32>, %arg1: tensor<16x4xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x5xf32>, tensor<16x4xf32>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
}
