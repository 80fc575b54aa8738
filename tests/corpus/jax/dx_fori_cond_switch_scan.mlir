module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<3xf32>, %arg4: tensor<6x3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5][0][0]"}, tensor<3xf32> {jax.result_info = "result[5][0][1]"}, tensor<6x3xf32> {jax.result_info = "result[5][1]"}) {
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_7 = %arg1, %iterArg_8 = %arg3) : tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %14 = stablehlo.compare LT, %iterArg, %iterArg_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg, %c_9 : tensor<i32>
      %cst_10 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %16 = stablehlo.multiply %iterArg_8, %15 : tensor<3xf32>
      %17 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %19 = stablehlo.add %16, %18 : tensor<3xf32>
      stablehlo.return %14, %iterArg_7, %19 : tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %1:3 = stablehlo.while(%iterArg = %arg1, %iterArg_7 = %arg0, %iterArg_8 = %arg3) : tensor<i32>, tensor<i32>, tensor<3xf32>
    cond {
      %14 = stablehlo.compare LT, %iterArg, %iterArg_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg, %c_9 : tensor<i32>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %16 = stablehlo.add %iterArg_8, %15 : tensor<3xf32>
      stablehlo.return %14, %iterArg_7, %16 : tensor<i32>, tensor<i32>, tensor<3xf32>
    }
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.add %arg3, %14 : tensor<3xf32>
      stablehlo.return %15 : tensor<3xf32>
    }, {
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.multiply %arg3, %14 : tensor<3xf32>
      stablehlo.return %15 : tensor<3xf32>
    }, {
      %14 = stablehlo.negate %arg3 : tensor<3xf32>
      stablehlo.return %14 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %4 = stablehlo.negate %arg2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.clamp %c_1, %4, %c_2 : tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.add %arg3, %14 : tensor<3xf32>
      stablehlo.return %15 : tensor<3xf32>
    }, {
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.multiply %arg3, %14 : tensor<3xf32>
      stablehlo.return %15 : tensor<3xf32>
    }, {
      %14 = stablehlo.negate %arg3 : tensor<3xf32>
      stablehlo.return %14 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%arg4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.compare LT, %7, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.convert %8 : (tensor<i1>) -> tensor<i32>
    %10 = "stablehlo.case"(%9) ({
      %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %15 = stablehlo.subtract %arg3, %14 : tensor<3xf32>
      stablehlo.return %15 : tensor<3xf32>
    }, {
      stablehlo.return %arg3 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %13:5 = stablehlo.while(%iterArg = %arg4, %iterArg_7 = %c_6, %iterArg_8 = %arg3, %iterArg_9 = %11, %iterArg_10 = %12) : tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<6x3xf32>
    cond {
      %c_11 = stablehlo.constant dense<6> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_7, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<6> : tensor<i32>
      %14 = stablehlo.subtract %c_11, %iterArg_7 : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.subtract %14, %c_12 : tensor<i32>
      %16 = func.call @dynamic_index_in_dim(%iterArg, %15) : (tensor<6x3xf32>, tensor<i32>) -> tensor<3xf32>
      %17:3 = func.call @closed_call(%iterArg_8, %iterArg_9, %16) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_10, %17#2, %15) : (tensor<6x3xf32>, tensor<3xf32>, tensor<i32>) -> tensor<6x3xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_7, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %19, %17#0, %17#1, %18 : tensor<6x3xf32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>, tensor<6x3xf32>
    }
    return %0#2, %1#2, %3, %6, %10, %13#2, %13#3, %13#4 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<6x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<3xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<3xf32>
    %3 = stablehlo.tanh %2 : tensor<3xf32>
    %4 = stablehlo.maximum %arg1, %3 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<3xf32>
    return %3, %4, %6 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> tensor<6x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    return %1 : tensor<6x3xf32>
  }
}
