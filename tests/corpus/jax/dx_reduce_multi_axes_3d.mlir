module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6x7xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<5x7xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<5x6xf32> {jax.result_info = "result[3]"}, tensor<7xf32> {jax.result_info = "result[4]"}, tensor<6xi32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 2] : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<5x7xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.minimum across dimensions = [0, 1, 2] : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.slice %arg0 [0:5, 0:6, 0:3] : (tensor<5x6x7xf32>) -> tensor<5x6x3xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x6x3xf32>
    %5 = stablehlo.divide %3, %4 : tensor<5x6x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_3) applies stablehlo.multiply across dimensions = [2] : (tensor<5x6x3xf32>, tensor<f32>) -> tensor<5x6xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x6x7xf32>, tensor<f32>) -> tensor<7xf32>
    %8 = stablehlo.slice %arg0 [0:1, 0:6, 0:7] : (tensor<5x6x7xf32>) -> tensor<1x6x7xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x6x7xf32>) -> tensor<6x7xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<6x7xf32>, tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<6xf32>) -> tensor<6xi32>
    return %0, %1, %2, %6, %7, %11 : tensor<6xf32>, tensor<5x7xf32>, tensor<f32>, tensor<5x6xf32>, tensor<7xf32>, tensor<6xi32>
  }
}
