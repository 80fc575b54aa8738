module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xi64>, %arg1: tensor<10xi64>) -> (tensor<10xi64> {jax.result_info = "result[0]"}, tensor<10xi64> {jax.result_info = "result[1]"}, tensor<10xi64> {jax.result_info = "result[2]"}, tensor<10xi64> {jax.result_info = "result[3]"}, tensor<10xi64> {jax.result_info = "result[4]"}, tensor<10xi64> {jax.result_info = "result[5]"}, tensor<10xi64> {jax.result_info = "result[6]"}, tensor<10xi64> {jax.result_info = "result[7]"}, tensor<10xi64> {jax.result_info = "result[8]"}, tensor<10xi64> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<10xi64>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<10xi64>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<10xi64>
    %3 = stablehlo.negate %arg0 : tensor<10xi64>
    %4 = stablehlo.abs %arg0 : tensor<10xi64>
    %5 = stablehlo.sign %arg0 : tensor<10xi64>
    %6 = stablehlo.maximum %arg0, %arg1 : tensor<10xi64>
    %7 = stablehlo.minimum %arg0, %arg1 : tensor<10xi64>
    %8 = stablehlo.multiply %arg0, %arg0 : tensor<10xi64>
    %c = stablehlo.constant dense<-5> : tensor<i64>
    %c_0 = stablehlo.constant dense<1099511627776> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<10xi64>
    %11 = stablehlo.clamp %9, %arg0, %10 : tensor<10xi64>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %11 : tensor<10xi64>, tensor<10xi64>, tensor<10xi64>, tensor<10xi64>, tensor<10xi64>, tensor<10xi64>, tensor<10xi64>, tensor<10xi64>, tensor<10xi64>, tensor<10xi64>
  }
}
