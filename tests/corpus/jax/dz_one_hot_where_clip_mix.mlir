module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>, %arg1: tensor<6x4xf32>, %arg2: tensor<10xf32>) -> (tensor<6x4xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}, tensor<10xf32> {jax.result_info = "result[4]"}) {
    %0 = call @_one_hot(%arg0) : (tensor<6xi32>) -> tensor<6x6xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x6xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.compare GT, %arg2, %2, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %5 = stablehlo.compare GT, %arg2, %4, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.multiply %arg2, %6 : tensor<10xf32>
    %8 = call @_where(%5, %7, %arg2) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_2 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.compare LT, %arg2, %9, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_3 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = call @_where_0(%10, %cst_3, %cst_4) : (tensor<10xi1>, tensor<f32>, tensor<f32>) -> tensor<10xf32>
    %12 = call @_where_1(%3, %8, %11) : (tensor<10xi1>, tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %13 = call @clip(%arg2, %cst_5, %cst_6) : (tensor<10xf32>, tensor<f32>, tensor<f32>) -> tensor<10xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = call @clip_2(%arg2, %cst_7) : (tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %16 = stablehlo.divide %arg2, %15 : tensor<10xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+30> : tensor<f32>
    %17 = call @nan_to_num(%16, %cst_9, %cst_10) : (tensor<10xf32>, tensor<f32>, tensor<f32>) -> tensor<10xf32>
    return %1, %12, %13, %14, %17 : tensor<6x4xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @_one_hot(%arg0: tensor<6xi32>) -> tensor<6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<6x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %5 = stablehlo.convert %4 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    return %5 : tensor<6x6xf32>
  }
  func.func private @_where(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @_where_0(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<10xi1>, tensor<10xf32>
    return %2 : tensor<10xf32>
  }
  func.func private @_where_1(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg2 : tensor<10xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<10xi1>, tensor<10xf32>
    return %1 : tensor<10xf32>
  }
  func.func private @clip(%arg0: tensor<10xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<10xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<10xf32>
    return %5 : tensor<10xf32>
  }
  func.func private @clip_2(%arg0: tensor<10xf32>, %arg1: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<10xf32>
    return %2 : tensor<10xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<10xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_3(%0, %cst, %arg0) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %4 = stablehlo.convert %arg2 : tensor<f32>
    %5 = call @_where_3(%3, %4, %1) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %8 = stablehlo.convert %arg1 : tensor<f32>
    %9 = call @_where_3(%7, %8, %5) : (tensor<10xi1>, tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    return %9 : tensor<10xf32>
  }
  func.func private @_where_3(%arg0: tensor<10xi1>, %arg1: tensor<f32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<10xi1>, tensor<10xf32>
    return %1 : tensor<10xf32>
  }
}
