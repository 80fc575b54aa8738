module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[1][0]"}, tensor<3xi32> {jax.result_info = "result[1][1]"}, tensor<3xi32> {jax.result_info = "result[2][0]"}, tensor<3xi32> {jax.result_info = "result[2][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      stablehlo.return %arg1, %arg2 : tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg2, %arg1 : tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg1, %arg1 : tensor<3xi32>, tensor<3xi32>
    }, {
      %8 = stablehlo.add %arg1, %arg2 : tensor<3xi32>
      stablehlo.return %arg2, %8 : tensor<3xi32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %arg0, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.clamp %c_2, %2, %c_3 : tensor<i32>
    %4:2 = "stablehlo.case"(%3) ({
      stablehlo.return %arg1, %arg2 : tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg2, %arg1 : tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg1, %arg1 : tensor<3xi32>, tensor<3xi32>
    }, {
      %8 = stablehlo.add %arg1, %arg2 : tensor<3xi32>
      stablehlo.return %arg2, %8 : tensor<3xi32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %5 = stablehlo.subtract %c_4, %arg0 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.clamp %c_5, %5, %c_6 : tensor<i32>
    %7:2 = "stablehlo.case"(%6) ({
      stablehlo.return %arg1, %arg2 : tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg2, %arg1 : tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg1, %arg1 : tensor<3xi32>, tensor<3xi32>
    }, {
      %8 = stablehlo.add %arg1, %arg2 : tensor<3xi32>
      stablehlo.return %arg2, %8 : tensor<3xi32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
    return %1#0, %1#1, %4#0, %4#1, %7#0, %7#1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
