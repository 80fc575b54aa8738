module @jit_select attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6x5xi1>, %arg1: tensor<6x5xf32>, %arg2: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x5xi1>, tensor<6x5xf32>
    return %0 : tensor<6x5xf32>
  }
}
