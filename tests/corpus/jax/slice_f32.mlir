module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5x8xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.slice %arg0 [1:4, 2:7] : (tensor<5x8xf32>) -> tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
}
