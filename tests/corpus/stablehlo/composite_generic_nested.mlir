func.func @main(%a: tensor<5xf32>, %b: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = "stablehlo.composite"(%a, %b) <{composite_attributes = {eps = 1.000000e-03 : f32}, decomposition = @minmax_scaled, name = "xlac.minmax_scaled", version = 1 : i32}> : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}
func.func private @minmax_scaled(%a: tensor<5xf32>, %b: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %lo = stablehlo.minimum %a, %b : tensor<5xf32>
  %hi = stablehlo.maximum %a, %b : tensor<5xf32>
  %s = "stablehlo.composite"(%hi) <{decomposition = @double, name = "xlac.double"}> : (tensor<5xf32>) -> tensor<5xf32>
  %t = call @halve(%lo) : (tensor<5xf32>) -> tensor<5xf32>
  return %t, %s : tensor<5xf32>, tensor<5xf32>
}
func.func private @double(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.add %x, %x : tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func private @halve(%x: tensor<5xf32>) -> tensor<5xf32> {
  %h = stablehlo.constant dense<5.000000e-01> : tensor<5xf32>
  %0 = stablehlo.multiply %x, %h : tensor<5xf32>
  return %0 : tensor<5xf32>
}
