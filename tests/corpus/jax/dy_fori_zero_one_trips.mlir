module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>, %arg4: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[1][0]"}, tensor<3xi32> {jax.result_info = "result[1][1]"}, tensor<3xi32> {jax.result_info = "result[2][0]"}, tensor<3xi32> {jax.result_info = "result[2][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg3, %iterArg_4 = %arg4) : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %3 = stablehlo.compare LT, %iterArg, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      %4 = stablehlo.convert %iterArg : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<3xi32>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %8 = stablehlo.multiply %iterArg_3, %7 : tensor<3xi32>
      stablehlo.return %3, %iterArg_2, %6, %8 : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_2 = %arg1, %iterArg_3 = %arg3, %iterArg_4 = %arg4) : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %3 = stablehlo.compare LT, %iterArg, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      %4 = stablehlo.convert %iterArg : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<3xi32>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %8 = stablehlo.multiply %iterArg_3, %7 : tensor<3xi32>
      stablehlo.return %3, %iterArg_2, %6, %8 : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    }
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %arg2, %iterArg_3 = %arg3, %iterArg_4 = %arg4) : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    cond {
      %3 = stablehlo.compare LT, %iterArg, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      %4 = stablehlo.convert %iterArg : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %6 = stablehlo.add %iterArg_4, %5 : tensor<3xi32>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %8 = stablehlo.multiply %iterArg_3, %7 : tensor<3xi32>
      stablehlo.return %3, %iterArg_2, %6, %8 : tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>
    }
    return %0#2, %0#3, %1#2, %1#3, %2#2, %2#3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
