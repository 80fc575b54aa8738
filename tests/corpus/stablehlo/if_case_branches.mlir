func.func @main(%p: tensor<i1>, %idx: tensor<i32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.if"(%p) ({
    %neg = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %neg : tensor<4xf32>
  }, {
    "stablehlo.return"(%x) : (tensor<4xf32>) -> ()
  }) : (tensor<i1>) -> tensor<4xf32>
  %1:2 = "stablehlo.case"(%idx) ({
    %c = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %x, %c : tensor<4xf32>, tensor<i32>
  }, {
    %a = stablehlo.abs %x : tensor<4xf32>
    %c = stablehlo.constant dense<11> : tensor<i32>
    stablehlo.return %a, %c : tensor<4xf32>, tensor<i32>
  }, {
    %m = stablehlo.multiply %x, %x : tensor<4xf32>
    %c = stablehlo.constant dense<12> : tensor<i32>
    stablehlo.return %m, %c : tensor<4xf32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
  %minus_one = stablehlo.constant dense<-1> : tensor<i32>
  %2 = "stablehlo.case"(%minus_one) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %f = stablehlo.floor %x : tensor<4xf32>
    stablehlo.return %f : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  %not_p = stablehlo.not %p : tensor<i1>
  %3 = "stablehlo.if"(%not_p) ({
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %inner = "stablehlo.case"(%c1) ({
      stablehlo.return %x : tensor<4xf32>
    }, {
      %s = stablehlo.sign %x : tensor<4xf32>
      stablehlo.return %s : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    stablehlo.return %inner : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0, %1#0, %1#1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>
}
