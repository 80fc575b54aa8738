module @attr_dict {
  func.func @main(%x: tensor<2x3xf32>, %y: tensor<3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
    %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = "stablehlo.broadcast_in_dim"(%y) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.subtract"(%x, %1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<2x3xf32>) -> tensor<6xf32>
    %4 = "stablehlo.slice"(%x) {limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %5 = "stablehlo.concatenate"(%x, %2) {dimension = 0 : i64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %6 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>
    %7 = "stablehlo.convert"(%x) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %8 = stablehlo.add %6, %7 : tensor<2x3xi32>
    %9 = "stablehlo.compare"(%x, %1) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %10 = "stablehlo.select"(%9, %x, %1) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0, %3, %4, %5, %8, %10 : tensor<3x2xf32>, tensor<6xf32>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
  }
}
