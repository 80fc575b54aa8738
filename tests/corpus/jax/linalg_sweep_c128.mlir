module @jit_sweep_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}, tensor<4xf64> {jax.result_info = "result[2]"}, tensor<4xf64> {jax.result_info = "result[3]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<4xf64> {jax.result_info = "result[5]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[7]"}, tensor<4xf64> {jax.result_info = "result[8]"}, tensor<3xf64> {jax.result_info = "result[9]"}, tensor<3xcomplex<f64>> {jax.result_info = "result[10]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[11]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[12]"}) {
    %c = stablehlo.constant dense<0> : tensor<1xi64>
    %0:3 = call @_qr(%arg0) : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<4xi32>)
    %1:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<i32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %7 = stablehlo.select %6, %1#1, %5 : tensor<4xi1>, tensor<4xf64>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %11 = stablehlo.select %10, %1#2, %9 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %15 = stablehlo.select %14, %1#3, %13 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %16 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %17 = stablehlo.real %16 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %18 = stablehlo.imag %16 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %19 = stablehlo.negate %18 : tensor<4x4xf64>
    %20 = stablehlo.complex %17, %19 : tensor<4x4xcomplex<f64>>
    %21 = stablehlo.add %arg0, %20 : tensor<4x4xcomplex<f64>>
    %22 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %23 = call @diagonal(%0#1) : (tensor<4x4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %24 = stablehlo.abs %23 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %25 = call @svd(%arg0) : (tensor<4x4xcomplex<f64>>) -> tensor<4xf64>
    %26 = stablehlo.slice %11 [0:1, 0:4] : (tensor<4x4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %27 = stablehlo.reshape %26 : (tensor<1x4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %28 = stablehlo.slice %11 [0:1, 0:4] : (tensor<4x4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %29 = stablehlo.reshape %28 : (tensor<1x4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
    %30 = stablehlo.abs %29 : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %31 = stablehlo.convert %30 : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
    %32 = stablehlo.divide %27, %31 : tensor<4xcomplex<f64>>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<4xcomplex<f64>>) -> tensor<1x4xcomplex<f64>>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %35 = stablehlo.divide %11, %34 : tensor<4x4xcomplex<f64>>
    %36 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4xcomplex<f64>>) -> tensor<4x1xcomplex<f64>>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<4x1xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %38 = stablehlo.multiply %15, %37 : tensor<4x4xcomplex<f64>>
    %39:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%21) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=4, j=4, k=4, l=4, m=4, n=3, o=3}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<3xf64>, tensor<3xcomplex<f64>>, tensor<i32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<i32>
    %41 = stablehlo.compare EQ, %39#4, %40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %45 = stablehlo.select %44, %39#0, %43 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %46 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %49 = stablehlo.select %48, %39#1, %47 : tensor<4xi1>, tensor<4xf64>
    %50 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_6 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %53 = stablehlo.select %52, %39#2, %51 : tensor<3xi1>, tensor<3xf64>
    %54 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %57 = stablehlo.select %56, %39#3, %55 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %58 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %59 = stablehlo.real %58 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %60 = stablehlo.imag %58 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %61 = stablehlo.negate %60 : tensor<4x4xf64>
    %62 = stablehlo.complex %59, %61 : tensor<4x4xcomplex<f64>>
    %63 = stablehlo.dot_general %arg0, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %64 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %65 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %66 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %67 = stablehlo.add %64, %66 : tensor<4x4xi64>
    %68 = stablehlo.compare EQ, %67, %65, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %69 = stablehlo.convert %68 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %71 = stablehlo.multiply %70, %69 : tensor<4x4xf64>
    %72 = stablehlo.convert %71 : (tensor<4x4xf64>) -> tensor<4x4xcomplex<f64>>
    %73 = stablehlo.add %63, %72 : tensor<4x4xcomplex<f64>>
    %74 = call @cholesky(%73) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %75 = call @_take(%0#0, %c) : (tensor<4x4xcomplex<f64>>, tensor<1xi64>) -> tensor<1x4xcomplex<f64>>
    %76 = stablehlo.abs %75 : (tensor<1x4xcomplex<f64>>) -> tensor<1x4xf64>
    %77 = stablehlo.convert %76 : (tensor<1x4xf64>) -> tensor<1x4xcomplex<f64>>
    %78 = stablehlo.divide %75, %77 : tensor<1x4xcomplex<f64>>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %80 = stablehlo.divide %0#0, %79 : tensor<4x4xcomplex<f64>>
    return %22, %0#2, %24, %25, %35, %7, %38, %45, %49, %53, %57, %74, %80 : tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<4xf64>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<3xf64>, tensor<3xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>
  }
  func.func private @_qr(%arg0: tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<4xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:3 = stablehlo.custom_call @lapack_zgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<4xi32>) -> (tensor<4x4xcomplex<f64>>, tensor<4xi32>, tensor<4xcomplex<f64>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<4xi32>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %4 = stablehlo.pad %1#0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %5 = stablehlo.custom_call @lapack_zungqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %8 = stablehlo.add %6, %7 : tensor<4x4xi64>
    %9 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    return %5, %12, %3 : tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<4xi32>
  }
  func.func private @diagonal(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<4xi64>
      %9 = stablehlo.iota dim = 0 : tensor<4xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_2 = stablehlo.constant dense<4> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %13 = stablehlo.add %8, %12 : tensor<4xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<4xi1>, tensor<4xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
      %c_4 = stablehlo.constant dense<4> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<4xi64>
      %18 = stablehlo.add %9, %17 : tensor<4xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<4xi1>, tensor<4xi64>
      %20 = stablehlo.convert %14 : (tensor<4xi64>) -> tensor<4xi32>
      %21 = stablehlo.convert %19 : (tensor<4xi64>) -> tensor<4xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xcomplex<f64>>, tensor<4x2xi32>) -> tensor<4xcomplex<f64>>
      stablehlo.return %25 : tensor<4xcomplex<f64>>
    }) : (tensor<i32>) -> tensor<4xcomplex<f64>>
    return %7 : tensor<4xcomplex<f64>>
  }
  func.func private @svd(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4xf64> {
    %0:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4, q=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<4xf64>, tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<4xi1>, tensor<4xf64>
    return %6 : tensor<4xf64>
  }
  func.func private @cholesky(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %3 = stablehlo.negate %2 : tensor<4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<4x4xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<4x4xcomplex<f64>>
    %8:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %15 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %17 = stablehlo.add %15, %16 : tensor<4x4xi64>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %21 = stablehlo.select %19, %14, %20 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    return %21 : tensor<4x4xcomplex<f64>>
  }
  func.func private @_take(%arg0: tensor<4x4xcomplex<f64>>, %arg1: tensor<1xi64>) -> tensor<1x4xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %3 = stablehlo.add %arg1, %2 : tensor<1xi64>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1xi1>, tensor<1xi64>, tensor<1xi64>) -> tensor<1xi64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi64>) -> tensor<1x1xi64>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %6 = stablehlo.convert %5 : (tensor<1x1xi64>) -> tensor<1x1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %10 = stablehlo.compare LE, %6, %9, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1x1xi1>, tensor<i1>) -> tensor<1xi1>
    %13 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xcomplex<f64>>, tensor<1x1xi32>) -> tensor<1x4xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1xi1>) -> tensor<1x4xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0.000000e+00)> : tensor<complex<f64>>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<1x4xcomplex<f64>>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x4xi1>, tensor<1x4xcomplex<f64>>
    return %16 : tensor<1x4xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<1xi64>, %arg2: tensor<1xi64>) -> tensor<1xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi64>
    return %0 : tensor<1xi64>
  }
}
