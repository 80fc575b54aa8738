module @jit_qr_canon attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false, mhlo.xla_entry_computation_result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], mhlo.xla_entry_computation_result_tiles = [[], []]} {
  func.func private @qr.1(%arg0: tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {api_version = 4 : i32, backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=6, j=4, k=6, l=4, m=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], xla_shape = "(f32[6,4]{0,1}, f32[4]{0})"} : (tensor<6x4xf32>) -> tuple<tensor<6x4xf32>, tensor<4xf32>>
    %1 = stablehlo.get_tuple_element %0[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=6, j=4, k=6, l=4, m=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6,4]{0,1}"} : (tuple<tensor<6x4xf32>, tensor<4xf32>>) -> tensor<6x4xf32>
    %2 = stablehlo.get_tuple_element %0[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=6, j=4, k=6, l=4, m=4}, custom>"}} : (tuple<tensor<6x4xf32>, tensor<4xf32>>) -> tensor<4xf32>
    %3 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %2) {api_version = 4 : i32, backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=6, j=4, k=4, l=6, m=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layout = dense<[0, 1]> : tensor<2xindex>, result_layouts = [dense<[0, 1]> : tensor<2xindex>], xla_shape = "f32[6,4]{0,1}"} : (tensor<6x4xf32>, tensor<4xf32>) -> tensor<6x4xf32>
    %4 = stablehlo.iota dim = 0 : tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %7 = stablehlo.add %5, %6 : tensor<4x4xi32>
    %8 = stablehlo.iota dim = 0 : tensor<4xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %10 = stablehlo.compare GE, %7, %9 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %12 = stablehlo.slice %1 [0:4, 0:4] : (tensor<6x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.select %10, %11, %12 : tensor<4x4xi1>, tensor<4x4xf32>
    return %3, %13 : tensor<6x4xf32>, tensor<4x4xf32>
  }
  func.func private @diagonal.2(%arg0: tensor<4x4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.add %0, %3 : tensor<4xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<4xi1>, tensor<4xi32>
    %6 = stablehlo.reshape %5 : (tensor<4xi32>) -> tensor<4x1xi32>
    %7 = stablehlo.iota dim = 0 : tensor<4xi32>
    %8 = stablehlo.compare LT, %7, %1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %9 = stablehlo.add %7, %3 : tensor<4xi32>
    %10 = stablehlo.select %8, %9, %7 : tensor<4xi1>, tensor<4xi32>
    %11 = stablehlo.reshape %10 : (tensor<4xi32>) -> tensor<4x1xi32>
    %12 = stablehlo.concatenate %6, %11, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %13 = "stablehlo.gather"(%arg0, %12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    return %13 : tensor<4xf32>
  }
  func.func @main(%arg0: tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x4xf32>) {
    %0:2 = call @qr.1(%arg0) : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<4x4xf32>)
    %1 = call @diagonal.2(%0#1) : (tensor<4x4xf32>) -> tensor<4xf32>
    %2 = stablehlo.sign %1 : tensor<4xf32>
    %3 = stablehlo.reshape %2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x4xf32>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<4xf32>) -> tensor<6x4xf32>
    %7 = stablehlo.multiply %0#0, %6 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6,4]{0,1}"} : tensor<6x4xf32>
    %8 = stablehlo.reshape %2 : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x1xf32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %12 = stablehlo.multiply %0#1, %11 : tensor<4x4xf32>
    return %7, %12 : tensor<6x4xf32>, tensor<4x4xf32>
  }
}
