module @jit_flash attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x16xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<32x8xf32>, %arg3: tensor<12x32xi1>) -> (tensor<12x8xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<32x16xf32>) -> tensor<4x8x16xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %2 = stablehlo.reshape %arg3 : (tensor<12x32xi1>) -> tensor<12x4x8xi1>
    %3 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<12x4x8xi1>) -> tensor<4x12x8xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7:8 = stablehlo.while(%iterArg = %0, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg0, %iterArg_7 = %c, %iterArg_8 = %4, %iterArg_9 = %5, %iterArg_10 = %6) : tensor<4x8x16xf32>, tensor<4x8x8xf32>, tensor<4x12x8xi1>, tensor<12x16xf32>, tensor<i32>, tensor<12xf32>, tensor<12xf32>, tensor<12x8xf32>
    cond {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_7, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<4x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %15 = func.call @dynamic_index_in_dim_0(%iterArg_4, %iterArg_7) : (tensor<4x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
      %16 = func.call @dynamic_index_in_dim_1(%iterArg_5, %iterArg_7) : (tensor<4x12x8xi1>, tensor<i32>) -> tensor<12x8xi1>
      %17:3 = func.call @closed_call(%iterArg_6, %iterArg_8, %iterArg_9, %iterArg_10, %14, %15, %16) : (tensor<12x16xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12x8xf32>, tensor<8x16xf32>, tensor<8x8xf32>, tensor<12x8xi1>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12x8xf32>)
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_7, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %18, %17#0, %17#1, %17#2 : tensor<4x8x16xf32>, tensor<4x8x8xf32>, tensor<4x12x8xi1>, tensor<12x16xf32>, tensor<i32>, tensor<12xf32>, tensor<12xf32>, tensor<12x8xf32>
    }
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.compare EQ, %7#6, %8, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = call @_where_2(%9, %cst_3, %7#6) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %13 = stablehlo.divide %7#7, %12 : tensor<12x8xf32>
    return %13, %7#5, %7#6 : tensor<12x8xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 16] : (tensor<4x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 8] : (tensor<4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x12x8xi1>, %arg1: tensor<i32>) -> tensor<12x8xi1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 12, 8] : (tensor<4x12x8xi1>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x8xi1>
    %1 = stablehlo.reshape %0 : (tensor<1x12x8xi1>) -> tensor<12x8xi1>
    return %1 : tensor<12x8xi1>
  }
  func.func private @closed_call(%arg0: tensor<12x16xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>, %arg3: tensor<12x8xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<12x8xi1>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12x8xf32>) {
    %0 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x16xf32>, tensor<16x8xf32>) -> tensor<12x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = call @_where(%arg6, %1, %cst) : (tensor<12x8xi1>, tensor<12x8xf32>, tensor<f32>) -> tensor<12x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<12x8xf32>, tensor<f32>) -> tensor<12xf32>
    %4 = stablehlo.convert %arg1 : tensor<12xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = call @_where_2(%7, %cst_2, %5) : (tensor<12xi1>, tensor<f32>, tensor<12xf32>) -> tensor<12xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %11 = stablehlo.subtract %2, %10 : tensor<12x8xf32>
    %12 = stablehlo.exponential %11 : tensor<12x8xf32>
    %13 = stablehlo.convert %arg1 : tensor<12xf32>
    %14 = stablehlo.subtract %13, %8 : tensor<12xf32>
    %15 = stablehlo.exponential %14 : tensor<12xf32>
    %16 = stablehlo.multiply %arg2, %15 : tensor<12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<12x8xf32>, tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.add %16, %17 : tensor<12xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %21 = stablehlo.multiply %arg3, %20 : tensor<12x8xf32>
    %22 = stablehlo.dot_general %12, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<12x8xf32>, tensor<8x8xf32>) -> tensor<12x8xf32>
    %23 = stablehlo.add %21, %22 : tensor<12x8xf32>
    return %5, %18, %23 : tensor<12xf32>, tensor<12xf32>, tensor<12x8xf32>
  }
  func.func private @_where(%arg0: tensor<12x8xi1>, %arg1: tensor<12x8xf32>, %arg2: tensor<f32>) -> tensor<12x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<12x8xi1>, tensor<12x8xf32>
    return %2 : tensor<12x8xf32>
  }
  func.func private @_where_2(%arg0: tensor<12xi1>, %arg1: tensor<f32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %2 : tensor<12xf32>
  }
}
