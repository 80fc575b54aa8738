module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<265xf32>) -> (tensor<265xf32> {jax.result_info = "result"}) {
    %0:2 = call @silu(%arg0) : (tensor<265xf32>) -> (tensor<265xf32>, tensor<265xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<265xf32>
    %2 = call @silu_0(%0#0, %0#1, %arg0, %1) : (tensor<265xf32>, tensor<265xf32>, tensor<265xf32>, tensor<265xf32>) -> tensor<265xf32>
    return %2 : tensor<265xf32>
  }
  func.func private @silu(%arg0: tensor<265xf32>) -> (tensor<265xf32>, tensor<265xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<265xf32>
    %1 = stablehlo.exponential %0 : tensor<265xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<265xf32>
    %3 = stablehlo.add %2, %1 : tensor<265xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<265xf32>
    %5 = stablehlo.divide %4, %3 : tensor<265xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<265xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<265xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<265xf32>
    return %8, %5 : tensor<265xf32>, tensor<265xf32>
  }
  func.func private @silu_0(%arg0: tensor<265xf32>, %arg1: tensor<265xf32>, %arg2: tensor<265xf32>, %arg3: tensor<265xf32>) -> tensor<265xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<265xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<265xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<265xf32>
    %3 = stablehlo.add %1, %2 : tensor<265xf32>
    return %3 : tensor<265xf32>
  }
}
