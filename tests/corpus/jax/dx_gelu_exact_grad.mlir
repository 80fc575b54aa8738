module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<339xf32>) -> (tensor<339xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<339xf32>
    %2 = stablehlo.negate %arg0 : tensor<339xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<339xf32>
    %5 = chlo.erfc %4 : tensor<339xf32> -> tensor<339xf32>
    %6 = chlo.square %4 : tensor<339xf32> -> tensor<339xf32>
    %7 = stablehlo.negate %6 : tensor<339xf32>
    %8 = stablehlo.exponential %7 : tensor<339xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %10 = stablehlo.multiply %1, %9 : tensor<339xf32>
    %11 = stablehlo.multiply %9, %5 : tensor<339xf32>
    %cst_2 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<339xf32>
    %14 = stablehlo.multiply %13, %8 : tensor<339xf32>
    %cst_3 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<339xf32>
    %17 = stablehlo.negate %16 : tensor<339xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<339xf32>
    %19 = stablehlo.multiply %18, %11 : tensor<339xf32>
    %20 = stablehlo.add %17, %19 : tensor<339xf32>
    return %20 : tensor<339xf32>
  }
}
