module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x6xf32>) -> (tensor<7xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<7x6xf32>, tensor<f32>) -> tensor<7xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<7xf32>
    %3 = stablehlo.is_finite %2 : (tensor<7xf32>) -> tensor<7xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %5 = stablehlo.select %3, %2, %4 : tensor<7xi1>, tensor<7xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x6xf32>
    %8 = stablehlo.subtract %arg0, %7 : tensor<7x6xf32>
    %9 = stablehlo.exponential %8 : tensor<7x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<7x6xf32>, tensor<f32>) -> tensor<7xf32>
    %11 = stablehlo.abs %10 : tensor<7xf32>
    %12 = stablehlo.log %11 : tensor<7xf32>
    %13 = stablehlo.add %12, %5 : tensor<7xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<7x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.maximum %cst_4, %14 : tensor<f32>
    %16 = stablehlo.is_finite %15 : (tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.select %16, %15, %cst_5 : tensor<i1>, tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<7x6xf32>
    %20 = stablehlo.subtract %arg0, %19 : tensor<7x6xf32>
    %21 = stablehlo.exponential %20 : tensor<7x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<7x6xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.abs %22 : tensor<f32>
    %24 = stablehlo.log %23 : tensor<f32>
    %25 = stablehlo.add %24, %17 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%arg0 init: %cst_7) applies stablehlo.maximum across dimensions = [0] : (tensor<7x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<6xf32>
    %29 = stablehlo.is_finite %28 : (tensor<6xf32>) -> tensor<6xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %31 = stablehlo.select %29, %28, %30 : tensor<6xi1>, tensor<6xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<7x6xf32>
    %34 = stablehlo.subtract %arg0, %33 : tensor<7x6xf32>
    %35 = stablehlo.exponential %34 : tensor<7x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<7x6xf32>, tensor<f32>) -> tensor<6xf32>
    %37 = stablehlo.abs %36 : tensor<6xf32>
    %38 = stablehlo.log %37 : tensor<6xf32>
    %39 = stablehlo.add %38, %31 : tensor<6xf32>
    return %13, %25, %39 : tensor<7xf32>, tensor<f32>, tensor<6xf32>
  }
}
