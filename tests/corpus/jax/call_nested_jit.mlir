module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_lambda__0.1(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.add %0, %1 : tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @_lambda_.2(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = call @_lambda__0.1(%arg0, %arg0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<5xf32>
    %3 = call @_lambda__0.1(%arg0, %2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<5xf32>
    return %4 : tensor<5xf32>
  }
  func.func @main(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = call @_lambda_.2(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
    %1 = call @_lambda__0.1(%arg0, %arg0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %2 = stablehlo.add %0, %1 : tensor<5xf32>
    return %2 : tensor<5xf32>
  }
}
