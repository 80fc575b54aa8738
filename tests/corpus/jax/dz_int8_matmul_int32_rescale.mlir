module @jit_int8_mm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x256xf32>, %arg1: tensor<256x24xf32>) -> (tensor<16x24xi32> {jax.result_info = "result[0]"}, tensor<16x24xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.abs %arg0 : tensor<16x256xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x256xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16x1xf32>
    %5 = stablehlo.abs %arg1 : tensor<256x24xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.maximum across dimensions = [0] : (tensor<256x24xf32>, tensor<f32>) -> tensor<24xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %cst_2 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x24xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x24xf32>
    %10 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x256xf32>
    %11 = stablehlo.divide %arg0, %10 : tensor<16x256xf32>
    %12 = call @round(%11) : (tensor<16x256xf32>) -> tensor<16x256xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_3 = stablehlo.constant dense<127> : tensor<i32>
    %13 = call @clip(%12, %c, %c_3) : (tensor<16x256xf32>, tensor<i32>, tensor<i32>) -> tensor<16x256xf32>
    %14 = stablehlo.convert %13 : (tensor<16x256xf32>) -> tensor<16x256xi8>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<256x24xf32>
    %16 = stablehlo.divide %arg1, %15 : tensor<256x24xf32>
    %17 = call @round_0(%16) : (tensor<256x24xf32>) -> tensor<256x24xf32>
    %c_4 = stablehlo.constant dense<-127> : tensor<i32>
    %c_5 = stablehlo.constant dense<127> : tensor<i32>
    %18 = call @clip_1(%17, %c_4, %c_5) : (tensor<256x24xf32>, tensor<i32>, tensor<i32>) -> tensor<256x24xf32>
    %19 = stablehlo.convert %18 : (tensor<256x24xf32>) -> tensor<256x24xi8>
    %20 = stablehlo.dot_general %14, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xi8>, tensor<256x24xi8>) -> tensor<16x24xi32>
    %21 = stablehlo.convert %20 : (tensor<16x24xi32>) -> tensor<16x24xf32>
    %22 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x24xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<16x24xf32>
    %24 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<16x24xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<16x24xf32>
    return %20, %25 : tensor<16x24xi32>, tensor<16x24xf32>
  }
  func.func private @round(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<16x256xf32>
    return %0 : tensor<16x256xf32>
  }
  func.func private @clip(%arg0: tensor<16x256xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16x256xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x256xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x256xf32>
    return %5 : tensor<16x256xf32>
  }
  func.func private @round_0(%arg0: tensor<256x24xf32>) -> tensor<256x24xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<256x24xf32>
    return %0 : tensor<256x24xf32>
  }
  func.func private @clip_1(%arg0: tensor<256x24xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<256x24xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x24xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<256x24xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<256x24xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<256x24xf32>
    return %5 : tensor<256x24xf32>
  }
}
