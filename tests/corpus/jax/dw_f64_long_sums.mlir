module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192xf64>, %arg1: tensor<256xf64>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<f64> {jax.result_info = "result[1]"}, tensor<f64> {jax.result_info = "result[2]"}, tensor<f64> {jax.result_info = "result[3]"}, tensor<f64> {jax.result_info = "result[4]"}, tensor<64xf64> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8192xf64>, tensor<f64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8192xf64>, tensor<f64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<8.192000e+03> : tensor<f64>
    %2 = stablehlo.divide %1, %cst_1 : tensor<f64>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<8192xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<8192xf64>, tensor<f64>) -> tensor<f64>
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %5 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.maximum across dimensions = [0] : (tensor<8192xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%arg1 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<256xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.reshape %arg0 : (tensor<8192xf64>) -> tensor<64x128xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<64x128xf64>, tensor<f64>) -> tensor<64xf64>
    return %0, %2, %4, %5, %6, %8 : tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<64xf64>
  }
}
