module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x5xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<ui32>, %arg4: tensor<i32>) -> (tensor<2x3x2xf32> {jax.result_info = "result[0]"}, tensor<1x2x5xf32> {jax.result_info = "result[1]"}, tensor<4x6x5xf32> {jax.result_info = "result[2]"}, tensor<4x6x5xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.add %arg2, %c_2 : tensor<i32>
    %5 = stablehlo.select %3, %4, %arg2 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %arg1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %7 = stablehlo.add %arg1, %c_4 : tensor<i32>
    %8 = stablehlo.select %6, %7, %arg1 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg0, %2, %5, %8, sizes = [2, 3, 2] : (tensor<4x6x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x2xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<ui32>
    %10 = stablehlo.dynamic_slice %arg0, %arg3, %arg3, %c_5, sizes = [1, 2, 5] : (tensor<4x6x5xf32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.compare LT, %arg2, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.add %arg2, %c_7 : tensor<i32>
    %14 = stablehlo.select %12, %13, %arg2 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %arg1, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %16 = stablehlo.add %arg1, %c_9 : tensor<i32>
    %17 = stablehlo.select %15, %16, %arg1 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %arg4, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %19 = stablehlo.add %arg4, %c_11 : tensor<i32>
    %20 = stablehlo.select %18, %19, %arg4 : tensor<i1>, tensor<i32>
    %21 = stablehlo.dynamic_update_slice %arg0, %11, %14, %17, %20 : (tensor<4x6x5xf32>, tensor<2x2x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x6x1xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<ui32>
    %23 = stablehlo.dynamic_update_slice %arg0, %22, %arg3, %c_13, %arg3 : (tensor<4x6x5xf32>, tensor<1x6x1xf32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<4x6x5xf32>
    return %9, %10, %21, %23 : tensor<2x3x2xf32>, tensor<1x2x5xf32>, tensor<4x6x5xf32>, tensor<4x6x5xf32>
  }
}
