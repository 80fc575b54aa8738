module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @take_along_axis.2(%arg0: tensor<5x7xf32>, %arg1: tensor<5x3xi32>) -> tensor<5x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0 : (tensor<5x3xi32>, tensor<5x3xi32>) -> tensor<5x3xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5x3xi1>, tensor<5x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<5x3xi32>) -> tensor<5x3x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5x3x1xi32>
    %7 = stablehlo.compare GE, %5, %6 : (tensor<5x3x1xi32>, tensor<5x3x1xi32>) -> tensor<5x3x1xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5x3x1xi32>
    %9 = stablehlo.compare LE, %5, %8 : (tensor<5x3x1xi32>, tensor<5x3x1xi32>) -> tensor<5x3x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<5x3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<5x3x1xi1>, tensor<i1>) -> tensor<5x3xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x7xf32>, tensor<5x3x1xi32>) -> tensor<5x3xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<5x3xi1>, tensor<5x3xf32>
    return %14 : tensor<5x3xf32>
  }
  func.func @main(%arg0: tensor<5x7xf32>, %arg1: tensor<5x3xi32>) -> tensor<5x3xf32> {
    %0 = call @take_along_axis.2(%arg0, %arg1) : (tensor<5x7xf32>, tensor<5x3xi32>) -> tensor<5x3xf32>
    return %0 : tensor<5x3xf32>
  }
}
