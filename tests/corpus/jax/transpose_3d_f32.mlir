module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false, mhlo.xla_entry_computation_result_layout = [dense<[0, 2, 1]> : tensor<3xindex>], mhlo.xla_entry_computation_result_tiles = [[]]} {
  func.func @main(%arg0: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[4,2,3]{0,2,1}"} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    return %0 : tensor<4x2x3xf32>
  }
}
