func.func @main(%x: tensor<5xi32>) -> (tensor<5xi1>, tensor<5xi8>, tensor<4xi16>, tensor<3xui32>, tensor<3xi64>, tensor<2xui64>, tensor<4xi4>, tensor<4xui4>, tensor<4xi2>, tensor<4xui2>, tensor<3x2xi1>, tensor<5xi32>) {
  %b = stablehlo.constant dense<"0x0100010100"> : tensor<5xi1>
  %i8 = stablehlo.constant dense<"0x80FF00017F"> : tensor<5xi8>
  %i16 = stablehlo.constant dense<"0x0080FEFF2C01FF7F"> : tensor<4xi16>
  %u32 = stablehlo.constant dense<"0x00000000FFFFFFFF00000080"> : tensor<3xui32>
  %i64 = stablehlo.constant dense<"0x0000000000000080FFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7F"> : tensor<3xi64>
  %u64 = stablehlo.constant dense<"0xFFFFFFFFFFFFFFFF0000000000010000"> : tensor<2xui64>
  %i4 = stablehlo.constant dense<"0x080F0007"> : tensor<4xi4>
  %u4 = stablehlo.constant dense<"0x0001090F"> : tensor<4xui4>
  %i2 = stablehlo.constant dense<"0x02030001"> : tensor<4xi2>
  %u2 = stablehlo.constant dense<"0x00010203"> : tensor<4xui2>
  %splat = stablehlo.constant dense<"0x01"> : tensor<3x2xi1>
  %wide = stablehlo.convert %i8 : (tensor<5xi8>) -> tensor<5xi32>
  %sum = stablehlo.add %x, %wide : tensor<5xi32>
  %zero = stablehlo.constant dense<0> : tensor<5xi32>
  %sel = stablehlo.select %b, %sum, %zero : tensor<5xi1>, tensor<5xi32>
  return %b, %i8, %i16, %u32, %i64, %u64, %i4, %u4, %i2, %u2, %splat, %sel : tensor<5xi1>, tensor<5xi8>, tensor<4xi16>, tensor<3xui32>, tensor<3xi64>, tensor<2xui64>, tensor<4xi4>, tensor<4xui4>, tensor<4xi2>, tensor<4xui2>, tensor<3x2xi1>, tensor<5xi32>
}
