module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xcomplex<f32>>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<8xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3][0]"}, tensor<3xi32> {jax.result_info = "result[3][1]"}) {
    %0 = stablehlo.abs %arg0 : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %1 = stablehlo.sqrt %arg0 : tensor<8xcomplex<f32>>
    %2 = stablehlo.log %arg0 : tensor<8xcomplex<f32>>
    %3 = stablehlo.slice %arg0 [4:7] : (tensor<8xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %4 = stablehlo.sqrt %3 : tensor<3xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.compare EQ, %5, %6, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %8 = call @signbit(%5) : (tensor<3xf32>) -> tensor<3xi1>
    %9 = stablehlo.and %7, %8 : tensor<3xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_where(%9, %c, %c_0) : (tensor<3xi1>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.convert %10 : tensor<3xi32>
    %12 = stablehlo.imag %4 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.compare EQ, %12, %13, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %15 = call @signbit(%12) : (tensor<3xf32>) -> tensor<3xi1>
    %16 = stablehlo.and %14, %15 : tensor<3xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17 = call @_where(%16, %c_2, %c_3) : (tensor<3xi1>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
    %18 = stablehlo.convert %17 : tensor<3xi32>
    return %0, %1, %2, %11, %18 : tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @signbit(%arg0: tensor<3xf32>) -> tensor<3xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.convert %4 : tensor<3xi1>
    return %5 : tensor<3xi1>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3xi1>, tensor<3xi32>
    return %2 : tensor<3xi32>
  }
}
