module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<3x4xf32>) -> tensor<9x6xf32> {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [1, 0], high = [1, -1], interior = [2, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<9x6xf32>
    return %0 : tensor<9x6xf32>
  }
}
