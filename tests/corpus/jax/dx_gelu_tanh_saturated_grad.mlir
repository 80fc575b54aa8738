module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<339xf32>) -> (tensor<339xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<339xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<339xf32>
    %2 = stablehlo.multiply %arg0, %arg0 : tensor<339xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<339xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<339xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<339xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<339xf32>
    %10 = stablehlo.tanh %9 : tensor<339xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<339xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %14 = stablehlo.add %13, %10 : tensor<339xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<339xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %18 = stablehlo.multiply %arg0, %17 : tensor<339xf32>
    %19 = stablehlo.multiply %17, %16 : tensor<339xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<339xf32>
    %22 = stablehlo.multiply %21, %12 : tensor<339xf32>
    %23 = stablehlo.multiply %22, %10 : tensor<339xf32>
    %24 = stablehlo.add %22, %23 : tensor<339xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<339xf32>
    %27 = stablehlo.add %19, %26 : tensor<339xf32>
    %cst_8 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<339xf32>
    %30 = stablehlo.multiply %29, %4 : tensor<339xf32>
    %31 = stablehlo.add %27, %30 : tensor<339xf32>
    return %31 : tensor<339xf32>
  }
}
