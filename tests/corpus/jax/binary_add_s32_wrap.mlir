module @jit_add attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<6xi32>
    return %0 : tensor<6xi32>
  }
}
