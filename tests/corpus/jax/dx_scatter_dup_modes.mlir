module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<10xi32>, %arg2: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}, tensor<10xf32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<[2, 4, 5, 7]> : tensor<4xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<4xi1>
    %c_1 = stablehlo.constant dense<[2, 4, 5, 7]> : tensor<4xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_4 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<10xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<10xi1>, tensor<10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %60 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %60 : tensor<f32>
    }) : (tensor<10xf32>, tensor<10x1xi32>, tensor<10xf32>) -> tensor<10xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_6 = stablehlo.constant dense<10> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<10xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<10xi1>, tensor<10xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %13 = "stablehlo.scatter"(%arg0, %12, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %60 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %60 : tensor<f32>
    }) : (tensor<10xf32>, tensor<10x1xi32>, tensor<10xf32>) -> tensor<10xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %15 = stablehlo.compare LT, %arg1, %14, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_8 = stablehlo.constant dense<10> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %17 = stablehlo.add %arg1, %16 : tensor<10xi32>
    %18 = stablehlo.select %15, %17, %arg1 : tensor<10xi1>, tensor<10xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %20 = "stablehlo.scatter"(%arg0, %19, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %60 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
      stablehlo.return %60 : tensor<f32>
    }) : (tensor<10xf32>, tensor<10x1xi32>, tensor<10xf32>) -> tensor<10xf32>
    %21 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = call @_where(%21, %cst, %arg2) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %24 = stablehlo.compare LT, %arg1, %23, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_10 = stablehlo.constant dense<10> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %26 = stablehlo.add %arg1, %25 : tensor<10xi32>
    %27 = stablehlo.select %24, %26, %arg1 : tensor<10xi1>, tensor<10xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %29 = "stablehlo.scatter"(%arg0, %28, %22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %60 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %60 : tensor<f32>
    }) : (tensor<10xf32>, tensor<10x1xi32>, tensor<10xf32>) -> tensor<10xf32>
    %c_11 = stablehlo.constant dense<10> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.add %c, %30 : tensor<4xi32>
    %32 = stablehlo.select %c_0, %31, %c : tensor<4xi1>, tensor<4xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %34 = "stablehlo.gather"(%arg1, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<4x1xi32>) -> tensor<4xi32>
    %c_12 = stablehlo.constant dense<10> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %36 = stablehlo.add %c_1, %35 : tensor<4xi32>
    %37 = stablehlo.select %c_2, %36, %c_1 : tensor<4xi1>, tensor<4xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %39 = "stablehlo.gather"(%arg2, %38) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %41 = stablehlo.compare LT, %34, %40, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_14 = stablehlo.constant dense<10> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %43 = stablehlo.add %34, %42 : tensor<4xi32>
    %44 = stablehlo.select %41, %43, %34 : tensor<4xi1>, tensor<4xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %46 = "stablehlo.scatter"(%arg0, %45, %39) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      stablehlo.return %arg4 : tensor<f32>
    }) : (tensor<10xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<10xf32>
    %47 = call @nan_to_num(%arg2) : (tensor<10xf32>) -> tensor<10xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %49 = stablehlo.compare LT, %arg1, %48, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_16 = stablehlo.constant dense<10> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %51 = stablehlo.add %arg1, %50 : tensor<10xi32>
    %52 = stablehlo.select %49, %51, %arg1 : tensor<10xi1>, tensor<10xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %c_17 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_18 = stablehlo.constant dense<2147483647> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %55 = stablehlo.minimum %c_17, %54 : tensor<1xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<1xi32>) -> tensor<10x1xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10x1xi32>
    %58 = stablehlo.clamp %57, %53, %56 : tensor<10x1xi32>
    %59 = "stablehlo.scatter"(%arg0, %58, %47) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %60 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %60 : tensor<f32>
    }) : (tensor<10xf32>, tensor<10x1xi32>, tensor<10xf32>) -> tensor<10xf32>
    return %6, %13, %20, %29, %46, %59 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %2 : tensor<10xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_0(%0, %cst, %arg0) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %1) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_0(%6, %cst_3, %4) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    return %7 : tensor<10xf32>
  }
  func.func private @_where_0(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %1 : tensor<10xf32>
  }
}
