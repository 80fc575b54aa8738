module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<i32> {jax.result_info = "result[0][2]"}, tensor<5x3xi32> {jax.result_info = "result[1][0]"}, tensor<5x3xi32> {jax.result_info = "result[1][1]"}, tensor<5x3xi32> {jax.result_info = "result[1][2]"}, tensor<5xi32> {jax.result_info = "result[1][3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4:9 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %c_4, %iterArg_6 = %arg1, %iterArg_7 = %arg2, %iterArg_8 = %c, %iterArg_9 = %0, %iterArg_10 = %1, %iterArg_11 = %2, %iterArg_12 = %3) : tensor<5x3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<5x3xi32>, tensor<5x3xi32>, tensor<5x3xi32>, tensor<5xi32>
    cond {
      %c_13 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_5, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<5x3xi32>, tensor<i32>) -> tensor<3xi32>
      %6:7 = func.call @closed_call(%iterArg_6, %iterArg_7, %iterArg_8, %5) : (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_9, %6#3, %iterArg_5) : (tensor<5x3xi32>, tensor<3xi32>, tensor<i32>) -> tensor<5x3xi32>
      %8 = func.call @dynamic_update_index_in_dim(%iterArg_10, %6#4, %iterArg_5) : (tensor<5x3xi32>, tensor<3xi32>, tensor<i32>) -> tensor<5x3xi32>
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_11, %6#5, %iterArg_5) : (tensor<5x3xi32>, tensor<3xi32>, tensor<i32>) -> tensor<5x3xi32>
      %10 = func.call @dynamic_update_index_in_dim_0(%iterArg_12, %6#6, %iterArg_5) : (tensor<5xi32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_5, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %11, %6#0, %6#1, %6#2, %7, %8, %9, %10 : tensor<5x3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<5x3xi32>, tensor<5x3xi32>, tensor<5x3xi32>, tensor<5xi32>
    }
    return %4#2, %4#3, %4#4, %4#5, %4#6, %4#7, %4#8 : tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<5x3xi32>, tensor<5x3xi32>, tensor<5x3xi32>, tensor<5xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xi32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<i32>, %arg3: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xi32>
    %2 = stablehlo.add %1, %arg3 : tensor<3xi32>
    %3 = stablehlo.add %arg1, %arg0 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %5 = stablehlo.subtract %3, %arg1 : tensor<3xi32>
    return %2, %3, %4, %arg0, %2, %5, %arg2 : tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<i32>) -> tensor<5x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<5x3xi32>
    return %1 : tensor<5x3xi32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<5xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
}
