module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<7x10xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.slice %arg0 [0:7:2, 1:10:3] : (tensor<7x10xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
