module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x40x97xbf16>, %arg1: tensor<3x97x50xbf16>) -> (tensor<3x40x50xf32> {jax.result_info = "result[0]"}, tensor<3x40x50xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x40x97xbf16>, tensor<3x97x50xbf16>) -> tensor<3x40x50xf32>
    %1 = stablehlo.convert %arg0 : (tensor<3x40x97xbf16>) -> tensor<3x40x97xf32>
    %2 = stablehlo.convert %arg1 : (tensor<3x97x50xbf16>) -> tensor<3x97x50xf32>
    %3 = stablehlo.dot_general %1, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x40x97xf32>, tensor<3x97x50xf32>) -> tensor<3x40x50xf32>
    return %0, %3 : tensor<3x40x50xf32>, tensor<3x40x50xf32>
  }
}
