func.func @main(%x: tensor<3xf32>, %step: tensor<3xf32>, %limit: tensor<i32>) -> (tensor<i32>, tensor<3xf32>, tensor<3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %x) : tensor<i32>, tensor<3xf32>
  cond {
    %lt = stablehlo.compare LT, %iterArg, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %inner:2 = stablehlo.while(%k = %c0, %acc = %iterArg_0) : tensor<i32>, tensor<3xf32>
    cond {
      %lt = stablehlo.compare LT, %k, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %a = stablehlo.add %acc, %step : tensor<3xf32>
      %k1 = stablehlo.add %k, %c1 : tensor<i32>
      stablehlo.return %k1, %a : tensor<i32>, tensor<3xf32>
    }
    %next = stablehlo.add %iterArg, %c1 : tensor<i32>
    stablehlo.return %next, %inner#1 : tensor<i32>, tensor<3xf32>
  }
  %never:2 = stablehlo.while(%iterArg = %limit, %iterArg_0 = %step) : tensor<i32>, tensor<3xf32>
  cond {
    %lt = stablehlo.compare LT, %iterArg, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %neg = stablehlo.negate %iterArg_0 : tensor<3xf32>
    stablehlo.return %iterArg, %neg : tensor<i32>, tensor<3xf32>
  }
  return %0#0, %0#1, %never#1 : tensor<i32>, tensor<3xf32>, tensor<3xf32>
}
