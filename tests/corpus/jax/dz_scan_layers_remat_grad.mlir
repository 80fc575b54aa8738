module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x16xf32>, %arg1: tensor<4x16x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<4x16xf32>) -> (tensor<6x16xf32> {jax.result_info = "result[0][0]"}, tensor<4xf32> {jax.result_info = "result[0][1]"}, tensor<6x16xf32> {jax.result_info = "result[1][0]"}, tensor<4x16x16xf32> {jax.result_info = "result[1][1]"}, tensor<4x16xf32> {jax.result_info = "result[1][2]"}, tensor<4x16xf32> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:6 = stablehlo.while(%iterArg = %arg1, %iterArg_8 = %arg2, %iterArg_9 = %arg3, %iterArg_10 = %c, %iterArg_11 = %arg0, %iterArg_12 = %0) : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<6x16xf32>, tensor<4xf32>
    cond {
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %13 = func.call @dynamic_index_in_dim_0(%iterArg_8, %iterArg_10) : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %14 = func.call @dynamic_index_in_dim_0(%iterArg_9, %iterArg_10) : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %15:2 = func.call @closed_call(%iterArg_11, %12, %13, %14) : (tensor<6x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<6x16xf32>, tensor<f32>)
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_12, %15#1, %iterArg_10) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.add %iterArg_10, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %17, %15#0, %16 : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<6x16xf32>, tensor<4xf32>
    }
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:6 = stablehlo.while(%iterArg = %arg1, %iterArg_8 = %arg2, %iterArg_9 = %arg3, %iterArg_10 = %c_1, %iterArg_11 = %arg0, %iterArg_12 = %2) : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<6x16xf32>, tensor<4x6x16xf32>
    cond {
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_10, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %13 = func.call @dynamic_index_in_dim_0(%iterArg_8, %iterArg_10) : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %14 = func.call @dynamic_index_in_dim_0(%iterArg_9, %iterArg_10) : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %15:2 = func.call @closed_call_1(%iterArg_11, %12, %13, %14) : (tensor<6x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<6x16xf32>, tensor<6x16xf32>)
      %16 = func.call @dynamic_update_index_in_dim_2(%iterArg_12, %15#1, %iterArg_10) : (tensor<4x6x16xf32>, tensor<6x16xf32>, tensor<i32>) -> tensor<4x6x16xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.add %iterArg_10, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %17, %15#0, %16 : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<6x16xf32>, tensor<4x6x16xf32>
    }
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %5 = stablehlo.multiply %4, %3#4 : tensor<6x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11:9 = stablehlo.while(%iterArg = %3#5, %iterArg_8 = %arg1, %iterArg_9 = %arg2, %iterArg_10 = %arg3, %iterArg_11 = %c_7, %iterArg_12 = %7, %iterArg_13 = %8, %iterArg_14 = %9, %iterArg_15 = %10) : tensor<4x6x16xf32>, tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<6x16xf32>, tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
    cond {
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_11, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %12 = stablehlo.subtract %c_16, %iterArg_11 : tensor<i32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %13 = stablehlo.subtract %12, %c_17 : tensor<i32>
      %14 = func.call @dynamic_index_in_dim_3(%iterArg, %13) : (tensor<4x6x16xf32>, tensor<i32>) -> tensor<6x16xf32>
      %15 = func.call @dynamic_index_in_dim(%iterArg_8, %13) : (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %16 = func.call @dynamic_index_in_dim_0(%iterArg_9, %13) : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %17 = func.call @dynamic_index_in_dim_0(%iterArg_10, %13) : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %18:4 = func.call @closed_call_4(%iterArg_12, %14, %15, %16, %17) : (tensor<6x16xf32>, tensor<6x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<6x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>)
      %19 = func.call @dynamic_update_index_in_dim_5(%iterArg_13, %18#1, %13) : (tensor<4x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<4x16x16xf32>
      %20 = func.call @dynamic_update_index_in_dim_6(%iterArg_14, %18#2, %13) : (tensor<4x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %21 = func.call @dynamic_update_index_in_dim_6(%iterArg_15, %18#3, %13) : (tensor<4x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.add %iterArg_11, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %iterArg_10, %22, %18#0, %19, %20, %21 : tensor<4x6x16xf32>, tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<6x16xf32>, tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
    }
    return %1#4, %1#5, %11#5, %11#6, %11#7, %11#8 : tensor<6x16xf32>, tensor<4xf32>, tensor<6x16xf32>, tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<4x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @closed_call(%arg0: tensor<6x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>) -> (tensor<6x16xf32>, tensor<f32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<6x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<6x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x16xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<6x16xf32>
    %10 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<6x16xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x16xf32>, tensor<16x16xf32>) -> tensor<6x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %16 = stablehlo.add %13, %15 : tensor<6x16xf32>
    %17 = stablehlo.tanh %16 : tensor<6x16xf32>
    %18 = stablehlo.add %arg0, %17 : tensor<6x16xf32>
    %19 = stablehlo.multiply %arg0, %arg0 : tensor<6x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    return %18, %20 : tensor<6x16xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<6x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>) -> (tensor<6x16xf32>, tensor<6x16xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<6x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<6x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x16xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<6x16xf32>
    %10 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<6x16xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x16xf32>, tensor<16x16xf32>) -> tensor<6x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %16 = stablehlo.add %13, %15 : tensor<6x16xf32>
    %17 = stablehlo.tanh %16 : tensor<6x16xf32>
    %18 = stablehlo.add %arg0, %17 : tensor<6x16xf32>
    return %18, %arg0 : tensor<6x16xf32>, tensor<6x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x6x16xf32>, %arg1: tensor<6x16xf32>, %arg2: tensor<i32>) -> tensor<4x6x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<6x16xf32>) -> tensor<1x6x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x6x16xf32>, tensor<1x6x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x16xf32>
    return %1 : tensor<4x6x16xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x6x16xf32>, %arg1: tensor<i32>) -> tensor<6x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 6, 16] : (tensor<4x6x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6x16xf32>) -> tensor<6x16xf32>
    return %1 : tensor<6x16xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<6x16xf32>, %arg1: tensor<6x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>) -> (tensor<6x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0:5 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg0 : tensor<6x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x16xf32>
    %1 = stablehlo.multiply %0#0, %0#0 : tensor<6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<6x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<6x1xf32>
    %9 = stablehlo.divide %8, %7 : tensor<6x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<6x1xf32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x16xf32>
    %13 = stablehlo.multiply %0#0, %12 : tensor<6x16xf32>
    %14 = stablehlo.broadcast_in_dim %0#3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<6x16xf32>
    %17 = stablehlo.dot_general %16, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x16xf32>, tensor<16x16xf32>) -> tensor<6x16xf32>
    %18 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %20 = stablehlo.add %17, %19 : tensor<6x16xf32>
    %21 = stablehlo.tanh %20 : tensor<6x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<6x16xf32>
    %24 = stablehlo.multiply %0#4, %23 : tensor<6x16xf32>
    %25 = stablehlo.multiply %24, %21 : tensor<6x16xf32>
    %26 = stablehlo.add %24, %25 : tensor<6x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.reshape %27 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.dot_general %26, %16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<16x16xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.dot_general %26, %0#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x16xf32>, tensor<16x16xf32>) -> tensor<6x16xf32>
    %33 = stablehlo.multiply %13, %32 : tensor<6x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.reshape %34 : (tensor<16xf32>) -> tensor<1x16xf32>
    %36 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %37 = stablehlo.multiply %32, %36 : tensor<6x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.multiply %0#0, %37 : tensor<6x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %41 = stablehlo.reshape %40 : (tensor<6xf32>) -> tensor<6x1xf32>
    %42 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x16xf32>
    %43 = stablehlo.multiply %37, %42 : tensor<6x16xf32>
    %44 = stablehlo.add %0#4, %43 : tensor<6x16xf32>
    %45 = stablehlo.multiply %41, %11 : tensor<6x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<6x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<6xf32>) -> tensor<6x16xf32>
    %50 = stablehlo.multiply %0#0, %49 : tensor<6x16xf32>
    %51 = stablehlo.add %44, %50 : tensor<6x16xf32>
    %52 = stablehlo.multiply %49, %0#0 : tensor<6x16xf32>
    %53 = stablehlo.add %51, %52 : tensor<6x16xf32>
    return %53, %31, %29, %38 : tensor<6x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<4x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x16xf32>
    return %1 : tensor<4x16x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<4x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
}
