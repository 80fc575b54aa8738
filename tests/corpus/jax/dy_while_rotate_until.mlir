module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg2, %iterArg_2 = %c) : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    cond {
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %1 = stablehlo.reduce(%iterArg init: %c_3) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
      %c_4 = stablehlo.constant dense<500> : tensor<i32>
      %2 = stablehlo.compare LT, %1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_5 = stablehlo.constant dense<50> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.and %2, %3 : tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %1 = stablehlo.add %iterArg, %iterArg_0 : tensor<3xi32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_2, %c_3 : tensor<i32>
      stablehlo.return %iterArg_0, %iterArg_1, %1, %2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    }
    return %0#0, %0#1, %0#2, %0#3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
  }
}
