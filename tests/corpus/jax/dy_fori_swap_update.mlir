module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[1][0]"}, tensor<3xi32> {jax.result_info = "result[1][1]"}, tensor<3xi32> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0, %iterArg_4 = %arg1) : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_5 = stablehlo.constant dense<8> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>, tensor<3xi32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.return %3, %2#0, %2#1, %2#2 : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    }
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %arg0, %iterArg_3 = %arg2) : tensor<i32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call_0(%iterArg_2, %iterArg_3) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %3, %2#0, %2#1 : tensor<i32>, tensor<3xi32>, tensor<3xi32>
    }
    return %0#2, %0#3, %1#1, %arg1, %1#2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<3xi32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.convert %arg0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.add %3, %5 : tensor<3xi32>
    return %0, %arg2, %6 : tensor<i32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3xi32>
    return %1, %arg0 : tensor<3xi32>, tensor<3xi32>
  }
}
