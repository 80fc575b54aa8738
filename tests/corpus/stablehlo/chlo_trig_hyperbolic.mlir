func.func @main(%x: tensor<12xf32>, %u: tensor<12xf32>, %g: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) {
  %0 = chlo.tan %x : tensor<12xf32> -> tensor<12xf32>
  %1 = chlo.sinh %x : tensor<12xf32> -> tensor<12xf32>
  %2 = chlo.cosh %x : tensor<12xf32> -> tensor<12xf32>
  %3 = chlo.asin %u : tensor<12xf32> -> tensor<12xf32>
  %4 = chlo.acos %u : tensor<12xf32> -> tensor<12xf32>
  %5 = chlo.atan %x : tensor<12xf32> -> tensor<12xf32>
  %6 = chlo.asinh %x : tensor<12xf32> -> tensor<12xf32>
  %7 = chlo.acosh %g : tensor<12xf32> -> tensor<12xf32>
  %8 = chlo.atanh %u : tensor<12xf32> -> tensor<12xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
}
