module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<1x5x1xf32>) -> (tensor<5xf32>, tensor<5x1x1xf32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<1x5x1xf32>) -> tensor<5xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<1x5x1xf32>) -> tensor<5x1x1xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x1x1xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<5x1x1xf32>
    return %0, %3 : tensor<5xf32>, tensor<5x1x1xf32>
  }
}
