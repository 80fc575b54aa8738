module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2) : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_5 = stablehlo.constant dense<8> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:4 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2, %1#3 : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }
    return %0#2, %0#3, %0#4 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %1 = call @remainder(%arg0, %c_0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %2 : (tensor<i1>) -> tensor<i32>
    %4:3 = "stablehlo.case"(%3) ({
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %5 = func.call @remainder(%arg0, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.compare EQ, %5, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.convert %6 : (tensor<i1>) -> tensor<i32>
      %8:3 = "stablehlo.case"(%7) ({
        stablehlo.return %arg1, %arg2, %arg3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
      }, {
        %c_4 = stablehlo.constant dense<2> : tensor<i32>
        %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
        %10 = stablehlo.multiply %arg1, %9 : tensor<3xi32>
        stablehlo.return %10, %arg3, %arg2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
      }) : (tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      stablehlo.return %8#0, %8#1, %8#2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }, {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %6 = stablehlo.add %arg3, %5 : tensor<3xi32>
      stablehlo.return %arg2, %arg1, %6 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
    return %0, %4#0, %4#1, %4#2 : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
