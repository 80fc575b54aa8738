module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x512xi8>, %arg1: tensor<512x6xi8>, %arg2: tensor<4x300xui8>, %arg3: tensor<300x3xui8>) -> (tensor<8x6xi32> {jax.result_info = "result[0]"}, tensor<4x3xi32> {jax.result_info = "result[1]"}, tensor<8x6xi8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xi8>, tensor<512x6xi8>) -> tensor<8x6xi32>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x300xui8>, tensor<300x3xui8>) -> tensor<4x3xi32>
    %2 = stablehlo.slice %arg0 [0:8, 0:16] : (tensor<8x512xi8>) -> tensor<8x16xi8>
    %3 = stablehlo.slice %arg1 [0:16, 0:6] : (tensor<512x6xi8>) -> tensor<16x6xi8>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xi8>, tensor<16x6xi8>) -> tensor<8x6xi8>
    return %0, %1, %4 : tensor<8x6xi32>, tensor<4x3xi32>, tensor<8x6xi8>
  }
}
