module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<4x3xi32>, %arg3: tensor<4xi32>, %arg4: tensor<4xi32>) -> (tensor<3xi32> {jax.result_info = "result[0]['p']"}, tensor<3xi32> {jax.result_info = "result[0]['q']"}, tensor<4x3xi32> {jax.result_info = "result[1]['s']"}, tensor<4x3xi32> {jax.result_info = "result[1]['t'][0]"}, tensor<4x3xi32> {jax.result_info = "result[1]['t'][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:8 = stablehlo.while(%iterArg = %arg2, %iterArg_2 = %arg3, %iterArg_3 = %arg4, %iterArg_4 = %c_1, %iterArg_5 = %arg0, %iterArg_6 = %arg1, %iterArg_7 = %0, %iterArg_8 = %1) : tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<4x3xi32>, tensor<4x3xi32>
    cond {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<4x3xi32>, tensor<i32>) -> tensor<3xi32>
      %4 = func.call @dynamic_index_in_dim_0(%iterArg_2, %iterArg_4) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
      %5 = func.call @dynamic_index_in_dim_0(%iterArg_3, %iterArg_4) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
      %6:4 = func.call @closed_call(%iterArg_5, %iterArg_6, %3, %4, %5) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_7, %6#2, %iterArg_4) : (tensor<4x3xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4x3xi32>
      %8 = func.call @dynamic_update_index_in_dim(%iterArg_8, %6#3, %iterArg_4) : (tensor<4x3xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4x3xi32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %9, %6#0, %6#1, %7, %8 : tensor<4x3xi32>, tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<4x3xi32>, tensor<4x3xi32>
    }
    return %2#4, %2#5, %2#6, %2#7, %arg2 : tensor<3xi32>, tensor<3xi32>, tensor<4x3xi32>, tensor<4x3xi32>, tensor<4x3xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xi32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>, %arg4: tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
    %0 = stablehlo.add %arg1, %arg2 : tensor<3xi32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3xi32>
    %3 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<3xi32>
    return %0, %2, %4, %arg1 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<i32>) -> tensor<4x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<4x3xi32>
    return %1 : tensor<4x3xi32>
  }
}
