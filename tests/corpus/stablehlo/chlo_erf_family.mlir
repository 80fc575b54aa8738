func.func @main(%x: tensor<24xf32>, %p: tensor<12xf32>) -> (tensor<24xf32>, tensor<24xf32>, tensor<12xf32>) {
  %0 = chlo.erf %x : tensor<24xf32> -> tensor<24xf32>
  %1 = chlo.erfc %x : tensor<24xf32> -> tensor<24xf32>
  %2 = chlo.erf_inv %p : tensor<12xf32> -> tensor<12xf32>
  return %0, %1, %2 : tensor<24xf32>, tensor<24xf32>, tensor<12xf32>
}
