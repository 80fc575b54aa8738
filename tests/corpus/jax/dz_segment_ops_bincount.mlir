module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x3xf32>, %arg1: tensor<12xi32>, %arg2: tensor<100xf32>) -> (tensor<8x3xf32> {jax.result_info = "result[0]"}, tensor<8x3xf32> {jax.result_info = "result[1]"}, tensor<8x3xf32> {jax.result_info = "result[2]"}, tensor<10xi32> {jax.result_info = "result[3]"}, tensor<10xi32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %2 = "stablehlo.scatter"(%0, %1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %32 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %32 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<12x1xi32>, tensor<12x3xf32>) -> tensor<8x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %5 = "stablehlo.scatter"(%3, %4, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %32 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %32 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<12x1xi32>, tensor<12x3xf32>) -> tensor<8x3xf32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %8 = "stablehlo.scatter"(%6, %7, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %32 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
      stablehlo.return %32 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<12x1xi32>, tensor<12x3xf32>) -> tensor<8x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @clip(%arg1, %c) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @clip(%9, %c_3) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %13 = stablehlo.compare LT, %11, %12, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %15 = stablehlo.add %11, %14 : tensor<12xi32>
    %16 = stablehlo.select %13, %15, %11 : tensor<12xi1>, tensor<12xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %19 = "stablehlo.scatter"(%10, %17, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %32 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %32 : tensor<i32>
    }) : (tensor<10xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<10xi32>
    %c_7 = stablehlo.constant dense<-2> : tensor<i32>
    %c_8 = stablehlo.constant dense<2> : tensor<i32>
    %20 = call @_linspace(%c_7, %c_8) : (tensor<i32>, tensor<i32>) -> tensor<9xf32>
    %21 = call @digitize(%arg2, %20) : (tensor<100xf32>, tensor<9xf32>) -> tensor<100xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %23 = call @clip_1(%21, %c_10) : (tensor<100xi32>, tensor<i32>) -> tensor<100xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<100xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<100xi32>, tensor<100xi32>) -> tensor<100xi1>
    %c_12 = stablehlo.constant dense<10> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<100xi32>
    %27 = stablehlo.add %23, %26 : tensor<100xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<100xi1>, tensor<100xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<100xi32>) -> tensor<100x1xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<100xi32>
    %31 = "stablehlo.scatter"(%22, %29, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %32 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %32 : tensor<i32>
    }) : (tensor<10xi32>, tensor<100x1xi32>, tensor<100xi32>) -> tensor<10xi32>
    return %2, %5, %8, %19, %31 : tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>, tensor<10xi32>, tensor<10xi32>
  }
  func.func private @clip(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @_linspace(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<9xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<8xf32>
    %13 = stablehlo.add %9, %12 : tensor<8xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<8xf32>, tensor<1xf32>) -> tensor<9xf32>
    return %15 : tensor<9xf32>
  }
  func.func private @digitize(%arg0: tensor<100xf32>, %arg1: tensor<9xf32>) -> tensor<100xi32> {
    %0 = stablehlo.slice %arg1 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.compare GE, %1, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = call @searchsorted(%arg1, %arg0) : (tensor<9xf32>, tensor<100xf32>) -> tensor<100xi32>
    %6 = stablehlo.reverse %arg1, dims = [0] : tensor<9xf32>
    %7 = call @searchsorted(%6, %arg0) : (tensor<9xf32>, tensor<100xf32>) -> tensor<100xi32>
    %c = stablehlo.constant dense<9> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<100xi32>
    %9 = stablehlo.subtract %8, %7 : tensor<100xi32>
    %10 = call @_where(%4, %5, %9) : (tensor<i1>, tensor<100xi32>, tensor<100xi32>) -> tensor<100xi32>
    return %10 : tensor<100xi32>
  }
  func.func private @searchsorted(%arg0: tensor<9xf32>, %arg1: tensor<100xf32>) -> tensor<100xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<9xf32>, tensor<100xf32>) -> tensor<100xi32>
    return %0 : tensor<100xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<9xf32>, %arg1: tensor<100xf32>) -> tensor<100xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<9xf32>, tensor<100xf32>) -> tensor<100xi32>
    return %0 : tensor<100xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<9xf32>, %arg1: tensor<100xf32>) -> tensor<100xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<100xui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<100xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<9xf32>, tensor<100xf32>, tensor<i32>, tensor<100xui32>, tensor<100xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<9xf32>, tensor<100xf32>, tensor<100xui32>, tensor<100xui32>) -> (tensor<100xui32>, tensor<100xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<9xf32>, tensor<100xf32>, tensor<i32>, tensor<100xui32>, tensor<100xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<100xui32>) -> tensor<100xi32>
    return %3 : tensor<100xi32>
  }
  func.func private @closed_call(%arg0: tensor<9xf32>, %arg1: tensor<100xf32>, %arg2: tensor<100xui32>, %arg3: tensor<100xui32>) -> (tensor<100xui32>, tensor<100xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<100xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<100xui32>, tensor<i32>) -> tensor<100xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<100xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<100xui32>) -> tensor<100x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<100x1xui32>) -> tensor<100x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<100x1xf32>) -> tensor<100xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<100xi1>, tensor<100xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<100xi1>, tensor<100xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<100xi1>, tensor<100xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<100xi1>, tensor<100xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<100xi1>, tensor<100xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<100xi1>, tensor<100xui32>
    return %21, %22 : tensor<100xui32>, tensor<100xui32>
  }
  func.func private @floor_divide(%arg0: tensor<100xui32>, %arg1: tensor<i32>) -> tensor<100xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<100xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<100xui32>
    return %2 : tensor<100xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<100xi32>, %arg2: tensor<100xi32>) -> tensor<100xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<100xi32>
    return %0 : tensor<100xi32>
  }
  func.func private @clip_1(%arg0: tensor<100xi32>, %arg1: tensor<i32>) -> tensor<100xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<100xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<100xi32>
    return %2 : tensor<100xi32>
  }
}
