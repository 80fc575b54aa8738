func.func @main(%a: tensor<4x4xf32>, %b: tensor<4x3xf32>, %c: tensor<3x4xf32>, %ab: tensor<2x3x3xf32>, %bb: tensor<2x3x2xf32>, %za: tensor<3x3xcomplex<f32>>, %zb: tensor<3x2xcomplex<f32>>) -> (tensor<4x3xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<2x3x2xf32>, tensor<3x2xcomplex<f32>>) {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %1 = "stablehlo.triangular_solve"(%a, %c) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %3 = "stablehlo.triangular_solve"(%ab, %bb) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  %4 = "stablehlo.triangular_solve"(%za, %zb) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  return %0, %1, %2, %3, %4 : tensor<4x3xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<2x3x2xf32>, tensor<3x2xcomplex<f32>>
}
