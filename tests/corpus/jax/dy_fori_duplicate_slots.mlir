module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[1][0]"}, tensor<3xi32> {jax.result_info = "result[1][1]"}, tensor<3xi32> {jax.result_info = "result[2][0]"}, tensor<3xi32> {jax.result_info = "result[2][1]"}, tensor<3xi32> {jax.result_info = "result[3][0]"}, tensor<3xi32> {jax.result_info = "result[3][1]"}, tensor<3xi32> {jax.result_info = "result[3][2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_3 = %arg0, %iterArg_4 = %arg1) : tensor<i32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg_3, %iterArg_4) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.return %5, %4#0, %4#1 : tensor<i32>, tensor<3xi32>, tensor<3xi32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %c_0, %iterArg_4 = %arg1) : tensor<3xi32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @closed_call_0(%iterArg, %iterArg_4) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %5, %4 : tensor<3xi32>, tensor<i32>, tensor<3xi32>
    }
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %arg0) : tensor<3xi32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @closed_call_1(%iterArg, %iterArg_4) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %5, %4 : tensor<3xi32>, tensor<i32>, tensor<3xi32>
    }
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3:4 = stablehlo.while(%iterArg = %c_2, %iterArg_3 = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %arg2) : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:3 = func.call @closed_call_2(%iterArg_3, %iterArg_4, %iterArg_5) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %5, %4#0, %4#1, %4#2 : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }
    return %0#1, %0#2, %arg0, %1#2, %2#2, %arg1, %3#1, %3#2, %3#3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<3xi32>
    %1 = stablehlo.add %arg0, %arg1 : tensor<3xi32>
    return %0, %1 : tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
    return %arg0 : tensor<3xi32>
  }
  func.func private @closed_call_1(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> tensor<3xi32> {
    return %arg0 : tensor<3xi32>
  }
  func.func private @closed_call_2(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.add %arg0, %0 : tensor<3xi32>
    return %arg2, %arg2, %1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
