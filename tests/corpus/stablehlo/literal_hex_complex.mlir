func.func @main(%z: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2x2xcomplex<f32>>) {
  %c = stablehlo.constant dense<"0x0000803F00000040000000800000807F0000C0BF000080BE"> : tensor<3xcomplex<f32>>
  %w = stablehlo.constant dense<"0x9C7500883CE4377E59F3F8C21F6EA5819A9999999999B93F9A9999999999C93F"> : tensor<2xcomplex<f64>>
  %l = stablehlo.constant dense<[(1.000000e+00,-2.000000e+00), (0.000000e+00,5.000000e-01), (-3.0, 0.0)]> : tensor<3xcomplex<f32>>
  %p = stablehlo.multiply %z, %l : tensor<3xcomplex<f32>>
  %q = stablehlo.add %p, %c : tensor<3xcomplex<f32>>
  %s = stablehlo.constant dense<(2.500000e-01,-1.000000e+00)> : tensor<2x2xcomplex<f32>>
  return %c, %w, %p, %q, %s : tensor<3xcomplex<f32>>, tensor<2xcomplex<f64>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2x2xcomplex<f32>>
}
