module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>) -> (tensor<i32> {jax.result_info = "result['c']['n']"}, tensor<4xf32> {jax.result_info = "result['c']['v']"}, tensor<4xf32> {jax.result_info = "result['h']"}, tensor<4xf32> {jax.result_info = "result['t'][0]"}, tensor<4xf32> {jax.result_info = "result['t'][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:6 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg1, %iterArg_3 = %arg0, %iterArg_4 = %arg2, %iterArg_5 = %arg3) : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:5 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2, %1#3, %1#4 : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    return %0#1, %0#2, %0#3, %0#4, %0#5 : tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg1, %arg2 : tensor<4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %c : tensor<i32>
    return %1, %arg2, %0, %arg4, %arg3 : tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
