module @jit_ormqr_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32>, %arg1: tensor<5x2xf32>) -> (tensor<5x2xf32> {jax.result_info = "result[0]"}, tensor<2x5xf32> {jax.result_info = "result[1]"}) {
    %0:2 = call @qr(%arg0) : (tensor<5x3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    %2 = stablehlo.custom_call @lapack_sormqr_ffi(%1, %0#1, %arg1) {backend_config = "", mhlo.backend_config = {left = true, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=5, j=3, k=3, l=5, m=2, n=5, o=2}, custom>} : (tensor<5x3xf32>, tensor<3xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %3 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
    %4 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<5x2xf32>) -> tensor<2x5xf32>
    %5 = stablehlo.custom_call @lapack_sormqr_ffi(%3, %0#1, %4) {backend_config = "", mhlo.backend_config = {left = false, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=5, j=3, k=3, l=2, m=5, n=2, o=5}, custom>} : (tensor<5x3xf32>, tensor<3xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    return %2, %5 : tensor<5x2xf32>, tensor<2x5xf32>
  }
  func.func private @qr(%arg0: tensor<5x3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=5, j=3, k=5, l=3, m=3}, custom>} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>)
    %1 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
    return %1, %0#1 : tensor<3x5xf32>, tensor<3xf32>
  }
}
