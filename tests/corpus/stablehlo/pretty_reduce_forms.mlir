func.func @main(%x: tensor<4x5xf32>, %b: tensor<4x5xi1>, %n: tensor<4x5xi32>) -> (tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<4xi1>, tensor<5xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4x5xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
  %2 = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
  %3 = stablehlo.reduce(%b init: %true) applies stablehlo.and across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
  %4 = stablehlo.reduce(%n init: %izero) applies stablehlo.or across dimensions = [0] : (tensor<4x5xi32>, tensor<i32>) -> tensor<5xi32>
  %iota = stablehlo.iota dim = 1 : tensor<4x5xi32>
  %5:2 = stablehlo.reduce(%x init: %ninf), (%iota init: %izero) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%ai: tensor<i32>, %ci: tensor<i32>)  {
    %gt = stablehlo.compare GT, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ai, %ci, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %pick = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %pick, %a, %c : tensor<i1>, tensor<f32>
    %i = stablehlo.select %pick, %ai, %ci : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  %6 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
  return %0, %1, %2, %3, %4, %5#0, %5#1, %6 : tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<4xi1>, tensor<5xi32>, tensor<4xf32>, tensor<4xi32>, tensor<4x5xf32>
}
