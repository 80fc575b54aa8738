module @jit_remat_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<5x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:6 = stablehlo.while(%iterArg = %arg1, %iterArg_7 = %arg0, %iterArg_8 = %c, %iterArg_9 = %0, %iterArg_10 = %1, %iterArg_11 = %2) : tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_8, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_8) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %13:3 = func.call @closed_call(%iterArg_7, %iterArg_9, %12) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %14 = func.call @dynamic_update_index_in_dim(%iterArg_10, %13#1, %iterArg_8) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %15 = func.call @dynamic_update_index_in_dim(%iterArg_11, %13#2, %iterArg_8) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_8, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %16, %13#0, %14, %15 : tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
    }
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %5 = stablehlo.multiply %3#4, %4 : tensor<5x3xf32>
    %6 = stablehlo.multiply %4, %3#4 : tensor<5x3xf32>
    %7 = stablehlo.add %5, %6 : tensor<5x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %11:8 = stablehlo.while(%iterArg = %7, %iterArg_7 = %3#5, %iterArg_8 = %arg1, %iterArg_9 = %arg0, %iterArg_10 = %c_6, %iterArg_11 = %9, %iterArg_12 = %8, %iterArg_13 = %10) : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>
    cond {
      %c_14 = stablehlo.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_10, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<5> : tensor<i32>
      %12 = stablehlo.subtract %c_14, %iterArg_10 : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.subtract %12, %c_15 : tensor<i32>
      %14 = func.call @dynamic_index_in_dim(%iterArg, %13) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %15 = func.call @dynamic_index_in_dim(%iterArg_7, %13) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %16 = func.call @dynamic_index_in_dim(%iterArg_8, %13) : (tensor<5x3xf32>, tensor<i32>) -> tensor<3xf32>
      %17:3 = func.call @closed_call_0(%iterArg_9, %iterArg_11, %iterArg_12, %14, %15, %16) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_13, %17#2, %13) : (tensor<5x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<5x3xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_10, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %19, %17#0, %17#1, %18 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<5x3xf32>
    }
    return %11#5, %11#7 : tensor<3xf32>, tensor<5x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<3xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3xf32>
    %2 = stablehlo.sine %1 : tensor<3xf32>
    return %2, %arg1, %arg1 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<5x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    return %1 : tensor<5x3xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %0:5 = stablehlo.optimization_barrier %arg0, %arg4, %arg5, %arg2, %arg3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    %1 = stablehlo.multiply %0#1, %0#0 : tensor<3xf32>
    %2 = stablehlo.add %1, %0#2 : tensor<3xf32>
    %3 = stablehlo.cosine %2 : tensor<3xf32>
    %4 = stablehlo.multiply %0#3, %3 : tensor<3xf32>
    %5 = stablehlo.multiply %0#1, %4 : tensor<3xf32>
    %6 = stablehlo.multiply %4, %0#0 : tensor<3xf32>
    %7 = stablehlo.add %0#4, %6 : tensor<3xf32>
    %8 = stablehlo.add %arg1, %5 : tensor<3xf32>
    return %8, %7, %4 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
