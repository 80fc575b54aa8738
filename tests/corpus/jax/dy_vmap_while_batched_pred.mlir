module @jit_vwhile attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %arg0, %iterArg_2 = %0, %iterArg_3 = %1) : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
    cond {
      %3 = stablehlo.compare LT, %iterArg_1, %iterArg, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %c_4 = stablehlo.constant dense<false> : tensor<i1>
      %4 = stablehlo.reduce(%3 init: %c_4) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %4 = stablehlo.multiply %iterArg_1, %3 : tensor<6xi32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %6 = stablehlo.add %4, %5 : tensor<6xi32>
      %7 = stablehlo.add %iterArg_2, %iterArg_1 : tensor<6xi32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %9 = stablehlo.add %iterArg_3, %8 : tensor<6xi32>
      %10 = stablehlo.compare LT, %iterArg_1, %iterArg, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %12 = stablehlo.select %11, %6, %iterArg_1 : tensor<6xi1>, tensor<6xi32>
      %13 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %14 = stablehlo.select %13, %7, %iterArg_2 : tensor<6xi1>, tensor<6xi32>
      %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %16 = stablehlo.select %15, %9, %iterArg_3 : tensor<6xi1>, tensor<6xi32>
      stablehlo.return %iterArg, %12, %14, %16 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
    }
    return %2#1, %2#2, %2#3 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
  }
}
