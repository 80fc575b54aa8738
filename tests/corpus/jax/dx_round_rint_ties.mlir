module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<22xf32>) -> (tensor<22xf32> {jax.result_info = "result[0]"}, tensor<22xf32> {jax.result_info = "result[1]"}, tensor<22xf32> {jax.result_info = "result[2]"}, tensor<22xf32> {jax.result_info = "result[3]"}, tensor<12xi32> {jax.result_info = "result[4]"}, tensor<12xi32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<[15, 16, 20, 21]> : tensor<4xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<4xi1>
    %0 = call @round(%arg0) : (tensor<22xf32>) -> tensor<22xf32>
    %1 = call @rint(%arg0) : (tensor<22xf32>) -> tensor<22xf32>
    %2 = stablehlo.round_nearest_afz %arg0 : tensor<22xf32>
    %3 = call @trunc(%arg0) : (tensor<22xf32>) -> tensor<22xf32>
    %4 = stablehlo.slice %arg0 [0:12] : (tensor<22xf32>) -> tensor<12xf32>
    %5 = call @round_0(%4) : (tensor<12xf32>) -> tensor<12xf32>
    %6 = stablehlo.bitcast_convert %5 : (tensor<12xf32>) -> tensor<12xi32>
    %7 = stablehlo.slice %arg0 [0:12] : (tensor<22xf32>) -> tensor<12xf32>
    %8 = stablehlo.round_nearest_afz %7 : tensor<12xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<12xf32>) -> tensor<12xi32>
    %c_1 = stablehlo.constant dense<22> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.add %c, %10 : tensor<4xi32>
    %12 = stablehlo.select %c_0, %11, %c : tensor<4xi1>, tensor<4xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14 = "stablehlo.gather"(%arg0, %13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<22xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %15 = call @round_1(%14) : (tensor<4xf32>) -> tensor<4xf32>
    return %0, %1, %2, %3, %6, %9, %15 : tensor<22xf32>, tensor<22xf32>, tensor<22xf32>, tensor<22xf32>, tensor<12xi32>, tensor<12xi32>, tensor<4xf32>
  }
  func.func private @round(%arg0: tensor<22xf32>) -> tensor<22xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<22xf32>
    return %0 : tensor<22xf32>
  }
  func.func private @rint(%arg0: tensor<22xf32>) -> tensor<22xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<22xf32>
    return %0 : tensor<22xf32>
  }
  func.func private @trunc(%arg0: tensor<22xf32>) -> tensor<22xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<22xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<22xf32>, tensor<22xf32>) -> tensor<22xi1>
    %2 = stablehlo.ceil %arg0 : tensor<22xf32>
    %3 = stablehlo.floor %arg0 : tensor<22xf32>
    %4 = call @_where(%1, %2, %3) : (tensor<22xi1>, tensor<22xf32>, tensor<22xf32>) -> tensor<22xf32>
    return %4 : tensor<22xf32>
  }
  func.func private @_where(%arg0: tensor<22xi1>, %arg1: tensor<22xf32>, %arg2: tensor<22xf32>) -> tensor<22xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<22xi1>, tensor<22xf32>
    return %0 : tensor<22xf32>
  }
  func.func private @round_0(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @round_1(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4xf32>
    return %4 : tensor<4xf32>
  }
}
