func.func private @swap(%t: tuple<tensor<4xf32>, tensor<2xi32>>) -> tuple<tensor<2xi32>, tensor<4xf32>> {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4xf32>, tensor<2xi32>>) -> tensor<4xf32>
  %b = "stablehlo.get_tuple_element"(%t) <{index = 1 : i32}> : (tuple<tensor<4xf32>, tensor<2xi32>>) -> tensor<2xi32>
  %r = stablehlo.tuple %b, %a : tuple<tensor<2xi32>, tensor<4xf32>>
  return %r : tuple<tensor<2xi32>, tensor<4xf32>>
}
func.func @main(%a: tensor<4xf32>, %b: tensor<2xi32>) -> (tensor<4xf32>, tensor<2xi32>) {
  %t = stablehlo.tuple %a, %b : tuple<tensor<4xf32>, tensor<2xi32>>
  %nested = "stablehlo.tuple"(%t, %a) : (tuple<tensor<4xf32>, tensor<2xi32>>, tensor<4xf32>) -> tuple<tuple<tensor<4xf32>, tensor<2xi32>>, tensor<4xf32>>
  %inner = stablehlo.get_tuple_element %nested[0] : (tuple<tuple<tensor<4xf32>, tensor<2xi32>>, tensor<4xf32>>) -> tuple<tensor<4xf32>, tensor<2xi32>>
  %s = call @swap(%inner) : (tuple<tensor<4xf32>, tensor<2xi32>>) -> tuple<tensor<2xi32>, tensor<4xf32>>
  %x = stablehlo.get_tuple_element %s[1] : (tuple<tensor<2xi32>, tensor<4xf32>>) -> tensor<4xf32>
  %y = stablehlo.get_tuple_element %s[0] : (tuple<tensor<2xi32>, tensor<4xf32>>) -> tensor<2xi32>
  return %x, %y : tensor<4xf32>, tensor<2xi32>
}
