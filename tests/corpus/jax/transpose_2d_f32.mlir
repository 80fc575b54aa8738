module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false, mhlo.xla_entry_computation_result_layout = [dense<[0, 1]> : tensor<2xindex>], mhlo.xla_entry_computation_result_tiles = [[]]} {
  func.func @main(%arg0: tensor<5x7xf32>) -> tensor<7x5xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[7,5]{0,1}"} : (tensor<5x7xf32>) -> tensor<7x5xf32>
    return %0 : tensor<7x5xf32>
  }
}
