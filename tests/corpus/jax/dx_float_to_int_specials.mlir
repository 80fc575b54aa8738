module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<29xf32>) -> (tensor<29xi8> {jax.result_info = "result[0]"}, tensor<29xi16> {jax.result_info = "result[1]"}, tensor<29xui16> {jax.result_info = "result[2]"}, tensor<29xi32> {jax.result_info = "result[3]"}, tensor<29xui32> {jax.result_info = "result[4]"}, tensor<29xui8> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<29xf32>) -> tensor<29xi8>
    %1 = stablehlo.convert %arg0 : (tensor<29xf32>) -> tensor<29xi16>
    %2 = stablehlo.convert %arg0 : (tensor<29xf32>) -> tensor<29xui16>
    %3 = stablehlo.convert %arg0 : (tensor<29xf32>) -> tensor<29xi32>
    %4 = stablehlo.convert %arg0 : (tensor<29xf32>) -> tensor<29xui32>
    %5 = stablehlo.convert %arg0 : (tensor<29xf32>) -> tensor<29xui8>
    return %0, %1, %2, %3, %4, %5 : tensor<29xi8>, tensor<29xi16>, tensor<29xui16>, tensor<29xi32>, tensor<29xui32>, tensor<29xui8>
  }
}
