module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[0][2]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}) {
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %arg0) : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %1 = stablehlo.slice %iterArg [0:1] : (tensor<3xi32>) -> tensor<1xi32>
      %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
      %c = stablehlo.constant dense<100> : tensor<i32>
      %3 = stablehlo.compare GT, %2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %2 = stablehlo.add %iterArg_1, %1 : tensor<3xi32>
      stablehlo.return %iterArg_0, %iterArg, %2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }
    return %0#0, %0#1, %0#2, %arg0, %arg1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
