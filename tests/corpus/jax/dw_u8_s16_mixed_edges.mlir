module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xui8>, %arg1: tensor<10xui8>, %arg2: tensor<10xi16>, %arg3: tensor<10xi16>) -> (tensor<10xui8> {jax.result_info = "result[0]"}, tensor<10xui8> {jax.result_info = "result[1]"}, tensor<10xui8> {jax.result_info = "result[2]"}, tensor<10xui8> {jax.result_info = "result[3]"}, tensor<10xui8> {jax.result_info = "result[4]"}, tensor<10xui8> {jax.result_info = "result[5]"}, tensor<10xi8> {jax.result_info = "result[6]"}, tensor<10xi16> {jax.result_info = "result[7]"}, tensor<10xf32> {jax.result_info = "result[8]"}, tensor<10xi16> {jax.result_info = "result[9]"}, tensor<10xi16> {jax.result_info = "result[10]"}, tensor<10xi16> {jax.result_info = "result[11]"}, tensor<10xi16> {jax.result_info = "result[12]"}, tensor<10xi16> {jax.result_info = "result[13]"}, tensor<10xui8> {jax.result_info = "result[14]"}, tensor<10xui16> {jax.result_info = "result[15]"}, tensor<10xf16> {jax.result_info = "result[16]"}, tensor<10xi1> {jax.result_info = "result[17]"}, tensor<10xi16> {jax.result_info = "result[18]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<10xui8>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<10xui8>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<10xui8>
    %3 = stablehlo.remainder %arg0, %arg1 : tensor<10xui8>
    %4 = stablehlo.shift_left %arg0, %arg1 : tensor<10xui8>
    %5 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<10xui8>
    %6 = stablehlo.convert %arg0 : (tensor<10xui8>) -> tensor<10xi8>
    %7 = stablehlo.convert %arg0 : (tensor<10xui8>) -> tensor<10xi16>
    %8 = stablehlo.convert %arg0 : (tensor<10xui8>) -> tensor<10xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<10xf32>
    %11 = stablehlo.abs %arg2 : tensor<10xi16>
    %12 = stablehlo.negate %arg2 : tensor<10xi16>
    %13 = stablehlo.divide %arg2, %arg3 : tensor<10xi16>
    %14 = stablehlo.remainder %arg2, %arg3 : tensor<10xi16>
    %15 = stablehlo.multiply %arg2, %arg3 : tensor<10xi16>
    %16 = stablehlo.convert %arg2 : (tensor<10xi16>) -> tensor<10xui8>
    %17 = stablehlo.convert %arg2 : (tensor<10xi16>) -> tensor<10xui16>
    %18 = stablehlo.convert %arg2 : (tensor<10xi16>) -> tensor<10xf16>
    %19 = stablehlo.convert %arg0 : (tensor<10xui8>) -> tensor<10xi16>
    %20 = stablehlo.compare LT, %19, %arg2, SIGNED : (tensor<10xi16>, tensor<10xi16>) -> tensor<10xi1>
    %21 = stablehlo.shift_right_arithmetic %arg2, %arg3 : tensor<10xi16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %10, %11, %12, %13, %14, %15, %16, %17, %18, %20, %21 : tensor<10xui8>, tensor<10xui8>, tensor<10xui8>, tensor<10xui8>, tensor<10xui8>, tensor<10xui8>, tensor<10xi8>, tensor<10xi16>, tensor<10xf32>, tensor<10xi16>, tensor<10xi16>, tensor<10xi16>, tensor<10xi16>, tensor<10xi16>, tensor<10xui8>, tensor<10xui16>, tensor<10xf16>, tensor<10xi1>, tensor<10xi16>
  }
}
