module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<12xi32>) -> (tensor<12xi8>, tensor<12xui8>) {
    %0 = stablehlo.convert %arg0 : (tensor<12xi32>) -> tensor<12xi8>
    %1 = stablehlo.convert %arg0 : (tensor<12xi32>) -> tensor<12xui8>
    return %0, %1 : tensor<12xi8>, tensor<12xui8>
  }
}
