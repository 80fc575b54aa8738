module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>) -> (tensor<24xi32> {jax.result_info = "result[0]"}, tensor<24xi32> {jax.result_info = "result[1]"}, tensor<24xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xbf16>
    %1 = stablehlo.convert %0 : (tensor<24xbf16>) -> tensor<24xf32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<24xf32>) -> tensor<24xi32>
    %3 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xf16>
    %4 = stablehlo.convert %3 : (tensor<24xf16>) -> tensor<24xf32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<24xf32>) -> tensor<24xi32>
    %6 = stablehlo.convert %arg0 : (tensor<24xf32>) -> tensor<24xbf16>
    %7 = stablehlo.convert %6 : (tensor<24xbf16>) -> tensor<24xf16>
    %8 = stablehlo.convert %7 : (tensor<24xf16>) -> tensor<24xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<24xf32>) -> tensor<24xi32>
    return %2, %5, %9 : tensor<24xi32>, tensor<24xi32>, tensor<24xi32>
  }
}
