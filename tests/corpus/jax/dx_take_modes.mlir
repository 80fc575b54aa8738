module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7xf32>, %arg1: tensor<9xi32>) -> (tensor<5x9xf32> {jax.result_info = "result[0]"}, tensor<5x9xf32> {jax.result_info = "result[1]"}, tensor<5x9xf32> {jax.result_info = "result[2]"}, tensor<5x9xf32> {jax.result_info = "result[3]"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<5x7xf32>, tensor<9xi32>) -> tensor<5x9xf32>
    %1 = call @_take_0(%arg0, %arg1) : (tensor<5x7xf32>, tensor<9xi32>) -> tensor<5x9xf32>
    %2 = call @_take_1(%arg0, %arg1) : (tensor<5x7xf32>, tensor<9xi32>) -> tensor<5x9xf32>
    %3 = call @_take_3(%arg0, %arg1) : (tensor<5x7xf32>, tensor<9xi32>) -> tensor<5x9xf32>
    return %0, %1, %2, %3 : tensor<5x9xf32>, tensor<5x9xf32>, tensor<5x9xf32>, tensor<5x9xf32>
  }
  func.func private @_take(%arg0: tensor<5x7xf32>, %arg1: tensor<9xi32>) -> tensor<5x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x7xf32>, tensor<9x1xi32>) -> tensor<5x9xf32>
    return %1 : tensor<5x9xf32>
  }
  func.func private @_take_0(%arg0: tensor<5x7xf32>, %arg1: tensor<9xi32>) -> tensor<5x9xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<9xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<9x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<9x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<9x1xi1>, tensor<i1>) -> tensor<9xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x7xf32>, tensor<9x1xi32>) -> tensor<5x9xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<9xi1>) -> tensor<5x9xi1>
    %cst = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x9xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<5x9xi1>, tensor<5x9xf32>
    return %16 : tensor<5x9xf32>
  }
  func.func private @_where(%arg0: tensor<9xi1>, %arg1: tensor<9xi32>, %arg2: tensor<9xi32>) -> tensor<9xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9xi1>, tensor<9xi32>
    return %0 : tensor<9xi32>
  }
  func.func private @_take_1(%arg0: tensor<5x7xf32>, %arg1: tensor<9xi32>) -> tensor<5x9xf32> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %0 = call @remainder(%arg1, %c) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %2 = "stablehlo.gather"(%arg0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x7xf32>, tensor<9x1xi32>) -> tensor<5x9xf32>
    return %2 : tensor<5x9xf32>
  }
  func.func private @remainder(%arg0: tensor<9xi32>, %arg1: tensor<i32>) -> tensor<9xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_2(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<9xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<9xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %11 = stablehlo.and %10, %5 : tensor<9xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %13 = stablehlo.add %3, %12 : tensor<9xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<9xi1>, tensor<9xi32>
    return %14 : tensor<9xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<5x7xf32>, %arg1: tensor<9xi32>) -> tensor<5x9xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<9xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<9x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<9x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<9x1xi1>, tensor<i1>) -> tensor<9xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x7xf32>, tensor<9x1xi32>) -> tensor<5x9xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<9xi1>) -> tensor<5x9xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x9xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<5x9xi1>, tensor<5x9xf32>
    return %16 : tensor<5x9xf32>
  }
}
