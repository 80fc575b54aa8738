module @jit_alibi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x8x16xf32>, %arg1: tensor<20x8x16xf32>) -> (tensor<8x20x20xf32> {jax.result_info = "result[0]"}, tensor<8x20x20xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %1, %0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.power %7, %6 : tensor<8xf32>
    %9 = stablehlo.iota dim = 0 : tensor<20xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<20xi32>) -> tensor<1x20xi32>
    %11 = stablehlo.iota dim = 0 : tensor<20xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<20xi32>) -> tensor<20x1xi32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x20xi32>) -> tensor<20x20xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<20x1xi32>) -> tensor<20x20xi32>
    %15 = stablehlo.subtract %13, %14 : tensor<20x20xi32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<20x20xi32>) -> tensor<1x20x20xi32>
    %18 = stablehlo.convert %17 : (tensor<1x20x20xi32>) -> tensor<1x20x20xf32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x20x20xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x20x20xf32>) -> tensor<8x20x20xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8x20x20xf32>
    %22 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<20x8x16xf32>, tensor<20x8x16xf32>) -> tensor<8x20x20xf32>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x20x20xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<8x20x20xf32>
    %25 = stablehlo.add %24, %21 : tensor<8x20x20xf32>
    %26 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<20x20xi32>) -> tensor<1x20x20xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x20x20xi32>
    %28 = stablehlo.compare LE, %26, %27, SIGNED : (tensor<1x20x20xi32>, tensor<1x20x20xi32>) -> tensor<1x20x20xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = call @_where(%28, %25, %cst_4) : (tensor<1x20x20xi1>, tensor<8x20x20xf32>, tensor<f32>) -> tensor<8x20x20xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.maximum across dimensions = [2] : (tensor<8x20x20xf32>, tensor<f32>) -> tensor<8x20xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x20xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<8x20xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x20xf32>) -> tensor<8x20x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x20x1xf32>) -> tensor<8x20x20xf32>
    %35 = stablehlo.subtract %29, %34 : tensor<8x20x20xf32>
    %36 = stablehlo.exponential %35 : tensor<8x20x20xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x20x20xf32>, tensor<f32>) -> tensor<8x20xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x20xf32>) -> tensor<8x20x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x20x1xf32>) -> tensor<8x20x20xf32>
    %40 = stablehlo.divide %36, %39 : tensor<8x20x20xf32>
    return %40, %21 : tensor<8x20x20xf32>, tensor<8x20x20xf32>
  }
  func.func private @_where(%arg0: tensor<1x20x20xi1>, %arg1: tensor<8x20x20xf32>, %arg2: tensor<f32>) -> tensor<8x20x20xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x20x20xi1>) -> tensor<8x20x20xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x20x20xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x20x20xi1>, tensor<8x20x20xf32>
    return %3 : tensor<8x20x20xf32>
  }
}
