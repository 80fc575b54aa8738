module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi64>, %arg1: tensor<12xi64>) -> (tensor<12xi64> {jax.result_info = "result[0]"}, tensor<12xi64> {jax.result_info = "result[1]"}, tensor<12xi64> {jax.result_info = "result[2]"}, tensor<12xui64> {jax.result_info = "result[3]"}, tensor<12xui64> {jax.result_info = "result[4]"}, tensor<12xui64> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.shift_left %arg0, %arg1 : tensor<12xi64>
    %1 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<12xi64>
    %2 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<12xi64>
    %3 = stablehlo.convert %arg0 : (tensor<12xi64>) -> tensor<12xui64>
    %4 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xui64>
    %5 = stablehlo.shift_left %3, %4 : tensor<12xui64>
    %6 = stablehlo.convert %arg0 : (tensor<12xi64>) -> tensor<12xui64>
    %7 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<12xui64>
    %9 = stablehlo.convert %arg0 : (tensor<12xi64>) -> tensor<12xui64>
    %10 = stablehlo.convert %arg1 : (tensor<12xi64>) -> tensor<12xui64>
    %11 = stablehlo.shift_right_arithmetic %9, %10 : tensor<12xui64>
    return %0, %1, %2, %5, %8, %11 : tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xui64>, tensor<12xui64>, tensor<12xui64>
  }
}
