module @composites {
  func.func public @main(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.composite "xlac.gelu" %x {composite_attributes = {approximate = true, coeff = 4.471500e-02 : f32, mode = "tanh", axes = array<i64: 0, 1>, k = 3 : i64, table = dense<[1, 2]> : tensor<2xi32>}, decomposition = @xlac.gelu.impl, version = 2 : i32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.composite "xlac.gelu" %0 {decomposition = @xlac.gelu.impl} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
  }
  func.func private @xlac.gelu.impl(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %half = stablehlo.constant dense<5.000000e-01> : tensor<2x4xf32>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<2x4xf32>
    %c = stablehlo.constant dense<4.471500e-02> : tensor<2x4xf32>
    %s = stablehlo.constant dense<0.797884583> : tensor<2x4xf32>
    %x2 = stablehlo.multiply %x, %x : tensor<2x4xf32>
    %x3 = stablehlo.multiply %x2, %x : tensor<2x4xf32>
    %cx3 = stablehlo.multiply %c, %x3 : tensor<2x4xf32>
    %in = stablehlo.add %x, %cx3 : tensor<2x4xf32>
    %arg = stablehlo.multiply %s, %in : tensor<2x4xf32>
    %t = stablehlo.tanh %arg : tensor<2x4xf32>
    %t1 = stablehlo.add %one, %t : tensor<2x4xf32>
    %hx = stablehlo.multiply %half, %x : tensor<2x4xf32>
    %y = stablehlo.multiply %hx, %t1 : tensor<2x4xf32>
    return %y : tensor<2x4xf32>
  }
}
