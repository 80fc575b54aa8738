func.func @main(%keys: tensor<2x8xf32>, %vals: tensor<2x8xi32>) -> (tensor<2x8xf32>, tensor<2x8xi32>) {
  %0:2 = "stablehlo.sort"(%keys, %vals) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %ia: tensor<i32>, %ib: tensor<i32>):
    %gt = "stablehlo.compare"(%a, %b) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%gt) : (tensor<i1>) -> ()
  }) : (tensor<2x8xf32>, tensor<2x8xi32>) -> (tensor<2x8xf32>, tensor<2x8xi32>)
  return %0#0, %0#1 : tensor<2x8xf32>, tensor<2x8xi32>
}
