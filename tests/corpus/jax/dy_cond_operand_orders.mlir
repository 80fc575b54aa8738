module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[0][2]"}, tensor<3xi32> {jax.result_info = "result[1][0]"}, tensor<3xi32> {jax.result_info = "result[1][1]"}, tensor<3xi32> {jax.result_info = "result[1][2]"}, tensor<3xi32> {jax.result_info = "result[2][0]"}, tensor<3xi32> {jax.result_info = "result[2][1]"}, tensor<3xi32> {jax.result_info = "result[2][2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2:3 = "stablehlo.case"(%1) ({
      stablehlo.return %arg3, %arg2, %arg1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg2, %arg1, %arg3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %3 : (tensor<i1>) -> tensor<i32>
    %5:3 = "stablehlo.case"(%4) ({
      stablehlo.return %arg3, %arg2, %arg1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }, {
      stablehlo.return %arg2, %arg1, %arg3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare GT, %arg0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.convert %6 : (tensor<i1>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %10 = stablehlo.add %arg1, %9 : tensor<3xi32>
      stablehlo.return %10 : tensor<3xi32>
    }, {
      stablehlo.return %arg1 : tensor<3xi32>
    }) : (tensor<i32>) -> tensor<3xi32>
    return %2#0, %2#1, %2#2, %5#0, %5#1, %5#2, %8, %arg2, %arg3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
}
