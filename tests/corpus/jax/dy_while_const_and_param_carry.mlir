module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.add %arg0, %1 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:4 = stablehlo.while(%iterArg = %0, %iterArg_2 = %arg0, %iterArg_3 = %2, %iterArg_4 = %c_1) : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_3, %iterArg_2 : tensor<3xi32>
      %5 = stablehlo.broadcast_in_dim %iterArg_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %6 = stablehlo.add %iterArg, %5 : tensor<3xi32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_5 : tensor<i32>
      stablehlo.return %4, %6, %iterArg_2, %7 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
    }
    return %3#0, %3#1, %3#2, %3#3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
  }
}
