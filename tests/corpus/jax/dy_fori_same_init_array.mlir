module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xi32>) -> (tensor<4xi32> {jax.result_info = "result[0][0]"}, tensor<4xi32> {jax.result_info = "result[0][1]"}, tensor<4xi32> {jax.result_info = "result[0][2]"}, tensor<4xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg0, %iterArg_2 = %arg0) : tensor<i32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
    cond {
      %c_3 = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>)
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_3 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2 : tensor<i32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
    }
    return %0#1, %0#2, %0#3, %arg0 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
  }
  func.func private @closed_call(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.add %arg0, %0 : tensor<4xi32>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<4xi32>
    %3 = stablehlo.subtract %arg2, %arg1 : tensor<4xi32>
    return %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
  }
}
