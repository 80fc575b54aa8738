module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x10xf32>) -> (tensor<2x6xi32> {jax.result_info = "result[0]"}, tensor<2x6xi32> {jax.result_info = "result[1]"}, tensor<2x4xbf16> {jax.result_info = "result[2]"}, tensor<2x4xi32> {jax.result_info = "result[3]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 6) : tensor<2x10xf32> -> (tensor<2x6xf32>, tensor<2x6xi32>)
    %0 = stablehlo.bitcast_convert %values : (tensor<2x6xf32>) -> tensor<2x6xi32>
    %1 = stablehlo.convert %arg0 : (tensor<2x10xf32>) -> tensor<2x10xbf16>
    %values_0, %indices_1 = chlo.top_k(%1, k = 4) : tensor<2x10xbf16> -> (tensor<2x4xbf16>, tensor<2x4xi32>)
    return %0, %indices, %values_0, %indices_1 : tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x4xbf16>, tensor<2x4xi32>
  }
}
