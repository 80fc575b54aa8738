module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x4x8xf32>, %arg1: tensor<2x32x4x8xf32>, %arg2: tensor<2x4x8xf32>, %arg3: tensor<2x1x4x8xf32>, %arg4: tensor<2x1x4x8xf32>, %arg5: tensor<4xi32>) -> (tensor<4x2x32x4x8xf32> {jax.result_info = "result[0]"}, tensor<4x2x32x4x8xf32> {jax.result_info = "result[1]"}, tensor<4x2x4x8xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %c, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.add %c_1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.select %0, %1, %c_3 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.compare LT, %arg5, %3, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_5 = stablehlo.constant dense<32> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.add %arg5, %5 : tensor<4xi32>
    %7 = stablehlo.select %4, %6, %arg5 : tensor<4xi1>, tensor<4xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_10 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %c_11, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<8> : tensor<i32>
    %12 = stablehlo.add %c_13, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.select %11, %12, %c_15 : tensor<i1>, tensor<i32>
    %14 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %15 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %16 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %17 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %18 = stablehlo.concatenate %14, %15, %16, %17, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x4xi32>
    %19 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x32x4x8xf32>) -> tensor<4x2x32x4x8xf32>
    %20 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2, 3, 4] : (tensor<2x1x4x8xf32>) -> tensor<4x2x1x4x8xf32>
    %c_16 = stablehlo.constant dense<[0, 31, 0, 0]> : tensor<4xi32>
    %c_17 = stablehlo.constant dense<2147483647> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.minimum %c_16, %21 : tensor<4xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %25 = stablehlo.clamp %24, %18, %23 : tensor<4x4xi32>
    %26 = "stablehlo.scatter"(%19, %25, %20) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3, 4], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2, 3, 4], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<4x2x32x4x8xf32>, tensor<4x4xi32>, tensor<4x2x1x4x8xf32>) -> tensor<4x2x32x4x8xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %c_19, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.select %27, %28, %c_23 : tensor<i1>, tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.compare LT, %arg5, %30, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_25 = stablehlo.constant dense<32> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %33 = stablehlo.add %arg5, %32 : tensor<4xi32>
    %34 = stablehlo.select %31, %33, %arg5 : tensor<4xi1>, tensor<4xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.compare LT, %c_26, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<4> : tensor<i32>
    %36 = stablehlo.add %c_28, %c_29 : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.select %35, %36, %c_30 : tensor<i1>, tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %c_31, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<8> : tensor<i32>
    %39 = stablehlo.add %c_33, %c_34 : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.select %38, %39, %c_35 : tensor<i1>, tensor<i32>
    %41 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %42 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %43 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %44 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %45 = stablehlo.concatenate %41, %42, %43, %44, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x4xi32>
    %46 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<2x32x4x8xf32>) -> tensor<4x2x32x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2, 3, 4] : (tensor<2x1x4x8xf32>) -> tensor<4x2x1x4x8xf32>
    %c_36 = stablehlo.constant dense<[0, 31, 0, 0]> : tensor<4xi32>
    %c_37 = stablehlo.constant dense<2147483647> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %49 = stablehlo.minimum %c_36, %48 : tensor<4xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %52 = stablehlo.clamp %51, %45, %50 : tensor<4x4xi32>
    %53 = "stablehlo.scatter"(%46, %52, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3, 4], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2, 3, 4], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<4x2x32x4x8xf32>, tensor<4x4xi32>, tensor<4x2x1x4x8xf32>) -> tensor<4x2x32x4x8xf32>
    %54 = stablehlo.dot_general %arg2, %26, batching_dims = [0, 1] x [1, 3], contracting_dims = [2] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<4x2x32x4x8xf32>) -> tensor<2x4x4x32xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x32xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<2x4x4x32xf32>
    %57 = stablehlo.iota dim = 0 : tensor<32xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<1x1x32xi32>) -> tensor<1x1x1x32xi32>
    %60 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<4xi32>) -> tensor<4x1x1x1xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi32>) -> tensor<4x1x1x32xi32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<4x1x1x1xi32>) -> tensor<4x1x1x32xi32>
    %63 = stablehlo.compare LE, %61, %62, SIGNED : (tensor<4x1x1x32xi32>, tensor<4x1x1x32xi32>) -> tensor<4x1x1x32xi1>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = call @_where(%63, %56, %cst_39) : (tensor<4x1x1x32xi1>, tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<4x2x4x32xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x4x32xf32>, tensor<f32>) -> tensor<4x2x4xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x2x4xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<4x2x4xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<4x2x4xf32>) -> tensor<4x2x4x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<4x2x4x1xf32>) -> tensor<4x2x4x32xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<4x2x4x32xf32>
    %71 = stablehlo.exponential %70 : tensor<4x2x4x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<4x2x4x32xf32>, tensor<f32>) -> tensor<4x2x4xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<4x2x4xf32>) -> tensor<4x2x4x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<4x2x4x1xf32>) -> tensor<4x2x4x32xf32>
    %75 = stablehlo.divide %71, %74 : tensor<4x2x4x32xf32>
    %76 = stablehlo.dot_general %75, %53, batching_dims = [0, 1, 2] x [0, 1, 3], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x4x32xf32>, tensor<4x2x32x4x8xf32>) -> tensor<4x2x4x8xf32>
    return %26, %53, %76 : tensor<4x2x32x4x8xf32>, tensor<4x2x32x4x8xf32>, tensor<4x2x4x8xf32>
  }
  func.func private @_where(%arg0: tensor<4x1x1x32xi1>, %arg1: tensor<2x4x4x32xf32>, %arg2: tensor<f32>) -> tensor<4x2x4x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<4x1x1x32xi1>) -> tensor<4x2x4x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<2x4x32xf32>) -> tensor<4x2x4x32xf32>
    %4 = stablehlo.transpose %arg1, dims = [2, 0, 1, 3] : (tensor<2x4x4x32xf32>) -> tensor<4x2x4x32xf32>
    %5 = stablehlo.select %1, %4, %3 : tensor<4x2x4x32xi1>, tensor<4x2x4x32xf32>
    return %5 : tensor<4x2x4x32xf32>
  }
}
