module @jit_eig_left_right_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf64>) -> (tensor<5xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<5x5xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<5x5xcomplex<f64>> {jax.result_info = "result[2]"}) {
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<5xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %16 = call @argsort(%7) : (tensor<5xcomplex<f64>>) -> tensor<5xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<5> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %20 = stablehlo.add %16, %19 : tensor<5xi64>
    %21 = stablehlo.select %18, %20, %16 : tensor<5xi1>, tensor<5xi64>
    %22 = stablehlo.convert %21 : (tensor<5xi64>) -> tensor<5xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %24 = "stablehlo.gather"(%11, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xcomplex<f64>>, tensor<5x1xi32>) -> tensor<5x5xcomplex<f64>>
    %25 = stablehlo.slice %24 [0:1, 0:5] : (tensor<5x5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %27 = stablehlo.compare LT, %16, %26, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i64>
    %28 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %29 = stablehlo.add %16, %28 : tensor<5xi64>
    %30 = stablehlo.select %27, %29, %16 : tensor<5xi1>, tensor<5xi64>
    %31 = stablehlo.convert %30 : (tensor<5xi64>) -> tensor<5xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %33 = "stablehlo.gather"(%7, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xcomplex<f64>>, tensor<5x1xi32>) -> tensor<5xcomplex<f64>>
    %34 = stablehlo.abs %25 : (tensor<1x5xcomplex<f64>>) -> tensor<1x5xf64>
    %35 = stablehlo.convert %34 : (tensor<1x5xf64>) -> tensor<1x5xcomplex<f64>>
    %36 = stablehlo.divide %25, %35 : tensor<1x5xcomplex<f64>>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %38 = stablehlo.divide %24, %37 : tensor<5x5xcomplex<f64>>
    %39 = call @argsort(%7) : (tensor<5xcomplex<f64>>) -> tensor<5xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %40 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %41 = stablehlo.compare LT, %39, %40, SIGNED : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi1>
    %c_7 = stablehlo.constant dense<5> : tensor<i64>
    %42 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i64>) -> tensor<5xi64>
    %43 = stablehlo.add %39, %42 : tensor<5xi64>
    %44 = stablehlo.select %41, %43, %39 : tensor<5xi1>, tensor<5xi64>
    %45 = stablehlo.convert %44 : (tensor<5xi64>) -> tensor<5xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %47 = "stablehlo.gather"(%15, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x5xcomplex<f64>>, tensor<5x1xi32>) -> tensor<5x5xcomplex<f64>>
    %48 = stablehlo.slice %47 [0:1, 0:5] : (tensor<5x5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %49 = stablehlo.abs %48 : (tensor<1x5xcomplex<f64>>) -> tensor<1x5xf64>
    %50 = stablehlo.convert %49 : (tensor<1x5xf64>) -> tensor<1x5xcomplex<f64>>
    %51 = stablehlo.divide %48, %50 : tensor<1x5xcomplex<f64>>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %53 = stablehlo.divide %47, %52 : tensor<5x5xcomplex<f64>>
    return %33, %38, %53 : tensor<5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>
  }
  func.func private @argsort(%arg0: tensor<5xcomplex<f64>>) -> tensor<5xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<5xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %3 = stablehlo.compare EQ, %2, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %4 = stablehlo.select %3, %cst_0, %2 : tensor<i1>, tensor<f64>
      %5 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f64>
      %7 = stablehlo.imag %arg1 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %8 = stablehlo.compare EQ, %7, %cst_2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.select %8, %cst_3, %7 : tensor<i1>, tensor<f64>
      %10 = stablehlo.compare NE, %7, %7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %11 = stablehlo.select %10, %cst_4, %9 : tensor<i1>, tensor<f64>
      %12 = stablehlo.real %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %13 = stablehlo.compare EQ, %12, %cst_5, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %14 = stablehlo.select %13, %cst_6, %12 : tensor<i1>, tensor<f64>
      %15 = stablehlo.compare NE, %12, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %16 = stablehlo.select %15, %cst_7, %14 : tensor<i1>, tensor<f64>
      %17 = stablehlo.imag %arg2 : (tensor<complex<f64>>) -> tensor<f64>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %18 = stablehlo.compare EQ, %17, %cst_8, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %19 = stablehlo.select %18, %cst_9, %17 : tensor<i1>, tensor<f64>
      %20 = stablehlo.compare NE, %17, %17, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %21 = stablehlo.select %20, %cst_10, %19 : tensor<i1>, tensor<f64>
      %22 = stablehlo.compare LT, %11, %21, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %23 = stablehlo.compare LT, %6, %16, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %24 = stablehlo.compare EQ, %6, %16, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %25 = stablehlo.and %24, %22 : tensor<i1>
      %26 = stablehlo.or %23, %25 : tensor<i1>
      stablehlo.return %26 : tensor<i1>
    }) : (tensor<5xcomplex<f64>>, tensor<5xi64>) -> (tensor<5xcomplex<f64>>, tensor<5xi64>)
    return %1#1 : tensor<5xi64>
  }
}
