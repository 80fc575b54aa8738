module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %arg2) : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %c_5 = stablehlo.constant dense<6> : tensor<i32>
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
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.add %2, %3 : tensor<3xi32>
    %5 = stablehlo.convert %arg0 : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %7 = stablehlo.add %4, %6 : tensor<3xi32>
    return %0, %7, %arg1, %arg2 : tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
