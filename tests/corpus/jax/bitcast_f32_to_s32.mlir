module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<24xf32>) -> tensor<24xi32> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<24xf32>) -> tensor<24xi32>
    return %0 : tensor<24xi32>
  }
}
