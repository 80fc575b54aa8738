module @jit_unpack attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x32xf32>, %arg1: tensor<32x8xui8>, %arg2: tensor<16xf32>) -> (tensor<4x16xf32> {jax.result_info = "result[0]"}, tensor<32x16xi4> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<15> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<32x8xui8>
    %1 = stablehlo.and %arg1, %0 : tensor<32x8xui8>
    %2 = stablehlo.convert %1 : (tensor<32x8xui8>) -> tensor<32x8xi8>
    %c_0 = stablehlo.constant dense<4> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui8>) -> tensor<32x8xui8>
    %4 = stablehlo.shift_right_logical %arg1, %3 : tensor<32x8xui8>
    %5 = stablehlo.convert %4 : (tensor<32x8xui8>) -> tensor<32x8xi8>
    %6 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<32x8xi8>) -> tensor<32x8x1xi8>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<32x8xi8>) -> tensor<32x8x1xi8>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<32x8x1xi8>, tensor<32x8x1xi8>) -> tensor<32x8x2xi8>
    %9 = stablehlo.reshape %8 : (tensor<32x8x2xi8>) -> tensor<32x16xi8>
    %c_1 = stablehlo.constant dense<8> : tensor<i8>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<32x16xi8>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<32x16xi8>, tensor<32x16xi8>) -> tensor<32x16xi1>
    %c_2 = stablehlo.constant dense<16> : tensor<i8>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<32x16xi8>
    %13 = stablehlo.subtract %9, %12 : tensor<32x16xi8>
    %14 = call @_where(%11, %13, %9) : (tensor<32x16xi1>, tensor<32x16xi8>, tensor<32x16xi8>) -> tensor<32x16xi8>
    %15 = stablehlo.convert %14 : (tensor<32x16xi8>) -> tensor<32x16xi4>
    %16 = stablehlo.convert %15 : (tensor<32x16xi4>) -> tensor<32x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<32x16xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<32x16xf32>
    %20 = stablehlo.dot_general %arg0, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
    return %20, %15 : tensor<4x16xf32>, tensor<32x16xi4>
  }
  func.func private @_where(%arg0: tensor<32x16xi1>, %arg1: tensor<32x16xi8>, %arg2: tensor<32x16xi8>) -> tensor<32x16xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x16xi1>, tensor<32x16xi8>
    return %0 : tensor<32x16xi8>
  }
}
