module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x0xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<3x0xf32>, %arg3: tensor<0x4xf32>) -> (tensor<2x3xf32>, tensor<3x4xf32>) {
    %cst = stablehlo.constant dense<> : tensor<3x0xf32>
    %cst_0 = stablehlo.constant dense<> : tensor<0x4xf32>
    %0 = stablehlo.dot %cst, %cst_0, precision = [DEFAULT, DEFAULT] : (tensor<3x0xf32>, tensor<0x4xf32>) -> tensor<3x4xf32>
    return %arg1, %0 : tensor<2x3xf32>, tensor<3x4xf32>
  }
}
