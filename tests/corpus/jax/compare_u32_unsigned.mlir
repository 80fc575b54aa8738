module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6xui32>, %arg1: tensor<6xui32>) -> (tensor<6xi1>, tensor<6xi1>) {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    %1 = stablehlo.compare GE, %arg0, %arg1 : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
    return %0, %1 : tensor<6xi1>, tensor<6xi1>
  }
}
