module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>) -> (tensor<7xi32> {jax.result_info = "result[0]"}, tensor<7xi32> {jax.result_info = "result[1]"}, tensor<7xi32> {jax.result_info = "result[2]"}, tensor<7xi32> {jax.result_info = "result[3]"}, tensor<7xi32> {jax.result_info = "result[4]"}, tensor<7xi32> {jax.result_info = "result[5]"}, tensor<7xi32> {jax.result_info = "result[6]"}, tensor<7xi32> {jax.result_info = "result[7]"}, tensor<7xi32> {jax.result_info = "result[8]"}, tensor<7xi32> {jax.result_info = "result[9]"}, tensor<7xi32> {jax.result_info = "result[10]"}, tensor<7xi32> {jax.result_info = "result[11]"}, tensor<7xi32> {jax.result_info = "result[12]"}, tensor<7xi32> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<7xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<7xf32>) -> tensor<7xi32>
    %2 = stablehlo.sine %arg0 : tensor<7xf32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<7xf32>) -> tensor<7xi32>
    %4 = stablehlo.tan %arg0 : tensor<7xf32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<7xf32>) -> tensor<7xi32>
    %6 = chlo.atan %arg0 : tensor<7xf32> -> tensor<7xf32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<7xf32>) -> tensor<7xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.atan2 %arg0, %8 : tensor<7xf32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<7xf32>) -> tensor<7xi32>
    %11 = stablehlo.tanh %arg0 : tensor<7xf32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<7xf32>) -> tensor<7xi32>
    %13 = stablehlo.log_plus_one %arg0 : tensor<7xf32>
    %14 = stablehlo.bitcast_convert %13 : (tensor<7xf32>) -> tensor<7xi32>
    %15 = chlo.sinh %arg0 : tensor<7xf32> -> tensor<7xf32>
    %16 = stablehlo.bitcast_convert %15 : (tensor<7xf32>) -> tensor<7xi32>
    %17 = chlo.asin %arg0 : tensor<7xf32> -> tensor<7xf32>
    %18 = stablehlo.bitcast_convert %17 : (tensor<7xf32>) -> tensor<7xi32>
    %19 = chlo.erf %arg0 : tensor<7xf32> -> tensor<7xf32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<7xf32>) -> tensor<7xi32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %22 = stablehlo.multiply %arg0, %21 : tensor<7xf32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<7xf32>) -> tensor<7xi32>
    %24 = stablehlo.round_nearest_afz %arg0 : tensor<7xf32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<7xf32>) -> tensor<7xi32>
    %26 = stablehlo.abs %arg0 : tensor<7xf32>
    %27 = stablehlo.bitcast_convert %26 : (tensor<7xf32>) -> tensor<7xi32>
    %28 = stablehlo.negate %arg0 : tensor<7xf32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<7xf32>) -> tensor<7xi32>
    return %1, %3, %5, %7, %10, %12, %14, %16, %18, %20, %23, %25, %27, %29 : tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>
  }
}
