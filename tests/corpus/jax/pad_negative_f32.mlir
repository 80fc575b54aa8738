module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<5x6xf32>) -> tensor<6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [-1, 2], high = [2, -2], interior = [0, 0] : (tensor<5x6xf32>, tensor<f32>) -> tensor<6x6xf32>
    return %0 : tensor<6x6xf32>
  }
}
