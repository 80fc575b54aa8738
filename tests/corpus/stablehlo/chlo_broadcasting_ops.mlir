func.func @main(%a: tensor<3x1xf32>, %b: tensor<1x4xf32>, %v: tensor<4xf32>, %m: tensor<3x4xf32>, %p: tensor<3x4xi1>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xi1>) {
  %0 = chlo.broadcast_add %a, %b : (tensor<3x1xf32>, tensor<1x4xf32>) -> tensor<3x4xf32>
  %1 = chlo.broadcast_multiply %v, %m {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = chlo.broadcast_maximum %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  %3 = chlo.broadcast_compare %0, %m {comparison_direction = #chlo<comparison_direction GT>} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %4 = chlo.broadcast_select %3, %1, %2 : (tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = chlo.broadcast_and %3, %p : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>, tensor<3x4xi1>
}
