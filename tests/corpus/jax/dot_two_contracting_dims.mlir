module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<4x5x2xf32>) -> tensor<3x2xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x5xf32>, tensor<4x5x2xf32>) -> tensor<3x2xf32>
    return %0 : tensor<3x2xf32>
  }
}
