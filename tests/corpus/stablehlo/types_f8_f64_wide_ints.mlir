func.func @main(%x: tensor<8xf32>, %e4: tensor<6xf8E4M3FN>, %e5: tensor<6xf8E5M2>, %d: tensor<4xf64>, %l: tensor<3xi64>, %u: tensor<3xui64>) -> (tensor<8xf8E4M3FN>, tensor<8xf8E5M2>, tensor<6xf32>, tensor<6xf32>, tensor<4xf64>, tensor<3xi64>, tensor<3xui64>, tensor<8xui8>, tensor<3xi16>) {
  %0 = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xf8E4M3FN>
  %1 = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xf8E5M2>
  %2 = stablehlo.convert %e4 : (tensor<6xf8E4M3FN>) -> tensor<6xf32>
  %3 = stablehlo.convert %e5 : (tensor<6xf8E5M2>) -> tensor<6xf32>
  %third = stablehlo.constant dense<0.33333333333333331> : tensor<4xf64>
  %dd = stablehlo.multiply %d, %third : tensor<4xf64>
  %4 = stablehlo.add %dd, %d : tensor<4xf64>
  %big = stablehlo.constant dense<9223372036854775807> : tensor<3xi64>
  %5 = stablehlo.add %l, %big : tensor<3xi64>
  %6 = stablehlo.subtract %u, %u : tensor<3xui64>
  %one = stablehlo.constant dense<1> : tensor<3xui64>
  %7 = stablehlo.subtract %6, %one : tensor<3xui64>
  %8 = stablehlo.convert %x : (tensor<8xf32>) -> tensor<8xui8>
  %9 = stablehlo.convert %l : (tensor<3xi64>) -> tensor<3xi16>
  return %0, %1, %2, %3, %4, %5, %7, %8, %9 : tensor<8xf8E4M3FN>, tensor<8xf8E5M2>, tensor<6xf32>, tensor<6xf32>, tensor<4xf64>, tensor<3xi64>, tensor<3xui64>, tensor<8xui8>, tensor<3xi16>
}
