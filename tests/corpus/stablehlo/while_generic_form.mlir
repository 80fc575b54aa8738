func.func @main(%n: tensor<i32>, %x: tensor<4xf32>, %c: tensor<6xi32>) -> (tensor<i32>, tensor<4xf32>, tensor<6xi32>) {
  %c0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%c0, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %half = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<4xf32>}> : () -> tensor<4xf32>
    %h = "stablehlo.multiply"(%v, %half) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %fi = "stablehlo.convert"(%i) : (tensor<i32>) -> tensor<f32>
    %b = "stablehlo.broadcast_in_dim"(%fi) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %w = "stablehlo.add"(%h, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%j, %w) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  %zeros = stablehlo.constant dense<0> : tensor<6xi32>
  %s:2 = "stablehlo.while"(%c, %zeros) ({
  ^bb0(%v: tensor<6xi32>, %k: tensor<6xi32>):
    %ones = stablehlo.constant dense<1> : tensor<6xi32>
    %ne = stablehlo.compare NE, %v, %ones : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %f = stablehlo.constant dense<false> : tensor<i1>
    %any = stablehlo.reduce(%ne init: %f) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%any) : (tensor<i1>) -> ()
  }, {
  ^bb0(%v: tensor<6xi32>, %k: tensor<6xi32>):
    %ones = stablehlo.constant dense<1> : tensor<6xi32>
    %twos = stablehlo.constant dense<2> : tensor<6xi32>
    %threes = stablehlo.constant dense<3> : tensor<6xi32>
    %done = stablehlo.compare EQ, %v, %ones : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %rem = stablehlo.remainder %v, %twos : tensor<6xi32>
    %odd = stablehlo.compare EQ, %rem, %ones : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %t = stablehlo.multiply %v, %threes : tensor<6xi32>
    %t1 = stablehlo.add %t, %ones : tensor<6xi32>
    %h = stablehlo.divide %v, %twos : tensor<6xi32>
    %next = stablehlo.select %odd, %t1, %h : tensor<6xi1>, tensor<6xi32>
    %v2 = stablehlo.select %done, %v, %next : tensor<6xi1>, tensor<6xi32>
    %k1 = stablehlo.add %k, %ones : tensor<6xi32>
    %k2 = stablehlo.select %done, %k, %k1 : tensor<6xi1>, tensor<6xi32>
    "stablehlo.return"(%v2, %k2) : (tensor<6xi32>, tensor<6xi32>) -> ()
  }) : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
  return %r#0, %r#1, %s#1 : tensor<i32>, tensor<4xf32>, tensor<6xi32>
}
