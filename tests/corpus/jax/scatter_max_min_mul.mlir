module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.minimum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<5xi32>, %arg2: tensor<5xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare LT, %arg1, %0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<5xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<5xi1>, tensor<5xi32>
    %5 = stablehlo.reshape %4 : (tensor<5xi32>) -> tensor<5x1xi32>
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<8xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<8xf32>
    %7 = stablehlo.compare LT, %arg1, %0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %8 = stablehlo.add %arg1, %2 : tensor<5xi32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<5xi1>, tensor<5xi32>
    %10 = stablehlo.reshape %9 : (tensor<5xi32>) -> tensor<5x1xi32>
    %11 = "stablehlo.scatter"(%arg0, %10, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.minimum %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<8xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<8xf32>
    %12 = stablehlo.compare LT, %arg1, %0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %13 = stablehlo.add %arg1, %2 : tensor<5xi32>
    %14 = stablehlo.select %12, %13, %arg1 : tensor<5xi1>, tensor<5xi32>
    %15 = stablehlo.reshape %14 : (tensor<5xi32>) -> tensor<5x1xi32>
    %16 = "stablehlo.scatter"(%arg0, %15, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %17 = stablehlo.multiply %arg3, %arg4 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<8xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<8xf32>
    return %6, %11, %16 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
