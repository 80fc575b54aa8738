"builtin.module"() <{sym_name = "generic_everything"}> ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi1>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, 5.000000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %2 = "stablehlo.multiply"(%0, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.maximum"(%2, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.negate"(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.compare"(%4, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    "func.return"(%4, %5) : (tensor<4xf32>, tensor<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()
