module @jit_while_scan_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %c, %iterArg_6 = %arg0, %iterArg_7 = %0, %iterArg_8 = %1) : tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>
    cond {
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_5, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:3 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_7) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_8, %10#2, %iterArg_5) : (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<4x4xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_5, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %12, %10#0, %10#1, %11 : tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>
    }
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %2#2, %4 : tensor<4xf32>
    %6 = stablehlo.multiply %4, %2#3 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:7 = stablehlo.while(%iterArg = %3, %iterArg_5 = %2#4, %iterArg_6 = %arg0, %iterArg_7 = %c_4, %iterArg_8 = %7, %iterArg_9 = %6, %iterArg_10 = %5) : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    cond {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_7, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.subtract %c_11, %iterArg_7 : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.subtract %10, %c_12 : tensor<i32>
      %12 = func.call @dynamic_index_in_dim(%iterArg, %11) : (tensor<4x4xf32>, tensor<i32>) -> tensor<4xf32>
      %13 = func.call @dynamic_index_in_dim(%iterArg_5, %11) : (tensor<4x4xf32>, tensor<i32>) -> tensor<4xf32>
      %14:3 = func.call @closed_call_0(%iterArg_6, %iterArg_8, %iterArg_9, %iterArg_10, %12, %13) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_7, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %15, %14#0, %14#1, %14#2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    %9 = stablehlo.add %8#4, %8#5 : tensor<4xf32>
    return %9 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<4xf32>
    return %arg2, %1, %arg1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.add %arg2, %arg3 : tensor<4xf32>
    %1 = stablehlo.multiply %arg5, %arg3 : tensor<4xf32>
    %2 = stablehlo.add %arg1, %1 : tensor<4xf32>
    %3 = stablehlo.multiply %arg3, %arg0 : tensor<4xf32>
    %4 = stablehlo.add %arg4, %3 : tensor<4xf32>
    return %2, %4, %0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
