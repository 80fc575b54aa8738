func.func @main(%x: tensor<3x7xf32>, %b: tensor<10xf32>) -> (tensor<3x3xf32>, tensor<3x3xi32>, tensor<10xf32>) {
  %values, %indices = chlo.top_k(%x, k = 3) : tensor<3x7xf32> -> (tensor<3x3xf32>, tensor<3x3xi32>)
  %i1e = chlo.bessel_i1e %b : tensor<10xf32> -> tensor<10xf32>
  return %values, %indices, %i1e : tensor<3x3xf32>, tensor<3x3xi32>, tensor<10xf32>
}
