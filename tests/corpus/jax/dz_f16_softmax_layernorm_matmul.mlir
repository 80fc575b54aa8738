module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x40xf16>, %arg1: tensor<40x8xf16>) -> (tensor<6x40xf16> {jax.result_info = "result[0]"}, tensor<6x40xf16> {jax.result_info = "result[1]"}, tensor<6x8xf16> {jax.result_info = "result[2]"}, tensor<6xf16> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x40xf16>, tensor<f16>) -> tensor<6xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<6xf16>
    %2 = stablehlo.maximum %1, %0 : tensor<6xf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xf16>) -> tensor<6x1xf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf16>) -> tensor<6x40xf16>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x40xf16>
    %6 = stablehlo.exponential %5 : tensor<6x40xf16>
    %7 = stablehlo.convert %6 : (tensor<6x40xf16>) -> tensor<6x40xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x40xf32>, tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %10 = stablehlo.convert %9 : (tensor<6x1xf32>) -> tensor<6x1xf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<6x1xf16>) -> tensor<6x40xf16>
    %12 = stablehlo.divide %6, %11 : tensor<6x40xf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f16>) -> tensor<40xf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f16>) -> tensor<40xf16>
    %15 = stablehlo.convert %arg0 : (tensor<6x40xf16>) -> tensor<6x40xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<6x40xf32>, tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<6x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x40xf32>
    %21 = stablehlo.subtract %15, %20 : tensor<6x40xf32>
    %22 = chlo.square %21 : tensor<6x40xf32> -> tensor<6x40xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<6x40xf32>, tensor<f32>) -> tensor<6xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<6x1xf32>
    %27 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x40xf32>
    %28 = stablehlo.subtract %15, %27 : tensor<6x40xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %30 = stablehlo.add %26, %29 : tensor<6x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<6x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x40xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<6x40xf32>
    %34 = stablehlo.convert %13 : (tensor<40xf16>) -> tensor<40xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<40xf32>) -> tensor<1x40xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x40xf32>) -> tensor<6x40xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<6x40xf32>
    %38 = stablehlo.convert %14 : (tensor<40xf16>) -> tensor<40xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<40xf32>) -> tensor<1x40xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x40xf32>) -> tensor<6x40xf32>
    %41 = stablehlo.add %37, %40 : tensor<6x40xf32>
    %42 = stablehlo.convert %41 : (tensor<6x40xf32>) -> tensor<6x40xf16>
    %43 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x40xf16>, tensor<40x8xf16>) -> tensor<6x8xf16>
    %44 = stablehlo.exponential %arg0 : tensor<6x40xf16>
    %45 = stablehlo.convert %44 : (tensor<6x40xf16>) -> tensor<6x40xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<6x40xf32>, tensor<f32>) -> tensor<6xf32>
    %47 = stablehlo.convert %46 : (tensor<6xf32>) -> tensor<6xf16>
    return %12, %42, %43, %47 : tensor<6x40xf16>, tensor<6x40xf16>, tensor<6x8xf16>, tensor<6xf16>
  }
}
