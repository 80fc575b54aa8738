module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40xcomplex<f64>>) -> (tensor<40xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<20xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<40xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<complex<f64>> {jax.result_info = "result[3]"}, tensor<complex<f64>> {jax.result_info = "result[4]"}, tensor<12xcomplex<f64>> {jax.result_info = "result[5]"}) {
    %0 = call @cumsum(%arg0) : (tensor<40xcomplex<f64>>) -> tensor<40xcomplex<f64>>
    %1 = stablehlo.slice %arg0 [0:20] : (tensor<40xcomplex<f64>>) -> tensor<20xcomplex<f64>>
    %2 = call @cumprod(%1) : (tensor<20xcomplex<f64>>) -> tensor<20xcomplex<f64>>
    %3 = call @cumsum_2(%arg0) : (tensor<40xcomplex<f64>>) -> tensor<40xcomplex<f64>>
    %4 = stablehlo.slice %arg0 [0:20] : (tensor<40xcomplex<f64>>) -> tensor<20xcomplex<f64>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.multiply across dimensions = [0] : (tensor<20xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<40xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f64>>
    %7 = stablehlo.slice %arg0 [0:12] : (tensor<40xcomplex<f64>>) -> tensor<12xcomplex<f64>>
    %8 = call @cumprod_3(%7) : (tensor<12xcomplex<f64>>) -> tensor<12xcomplex<f64>>
    return %0, %2, %3, %5, %6, %8 : tensor<40xcomplex<f64>>, tensor<20xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<complex<f64>>, tensor<complex<f64>>, tensor<12xcomplex<f64>>
  }
  func.func private @cumsum(%arg0: tensor<40xcomplex<f64>>) -> tensor<40xcomplex<f64>> {
    %0 = call @cumsum_0(%arg0) : (tensor<40xcomplex<f64>>) -> tensor<40xcomplex<f64>>
    return %0 : tensor<40xcomplex<f64>>
  }
  func.func private @cumsum_0(%arg0: tensor<40xcomplex<f64>>) -> tensor<40xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[39, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 40>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<complex<f64>>
      stablehlo.return %2 : tensor<complex<f64>>
    }) : (tensor<40xcomplex<f64>>, tensor<complex<f64>>) -> tensor<40xcomplex<f64>>
    return %1 : tensor<40xcomplex<f64>>
  }
  func.func private @cumprod(%arg0: tensor<20xcomplex<f64>>) -> tensor<20xcomplex<f64>> {
    %0 = call @cumprod_1(%arg0) : (tensor<20xcomplex<f64>>) -> tensor<20xcomplex<f64>>
    return %0 : tensor<20xcomplex<f64>>
  }
  func.func private @cumprod_1(%arg0: tensor<20xcomplex<f64>>) -> tensor<20xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[19, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 20>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<complex<f64>>
      stablehlo.return %1 : tensor<complex<f64>>
    }) : (tensor<20xcomplex<f64>>, tensor<complex<f64>>) -> tensor<20xcomplex<f64>>
    return %0 : tensor<20xcomplex<f64>>
  }
  func.func private @cumsum_2(%arg0: tensor<40xcomplex<f64>>) -> tensor<40xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<complex<f64>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 39]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 40>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<complex<f64>>
      stablehlo.return %2 : tensor<complex<f64>>
    }) : (tensor<40xcomplex<f64>>, tensor<complex<f64>>) -> tensor<40xcomplex<f64>>
    return %1 : tensor<40xcomplex<f64>>
  }
  func.func private @cumprod_3(%arg0: tensor<12xcomplex<f64>>) -> tensor<12xcomplex<f64>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[0, 11]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f64>>, %arg2: tensor<complex<f64>>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<complex<f64>>
      stablehlo.return %1 : tensor<complex<f64>>
    }) : (tensor<12xcomplex<f64>>, tensor<complex<f64>>) -> tensor<12xcomplex<f64>>
    return %0 : tensor<12xcomplex<f64>>
  }
}
