module @jit_solve attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false, mhlo.xla_entry_computation_result_layout = [dense<[0, 1]> : tensor<2xindex>], mhlo.xla_entry_computation_result_tiles = [[]]} {
  func.func private @region_1.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    return %arg1 : tensor<i32>
  }
  func.func private @region_2.2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    return %arg1 : tensor<i32>
  }
  func.func private @closed_call.3(%arg0: tensor<5xi32>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.compare LT, %arg1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %7 = stablehlo.select %5, %6, %arg1 : tensor<i1>, tensor<i32>
    %8 = stablehlo.dynamic_slice %arg0, %7, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
    %10 = stablehlo.compare LT, %9, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.add %9, %c_1 : tensor<i32>
    %12 = stablehlo.select %10, %11, %9 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg2, %12, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
    %15 = "stablehlo.scatter"(%arg2, %4, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %16 = stablehlo.compare LT, %9, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %17 = stablehlo.add %9, %c_1 : tensor<i32>
    %18 = stablehlo.select %16, %17, %9 : tensor<i1>, tensor<i32>
    %19 = stablehlo.reshape %18 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.compare LT, %arg1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %21 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %22 = stablehlo.select %20, %21, %arg1 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_slice %arg2, %22, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.reshape %23 : (tensor<1xi32>) -> tensor<i32>
    %25 = "stablehlo.scatter"(%15, %19, %24) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %0, %25 : tensor<i32>, tensor<5xi32>
  }
  func.func private @region_0.4(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<5xi32>, %arg3: tensor<5xi32>) -> (tensor<i32>, tensor<i32>, tensor<5xi32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:2 = call @closed_call.3(%arg3, %arg1, %arg2) : (tensor<5xi32>, tensor<i32>, tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>)
    return %0, %1#0, %1#1, %arg3 : tensor<i32>, tensor<i32>, tensor<5xi32>, tensor<5xi32>
  }
  func.func private @region_3.5(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<5xi32>, %arg3: tensor<5xi32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @_lu_solve.6(%arg0: tensor<5x5xf32>, %arg1: tensor<5xi32>, %arg2: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.reshape %arg2 : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.compare LT, %arg1, %1 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<5xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<5xi1>, tensor<5xi32>
    %6 = stablehlo.reshape %5 : (tensor<5xi32>) -> tensor<5x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x5x1xf32>, tensor<5x1xi32>) -> tensor<2x5x1xf32>
    %8 = stablehlo.transpose %7, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[5,1,2]{1,0,2}"} : (tensor<2x5x1xf32>) -> tensor<5x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %9) {api_version = 4 : i32, backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layout = dense<[0, 1]> : tensor<2xindex>, result_layouts = [dense<[0, 1]> : tensor<2xindex>], xla_shape = "f32[5,2]{0,1}"} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %11 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %10) {api_version = 4 : i32, backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layout = dense<[0, 1]> : tensor<2xindex>, result_layouts = [dense<[0, 1]> : tensor<2xindex>], xla_shape = "f32[5,2]{0,1}"} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<5x2xf32>) -> tensor<5x1x2xf32>
    %13 = stablehlo.transpose %12, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[2,5,1]{0,2,1}"} : (tensor<5x1x2xf32>) -> tensor<2x5x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x5x1xf32>) -> tensor<2x5xf32>
    return %14 : tensor<2x5xf32>
  }
  func.func private @solve.7(%arg0: tensor<5x5xf32>, %arg1: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %1 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {api_version = 4 : i32, backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], xla_shape = "(f32[5,5]{0,1}, s32[5]{0}, s32[])"} : (tensor<5x5xf32>) -> tuple<tensor<5x5xf32>, tensor<5xi32>, tensor<i32>>
    %2 = stablehlo.get_tuple_element %1[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}} : (tuple<tensor<5x5xf32>, tensor<5xi32>, tensor<i32>>) -> tensor<5xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.subtract %2, %3 : tensor<5xi32>
    %5:4 = stablehlo.while(%iterArg = %c, %iterArg_1 = %c, %iterArg_2 = %0, %iterArg_3 = %4) : tensor<i32>, tensor<i32>, tensor<5xi32>, tensor<5xi32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      %19:2 = func.call @closed_call.3(%iterArg_3, %iterArg_1, %iterArg_2) : (tensor<5xi32>, tensor<i32>, tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>)
      stablehlo.return %18, %19#0, %19#1, %iterArg_3 : tensor<i32>, tensor<i32>, tensor<5xi32>, tensor<5xi32>
    }
    %6 = stablehlo.get_tuple_element %1[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}} : (tuple<tensor<5x5xf32>, tensor<5xi32>, tensor<i32>>) -> tensor<i32>
    %7 = stablehlo.compare GE, %6, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.reshape %7 : (tensor<i1>) -> tensor<1x1xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %10 = stablehlo.reshape %9 : (tensor<1x1xi1>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %12 = stablehlo.get_tuple_element %1[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,5]{0,1}"} : (tuple<tensor<5x5xf32>, tensor<5xi32>, tensor<i32>>) -> tensor<5x5xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<5x5xi1>, tensor<5x5xf32>
    %15 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,5]{0,1}"} : (tensor<5x2xf32>) -> tensor<2x5xf32>
    %16 = call @_lu_solve.6(%14, %5#2, %15) : (tensor<5x5xf32>, tensor<5xi32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,2]{0,1}"} : (tensor<2x5xf32>) -> tensor<5x2xf32>
    return %17 : tensor<5x2xf32>
  }
  func.func @main(%arg0: tensor<5x5xf32>, %arg1: tensor<5x2xf32>) -> tensor<5x2xf32> {
    %0 = call @solve.7(%arg0, %arg1) {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,2]{0,1}"} : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
    return %0 : tensor<5x2xf32>
  }
}
