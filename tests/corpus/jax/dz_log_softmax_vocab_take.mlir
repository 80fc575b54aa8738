module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x1031xf32>, %arg1: tensor<12xi32>) -> (tensor<12x1031xf32> {jax.result_info = "result[0]"}, tensor<12x1xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}) {
    %0 = call @log_softmax(%arg0) : (tensor<12x1031xf32>) -> tensor<12x1031xf32>
    %1 = call @log_softmax(%arg0) : (tensor<12x1031xf32>) -> tensor<12x1031xf32>
    %2 = stablehlo.abs %arg1 : tensor<12xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %4 = call @take_along_axis(%1, %3) : (tensor<12x1031xf32>, tensor<12x1xi32>) -> tensor<12x1xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<12xf32>
    %8 = stablehlo.is_finite %7 : (tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.select %8, %7, %9 : tensor<12xi1>, tensor<12xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x1031xf32>
    %13 = stablehlo.subtract %arg0, %12 : tensor<12x1031xf32>
    %14 = stablehlo.exponential %13 : tensor<12x1031xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.abs %15 : tensor<12xf32>
    %17 = stablehlo.log %16 : tensor<12xf32>
    %18 = stablehlo.add %17, %10 : tensor<12xf32>
    return %0, %4, %18 : tensor<12x1031xf32>, tensor<12x1xf32>, tensor<12xf32>
  }
  func.func private @log_softmax(%arg0: tensor<12x1031xf32>) -> tensor<12x1031xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<12xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x1031xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<12x1031xf32>
    %6 = stablehlo.exponential %5 : tensor<12x1031xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %9 = stablehlo.log %8 : tensor<12x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x1031xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<12x1031xf32>
    return %11 : tensor<12x1031xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<12x1031xf32>, %arg1: tensor<12x1xi32>) -> tensor<12x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %c_0 = stablehlo.constant dense<1031> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<12x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<12x1xi1>, tensor<12x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<12x1xi32>) -> tensor<12x1x1xi32>
    %c_1 = stablehlo.constant dense<1030> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<12x1x1xi32>, tensor<12x1x1xi32>) -> tensor<12x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<12x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<12x1x1xi32>, tensor<12x1x1xi32>) -> tensor<12x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<12x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<12x1x1xi1>, tensor<i1>) -> tensor<12x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<12x1031xf32>, tensor<12x1x1xi32>) -> tensor<12x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<12x1xi1>, tensor<12x1xf32>
    return %15 : tensor<12x1xf32>
  }
}
