module @jit_schur_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf64>) -> (tensor<5xf64> {jax.result_info = "result[0]"}, tensor<5x5xf64> {jax.result_info = "result[1]"}, tensor<5x5xf64> {jax.result_info = "result[2]"}, tensor<5x5xf64> {jax.result_info = "result[3]"}) {
    %0:2 = call @_schur(%arg0) : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>)
    %1 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %2 = call @diagonal(%0#0) : (tensor<5x5xf64>) -> tensor<5xf64>
    %3 = call @sort(%2) : (tensor<5xf64>) -> tensor<5xf64>
    %4 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %5 = stablehlo.dot_general %4, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %6 = stablehlo.dot_general %1, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %7 = call @tril(%0#0) : (tensor<5x5xf64>) -> tensor<5x5xf64>
    return %3, %5, %6, %7 : tensor<5xf64>, tensor<5x5xf64>, tensor<5x5xf64>, tensor<5x5xf64>
  }
  func.func private @_schur(%arg0: tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>) {
    %0:6 = stablehlo.custom_call @lapack_dgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [p], [], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xf64>
    return %6, %10 : tensor<5x5xf64>, tensor<5x5xf64>
  }
  func.func private @diagonal(%arg0: tensor<5x5xf64>) -> tensor<5xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %1 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %3 = stablehlo.add %0, %2 : tensor<5x5xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %5 = stablehlo.convert %4 : (tensor<5x5xi1>) -> tensor<5x5xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<5xi64>
      %9 = stablehlo.iota dim = 0 : tensor<5xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<5xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
      %c_2 = stablehlo.constant dense<5> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<5xi64>
      %13 = stablehlo.add %8, %12 : tensor<5xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<5xi1>, tensor<5xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<5xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
      %c_4 = stablehlo.constant dense<5> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5xi64>
      %18 = stablehlo.add %9, %17 : tensor<5xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<5xi1>, tensor<5xi64>
      %20 = stablehlo.convert %14 : (tensor<5xi64>) -> tensor<5xi32>
      %21 = stablehlo.convert %19 : (tensor<5xi64>) -> tensor<5xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xf64>, tensor<5x2xi32>) -> tensor<5xf64>
      stablehlo.return %25 : tensor<5xf64>
    }) : (tensor<i32>) -> tensor<5xf64>
    return %7 : tensor<5xf64>
  }
  func.func private @sort(%arg0: tensor<5xf64>) -> tensor<5xf64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f64>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f64>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f64>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<5xf64>) -> tensor<5xf64>
    return %0 : tensor<5xf64>
  }
  func.func private @tril(%arg0: tensor<5x5xf64>) -> tensor<5x5xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xf64>
    return %6 : tensor<5x5xf64>
  }
}
