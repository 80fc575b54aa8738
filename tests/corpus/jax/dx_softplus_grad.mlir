module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<341xf32>) -> (tensor<341xf32> {jax.result_info = "result"}) {
    %0 = call @softplus(%arg0) : (tensor<341xf32>) -> tensor<341xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %2 = call @softplus_0(%0, %1) : (tensor<341xf32>, tensor<341xf32>) -> tensor<341xf32>
    return %2 : tensor<341xf32>
  }
  func.func private @softplus(%arg0: tensor<341xf32>) -> tensor<341xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<341xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<341xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<341xf32>, tensor<341xf32>) -> tensor<341xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<341xf32>
    %7 = stablehlo.abs %3 : tensor<341xf32>
    %8 = stablehlo.negate %7 : tensor<341xf32>
    %9 = stablehlo.exponential %8 : tensor<341xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<341xf32>
    %11 = stablehlo.add %1, %10 : tensor<341xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<341xi1>, tensor<341xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<341xf32>, tensor<341xf32>) -> tensor<341xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<341xi1>, tensor<341xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<341xf32>, tensor<341xf32>) -> tensor<341xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<341xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<341xi1>, tensor<341xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<341xf32>
    %22 = stablehlo.exponential %21 : tensor<341xf32>
    return %22 : tensor<341xf32>
  }
  func.func private @softplus_0(%arg0: tensor<341xf32>, %arg1: tensor<341xf32>) -> tensor<341xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<341xf32>
    return %0 : tensor<341xf32>
  }
}
