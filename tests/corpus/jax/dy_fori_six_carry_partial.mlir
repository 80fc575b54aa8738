module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<i32>, %arg5: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<i32> {jax.result_info = "result[4]"}, tensor<3xi32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:7 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg4, %iterArg_1 = %c, %iterArg_2 = %arg1, %iterArg_3 = %arg2, %iterArg_4 = %arg3, %iterArg_5 = %arg5) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:4 = func.call @closed_call(%iterArg, %iterArg_0, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5) : (tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %2, %1#0, %1#1, %1#2, %1#3 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }
    return %arg0, %0#3, %0#4, %0#5, %arg4, %0#6 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>, %arg4: tensor<3xi32>, %arg5: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
    %0 = stablehlo.add %arg4, %arg0 : tensor<3xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.multiply %arg5, %1 : tensor<3xi32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.subtract %2, %3 : tensor<3xi32>
    return %arg3, %arg2, %0, %4 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
