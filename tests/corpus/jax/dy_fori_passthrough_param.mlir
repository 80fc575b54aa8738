module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg1) : tensor<3xi32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_3 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @closed_call(%iterArg, %iterArg_2) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %4, %3 : tensor<3xi32>, tensor<i32>, tensor<3xi32>
    }
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.add %arg0, %1 : tensor<3xi32>
    return %arg0, %0#2, %2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3xi32>
    %2 = stablehlo.add %1, %arg0 : tensor<3xi32>
    return %2 : tensor<3xi32>
  }
}
