module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13xf16>, %arg1: tensor<13xbf16>) -> (tensor<13xi32> {jax.result_info = "result[0]"}, tensor<13xui8> {jax.result_info = "result[1]"}, tensor<13xi32> {jax.result_info = "result[2]"}, tensor<13xui8> {jax.result_info = "result[3]"}, tensor<13xi16> {jax.result_info = "result[4]"}, tensor<13xi8> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<13xf16>) -> tensor<13xi32>
    %1 = stablehlo.convert %arg0 : (tensor<13xf16>) -> tensor<13xui8>
    %2 = stablehlo.convert %arg1 : (tensor<13xbf16>) -> tensor<13xi32>
    %3 = stablehlo.convert %arg1 : (tensor<13xbf16>) -> tensor<13xui8>
    %4 = stablehlo.convert %arg1 : (tensor<13xbf16>) -> tensor<13xi16>
    %5 = stablehlo.convert %arg0 : (tensor<13xf16>) -> tensor<13xi8>
    return %0, %1, %2, %3, %4, %5 : tensor<13xi32>, tensor<13xui8>, tensor<13xi32>, tensor<13xui8>, tensor<13xi16>, tensor<13xi8>
  }
}
