module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<8x64xf32>) -> (tensor<8x64xbf16> {jax.result_info = "result[0]"}, tensor<8x64xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<8x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x64xf32>
    %11 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<8x64xf32>
    %15 = stablehlo.convert %14 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %16 = stablehlo.convert %arg0 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<8x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<8x1xf32>
    %25 = stablehlo.divide %24, %23 : tensor<8x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<8x1xf32>
    %28 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %31 = stablehlo.multiply %30, %arg2 : tensor<8x64xf32>
    %32 = stablehlo.convert %31 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %33 = stablehlo.convert %32 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %34 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<8x64xf32>
    %36 = stablehlo.multiply %16, %35 : tensor<8x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.reshape %37 : (tensor<8xf32>) -> tensor<8x1xf32>
    %39 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %40 = stablehlo.multiply %35, %39 : tensor<8x64xf32>
    %41 = stablehlo.multiply %38, %27 : tensor<8x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %43 = stablehlo.divide %41, %42 : tensor<8x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %46 = stablehlo.multiply %16, %45 : tensor<8x64xf32>
    %47 = stablehlo.add %40, %46 : tensor<8x64xf32>
    %48 = stablehlo.multiply %45, %16 : tensor<8x64xf32>
    %49 = stablehlo.add %47, %48 : tensor<8x64xf32>
    %50 = stablehlo.convert %49 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    return %15, %50 : tensor<8x64xbf16>, tensor<8x64xbf16>
  }
}
