module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6xf32>) -> tensor<6x4xui8> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<6xf32>) -> tensor<6x4xui8>
    return %0 : tensor<6x4xui8>
  }
}
