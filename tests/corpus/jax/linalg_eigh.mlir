module @jit_eigh_canon attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @eigh.1(%arg0: tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5x5xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,5]{0,1}"} : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<5x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<5x5xf32>
    %4 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {api_version = 4 : i32, backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], xla_shape = "(f32[5,5]{0,1}, f32[5]{0}, s32[])"} : (tensor<5x5xf32>) -> tuple<tensor<5x5xf32>, tensor<5xf32>, tensor<i32>>
    %5 = stablehlo.get_tuple_element %4[2] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}} : (tuple<tensor<5x5xf32>, tensor<5xf32>, tensor<i32>>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare EQ, %5, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.reshape %6 : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<1xi1>
    %9 = stablehlo.reshape %8 : (tensor<1xi1>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.get_tuple_element %4[1] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}} : (tuple<tensor<5x5xf32>, tensor<5xf32>, tensor<i32>>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.select %10, %11, %12 : tensor<5xi1>, tensor<5xf32>
    %14 = stablehlo.reshape %6 : (tensor<i1>) -> tensor<1x1xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1xi1>
    %16 = stablehlo.reshape %15 : (tensor<1x1xi1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<5x5xi1>
    %18 = stablehlo.get_tuple_element %4[0] {mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>"}, result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[5,5]{0,1}"} : (tuple<tensor<5x5xf32>, tensor<5xf32>, tensor<i32>>) -> tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %20 = stablehlo.select %17, %18, %19 : tensor<5x5xi1>, tensor<5x5xf32>
    return %13, %20 : tensor<5xf32>, tensor<5x5xf32>
  }
  func.func @main(%arg0: tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5x5xf32>) {
    %0:2 = call @eigh.1(%arg0) : (tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5x5xf32>)
    %1 = stablehlo.slice %0#1 [0:1, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.sign %1 : tensor<1x5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x5xf32>) -> tensor<5xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<5xf32>) -> tensor<5x5xf32>
    %6 = stablehlo.multiply %0#1, %5 : tensor<5x5xf32>
    return %0#0, %6 : tensor<5xf32>, tensor<5x5xf32>
  }
}
