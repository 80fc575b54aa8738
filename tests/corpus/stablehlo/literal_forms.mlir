func.func @main() -> (tensor<2x3xf32>, tensor<2x1x2xi32>, tensor<i32>, tensor<3xi1>, tensor<2x2xi1>, tensor<5xf32>, tensor<i64>, tensor<ui64>, tensor<2xi8>, tensor<0xf32>, tensor<2x0xi32>, tensor<2xf64>) {
  %0 = stablehlo.constant dense<1.500000e+00> : tensor<2x3xf32>
  %1 = stablehlo.constant dense<[[[1, -2]], [[3, 4]]]> : tensor<2x1x2xi32>
  %2 = stablehlo.constant dense<7> : tensor<i32>
  %3 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %4 = stablehlo.constant dense<true> : tensor<2x2xi1>
  %5 = stablehlo.constant dense<[0xFF800000, 1.0, 2.5E+2, -0.0, 1.0e-03]> : tensor<5xf32>
  %6 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
  %7 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %8 = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
  %9 = stablehlo.constant dense<> : tensor<0xf32>
  %10 = stablehlo.constant dense<> : tensor<2x0xi32>
  %11 = stablehlo.constant dense<[0.10000000000000001, -1.7976931348623157E+308]> : tensor<2xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<2x3xf32>, tensor<2x1x2xi32>, tensor<i32>, tensor<3xi1>, tensor<2x2xi1>, tensor<5xf32>, tensor<i64>, tensor<ui64>, tensor<2xi8>, tensor<0xf32>, tensor<2x0xi32>, tensor<2xf64>
}
