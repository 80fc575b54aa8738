module @jit_eig_batched_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<2x3x3xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m, n], [i, o, p], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3xi1>, tensor<2x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %11 = call @argsort(%6) : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %13 = stablehlo.compare LT, %11, %12, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %15 = stablehlo.add %11, %14 : tensor<2x3xi32>
    %16 = stablehlo.select %13, %15, %11 : tensor<2x3xi1>, tensor<2x3xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %18 = "stablehlo.gather"(%10, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 1>}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x1xi32>) -> tensor<2x3x3xcomplex<f32>>
    %19 = stablehlo.slice %18 [0:2, 0:1, 0:3] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x1x3xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %21 = stablehlo.compare LT, %11, %20, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_4 = stablehlo.constant dense<3> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %23 = stablehlo.add %11, %22 : tensor<2x3xi32>
    %24 = stablehlo.select %21, %23, %11 : tensor<2x3xi1>, tensor<2x3xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %26 = "stablehlo.gather"(%6, %25) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xcomplex<f32>>, tensor<2x3x1xi32>) -> tensor<2x3xcomplex<f32>>
    %27 = stablehlo.abs %19 : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x1x3xf32>
    %28 = stablehlo.convert %27 : (tensor<2x1x3xf32>) -> tensor<2x1x3xcomplex<f32>>
    %29 = stablehlo.divide %19, %28 : tensor<2x1x3xcomplex<f32>>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %31 = stablehlo.divide %18, %30 : tensor<2x3x3xcomplex<f32>>
    return %26, %31 : tensor<2x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>
  }
  func.func private @argsort(%arg0: tensor<2x3xcomplex<f32>>) -> tensor<2x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %3 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare EQ, %3, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.select %4, %cst_0, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %7 = stablehlo.select %6, %cst_1, %5 : tensor<i1>, tensor<f32>
      %8 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.compare EQ, %8, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.select %9, %cst_3, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %12 = stablehlo.select %11, %cst_4, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.compare EQ, %13, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %14, %cst_6, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %13, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.select %16, %cst_7, %15 : tensor<i1>, tensor<f32>
      %18 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.compare EQ, %18, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.select %19, %cst_9, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare NE, %18, %18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %22 = stablehlo.select %21, %cst_10, %20 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare LT, %12, %22, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.compare LT, %7, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = stablehlo.compare EQ, %7, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = stablehlo.and %25, %23 : tensor<i1>
      %27 = stablehlo.or %24, %26 : tensor<i1>
      stablehlo.return %27 : tensor<i1>
    }) : (tensor<2x3xcomplex<f32>>, tensor<2x3xi32>) -> (tensor<2x3xcomplex<f32>>, tensor<2x3xi32>)
    return %2#1 : tensor<2x3xi32>
  }
}
