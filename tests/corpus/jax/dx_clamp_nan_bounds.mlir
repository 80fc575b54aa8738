module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9xf32>, %arg1: tensor<9xf32>, %arg2: tensor<9xf32>) -> (tensor<9xf32> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1]"}, tensor<9xi32> {jax.result_info = "result[2]"}, tensor<9xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<9xf32>
    %1 = call @clip(%arg1, %arg0, %arg2) : (tensor<9xf32>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %2 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<9xf32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<9xf32>) -> tensor<9xi32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %6 = stablehlo.clamp %4, %arg1, %5 : tensor<9xf32>
    return %0, %1, %3, %6 : tensor<9xf32>, tensor<9xf32>, tensor<9xi32>, tensor<9xf32>
  }
  func.func private @clip(%arg0: tensor<9xf32>, %arg1: tensor<9xf32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<9xf32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<9xf32>
    return %1 : tensor<9xf32>
  }
}
