func.func @main(%re: tensor<6xf32>, %im: tensor<6xf32>, %w: tensor<6xcomplex<f32>>, %d: tensor<3xcomplex<f64>>) -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<3xf64>) {
  %z = stablehlo.complex %re, %im : tensor<6xcomplex<f32>>
  %0 = stablehlo.multiply %z, %w : tensor<6xcomplex<f32>>
  %1 = stablehlo.divide %z, %w : tensor<6xcomplex<f32>>
  %n = stablehlo.negate %z : tensor<6xcomplex<f32>>
  %2 = stablehlo.add %0, %n : tensor<6xcomplex<f32>>
  %3 = stablehlo.abs %z : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %4 = stablehlo.exponential %z : tensor<6xcomplex<f32>>
  %5 = stablehlo.sqrt %w : tensor<6xcomplex<f32>>
  %r = stablehlo.real %1 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %i = stablehlo.imag %1 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  %6 = stablehlo.add %r, %i : tensor<6xf32>
  %7 = stablehlo.compare NE, %z, %w : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> tensor<6xi1>
  %8 = stablehlo.convert %re : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
  %9 = stablehlo.multiply %d, %d : tensor<3xcomplex<f64>>
  %10 = stablehlo.abs %d : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>, tensor<6xf32>, tensor<6xi1>, tensor<6xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<3xf64>
}
