module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[0][2]"}, tensor<3xi32> {jax.result_info = "result[1][0]"}, tensor<3xi32> {jax.result_info = "result[1][1]"}, tensor<3xi32> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c, %iterArg_1 = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %arg2) : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:3 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %5:3 = func.call @closed_call(%4#0, %4#1, %4#2) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %6, %5#0, %5#1, %5#2 : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }
    %1:3 = call @closed_call(%0#1, %0#2, %0#3) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %arg2) : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:3 = func.call @closed_call_0(%iterArg_1, %iterArg_2, %iterArg_3) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %5:3 = func.call @closed_call_0(%4#0, %4#1, %4#2) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %6:3 = func.call @closed_call_0(%5#0, %5#1, %5#2) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %7, %6#0, %6#1, %6#2 : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }
    %3:3 = call @closed_call_0(%2#1, %2#2, %2#3) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
    return %1#0, %1#1, %1#2, %3#0, %3#1, %3#2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.add %arg1, %0 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<3xi32>
    return %1, %arg2, %3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.add %arg1, %0 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<3xi32>
    return %1, %arg2, %3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
