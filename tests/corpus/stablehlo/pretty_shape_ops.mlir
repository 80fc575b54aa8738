func.func @main(%x: tensor<4x5xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<i32>) -> (tensor<2x3xf32>, tensor<4x5xf32>, tensor<8x7xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<5x2x4xf32>, tensor<9x5xf32>, tensor<3x4xi32>) {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3] : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = stablehlo.dynamic_update_slice %x, %u, %j, %i : (tensor<4x5xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
  %pv = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
  %2 = stablehlo.pad %x, %pv, low = [1, -1], high = [0, 2], interior = [1, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<8x10xf32>
  %3 = stablehlo.slice %2 [0:8, 1:10:3] : (tensor<8x10xf32>) -> tensor<8x3xf32>
  %4 = stablehlo.slice %2 [0:8, 0:4] : (tensor<8x10xf32>) -> tensor<8x4xf32>
  %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<8x7xf32>
  %6 = stablehlo.reverse %x, dims = [0, 1] : tensor<4x5xf32>
  %7 = stablehlo.slice %x [1:4:2, 0:5:2] : (tensor<4x5xf32>) -> tensor<2x3xf32>
  %8 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<4x5xf32>) -> tensor<5x2x4xf32>
  %9 = stablehlo.transpose %8, dims = [0, 1, 2] : (tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
  %10 = stablehlo.concatenate %x, %x, %6, dim = 0 : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<12x5xf32>
  %11 = stablehlo.slice %10 [3:12, 0:5] : (tensor<12x5xf32>) -> tensor<9x5xf32>
  %12 = stablehlo.iota dim = 0 : tensor<3x4xi32>
  return %0, %1, %5, %6, %7, %9, %11, %12 : tensor<2x3xf32>, tensor<4x5xf32>, tensor<8x7xf32>, tensor<4x5xf32>, tensor<2x3xf32>, tensor<5x2x4xf32>, tensor<9x5xf32>, tensor<3x4xi32>
}
