module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<0x3xf32>, %arg1: tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<0x3xf32>, tensor<3x0xf32>) {
    %cst = stablehlo.constant dense<> : tensor<0x3xf32>
    %cst_0 = stablehlo.constant dense<> : tensor<3x0xf32>
    return %cst, %cst, %cst_0 : tensor<0x3xf32>, tensor<0x3xf32>, tensor<3x0xf32>
  }
}
