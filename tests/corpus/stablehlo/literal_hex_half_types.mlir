func.func @main(%a: tensor<6xbf16>, %h: tensor<6xf16>) -> (tensor<6xbf16>, tensor<6xf16>, tensor<6xbf16>, tensor<6xf16>, tensor<6xf32>, tensor<6xf32>) {
  %cb = stablehlo.constant dense<"0x0080807FC07FC03F7F7F00C0"> : tensor<6xbf16>
  %ch = stablehlo.constant dense<"0x008000FC007E0100FF7B5435"> : tensor<6xf16>
  %db = stablehlo.constant dense<[1.000000e+00, -2.500000e-01, 3.200000e+01, 1.0e-02, 0.000000e+00, -3.0]> : tensor<6xbf16>
  %dh = stablehlo.constant dense<[1.000000e+00, -2.500000e-01, 3.200000e+01, 1.0e-02, 6.550400e+04, -3.0]> : tensor<6xf16>
  %sb = stablehlo.add %a, %db : tensor<6xbf16>
  %sh = stablehlo.multiply %h, %dh : tensor<6xf16>
  %fb = stablehlo.convert %cb : (tensor<6xbf16>) -> tensor<6xf32>
  %fh = stablehlo.convert %ch : (tensor<6xf16>) -> tensor<6xf32>
  return %cb, %ch, %sb, %sh, %fb, %fh : tensor<6xbf16>, tensor<6xf16>, tensor<6xbf16>, tensor<6xf16>, tensor<6xf32>, tensor<6xf32>
}
