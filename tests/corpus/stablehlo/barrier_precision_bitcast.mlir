func.func @main(%x: tensor<6xf32>, %n: tensor<3xi32>, %h: tensor<3x2xbf16>) -> (tensor<6xf32>, tensor<3xi32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<3xf32>, tensor<6x2xf16>, tensor<3xf32>, tensor<6xui32>) {
  %0:2 = stablehlo.optimization_barrier %x, %n : tensor<6xf32>, tensor<3xi32>
  %1 = stablehlo.reduce_precision %0#0, format = e5m10 : tensor<6xf32>
  %2 = stablehlo.reduce_precision %0#0, format = e8m7 : tensor<6xf32>
  %3 = stablehlo.reduce_precision %0#0, format = e4m3 : tensor<6xf32>
  %4 = stablehlo.bitcast_convert %x : (tensor<6xf32>) -> tensor<6xi32>
  %5 = stablehlo.bitcast_convert %n : (tensor<3xi32>) -> tensor<3xf32>
  %6 = stablehlo.bitcast_convert %x : (tensor<6xf32>) -> tensor<6x2xf16>
  %7 = stablehlo.bitcast_convert %h : (tensor<3x2xbf16>) -> tensor<3xf32>
  %8 = stablehlo.bitcast_convert %x : (tensor<6xf32>) -> tensor<6xui32>
  return %0#0, %0#1, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<6xf32>, tensor<3xi32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>, tensor<3xf32>, tensor<6x2xf16>, tensor<3xf32>, tensor<6xui32>
}
