module @jit_fori_poly attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:6 = stablehlo.while(%iterArg = %arg1, %iterArg_5 = %arg0, %iterArg_6 = %c, %iterArg_7 = %arg0, %iterArg_8 = %arg1, %iterArg_9 = %0) : tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>
    cond {
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9:3 = func.call @closed_call(%iterArg, %iterArg_5, %iterArg_7, %iterArg_8) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %10 = func.call @dynamic_update_index_in_dim(%iterArg_9, %9#2, %iterArg_6) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_6, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %11, %9#0, %9#1, %10 : tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>
    }
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6:8 = stablehlo.while(%iterArg = %1#5, %iterArg_5 = %arg1, %iterArg_6 = %arg0, %iterArg_7 = %c_4, %iterArg_8 = %4, %iterArg_9 = %5, %iterArg_10 = %3, %iterArg_11 = %2) : tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_7, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %9 = stablehlo.subtract %c_12, %iterArg_7 : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.subtract %9, %c_13 : tensor<i32>
      %11 = func.call @dynamic_index_in_dim(%iterArg, %10) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %12:4 = func.call @closed_call_0(%iterArg_5, %iterArg_6, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %11) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg_7, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %13, %12#0, %12#1, %12#2, %12#3 : tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %7 = stablehlo.add %6#5, %6#6 : tensor<3xf32>
    %8 = stablehlo.add %6#4, %6#7 : tensor<3xf32>
    return %7, %8 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg3, %arg0 : tensor<3xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<3xf32>
    %2 = stablehlo.add %arg2, %1 : tensor<3xf32>
    return %0, %2, %arg3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg6, %arg5 : tensor<3xf32>
    %1 = stablehlo.add %arg3, %0 : tensor<3xf32>
    %2 = stablehlo.multiply %arg5, %arg1 : tensor<3xf32>
    %3 = stablehlo.multiply %arg6, %arg4 : tensor<3xf32>
    %4 = stablehlo.add %arg2, %3 : tensor<3xf32>
    %5 = stablehlo.multiply %arg4, %arg0 : tensor<3xf32>
    %6 = stablehlo.add %2, %5 : tensor<3xf32>
    return %4, %1, %arg5, %6 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
