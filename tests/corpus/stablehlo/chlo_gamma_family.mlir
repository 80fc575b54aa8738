func.func @main(%x: tensor<16xf32>, %n: tensor<8xf32>, %y: tensor<8xf32>, %s: tensor<8xf32>, %q: tensor<8xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = chlo.lgamma %x : tensor<16xf32> -> tensor<16xf32>
  %1 = chlo.digamma %x : tensor<16xf32> -> tensor<16xf32>
  %2 = chlo.polygamma %n, %y : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  %3 = chlo.zeta %s, %q : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
  return %0, %1, %2, %3 : tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>
}
