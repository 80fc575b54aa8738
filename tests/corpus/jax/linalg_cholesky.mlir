module @jit_cholesky attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @cholesky.1(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
    %2 = stablehlo.iota dim = 0 : tensor<4xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
    %4 = stablehlo.compare GE, %1, %3 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x4xf32>
    %9 = stablehlo.custom_call @lapack_spotrf_ffi(%8) {api_version = 4 : i32, backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], xla_shape = "(f32[4,4]{0,1}, s32[])"} : (tensor<4x4xf32>) -> tuple<tensor<4x4xf32>, tensor<i32>>
    %10 = stablehlo.get_tuple_element %9[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>"}} : (tuple<tensor<4x4xf32>, tensor<i32>>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare EQ, %10, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = stablehlo.reshape %11 : (tensor<i1>) -> tensor<1x1xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %14 = stablehlo.reshape %13 : (tensor<1x1xi1>) -> tensor<i1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %16 = stablehlo.get_tuple_element %9[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<4x4xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %18 = stablehlo.select %15, %16, %17 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %20 = stablehlo.select %4, %18, %19 : tensor<4x4xi1>, tensor<4x4xf32>
    return %20 : tensor<4x4xf32>
  }
  func.func @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = call @cholesky.1(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
