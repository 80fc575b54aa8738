module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<215xf32>) -> (tensor<215xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.negate %arg0 : tensor<215xf32>
    %1 = stablehlo.exponential %0 : tensor<215xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<215xf32>
    %3 = stablehlo.add %2, %1 : tensor<215xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<215xf32>
    %5 = stablehlo.divide %4, %3 : tensor<215xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<215xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<215xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<215xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<215xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<215xf32>
    return %10 : tensor<215xf32>
  }
}
