func.func @main(%a: tensor<4x4xf32>, %b: tensor<2x3x3xf32>, %z: tensor<3x3xcomplex<f32>>) -> (tensor<4x4xf32>, tensor<2x3x3xf32>, tensor<3x3xcomplex<f32>>) {
  %l = stablehlo.cholesky %a, lower = true : tensor<4x4xf32>
  %r4 = stablehlo.iota dim = 0 : tensor<4x4xi32>
  %c4 = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %keep4 = stablehlo.compare GE, %r4, %c4, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %z4 = stablehlo.constant dense<0.000000e+00> : tensor<4x4xf32>
  %0 = stablehlo.select %keep4, %l, %z4 : tensor<4x4xi1>, tensor<4x4xf32>
  %u = "stablehlo.cholesky"(%b) <{lower = false}> : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  %r3 = stablehlo.iota dim = 1 : tensor<2x3x3xi32>
  %c3 = stablehlo.iota dim = 2 : tensor<2x3x3xi32>
  %keep3 = stablehlo.compare LE, %r3, %c3, SIGNED : (tensor<2x3x3xi32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi1>
  %z3 = stablehlo.constant dense<0.000000e+00> : tensor<2x3x3xf32>
  %1 = stablehlo.select %keep3, %u, %z3 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
  %lz = stablehlo.cholesky %z, lower = true : tensor<3x3xcomplex<f32>>
  %rz = stablehlo.iota dim = 0 : tensor<3x3xi32>
  %cz = stablehlo.iota dim = 1 : tensor<3x3xi32>
  %keepz = stablehlo.compare GE, %rz, %cz, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %zz = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<3x3xcomplex<f32>>
  %2 = stablehlo.select %keepz, %lz, %zz : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<2x3x3xf32>, tensor<3x3xcomplex<f32>>
}
