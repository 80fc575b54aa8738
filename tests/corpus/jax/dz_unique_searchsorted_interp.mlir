module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi32>, %arg1: tensor<9xf32>, %arg2: tensor<10xf32>, %arg3: tensor<5xf32>, %arg4: tensor<5xf32>) -> (tensor<12xi32> {jax.result_info = "result[0][0]"}, tensor<12xi32> {jax.result_info = "result[0][1]"}, tensor<16xi32> {jax.result_info = "result[0][2]"}, tensor<12xi32> {jax.result_info = "result[0][3]"}, tensor<10xi32> {jax.result_info = "result[1]"}, tensor<10xi32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}) {
    %0:3 = call @_unique_sorted_mask(%arg0) : (tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi1>, tensor<16xi32>)
    %1 = call @cumsum(%0#1) : (tensor<16xi1>) -> tensor<16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @clip(%1, %c_0) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<12> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %7 = stablehlo.add %3, %6 : tensor<16xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<16xi1>, tensor<16xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %11 = "stablehlo.scatter"(%2, %9, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %70 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %70 : tensor<i32>
    }) : (tensor<12xi32>, tensor<16x1xi32>, tensor<16xi32>) -> tensor<12xi32>
    %12 = call @cumsum_1(%11) : (tensor<12xi32>) -> tensor<12xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %13 = call @floor_divide(%12, %c_4) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_5 = stablehlo.constant dense<16> : tensor<i32>
    %14 = call @remainder(%13, %c_5) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %16 = stablehlo.compare LT, %14, %15, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_7 = stablehlo.constant dense<16> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %18 = stablehlo.add %14, %17 : tensor<12xi32>
    %19 = stablehlo.select %16, %18, %14 : tensor<12xi1>, tensor<12xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %21 = "stablehlo.gather"(%0#0, %20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<12x1xi32>) -> tensor<12xi32>
    %22 = stablehlo.iota dim = 0 : tensor<12xi32>
    %23 = stablehlo.convert %0#1 : (tensor<16xi1>) -> tensor<16xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.reduce(%23 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %26 = stablehlo.compare LT, %22, %25, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %27 = call @_where_4(%26, %21, %c_9) : (tensor<12xi1>, tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %29 = stablehlo.compare LT, %14, %28, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %31 = stablehlo.add %14, %30 : tensor<12xi32>
    %32 = stablehlo.select %29, %31, %14 : tensor<12xi1>, tensor<12xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %34 = "stablehlo.gather"(%0#2, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<12x1xi32>) -> tensor<12xi32>
    %35 = call @cumsum(%0#1) : (tensor<16xi1>) -> tensor<16xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %37 = stablehlo.subtract %35, %36 : tensor<16xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %40 = stablehlo.compare LT, %0#2, %39, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_15 = stablehlo.constant dense<16> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %42 = stablehlo.add %0#2, %41 : tensor<16xi32>
    %43 = stablehlo.select %40, %42, %0#2 : tensor<16xi1>, tensor<16xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %45 = "stablehlo.scatter"(%38, %44, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      stablehlo.return %arg6 : tensor<i32>
    }) : (tensor<16xi32>, tensor<16x1xi32>, tensor<16xi32>) -> tensor<16xi32>
    %46 = call @cumsum(%0#1) : (tensor<16xi1>) -> tensor<16xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48 = call @clip(%46, %c_17) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %50 = stablehlo.compare LT, %48, %49, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_19 = stablehlo.constant dense<13> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %52 = stablehlo.add %48, %51 : tensor<16xi32>
    %53 = stablehlo.select %50, %52, %48 : tensor<16xi1>, tensor<16xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %56 = "stablehlo.scatter"(%47, %54, %55) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %70 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %70 : tensor<i32>
    }) : (tensor<13xi32>, tensor<16x1xi32>, tensor<16xi32>) -> tensor<13xi32>
    %57 = call @cumsum_5(%56) : (tensor<13xi32>) -> tensor<13xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %58 = call @floor_divide_7(%57, %c_21) : (tensor<13xi32>, tensor<i32>) -> tensor<13xi32>
    %c_22 = stablehlo.constant dense<16> : tensor<i32>
    %59 = call @remainder_9(%58, %c_22) : (tensor<13xi32>, tensor<i32>) -> tensor<13xi32>
    %60 = stablehlo.slice %59 [1:13] : (tensor<13xi32>) -> tensor<12xi32>
    %61 = stablehlo.slice %59 [1:13] : (tensor<13xi32>) -> tensor<12xi32>
    %c_23 = stablehlo.constant dense<16> : tensor<i32>
    %62 = call @_where_10(%60, %61, %c_23) : (tensor<12xi32>, tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %64 = "stablehlo.scatter"(%59, %63, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      stablehlo.return %arg6 : tensor<i32>
    }) : (tensor<13xi32>, tensor<1xi32>, tensor<12xi32>) -> tensor<13xi32>
    %65 = call @diff(%64) : (tensor<13xi32>) -> tensor<12xi32>
    %66 = call @searchsorted(%arg1, %arg2) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xi32>
    %67 = call @searchsorted_13(%arg1, %arg2) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xi32>
    %68 = call @_interp(%arg2, %arg3, %arg4) : (tensor<10xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %69 = call @_interp_25(%arg2, %arg3, %arg4, %cst, %cst_25) : (tensor<10xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) -> tensor<10xf32>
    return %27, %34, %45, %65, %66, %67, %68, %69 : tensor<12xi32>, tensor<12xi32>, tensor<16xi32>, tensor<12xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi1>, tensor<16xi32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<16xi32>) -> tensor<16x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<16x1xi32>) -> tensor<1x16xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x16xi32>
    %3 = call @lexsort(%2) : (tensor<1x16xi32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %7 = stablehlo.add %3, %6 : tensor<16xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<16xi1>, tensor<16xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<16x1xi32>) -> tensor<16xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %12 = stablehlo.slice %10 [1:16] : (tensor<16xi32>) -> tensor<15xi32>
    %13 = stablehlo.slice %10 [0:15] : (tensor<16xi32>) -> tensor<15xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<15xi1>, tensor<i1>) -> tensor<15xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<16xi1>, tensor<1xi32>, tensor<15xi1>) -> tensor<16xi1>
    return %10, %17, %3 : tensor<16xi32>, tensor<16xi1>, tensor<16xi32>
  }
  func.func private @lexsort(%arg0: tensor<1x16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<1x16xi32>) -> tensor<1x16xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xi32>) -> tensor<16xi32>
    %2 = stablehlo.iota dim = 0 : tensor<16xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<16xi32>, tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi32>)
    return %3#1 : tensor<16xi32>
  }
  func.func private @cumsum(%arg0: tensor<16xi1>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<16xi1>) -> tensor<16xi32>
    %1 = call @cumsum_0(%0) : (tensor<16xi32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[15, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 16>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @clip(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @floor_divide(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<12xi32>
    %2 = stablehlo.sign %arg0 : tensor<12xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %10 = stablehlo.and %5, %9 : tensor<12xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<12xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %13 : tensor<12xi32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @remainder(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.add %4, %13 : tensor<12xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<12xi1>, tensor<12xi32>
    return %15 : tensor<12xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<12xi1>, tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<13xi32>) -> tensor<13xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<13xi32>) -> tensor<13xi32>
    return %0 : tensor<13xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<13xi32>) -> tensor<13xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[12, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 13>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<13xi32>, tensor<i32>) -> tensor<13xi32>
    return %1 : tensor<13xi32>
  }
  func.func private @floor_divide_7(%arg0: tensor<13xi32>, %arg1: tensor<i32>) -> tensor<13xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<13xi32>
    %2 = stablehlo.sign %arg0 : tensor<13xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<13xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %10 = stablehlo.and %5, %9 : tensor<13xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<13xi32>
    %13 = call @_where_8(%10, %12, %1) : (tensor<13xi1>, tensor<13xi32>, tensor<13xi32>) -> tensor<13xi32>
    return %13 : tensor<13xi32>
  }
  func.func private @_where_8(%arg0: tensor<13xi1>, %arg1: tensor<13xi32>, %arg2: tensor<13xi32>) -> tensor<13xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<13xi1>, tensor<13xi32>
    return %0 : tensor<13xi32>
  }
  func.func private @remainder_9(%arg0: tensor<13xi32>, %arg1: tensor<i32>) -> tensor<13xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<13xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<13xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<13xi1>, tensor<13xi1>) -> tensor<13xi1>
    %12 = stablehlo.and %11, %6 : tensor<13xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %14 = stablehlo.add %4, %13 : tensor<13xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<13xi1>, tensor<13xi32>
    return %15 : tensor<13xi32>
  }
  func.func private @_where_10(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<12xi1>, tensor<12xi32>
    return %4 : tensor<12xi32>
  }
  func.func private @diff(%arg0: tensor<13xi32>) -> tensor<12xi32> {
    %0 = stablehlo.slice %arg0 [1:13] : (tensor<13xi32>) -> tensor<12xi32>
    %1 = stablehlo.slice %arg0 [0:12] : (tensor<13xi32>) -> tensor<12xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @searchsorted(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %0 = call @_searchsorted_scan_impl_11(%arg0, %arg1) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @_searchsorted_scan_impl_11(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<9xf32>, tensor<10xf32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<10xui32>) -> tensor<10xi32>
    return %3 : tensor<10xi32>
  }
  func.func private @closed_call(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xui32>, %arg3: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<10xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_12(%0, %c) : (tensor<10xui32>, tensor<i32>) -> tensor<10xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<10xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x1xui32>) -> tensor<10x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<10x1xf32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<10xi1>, tensor<10xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<10xi1>, tensor<10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<10xi1>, tensor<10xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<10xi1>, tensor<10xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<10xi1>, tensor<10xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<10xi1>, tensor<10xui32>
    return %21, %22 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @floor_divide_12(%arg0: tensor<10xui32>, %arg1: tensor<i32>) -> tensor<10xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<10xui32>
    return %2 : tensor<10xui32>
  }
  func.func private @searchsorted_13(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %0 = call @_searchsorted_scan_impl_14(%arg0, %arg1) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @_searchsorted_scan_impl_14(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %0 = call @_searchsorted_scan_impl_15(%arg0, %arg1) : (tensor<9xf32>, tensor<10xf32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @_searchsorted_scan_impl_15(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_16(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<9xf32>, tensor<10xf32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<9xf32>, tensor<10xf32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<10xui32>) -> tensor<10xi32>
    return %3 : tensor<10xi32>
  }
  func.func private @closed_call_16(%arg0: tensor<9xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xui32>, %arg3: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<10xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_12(%0, %c) : (tensor<10xui32>, tensor<i32>) -> tensor<10xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<10xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<10x1xui32>) -> tensor<10x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<10x1xf32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<10xi1>, tensor<10xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<10xi1>, tensor<10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<10xi1>, tensor<10xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<10xi1>, tensor<10xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<10xi1>, tensor<10xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<10xi1>, tensor<10xui32>
    return %21, %22 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @_interp(%arg0: tensor<10xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> tensor<10xf32> {
    %0 = call @searchsorted_17(%arg1, %arg0) : (tensor<5xf32>, tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = call @clip_21(%0, %c, %c_0) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.add %1, %4 : tensor<10xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<10xi1>, tensor<10xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.subtract %1, %9 : tensor<10xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %10, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<10xi1>, tensor<10xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %17 = "stablehlo.gather"(%arg2, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %18 = stablehlo.subtract %8, %17 : tensor<10xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %20 = stablehlo.compare LT, %1, %19, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %22 = stablehlo.add %1, %21 : tensor<10xi32>
    %23 = stablehlo.select %20, %22, %1 : tensor<10xi1>, tensor<10xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %25 = "stablehlo.gather"(%arg1, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %27 = stablehlo.subtract %1, %26 : tensor<10xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %31 = stablehlo.add %27, %30 : tensor<10xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<10xi1>, tensor<10xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %34 = "stablehlo.gather"(%arg1, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %35 = stablehlo.subtract %25, %34 : tensor<10xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %37 = stablehlo.subtract %1, %36 : tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %41 = stablehlo.add %37, %40 : tensor<10xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<10xi1>, tensor<10xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %44 = "stablehlo.gather"(%arg1, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<10xf32>
    %46 = stablehlo.abs %35 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %48 = stablehlo.compare LE, %46, %47, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %50 = stablehlo.subtract %1, %49 : tensor<10xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %54 = stablehlo.add %50, %53 : tensor<10xi32>
    %55 = stablehlo.select %52, %54, %50 : tensor<10xi1>, tensor<10xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %57 = "stablehlo.gather"(%arg2, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %59 = stablehlo.subtract %1, %58 : tensor<10xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %61 = stablehlo.compare LT, %59, %60, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_19 = stablehlo.constant dense<5> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %63 = stablehlo.add %59, %62 : tensor<10xi32>
    %64 = stablehlo.select %61, %63, %59 : tensor<10xi1>, tensor<10xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %66 = "stablehlo.gather"(%arg2, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %67 = call @_where_22(%48, %c_20, %35) : (tensor<10xi1>, tensor<i32>, tensor<10xf32>) -> tensor<10xf32>
    %68 = stablehlo.divide %45, %67 : tensor<10xf32>
    %69 = stablehlo.multiply %68, %18 : tensor<10xf32>
    %70 = stablehlo.add %66, %69 : tensor<10xf32>
    %71 = call @_where_23(%48, %57, %70) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %72 = stablehlo.slice %arg2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.slice %arg1 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %77 = stablehlo.compare LT, %arg0, %76, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %78 = call @_where_24(%77, %73, %71) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %79 = stablehlo.slice %arg2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = stablehlo.slice %arg1 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %84 = stablehlo.compare GT, %arg0, %83, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %85 = call @_where_24(%84, %80, %78) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    return %85 : tensor<10xf32>
  }
  func.func private @searchsorted_17(%arg0: tensor<5xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %0 = call @_searchsorted_scan_impl_18(%arg0, %arg1) : (tensor<5xf32>, tensor<10xf32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @_searchsorted_scan_impl_18(%arg0: tensor<5xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %0 = call @_searchsorted_scan_impl_19(%arg0, %arg1) : (tensor<5xf32>, tensor<10xf32>) -> tensor<10xi32>
    return %0 : tensor<10xi32>
  }
  func.func private @_searchsorted_scan_impl_19(%arg0: tensor<5xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<5xf32>, tensor<10xf32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_20(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<5xf32>, tensor<10xf32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<5xf32>, tensor<10xf32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<10xui32>) -> tensor<10xi32>
    return %3 : tensor<10xi32>
  }
  func.func private @closed_call_20(%arg0: tensor<5xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xui32>, %arg3: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<10xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_12(%0, %c) : (tensor<10xui32>, tensor<i32>) -> tensor<10xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<10xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<10xui32>) -> tensor<10x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xui32>) -> tensor<10x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<10x1xf32>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<10xi1>, tensor<10xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<10xi1>, tensor<10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<10xi1>, tensor<10xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<10xi1>, tensor<10xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<10xi1>, tensor<10xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<10xi1>, tensor<10xui32>
    return %21, %22 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @clip_21(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<10xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<10xi32>
    return %5 : tensor<10xi32>
  }
  func.func private @_where_22(%arg0: tensor<10xi1>, %arg1: tensor<i32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %2 : tensor<10xf32>
  }
  func.func private @_where_23(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @_where_24(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %1 : tensor<10xf32>
  }
  func.func private @_interp_25(%arg0: tensor<10xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> tensor<10xf32> {
    %0 = call @searchsorted_17(%arg1, %arg0) : (tensor<5xf32>, tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = call @clip_21(%0, %c, %c_0) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %5 = stablehlo.add %1, %4 : tensor<10xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<10xi1>, tensor<10xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.subtract %1, %9 : tensor<10xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %14 = stablehlo.add %10, %13 : tensor<10xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<10xi1>, tensor<10xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %17 = "stablehlo.gather"(%arg2, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %18 = stablehlo.subtract %8, %17 : tensor<10xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %20 = stablehlo.compare LT, %1, %19, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %22 = stablehlo.add %1, %21 : tensor<10xi32>
    %23 = stablehlo.select %20, %22, %1 : tensor<10xi1>, tensor<10xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %25 = "stablehlo.gather"(%arg1, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %27 = stablehlo.subtract %1, %26 : tensor<10xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %31 = stablehlo.add %27, %30 : tensor<10xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<10xi1>, tensor<10xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %34 = "stablehlo.gather"(%arg1, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %35 = stablehlo.subtract %25, %34 : tensor<10xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %37 = stablehlo.subtract %1, %36 : tensor<10xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_13 = stablehlo.constant dense<5> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %41 = stablehlo.add %37, %40 : tensor<10xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<10xi1>, tensor<10xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %44 = "stablehlo.gather"(%arg1, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<10xf32>
    %46 = stablehlo.abs %35 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %48 = stablehlo.compare LE, %46, %47, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %50 = stablehlo.subtract %1, %49 : tensor<10xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_16 = stablehlo.constant dense<5> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %54 = stablehlo.add %50, %53 : tensor<10xi32>
    %55 = stablehlo.select %52, %54, %50 : tensor<10xi1>, tensor<10xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %57 = "stablehlo.gather"(%arg2, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %59 = stablehlo.subtract %1, %58 : tensor<10xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %61 = stablehlo.compare LT, %59, %60, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_19 = stablehlo.constant dense<5> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %63 = stablehlo.add %59, %62 : tensor<10xi32>
    %64 = stablehlo.select %61, %63, %59 : tensor<10xi1>, tensor<10xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %66 = "stablehlo.gather"(%arg2, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %67 = call @_where_22(%48, %c_20, %35) : (tensor<10xi1>, tensor<i32>, tensor<10xf32>) -> tensor<10xf32>
    %68 = stablehlo.divide %45, %67 : tensor<10xf32>
    %69 = stablehlo.multiply %68, %18 : tensor<10xf32>
    %70 = stablehlo.add %66, %69 : tensor<10xf32>
    %71 = call @_where_23(%48, %57, %70) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %72 = stablehlo.slice %arg1 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %75 = stablehlo.compare LT, %arg0, %74, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %76 = call @_where_26(%75, %arg3, %71) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %77 = stablehlo.slice %arg1 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %78 = stablehlo.reshape %77 : (tensor<1xf32>) -> tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %80 = stablehlo.compare GT, %arg0, %79, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %81 = call @_where_26(%80, %arg4, %76) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    return %81 : tensor<10xf32>
  }
  func.func private @_where_26(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %2 : tensor<10xf32>
  }
}
