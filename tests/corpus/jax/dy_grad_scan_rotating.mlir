module @jit_scan_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<4x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:7 = stablehlo.while(%iterArg = %arg1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %arg0, %iterArg_12 = %1, %iterArg_13 = %2, %iterArg_14 = %3) : tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    cond {
      %c_15 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_10, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %17:4 = func.call @closed_call(%iterArg_9, %iterArg_11, %iterArg_12, %16) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_13, %17#2, %iterArg_10) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_14, %17#3, %iterArg_10) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_10, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %20, %17#0, %17#1, %18, %19 : tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
    }
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.negate %cst_2 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11:9 = stablehlo.while(%iterArg = %8, %iterArg_9 = %4#5, %iterArg_10 = %4#6, %iterArg_11 = %arg0, %iterArg_12 = %c_7, %iterArg_13 = %9, %iterArg_14 = %7, %iterArg_15 = %6, %iterArg_16 = %10) : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>
    cond {
      %c_17 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_12, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_17 = stablehlo.constant dense<4> : tensor<i32>
      %16 = stablehlo.subtract %c_17, %iterArg_12 : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.subtract %16, %c_18 : tensor<i32>
      %18 = func.call @dynamic_index_in_dim(%iterArg, %17) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %19 = func.call @dynamic_index_in_dim(%iterArg_9, %17) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %20 = func.call @dynamic_index_in_dim(%iterArg_10, %17) : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %21:4 = func.call @closed_call_0(%iterArg_11, %iterArg_13, %iterArg_14, %iterArg_15, %18, %19, %20) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_16, %21#3, %17) : (tensor<4x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<4x3xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_12, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %23, %21#0, %21#1, %21#2, %22 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>
    }
    %12 = stablehlo.add %11#5, %11#6 : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.multiply %11#7, %13 : tensor<3xf32>
    %15 = stablehlo.add %12, %14 : tensor<3xf32>
    return %15, %11#8 : tensor<3xf32>, tensor<4x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg2, %arg0 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg3 : tensor<3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<3xf32>
    return %1, %3, %arg2, %arg1 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg6, %arg4 : tensor<3xf32>
    %1 = stablehlo.multiply %arg4, %arg5 : tensor<3xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %arg3, %2 : tensor<3xf32>
    %4 = stablehlo.add %1, %3 : tensor<3xf32>
    %5 = stablehlo.multiply %arg5, %arg2 : tensor<3xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<3xf32>
    %7 = stablehlo.multiply %arg2, %arg0 : tensor<3xf32>
    %8 = stablehlo.add %0, %7 : tensor<3xf32>
    return %6, %4, %8, %arg2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
