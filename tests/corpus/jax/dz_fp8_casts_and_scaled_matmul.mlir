module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<32x8xf32>) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<8x8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xf8E4M3FN>
    %1 = stablehlo.convert %0 : (tensor<64xf8E4M3FN>) -> tensor<64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xf8E5M2>
    %3 = stablehlo.convert %2 : (tensor<64xf8E5M2>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<8x32xf32>
    %6 = stablehlo.convert %5 : (tensor<8x32xf32>) -> tensor<8x32xf8E4M3FN>
    %7 = stablehlo.convert %6 : (tensor<8x32xf8E4M3FN>) -> tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %9 = stablehlo.multiply %arg2, %8 : tensor<32x8xf32>
    %10 = stablehlo.convert %9 : (tensor<32x8xf32>) -> tensor<32x8xf8E5M2>
    %11 = stablehlo.convert %10 : (tensor<32x8xf8E5M2>) -> tensor<32x8xf32>
    %12 = stablehlo.dot_general %7, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x8xf32>) -> tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x8xf32>
    return %1, %3, %14 : tensor<64xf32>, tensor<64xf32>, tensor<8x8xf32>
  }
}
