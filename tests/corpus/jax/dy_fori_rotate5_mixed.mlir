module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<3xi32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:6 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %arg2, %iterArg_3 = %arg3, %iterArg_4 = %arg4) : tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_5 = stablehlo.constant dense<9> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:5 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4) : (tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2, %1#3, %1#4 : tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>
    }
    return %0#1, %0#2, %0#3, %0#4, %0#5 : tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<3xi32>) -> (tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>) {
    %0 = stablehlo.add %arg4, %arg0 : tensor<3xi32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.multiply %arg1, %c : tensor<i32>
    return %arg2, %arg3, %0, %1, %arg0 : tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>
  }
}
