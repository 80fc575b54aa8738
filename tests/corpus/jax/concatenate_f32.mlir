module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x2xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x1xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<3x2xf32>, tensor<3x5xf32>, tensor<3x1xf32>) -> tensor<3x8xf32>
    return %0 : tensor<3x8xf32>
  }
}
