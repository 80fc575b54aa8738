module @jit_logistic attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<66xf32>) -> tensor<66xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %1 = stablehlo.negate %arg0 : tensor<66xf32>
    %2 = stablehlo.exponential %1 : tensor<66xf32>
    %3 = stablehlo.add %2, %0 : tensor<66xf32>
    %4 = stablehlo.divide %0, %3 : tensor<66xf32>
    return %4 : tensor<66xf32>
  }
}
