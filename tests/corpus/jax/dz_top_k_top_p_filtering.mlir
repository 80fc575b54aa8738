module @jit_topk_topp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x50xf32>) -> (tensor<4x50xf32> {jax.result_info = "result[0]"}, tensor<4x50xf32> {jax.result_info = "result[1]"}, tensor<4x50xf32> {jax.result_info = "result[2]"}, tensor<4x12xi32> {jax.result_info = "result[3]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 10) : tensor<4x50xf32> -> (tensor<4x10xf32>, tensor<4x10xi32>)
    %0 = stablehlo.slice %values [0:4, 9:10] : (tensor<4x10xf32>) -> tensor<4x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %2 = stablehlo.compare LT, %arg0, %1, FLOAT : (tensor<4x50xf32>, tensor<4x50xf32>) -> tensor<4x50xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<4x50xi1>, tensor<f32>, tensor<4x50xf32>) -> tensor<4x50xf32>
    %4 = call @sort(%arg0) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    %5 = stablehlo.reverse %4, dims = [1] : tensor<4x50xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.maximum %7, %6 : tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x50xf32>
    %12 = stablehlo.exponential %11 : tensor<4x50xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %16 = stablehlo.divide %12, %15 : tensor<4x50xf32>
    %17 = call @cumsum(%16) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    %cst_3 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x50xf32>
    %19 = stablehlo.compare LT, %17, %18, FLOAT : (tensor<4x50xf32>, tensor<4x50xf32>) -> tensor<4x50xi1>
    %20 = stablehlo.convert %19 : (tensor<4x50xi1>) -> tensor<4x50xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.reduce(%20 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x50xi32>, tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %23 = call @take_along_axis(%5, %22) : (tensor<4x50xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %25 = stablehlo.compare LT, %arg0, %24, FLOAT : (tensor<4x50xf32>, tensor<4x50xf32>) -> tensor<4x50xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = call @_where(%25, %cst_4, %arg0) : (tensor<4x50xi1>, tensor<f32>, tensor<4x50xf32>) -> tensor<4x50xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<4xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<4x50xf32>
    %33 = stablehlo.exponential %32 : tensor<4x50xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x50xf32>
    %37 = stablehlo.divide %33, %36 : tensor<4x50xf32>
    %38 = stablehlo.negate %arg0 : tensor<4x50xf32>
    %39 = call @argsort(%38) : (tensor<4x50xf32>) -> tensor<4x50xi32>
    %40 = stablehlo.slice %39 [0:4, 0:12] : (tensor<4x50xi32>) -> tensor<4x12xi32>
    return %3, %26, %37, %40 : tensor<4x50xf32>, tensor<4x50xf32>, tensor<4x50xf32>, tensor<4x12xi32>
  }
  func.func private @_where(%arg0: tensor<4x50xi1>, %arg1: tensor<f32>, %arg2: tensor<4x50xf32>) -> tensor<4x50xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x50xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x50xi1>, tensor<4x50xf32>
    return %2 : tensor<4x50xf32>
  }
  func.func private @sort(%arg0: tensor<4x50xf32>) -> tensor<4x50xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    return %0 : tensor<4x50xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x50xf32>) -> tensor<4x50xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x50xf32>) -> tensor<4x50xf32>
    return %0 : tensor<4x50xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x50xf32>) -> tensor<4x50xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [49, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 50>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x50xf32>, tensor<f32>) -> tensor<4x50xf32>
    return %1 : tensor<4x50xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x50xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<50> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<49> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x50xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15 : tensor<4x1xf32>
  }
  func.func private @argsort(%arg0: tensor<4x50xf32>) -> tensor<4x50xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x50xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<4x50xf32>, tensor<4x50xi32>) -> (tensor<4x50xf32>, tensor<4x50xi32>)
    return %1#1 : tensor<4x50xi32>
  }
}
