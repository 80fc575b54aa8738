module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf64>) -> (tensor<8xi64> {jax.result_info = "result[0]"}, tensor<8x2xui32> {jax.result_info = "result[1]"}, tensor<8xi64> {jax.result_info = "result[2]"}, tensor<8x8xui8> {jax.result_info = "result[3]"}, tensor<8xi64> {jax.result_info = "result[4]"}, tensor<8xf64> {jax.result_info = "result[5]"}, tensor<8x2xui16> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8xi64>
    %1 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8x2xui32>
    %2 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<8x2xui32>) -> tensor<8xf64>
    %4 = stablehlo.bitcast_convert %3 : (tensor<8xf64>) -> tensor<8xi64>
    %5 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8xi64>
    %6 = stablehlo.bitcast_convert %5 : (tensor<8xi64>) -> tensor<8x8xui8>
    %7 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8x2xui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %9 = stablehlo.add %7, %8 : tensor<8x2xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<8x2xui32>) -> tensor<8xi64>
    %11 = stablehlo.bitcast_convert %arg0 : (tensor<8xf64>) -> tensor<8xi64>
    %c_0 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<8xi64>
    %13 = stablehlo.xor %11, %12 : tensor<8xi64>
    %14 = stablehlo.bitcast_convert %13 : (tensor<8xi64>) -> tensor<8xf64>
    %15 = stablehlo.convert %arg0 : (tensor<8xf64>) -> tensor<8xf32>
    %16 = stablehlo.bitcast_convert %15 : (tensor<8xf32>) -> tensor<8x2xui16>
    return %0, %1, %4, %6, %10, %14, %16 : tensor<8xi64>, tensor<8x2xui32>, tensor<8xi64>, tensor<8x8xui8>, tensor<8xi64>, tensor<8xf64>, tensor<8x2xui16>
  }
}
