module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<39xf32>) -> tensor<39xf32> {
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<39xf32>
    return %0 : tensor<39xf32>
  }
}
