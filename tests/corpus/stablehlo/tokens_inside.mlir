func.func private @step(%t: !stablehlo.token, %x: tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>) {
  %t1 = stablehlo.after_all %t : !stablehlo.token
  %y = stablehlo.add %x, %x : tensor<4xf32>
  return %t1, %y : !stablehlo.token, tensor<4xf32>
}
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t0 = stablehlo.create_token : !stablehlo.token
  %e = "stablehlo.after_all"() : () -> !stablehlo.token
  %j = stablehlo.after_all %t0, %e, %t0 : !stablehlo.token
  %t1, %y = call @step(%j, %a) : (!stablehlo.token, tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>)
  %t2:2 = func.call @step(%t1, %y) : (!stablehlo.token, tensor<4xf32>) -> (!stablehlo.token, tensor<4xf32>)
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:3 = stablehlo.while(%i = %c0, %tok = %t2#0, %v = %t2#1) : tensor<i32>, !stablehlo.token, tensor<4xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    %tok1 = "stablehlo.after_all"(%tok, %tok) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %half = stablehlo.constant dense<-5.000000e-01> : tensor<4xf32>
    %v1 = stablehlo.multiply %v, %half : tensor<4xf32>
    stablehlo.return %i1, %tok1, %v1 : tensor<i32>, !stablehlo.token, tensor<4xf32>
  }
  return %t2#1, %w#2 : tensor<4xf32>, tensor<4xf32>
}
