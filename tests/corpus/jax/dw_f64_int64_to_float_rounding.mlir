module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<18xi64>, %arg1: tensor<18xui64>) -> (tensor<18xi64> {jax.result_info = "result[0]"}, tensor<18xi32> {jax.result_info = "result[1]"}, tensor<18xi16> {jax.result_info = "result[2]"}, tensor<18xi64> {jax.result_info = "result[3]"}, tensor<18xi32> {jax.result_info = "result[4]"}, tensor<18xui64> {jax.result_info = "result[5]"}, tensor<18xi64> {jax.result_info = "result[6]"}, tensor<18xui64> {jax.result_info = "result[7]"}, tensor<18xi64> {jax.result_info = "result[8]"}, tensor<18xi32> {jax.result_info = "result[9]"}, tensor<18xui32> {jax.result_info = "result[10]"}, tensor<18xui8> {jax.result_info = "result[11]"}, tensor<18xi16> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<18xi64>) -> tensor<18xf64>
    %1 = stablehlo.bitcast_convert %0 : (tensor<18xf64>) -> tensor<18xi64>
    %2 = stablehlo.convert %arg0 : (tensor<18xi64>) -> tensor<18xf32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<18xf32>) -> tensor<18xi32>
    %4 = stablehlo.convert %arg0 : (tensor<18xi64>) -> tensor<18xbf16>
    %5 = stablehlo.bitcast_convert %4 : (tensor<18xbf16>) -> tensor<18xi16>
    %6 = stablehlo.convert %arg1 : (tensor<18xui64>) -> tensor<18xf64>
    %7 = stablehlo.bitcast_convert %6 : (tensor<18xf64>) -> tensor<18xi64>
    %8 = stablehlo.convert %arg1 : (tensor<18xui64>) -> tensor<18xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<18xf32>) -> tensor<18xi32>
    %10 = stablehlo.convert %arg1 : (tensor<18xui64>) -> tensor<18xf64>
    %11 = stablehlo.convert %10 : (tensor<18xf64>) -> tensor<18xui64>
    %12 = stablehlo.convert %arg0 : (tensor<18xi64>) -> tensor<18xf64>
    %13 = stablehlo.convert %12 : (tensor<18xf64>) -> tensor<18xi64>
    %14 = stablehlo.convert %arg0 : (tensor<18xi64>) -> tensor<18xui64>
    %15 = stablehlo.convert %arg1 : (tensor<18xui64>) -> tensor<18xi64>
    %16 = stablehlo.convert %arg0 : (tensor<18xi64>) -> tensor<18xi32>
    %17 = stablehlo.convert %arg1 : (tensor<18xui64>) -> tensor<18xui32>
    %18 = stablehlo.convert %arg0 : (tensor<18xi64>) -> tensor<18xui8>
    %19 = stablehlo.convert %arg1 : (tensor<18xui64>) -> tensor<18xi16>
    return %1, %3, %5, %7, %9, %11, %13, %14, %15, %16, %17, %18, %19 : tensor<18xi64>, tensor<18xi32>, tensor<18xi16>, tensor<18xi64>, tensor<18xi32>, tensor<18xui64>, tensor<18xi64>, tensor<18xui64>, tensor<18xi64>, tensor<18xi32>, tensor<18xui32>, tensor<18xui8>, tensor<18xi16>
  }
}
