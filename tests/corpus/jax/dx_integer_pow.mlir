module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}, tensor<16xf32> {jax.result_info = "result[3]"}, tensor<16xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<16xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<16xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<16xf32>
    %4 = stablehlo.multiply %2, %2 : tensor<16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<16xf32>
    %6 = stablehlo.multiply %arg0, %arg0 : tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.divide %7, %6 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    return %1, %5, %8, %9, %arg0 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
