module @jit_svd_canon attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @svd.1(%arg0: tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>) {
    %0 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {api_version = 4 : i32, backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=4, p=4, q=4}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], xla_shape = "(f32[5,4]{0,1}, f32[4]{0}, f32[5,4]{0,1}, f32[4,4]{0,1}, s32[])"} : (tensor<5x4xf32>) -> tuple<tensor<5x4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<4x4xf32>, tensor<i32>>
    %1 = stablehlo.get_tuple_element %0[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=4, p=4, q=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,4]{0,1}"} : (tuple<tensor<5x4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<5x4xf32>
    %2 = stablehlo.get_tuple_element %0[4] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=4, p=4, q=4}, custom>"}} : (tuple<tensor<5x4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare EQ, %2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.reshape %3 : (tensor<i1>) -> tensor<1x1xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %6 = stablehlo.reshape %5 : (tensor<1x1xi1>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<5x4xi1>
    %8 = stablehlo.get_tuple_element %0[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=4, p=4, q=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,4]{0,1}"} : (tuple<tensor<5x4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<5x4xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %10 = stablehlo.select %7, %8, %9 : tensor<5x4xi1>, tensor<5x4xf32>
    %11 = stablehlo.reshape %3 : (tensor<i1>) -> tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
    %13 = stablehlo.reshape %12 : (tensor<1xi1>) -> tensor<i1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %15 = stablehlo.get_tuple_element %0[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=4, p=4, q=4}, custom>"}} : (tuple<tensor<5x4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.select %14, %15, %16 : tensor<4xi1>, tensor<4xf32>
    %18 = stablehlo.reshape %3 : (tensor<i1>) -> tensor<1x1xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %20 = stablehlo.reshape %19 : (tensor<1x1xi1>) -> tensor<i1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %22 = stablehlo.get_tuple_element %0[3] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=4, k=5, l=4, m=4, n=5, o=4, p=4, q=4}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,4]{0,1}"} : (tuple<tensor<5x4xf32>, tensor<4xf32>, tensor<5x4xf32>, tensor<4x4xf32>, tensor<i32>>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<4x4xi1>, tensor<4x4xf32>
    return %10, %17, %24 : tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
  func.func @main(%arg0: tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>) {
    %0:3 = call @svd.1(%arg0) : (tensor<5x4xf32>) -> (tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>)
    %1 = stablehlo.slice %0#0 [0:1, 0:4] : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.sign %1 : tensor<1x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x4xf32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<4xf32>) -> tensor<5x4xf32>
    %6 = stablehlo.multiply %0#0, %5 : tensor<5x4xf32>
    %7 = stablehlo.reshape %2 : (tensor<1x4xf32>) -> tensor<4x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x1xf32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %11 = stablehlo.multiply %0#2, %10 : tensor<4x4xf32>
    return %6, %0#1, %11 : tensor<5x4xf32>, tensor<4xf32>, tensor<4x4xf32>
  }
}
