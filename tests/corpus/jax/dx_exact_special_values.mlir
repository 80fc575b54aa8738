module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<10xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<1xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<2xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<4xf32> {jax.result_info = "result[8]"}) {
    %c = stablehlo.constant dense<[0, 1, 2, 3, 5, 6, 7, 8]> : tensor<8xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<8xi1>
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00, 3.000000e+00, -5.000000e-01]> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<[3.000000e+00, 1.000000e+01, 4.000000e+00, 3.000000e+00]> : tensor<4xf32>
    %0 = stablehlo.tanh %arg0 : tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %2 = stablehlo.negate %1 : tensor<1xf32>
    %3 = stablehlo.exponential %2 : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %5 = stablehlo.add %4, %3 : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %7 = stablehlo.divide %6, %5 : tensor<1xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %arg0, %8 : tensor<8xf32>
    %10 = chlo.erf %9 : tensor<8xf32> -> tensor<8xf32>
    %11 = stablehlo.abs %arg0 : tensor<8xf32>
    %12 = stablehlo.negate %11 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8xf32>
    %15 = chlo.erfc %14 : tensor<8xf32> -> tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.multiply %arg0, %16 : tensor<8xf32>
    %18 = stablehlo.exponential %17 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.multiply %arg0, %19 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.add %20, %21 : tensor<8xf32>
    %23 = stablehlo.log %22 : tensor<8xf32>
    %24 = stablehlo.slice %arg1 [2:4] : (tensor<10xf32>) -> tensor<2xf32>
    %25 = stablehlo.abs %24 : tensor<2xf32>
    %26 = stablehlo.sqrt %25 : tensor<2xf32>
    %c_9 = stablehlo.constant dense<10> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %28 = stablehlo.add %c, %27 : tensor<8xi32>
    %29 = stablehlo.select %c_0, %28, %c : tensor<8xi1>, tensor<8xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %31 = "stablehlo.gather"(%arg1, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %32 = stablehlo.cbrt %31 : tensor<8xf32>
    %33 = stablehlo.power %cst, %cst_1 : tensor<4xf32>
    return %0, %7, %10, %15, %18, %23, %26, %32, %33 : tensor<8xf32>, tensor<1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2xf32>, tensor<8xf32>, tensor<4xf32>
  }
}
