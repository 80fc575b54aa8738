func.func @main(%x: tensor<12xf32>, %y: tensor<12xf32>, %z: tensor<3xcomplex<f32>>) -> (tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<3xcomplex<f32>>) {
  %0 = chlo.is_inf %x : tensor<12xf32> -> tensor<12xi1>
  %1 = chlo.is_neg_inf %x : tensor<12xf32> -> tensor<12xi1>
  %2 = chlo.is_pos_inf %x : tensor<12xf32> -> tensor<12xi1>
  %3 = chlo.next_after %x, %y : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
  %4 = chlo.square %x : tensor<12xf32> -> tensor<12xf32>
  %5 = chlo.square %z : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5 : tensor<12xi1>, tensor<12xi1>, tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<3xcomplex<f32>>
}
