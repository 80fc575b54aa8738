module @jit_pad_attn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x16x2x8xf32>, %arg1: tensor<3x16x2x8xf32>, %arg2: tensor<3x16x2x8xf32>, %arg3: tensor<3xi32>) -> (tensor<3x2x16x16xf32> {jax.result_info = "result[0]"}, tensor<3x2x16x16xf32> {jax.result_info = "result[1]"}, tensor<3x2x16x16xf32> {jax.result_info = "result[2]"}, tensor<3x16x2x8xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<3x16x2x8xf32>, tensor<3x16x2x8xf32>) -> tensor<3x2x16x16xf32>
    %1 = stablehlo.iota dim = 0 : tensor<16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<3x16xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x16xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<3x16xi32>, tensor<3x16xi32>) -> tensor<3x16xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<3x16xi1>) -> tensor<3x1x1x16xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = call @_where(%7, %0, %cst) : (tensor<3x1x1x16xi1>, tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x2x16xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<3x2x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<3x2x16xf32>) -> tensor<3x2x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<3x2x16x1xf32>) -> tensor<3x2x16x16xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<3x2x16x16xf32>
    %15 = stablehlo.exponential %14 : tensor<3x2x16x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<3x2x16xf32>) -> tensor<3x2x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<3x2x16x1xf32>) -> tensor<3x2x16x16xf32>
    %19 = stablehlo.divide %15, %18 : tensor<3x2x16x16xf32>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %20 = call @_where_0(%7, %0, %cst_3) : (tensor<3x1x1x16xi1>, tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16x16xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x2x16xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<3x2x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<3x2x16xf32>) -> tensor<3x2x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<3x2x16x1xf32>) -> tensor<3x2x16x16xf32>
    %26 = stablehlo.subtract %20, %25 : tensor<3x2x16x16xf32>
    %27 = stablehlo.exponential %26 : tensor<3x2x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<3x2x16xf32>) -> tensor<3x2x16x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<3x2x16x1xf32>) -> tensor<3x2x16x16xf32>
    %31 = stablehlo.divide %27, %30 : tensor<3x2x16x16xf32>
    %32 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<3x1x1x16xi1>) -> tensor<3x2x16x16xi1>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = call @_where_1(%32, %0, %cst_7) : (tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x2x16xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<3x2x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<3x2x16xf32>) -> tensor<3x2x16x1xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = call @_where_2(%32, %0, %cst_10) : (tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16x16xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<3x2x16x1xf32>) -> tensor<3x2x16x16xf32>
    %40 = stablehlo.subtract %38, %39 : tensor<3x2x16x16xf32>
    %41 = stablehlo.exponential %40 : tensor<3x2x16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = call @_where_1(%32, %41, %cst_11) : (tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<3x2x16x16xf32>, tensor<f32>) -> tensor<3x2x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<3x2x16xf32>) -> tensor<3x2x16x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<3x2x16x1xf32>) -> tensor<3x2x16x16xf32>
    %46 = stablehlo.divide %41, %45 : tensor<3x2x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %47 = call @_where_3(%32, %46, %c) : (tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>, tensor<i32>) -> tensor<3x2x16x16xf32>
    %48 = stablehlo.dot_general %arg2, %31, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<3x16x2x8xf32>, tensor<3x2x16x16xf32>) -> tensor<3x2x8x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 3, 1, 2] : (tensor<3x2x8x16xf32>) -> tensor<3x16x2x8xf32>
    return %19, %31, %47, %49 : tensor<3x2x16x16xf32>, tensor<3x2x16x16xf32>, tensor<3x2x16x16xf32>, tensor<3x16x2x8xf32>
  }
  func.func private @_where(%arg0: tensor<3x1x1x16xi1>, %arg1: tensor<3x2x16x16xf32>, %arg2: tensor<f32>) -> tensor<3x2x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<3x1x1x16xi1>) -> tensor<3x2x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x2x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>
    return %3 : tensor<3x2x16x16xf32>
  }
  func.func private @_where_0(%arg0: tensor<3x1x1x16xi1>, %arg1: tensor<3x2x16x16xf32>, %arg2: tensor<f32>) -> tensor<3x2x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<3x1x1x16xi1>) -> tensor<3x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x2x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>
    return %2 : tensor<3x2x16x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<3x2x16x16xi1>, %arg1: tensor<3x2x16x16xf32>, %arg2: tensor<f32>) -> tensor<3x2x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>
    return %1 : tensor<3x2x16x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<3x2x16x16xi1>, %arg1: tensor<3x2x16x16xf32>, %arg2: tensor<f32>) -> tensor<3x2x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x2x16x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>
    return %2 : tensor<3x2x16x16xf32>
  }
  func.func private @_where_3(%arg0: tensor<3x2x16x16xi1>, %arg1: tensor<3x2x16x16xf32>, %arg2: tensor<i32>) -> tensor<3x2x16x16xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x2x16x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3x2x16x16xi1>, tensor<3x2x16x16xf32>
    return %2 : tensor<3x2x16x16xf32>
  }
}
