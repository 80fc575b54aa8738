module @jit_moe_dispatch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24x6xf32>, %arg1: tensor<24x4xf32>) -> (tensor<24xi32> {jax.result_info = "result[0]"}, tensor<24xi32> {jax.result_info = "result[1]"}, tensor<4x5x6xf32> {jax.result_info = "result[2]"}, tensor<24x6xf32> {jax.result_info = "result[3]"}) {
    %0 = call @argmax(%arg1) : (tensor<24x4xf32>) -> tensor<24xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<24x4xf32>, tensor<f32>) -> tensor<24xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<24xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x4xf32>
    %6 = stablehlo.subtract %arg1, %5 : tensor<24x4xf32>
    %7 = stablehlo.exponential %6 : tensor<24x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<24x4xf32>, tensor<f32>) -> tensor<24xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x4xf32>
    %11 = stablehlo.divide %7, %10 : tensor<24x4xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<24x4xf32>, tensor<f32>) -> tensor<24xf32>
    %13 = call @_one_hot(%0) : (tensor<24xi32>) -> tensor<24x4xi32>
    %14 = call @cumsum(%13) : (tensor<24x4xi32>) -> tensor<24x4xi32>
    %15 = stablehlo.multiply %14, %13 : tensor<24x4xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x4xi32>
    %17 = stablehlo.subtract %15, %16 : tensor<24x4xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.reduce(%17 init: %c_3) applies stablehlo.add across dimensions = [1] : (tensor<24x4xi32>, tensor<i32>) -> tensor<24xi32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x5x6xf32>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %22 = call @_where(%20, %18, %c_6) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %24 = stablehlo.compare LT, %0, %23, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_8 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %26 = stablehlo.add %0, %25 : tensor<24xi32>
    %27 = stablehlo.select %24, %26, %0 : tensor<24xi1>, tensor<24xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %29 = stablehlo.compare LT, %22, %28, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %31 = stablehlo.add %22, %30 : tensor<24xi32>
    %32 = stablehlo.select %29, %31, %22 : tensor<24xi1>, tensor<24xi32>
    %33 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %35 = stablehlo.concatenate %33, %34, dim = 1 : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x2xi32>
    %36 = "stablehlo.scatter"(%21, %35, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x5x6xf32>, tensor<24x2xi32>, tensor<24x6xf32>) -> tensor<4x5x6xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x5x6xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<4x5x6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x5x6xf32>
    %40 = stablehlo.add %38, %39 : tensor<4x5x6xf32>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %42 = stablehlo.minimum %18, %41 : tensor<24xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %44 = stablehlo.compare LT, %0, %43, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %46 = stablehlo.add %0, %45 : tensor<24xi32>
    %47 = stablehlo.select %44, %46, %0 : tensor<24xi1>, tensor<24xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %49 = stablehlo.compare LT, %42, %48, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_17 = stablehlo.constant dense<5> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %51 = stablehlo.add %42, %50 : tensor<24xi32>
    %52 = stablehlo.select %49, %51, %42 : tensor<24xi1>, tensor<24xi32>
    %53 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %55 = stablehlo.concatenate %53, %54, dim = 1 : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x2xi32>
    %56 = "stablehlo.gather"(%40, %55) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<4x5x6xf32>, tensor<24x2xi32>) -> tensor<24x6xf32>
    %57 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x6xf32>
    %59 = stablehlo.multiply %56, %58 : tensor<24x6xf32>
    %60 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<24xi1>) -> tensor<24x1xi1>
    %61 = call @_where_1(%60, %59, %arg0) : (tensor<24x1xi1>, tensor<24x6xf32>, tensor<24x6xf32>) -> tensor<24x6xf32>
    return %0, %18, %36, %61 : tensor<24xi32>, tensor<24xi32>, tensor<4x5x6xf32>, tensor<24x6xf32>
  }
  func.func private @argmax(%arg0: tensor<24x4xf32>) -> tensor<24xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<24x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<24x4xf32>, tensor<24x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<24xf32>, tensor<24xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<24xi32>
  }
  func.func private @_one_hot(%arg0: tensor<24xi32>) -> tensor<24x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<24x1xi32>) -> tensor<24x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<24x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<24x4xi32>, tensor<24x4xi32>) -> tensor<24x4xi1>
    %5 = stablehlo.convert %4 : (tensor<24x4xi1>) -> tensor<24x4xi32>
    return %5 : tensor<24x4xi32>
  }
  func.func private @cumsum(%arg0: tensor<24x4xi32>) -> tensor<24x4xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<24x4xi32>) -> tensor<24x4xi32>
    return %0 : tensor<24x4xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<24x4xi32>) -> tensor<24x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[23, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 24, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<24x4xi32>, tensor<i32>) -> tensor<24x4xi32>
    return %1 : tensor<24x4xi32>
  }
  func.func private @_where(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<24xi1>, tensor<24xi32>
    return %2 : tensor<24xi32>
  }
  func.func private @_where_1(%arg0: tensor<24x1xi1>, %arg1: tensor<24x6xf32>, %arg2: tensor<24x6xf32>) -> tensor<24x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<24x1xi1>) -> tensor<24x6xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<24x6xi1>, tensor<24x6xf32>
    return %1 : tensor<24x6xf32>
  }
}
