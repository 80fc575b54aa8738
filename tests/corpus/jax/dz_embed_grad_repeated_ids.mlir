module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x6xf32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5x6xf32>) -> (tensor<16x6xf32> {jax.result_info = "result[0]"}, tensor<16x6xf32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg0, %arg1) : (tensor<16x6xf32>, tensor<3x5xi32>) -> (tensor<3x5x6xf32>, tensor<3x5x1xi32>)
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %2 = stablehlo.multiply %1, %0#0 : tensor<3x5x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %4 = stablehlo.multiply %3, %arg2 : tensor<3x5x6xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<3x5x6xf32>
    %6 = call @_take_0(%0#1, %5) : (tensor<3x5x1xi32>, tensor<3x5x6xf32>) -> tensor<16x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_1 = stablehlo.constant dense<16> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<3x5xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<3x5xi1>, tensor<3x5xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %c_2 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3x5x1xi32>
    %14 = stablehlo.compare GE, %12, %13, SIGNED : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x1xi1>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x5x1xi32>
    %17 = stablehlo.compare LE, %12, %16, SIGNED : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x1xi1>
    %18 = stablehlo.and %14, %17 : tensor<3x5x1xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_4) applies stablehlo.and across dimensions = [2] : (tensor<3x5x1xi1>, tensor<i1>) -> tensor<3x5xi1>
    %20 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<16x6xf32>, tensor<3x5x1xi32>) -> tensor<3x5x6xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<3x5xi1>) -> tensor<3x5x6xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %23 = stablehlo.select %21, %20, %22 : tensor<3x5x6xi1>, tensor<3x5x6xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<3x5x6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %27 = stablehlo.multiply %26, %arg2 : tensor<3x5x6xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<3x5x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %30 = "stablehlo.scatter"(%29, %12, %28) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %31 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<16x6xf32>, tensor<3x5x1xi32>, tensor<3x5x6xf32>) -> tensor<16x6xf32>
    return %6, %30 : tensor<16x6xf32>, tensor<16x6xf32>
  }
  func.func private @_take(%arg0: tensor<16x6xf32>, %arg1: tensor<3x5xi32>) -> (tensor<3x5x6xf32>, tensor<3x5x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x5xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x5x1xi1>, tensor<i1>) -> tensor<3x5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<16x6xf32>, tensor<3x5x1xi32>) -> tensor<3x5x6xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x5xi1>) -> tensor<3x5x6xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5x6xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x5x6xi1>, tensor<3x5x6xf32>
    return %16, %5 : tensor<3x5x6xf32>, tensor<3x5x1xi32>
  }
  func.func private @_where(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi32>) -> tensor<3x5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xi32>
    return %0 : tensor<3x5xi32>
  }
  func.func private @_take_0(%arg0: tensor<3x5x1xi32>, %arg1: tensor<3x5x6xf32>) -> tensor<16x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x6xf32>, tensor<3x5x1xi32>, tensor<3x5x6xf32>) -> tensor<16x6xf32>
    return %1 : tensor<16x6xf32>
  }
}
