func.func @main(%z: tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) {
  %0 = chlo.conj %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %1 = chlo.tan %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %2 = chlo.sinh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %3 = chlo.cosh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %4 = chlo.asin %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %5 = chlo.acos %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %6 = chlo.atan %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %7 = chlo.asinh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %8 = chlo.acosh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  %9 = chlo.atanh %z : tensor<8xcomplex<f32>> -> tensor<8xcomplex<f32>>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>
}
