module @calls {
  func.func public @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %r:2 = call @sum_diff(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %a, %b = func.call @sum_diff(%r#0, %r#1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %c = "func.call"(%a) <{callee = @outer}> : (tensor<4xf32>) -> tensor<4xf32>
    %d = call @"weird.name-v2$"(%b) : (tensor<4xf32>) -> tensor<4xf32>
    return %a, %b, %c, %d : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @sum_diff(%p: tensor<4xf32>, %q: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %s = stablehlo.add %p, %q : tensor<4xf32>
    %d = stablehlo.subtract %p, %q : tensor<4xf32>
    return %s, %d : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @outer(%p: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @middle(%p) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = call @middle(%0) : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @middle(%p: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @inner(%p) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.add %0, %p : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @inner(%p: tensor<4xf32>) -> tensor<4xf32> {
    %two = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
    %0 = stablehlo.multiply %p, %two : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @"weird.name-v2$"(%p: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.abs %p : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
