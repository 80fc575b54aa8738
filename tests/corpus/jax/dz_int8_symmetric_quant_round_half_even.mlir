module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<f32>) -> (tensor<64xi8> {jax.result_info = "result[0][0]"}, tensor<64xf32> {jax.result_info = "result[0][1]"}, tensor<8x8xi8> {jax.result_info = "result[1][0]"}, tensor<8x8xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.divide %arg0, %0 : tensor<64xf32>
    %2 = call @round(%1) : (tensor<64xf32>) -> tensor<64xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_0 = stablehlo.constant dense<127> : tensor<i32>
    %3 = call @clip(%2, %c, %c_0) : (tensor<64xf32>, tensor<i32>, tensor<i32>) -> tensor<64xf32>
    %4 = stablehlo.convert %3 : (tensor<64xf32>) -> tensor<64xi8>
    %5 = stablehlo.convert %4 : (tensor<64xi8>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<64xf32>
    %8 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<8x8xf32>
    %9 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<8x8xf32>
    %10 = stablehlo.abs %9 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_1 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %16 = stablehlo.divide %8, %15 : tensor<8x8xf32>
    %17 = call @round_0(%16) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %c_2 = stablehlo.constant dense<-127> : tensor<i32>
    %c_3 = stablehlo.constant dense<127> : tensor<i32>
    %18 = call @clip_1(%17, %c_2, %c_3) : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x8xf32>
    %19 = stablehlo.convert %18 : (tensor<8x8xf32>) -> tensor<8x8xi8>
    %20 = stablehlo.convert %19 : (tensor<8x8xi8>) -> tensor<8x8xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<8x8xf32>
    return %4, %7, %19, %22 : tensor<64xi8>, tensor<64xf32>, tensor<8x8xi8>, tensor<8x8xf32>
  }
  func.func private @round(%arg0: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @clip(%arg0: tensor<64xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<64xf32>
    return %5 : tensor<64xf32>
  }
  func.func private @round_0(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func private @clip_1(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x8xf32>
    return %5 : tensor<8x8xf32>
  }
}
