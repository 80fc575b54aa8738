func.func @main(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<2x2xf32>, tensor<f32>, tensor<2xf32>) {
  %c = stablehlo.constant dense<"0x0000C03F000000800000807F000080FF0000C07F01000000FFFF7F7F000020C0"> : tensor<8xf32>
  %d = stablehlo.constant dense<"0x0000803E000080BF000040406F12833A0000F0C00000C8420000000000000080"> : tensor<8xf32>
  %sum = stablehlo.add %x, %d : tensor<8xf32>
  %splat = stablehlo.constant dense<"0x0000C03F"> : tensor<2x2xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %pair = stablehlo.constant dense<[0xFF800000, 0x3FC00000]> : tensor<2xf32>
  return %c, %sum, %splat, %inf, %pair : tensor<8xf32>, tensor<8xf32>, tensor<2x2xf32>, tensor<f32>, tensor<2xf32>
}
