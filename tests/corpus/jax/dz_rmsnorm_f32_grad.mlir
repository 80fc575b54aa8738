module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<8x64xf32>) -> (tensor<8x64xf32> {jax.result_info = "result[0]"}, tensor<8x64xf32> {jax.result_info = "result[1][0]"}, tensor<64xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<8x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<8x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<8x64xf32>
    %13 = stablehlo.multiply %arg0, %arg0 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<8x1xf32>
    %21 = stablehlo.divide %20, %19 : tensor<8x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<8x1xf32>
    %24 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %25 = stablehlo.multiply %arg0, %24 : tensor<8x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %28 = stablehlo.multiply %27, %arg2 : tensor<8x64xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<8x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %31 = stablehlo.reshape %30 : (tensor<64xf32>) -> tensor<1x64xf32>
    %32 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %35 = stablehlo.multiply %arg0, %33 : tensor<8x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.reshape %36 : (tensor<8xf32>) -> tensor<8x1xf32>
    %38 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %39 = stablehlo.multiply %33, %38 : tensor<8x64xf32>
    %40 = stablehlo.multiply %37, %23 : tensor<8x1xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<8x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %45 = stablehlo.multiply %arg0, %44 : tensor<8x64xf32>
    %46 = stablehlo.add %39, %45 : tensor<8x64xf32>
    %47 = stablehlo.multiply %44, %arg0 : tensor<8x64xf32>
    %48 = stablehlo.add %46, %47 : tensor<8x64xf32>
    return %12, %48, %34 : tensor<8x64xf32>, tensor<8x64xf32>, tensor<64xf32>
  }
}
