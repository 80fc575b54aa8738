module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65536xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<256xf32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<65536xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<65536xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %2 = stablehlo.divide %1, %cst_1 : tensor<f32>
    %3 = stablehlo.reshape %arg0 : (tensor<65536xf32>) -> tensor<256x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %5 = stablehlo.abs %arg0 : tensor<65536xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<65536xf32>, tensor<f32>) -> tensor<f32>
    return %0, %2, %4, %6 : tensor<f32>, tensor<f32>, tensor<256xf32>, tensor<f32>
  }
}
