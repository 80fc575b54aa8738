module @jit_beam_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<2x4x37xf32>, %arg2: tensor<2x4x3xi32>) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<2x4xi32> {jax.result_info = "result[1]"}, tensor<2x4xi32> {jax.result_info = "result[2]"}, tensor<2x4x4xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x37xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<2x4x37xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x4x37xf32>) -> tensor<2x148xf32>
    %values, %indices = chlo.top_k(%3, k = 4) : tensor<2x148xf32> -> (tensor<2x4xf32>, tensor<2x4xi32>)
    %c = stablehlo.constant dense<37> : tensor<i32>
    %4 = call @floor_divide(%indices, %c) : (tensor<2x4xi32>, tensor<i32>) -> tensor<2x4xi32>
    %c_0 = stablehlo.constant dense<37> : tensor<i32>
    %5 = call @remainder(%indices, %c_0) : (tensor<2x4xi32>, tensor<i32>) -> tensor<2x4xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %7 = call @take_along_axis(%arg2, %6) : (tensor<2x4x3xi32>, tensor<2x4x1xi32>) -> tensor<2x4x3xi32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %9 = stablehlo.concatenate %7, %8, dim = 2 : (tensor<2x4x3xi32>, tensor<2x4x1xi32>) -> tensor<2x4x4xi32>
    return %values, %4, %5, %9 : tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x4xi32>, tensor<2x4x4xi32>
  }
  func.func private @floor_divide(%arg0: tensor<2x4xi32>, %arg1: tensor<i32>) -> tensor<2x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<2x4xi32>
    %3 = stablehlo.sign %arg0 : tensor<2x4xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<2x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %11 = stablehlo.and %6, %10 : tensor<2x4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<2x4xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    return %14 : tensor<2x4xi32>
  }
  func.func private @_where(%arg0: tensor<2x4xi1>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x4xi32>) -> tensor<2x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x4xi1>, tensor<2x4xi32>
    return %0 : tensor<2x4xi32>
  }
  func.func private @remainder(%arg0: tensor<2x4xi32>, %arg1: tensor<i32>) -> tensor<2x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<2x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
    %12 = stablehlo.and %11, %6 : tensor<2x4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %14 = stablehlo.add %4, %13 : tensor<2x4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<2x4xi1>, tensor<2x4xi32>
    return %15 : tensor<2x4xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4x3xi32>, %arg1: tensor<2x4x1xi32>) -> tensor<2x4x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x4x1xi1>, tensor<2x4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x4x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x4x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<2x4x1xi32>, tensor<2x4x1xi32>) -> tensor<2x4x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<2x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x4x1xi1>, tensor<i1>) -> tensor<2x4xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x4x3xi32>, tensor<2x4x1xi32>) -> tensor<2x4x3xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x4xi1>) -> tensor<2x4x3xi1>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x4x3xi32>
    %15 = stablehlo.select %13, %12, %14 : tensor<2x4x3xi1>, tensor<2x4x3xi32>
    return %15 : tensor<2x4x3xi32>
  }
}
