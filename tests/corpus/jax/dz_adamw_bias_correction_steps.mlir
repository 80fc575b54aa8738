module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x37xf32>, %arg1: tensor<5x37xf32>, %arg2: tensor<5x37xf32>, %arg3: tensor<5x37xf32>, %arg4: tensor<5xi32>) -> (tensor<5x5x37xf32> {jax.result_info = "result[0]"}, tensor<5x5x37xf32> {jax.result_info = "result[1]"}, tensor<5x5x37xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x37xf32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<5x37xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x37xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<5x37xf32>
    %4 = stablehlo.add %1, %3 : tensor<5x37xf32>
    %cst_1 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x37xf32>
    %6 = stablehlo.multiply %5, %arg3 : tensor<5x37xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x37xf32>
    %8 = stablehlo.multiply %7, %arg1 : tensor<5x37xf32>
    %9 = stablehlo.multiply %8, %arg1 : tensor<5x37xf32>
    %10 = stablehlo.add %6, %9 : tensor<5x37xf32>
    %11 = stablehlo.convert %arg4 : (tensor<5xi32>) -> tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.power %12, %11 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<5xf32>
    %16 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<5x37xf32>) -> tensor<1x5x37xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<5xf32>) -> tensor<5x1x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x5x37xf32>) -> tensor<5x5x37xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<5x1x1xf32>) -> tensor<5x5x37xf32>
    %20 = stablehlo.divide %18, %19 : tensor<5x5x37xf32>
    %cst_5 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.power %21, %11 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %24 = stablehlo.subtract %23, %22 : tensor<5xf32>
    %25 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<5x37xf32>) -> tensor<1x5x37xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<5xf32>) -> tensor<5x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x5x37xf32>) -> tensor<5x5x37xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<5x1x1xf32>) -> tensor<5x5x37xf32>
    %29 = stablehlo.divide %27, %28 : tensor<5x5x37xf32>
    %30 = stablehlo.sqrt %29 : tensor<5x5x37xf32>
    %cst_7 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x5x37xf32>
    %32 = stablehlo.add %30, %31 : tensor<5x5x37xf32>
    %33 = stablehlo.divide %20, %32 : tensor<5x5x37xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x37xf32>
    %35 = stablehlo.multiply %34, %arg0 : tensor<5x37xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<5x37xf32>) -> tensor<1x5x37xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x5x37xf32>) -> tensor<5x5x37xf32>
    %38 = stablehlo.add %33, %37 : tensor<5x5x37xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x5x37xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<5x5x37xf32>
    %41 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<5x37xf32>) -> tensor<1x5x37xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x5x37xf32>) -> tensor<5x5x37xf32>
    %43 = stablehlo.subtract %42, %40 : tensor<5x5x37xf32>
    %44 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<5x37xf32>) -> tensor<5x5x37xf32>
    %45 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<5x37xf32>) -> tensor<5x5x37xf32>
    return %43, %44, %45 : tensor<5x5x37xf32>, tensor<5x5x37xf32>, tensor<5x5x37xf32>
  }
}
