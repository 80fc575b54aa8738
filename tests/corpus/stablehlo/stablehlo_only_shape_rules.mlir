func.func @main(%x: tensor<3x4xf32>, %y: tensor<4x2xf32>, %p: tensor<i1>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2xf32>, tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %lo = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
  %hi = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
  %neg = stablehlo.negate %x : tensor<3x4xf32>
  %1 = stablehlo.select %p, %x, %neg : tensor<i1>, tensor<3x4xf32>
  %2 = stablehlo.dot %x, %y, precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
  %3 = "stablehlo.broadcast"(%x) <{broadcast_sizes = array<i64: 2>}> : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
  %4 = "stablehlo.map"(%x, %0) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    %s = stablehlo.subtract %m, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %gt = stablehlo.compare GT, %x, %0 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
  %5 = stablehlo.convert %gt : (tensor<3x4xi1>) -> tensor<3x4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x2xf32>, tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
