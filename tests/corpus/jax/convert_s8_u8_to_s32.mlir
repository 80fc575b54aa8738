module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6xi8>, %arg1: tensor<6xui8>) -> (tensor<6xi32>, tensor<6xi32>, tensor<6xui32>) {
    %0 = stablehlo.convert %arg0 : (tensor<6xi8>) -> tensor<6xi32>
    %1 = stablehlo.convert %arg1 : (tensor<6xui8>) -> tensor<6xi32>
    %2 = stablehlo.convert %arg0 : (tensor<6xi8>) -> tensor<6xui32>
    return %0, %1, %2 : tensor<6xi32>, tensor<6xi32>, tensor<6xui32>
  }
}
