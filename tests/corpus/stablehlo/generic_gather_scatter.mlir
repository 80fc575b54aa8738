func.func @main(%table: tensor<5x4xf32>, %idx: tensor<3x1xi32>, %upd: tensor<3x4xf32>, %bt: tensor<2x5x3xf32>, %bidx: tensor<2x2x1xi32>) -> (tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x2x3xf32>) {
  %g = "stablehlo.gather"(%table, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  %s = "stablehlo.scatter"(%table, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %p = "stablehlo.multiply"(%old, %new) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%p) : (tensor<f32>) -> ()
  }) : (tensor<5x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %bg = "stablehlo.gather"(%bt, %bidx) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x2x1xi32>) -> tensor<2x2x3xf32>
  return %g, %s, %bg : tensor<3x4xf32>, tensor<5x4xf32>, tensor<2x2x3xf32>
}
