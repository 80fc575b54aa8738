module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xi1>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
    %0 = stablehlo.convert %arg0 : (tensor<3x4xi1>) -> tensor<3x4xf32>
    %1 = stablehlo.convert %arg0 : (tensor<3x4xi1>) -> tensor<3x4xi32>
    return %0, %1 : tensor<3x4xf32>, tensor<3x4xi32>
  }
}
