module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14x6xf32>, %arg1: tensor<5xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<13x11xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %1 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.multiply %2, %1 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.add %4, %3 : tensor<5xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %7 = "stablehlo.scatter"(%0, %6, %arg1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<11xi32>, tensor<5x1xi32>, tensor<5xi32>) -> tensor<11xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %9 = stablehlo.slice %7 [2:11] : (tensor<11xi32>) -> tensor<9xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %11 = stablehlo.compare NE, %9, %10, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %12 = stablehlo.slice %7 [2:11] : (tensor<11xi32>) -> tensor<9xi32>
    %13 = stablehlo.slice %7 [0:9] : (tensor<11xi32>) -> tensor<9xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %15 = stablehlo.and %11, %14 : tensor<9xi1>
    %16 = stablehlo.concatenate %8, %15, dim = 0 : (tensor<2xi1>, tensor<9xi1>) -> tensor<11xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %18 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<14x6xf32>) -> tensor<1x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x1xf32>) -> tensor<f32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.convert %17 : tensor<11xf32>
    %22 = "stablehlo.scatter"(%21, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<11xf32>, tensor<1xi32>, tensor<f32>) -> tensor<11xf32>
    %23 = stablehlo.convert %22 : tensor<11xf32>
    %24 = stablehlo.slice %7 [1:2] : (tensor<11xi32>) -> tensor<1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1xi32>) -> tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %c_5, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<14> : tensor<i32>
    %27 = stablehlo.add %c_7, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.select %26, %27, %c_9 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.compare LT, %25, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %30 = stablehlo.add %25, %c_11 : tensor<i32>
    %31 = stablehlo.select %29, %30, %25 : tensor<i1>, tensor<i32>
    %32 = stablehlo.dynamic_slice %arg0, %28, %31, sizes = [1, 1] : (tensor<14x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x1xf32>) -> tensor<f32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %35 = stablehlo.convert %23 : tensor<11xf32>
    %36 = "stablehlo.scatter"(%35, %34, %33) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<11xf32>, tensor<1xi32>, tensor<f32>) -> tensor<11xf32>
    %37 = stablehlo.convert %36 : tensor<11xf32>
    %38 = stablehlo.slice %arg0 [1:14, 0:6] : (tensor<14x6xf32>) -> tensor<13x6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<13x11xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %40:6 = stablehlo.while(%iterArg = %38, %iterArg_15 = %16, %iterArg_16 = %7, %iterArg_17 = %c_14, %iterArg_18 = %37, %iterArg_19 = %39) : tensor<13x6xf32>, tensor<11xi1>, tensor<11xi32>, tensor<i32>, tensor<11xf32>, tensor<13x11xf32>
    cond {
      %c_20 = stablehlo.constant dense<13> : tensor<i32>
      %56 = stablehlo.compare LT, %iterArg_17, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<13x6xf32>, tensor<i32>) -> tensor<6xf32>
      %57:2 = func.call @closed_call(%iterArg_15, %iterArg_16, %iterArg_18, %56) : (tensor<11xi1>, tensor<11xi32>, tensor<11xf32>, tensor<6xf32>) -> (tensor<11xf32>, tensor<11xf32>)
      %58 = func.call @dynamic_update_index_in_dim(%iterArg_19, %57#1, %iterArg_17) : (tensor<13x11xf32>, tensor<11xf32>, tensor<i32>) -> tensor<13x11xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg_17, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %59, %57#0, %58 : tensor<13x6xf32>, tensor<11xi1>, tensor<11xi32>, tensor<i32>, tensor<11xf32>, tensor<13x11xf32>
    }
    %41 = stablehlo.slice %40#4 [10:11] : (tensor<11xf32>) -> tensor<1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1xf32>) -> tensor<f32>
    %43 = stablehlo.slice %40#4 [9:10] : (tensor<11xf32>) -> tensor<1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1xf32>) -> tensor<f32>
    %45 = stablehlo.maximum %42, %44 : tensor<f32>
    %46 = stablehlo.subtract %42, %44 : tensor<f32>
    %47 = stablehlo.compare NE, %46, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %48 = stablehlo.add %42, %44 : tensor<f32>
    %49 = stablehlo.abs %46 : tensor<f32>
    %50 = stablehlo.negate %49 : tensor<f32>
    %51 = stablehlo.exponential %50 : tensor<f32>
    %52 = stablehlo.log_plus_one %51 : tensor<f32>
    %53 = stablehlo.add %45, %52 : tensor<f32>
    %54 = stablehlo.select %47, %48, %53 : tensor<i1>, tensor<f32>
    %55 = stablehlo.negate %54 : tensor<f32>
    return %55, %40#5 : tensor<f32>, tensor<13x11xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<13x6xf32>, %arg1: tensor<i32>) -> tensor<6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 6] : (tensor<13x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @closed_call(%arg0: tensor<11xi1>, %arg1: tensor<11xi32>, %arg2: tensor<11xf32>, %arg3: tensor<6xf32>) -> (tensor<11xf32>, tensor<11xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg2 [0:10] : (tensor<11xf32>) -> tensor<10xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<10xf32>) -> tensor<11xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.slice %arg2 [0:9] : (tensor<11xf32>) -> tensor<9xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<2xf32>, tensor<9xf32>) -> tensor<11xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = call @_where(%arg0, %5, %cst_1) : (tensor<11xi1>, tensor<11xf32>, tensor<f32>) -> tensor<11xf32>
    %7 = stablehlo.maximum %arg2, %2 : tensor<11xf32>
    %8 = stablehlo.subtract %arg2, %2 : tensor<11xf32>
    %9 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xi1>
    %10 = stablehlo.add %arg2, %2 : tensor<11xf32>
    %11 = stablehlo.abs %8 : tensor<11xf32>
    %12 = stablehlo.negate %11 : tensor<11xf32>
    %13 = stablehlo.exponential %12 : tensor<11xf32>
    %14 = stablehlo.log_plus_one %13 : tensor<11xf32>
    %15 = stablehlo.add %7, %14 : tensor<11xf32>
    %16 = stablehlo.select %9, %10, %15 : tensor<11xi1>, tensor<11xf32>
    %17 = stablehlo.maximum %16, %6 : tensor<11xf32>
    %18 = stablehlo.subtract %16, %6 : tensor<11xf32>
    %19 = stablehlo.compare NE, %18, %18, FLOAT : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xi1>
    %20 = stablehlo.add %16, %6 : tensor<11xf32>
    %21 = stablehlo.abs %18 : tensor<11xf32>
    %22 = stablehlo.negate %21 : tensor<11xf32>
    %23 = stablehlo.exponential %22 : tensor<11xf32>
    %24 = stablehlo.log_plus_one %23 : tensor<11xf32>
    %25 = stablehlo.add %17, %24 : tensor<11xf32>
    %26 = stablehlo.select %19, %20, %25 : tensor<11xi1>, tensor<11xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %28 = stablehlo.compare LT, %arg1, %27, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %30 = stablehlo.add %arg1, %29 : tensor<11xi32>
    %31 = stablehlo.select %28, %30, %arg1 : tensor<11xi1>, tensor<11xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %33 = "stablehlo.gather"(%arg3, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<11x1xi32>) -> tensor<11xf32>
    %34 = stablehlo.convert %26 : tensor<11xf32>
    %35 = stablehlo.add %34, %33 : tensor<11xf32>
    return %35, %35 : tensor<11xf32>, tensor<11xf32>
  }
  func.func private @_where(%arg0: tensor<11xi1>, %arg1: tensor<11xf32>, %arg2: tensor<f32>) -> tensor<11xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<11xi1>, tensor<11xf32>
    return %1 : tensor<11xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<13x11xf32>, %arg1: tensor<11xf32>, %arg2: tensor<i32>) -> tensor<13x11xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<11xf32>) -> tensor<1x11xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<13x11xf32>, tensor<1x11xf32>, tensor<i32>, tensor<i32>) -> tensor<13x11xf32>
    return %1 : tensor<13x11xf32>
  }
}
