module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<25xf32>, %arg1: tensor<20xf32>) -> (tensor<25xf32> {jax.result_info = "result[0]"}, tensor<20xi1> {jax.result_info = "result[1]"}, tensor<20xi1> {jax.result_info = "result[2]"}, tensor<20xi1> {jax.result_info = "result[3]"}, tensor<20xi1> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.exponential %arg0 : tensor<25xf32>
    %1 = stablehlo.exponential %arg1 : tensor<20xf32>
    %2 = call @isinf(%1) : (tensor<20xf32>) -> tensor<20xi1>
    %cst = stablehlo.constant dense<0.693147182> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %4 = stablehlo.multiply %3, %arg1 : tensor<20xf32>
    %5 = stablehlo.exponential %4 : tensor<20xf32>
    %6 = call @isinf(%5) : (tensor<20xf32>) -> tensor<20xi1>
    %7 = stablehlo.exponential %arg1 : tensor<20xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %9 = stablehlo.compare EQ, %7, %8, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    %cst_1 = stablehlo.constant dense<2.300000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %11 = stablehlo.add %arg1, %10 : tensor<20xf32>
    %cst_2 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<20xf32>
    %14 = stablehlo.exponential %13 : tensor<20xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %16 = stablehlo.compare EQ, %14, %15, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    return %0, %2, %6, %9, %16 : tensor<25xf32>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>, tensor<20xi1>
  }
  func.func private @isinf(%arg0: tensor<20xf32>) -> tensor<20xi1> {
    %0 = stablehlo.abs %arg0 : tensor<20xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<20xf32>, tensor<20xf32>) -> tensor<20xi1>
    return %2 : tensor<20xi1>
  }
}
