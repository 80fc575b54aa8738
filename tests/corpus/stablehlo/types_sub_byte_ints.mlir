func.func @main(%a: tensor<8xi4>, %b: tensor<8xi4>, %u: tensor<8xui4>, %s: tensor<4xi2>, %t: tensor<4xui2>, %w: tensor<6xi32>) -> (tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xui4>, tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<4xi2>, tensor<4xui2>, tensor<4xi32>, tensor<6xi4>, tensor<6xui2>) {
  %0 = stablehlo.add %a, %b : tensor<8xi4>
  %1 = stablehlo.multiply %a, %b : tensor<8xi4>
  %2 = stablehlo.negate %a : tensor<8xi4>
  %three = stablehlo.constant dense<3> : tensor<8xui4>
  %3 = stablehlo.shift_left %u, %three : tensor<8xui4>
  %4 = stablehlo.shift_right_logical %u, %u : tensor<8xui4>
  %5 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<8xi4>, tensor<8xi4>) -> tensor<8xi1>
  %6 = stablehlo.convert %u : (tensor<8xui4>) -> tensor<8xi32>
  %7 = stablehlo.convert %a : (tensor<8xi4>) -> tensor<8xf32>
  %8 = stablehlo.subtract %s, %s : tensor<4xi2>
  %one = stablehlo.constant dense<1> : tensor<4xi2>
  %9 = stablehlo.add %s, %one : tensor<4xi2>
  %10 = stablehlo.multiply %t, %t : tensor<4xui2>
  %11 = stablehlo.convert %9 : (tensor<4xi2>) -> tensor<4xi32>
  %12 = stablehlo.convert %w : (tensor<6xi32>) -> tensor<6xi4>
  %13 = stablehlo.convert %w : (tensor<6xi32>) -> tensor<6xui2>
  return %0, %1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13 : tensor<8xi4>, tensor<8xi4>, tensor<8xi4>, tensor<8xui4>, tensor<8xui4>, tensor<8xi1>, tensor<8xi32>, tensor<8xf32>, tensor<4xi2>, tensor<4xui2>, tensor<4xi32>, tensor<6xi4>, tensor<6xui2>
}
