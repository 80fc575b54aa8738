module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xi8>, %arg1: tensor<10xi8>, %arg2: tensor<6xi16>, %arg3: tensor<6xi16>, %arg4: tensor<6xui32>, %arg5: tensor<6xui32>) -> (tensor<10xi8> {jax.result_info = "result[0]"}, tensor<10xi8> {jax.result_info = "result[1]"}, tensor<10xi8> {jax.result_info = "result[2]"}, tensor<6xi16> {jax.result_info = "result[3]"}, tensor<6xi16> {jax.result_info = "result[4]"}, tensor<6xi16> {jax.result_info = "result[5]"}, tensor<6xui32> {jax.result_info = "result[6]"}, tensor<6xui32> {jax.result_info = "result[7]"}, tensor<6xui32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.shift_left %arg0, %arg1 : tensor<10xi8>
    %1 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<10xi8>
    %2 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<10xi8>
    %3 = stablehlo.shift_left %arg2, %arg3 : tensor<6xi16>
    %4 = stablehlo.shift_right_logical %arg2, %arg3 : tensor<6xi16>
    %5 = stablehlo.shift_right_arithmetic %arg2, %arg3 : tensor<6xi16>
    %6 = stablehlo.shift_left %arg4, %arg5 : tensor<6xui32>
    %7 = stablehlo.shift_right_logical %arg4, %arg5 : tensor<6xui32>
    %8 = stablehlo.shift_right_arithmetic %arg4, %arg5 : tensor<6xui32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<10xi8>, tensor<10xi8>, tensor<10xi8>, tensor<6xi16>, tensor<6xi16>, tensor<6xi16>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>
  }
}
