module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf64>) -> (tensor<64xf64> {jax.result_info = "result[0]"}, tensor<40xf64> {jax.result_info = "result[1]"}, tensor<64xf64> {jax.result_info = "result[2]"}, tensor<64xf64> {jax.result_info = "result[3]"}, tensor<60xf64> {jax.result_info = "result[4]"}) {
    %0 = call @cumsum(%arg0) : (tensor<64xf64>) -> tensor<64xf64>
    %1 = stablehlo.slice %arg0 [0:40] : (tensor<64xf64>) -> tensor<40xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %3 = stablehlo.multiply %1, %2 : tensor<40xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<40xf64>
    %5 = stablehlo.add %3, %4 : tensor<40xf64>
    %6 = call @cumprod(%5) : (tensor<40xf64>) -> tensor<40xf64>
    %7 = call @cummax(%arg0) : (tensor<64xf64>) -> tensor<64xf64>
    %8 = call @cummin(%arg0) : (tensor<64xf64>) -> tensor<64xf64>
    %9 = stablehlo.slice %arg0 [0:60] : (tensor<64xf64>) -> tensor<60xf64>
    %10 = call @cumsum_2(%9) : (tensor<60xf64>) -> tensor<60xf64>
    return %0, %6, %7, %8, %10 : tensor<64xf64>, tensor<40xf64>, tensor<64xf64>, tensor<64xf64>, tensor<60xf64>
  }
  func.func private @cumsum(%arg0: tensor<64xf64>) -> tensor<64xf64> {
    %0 = call @cumsum_0(%arg0) : (tensor<64xf64>) -> tensor<64xf64>
    return %0 : tensor<64xf64>
  }
  func.func private @cumsum_0(%arg0: tensor<64xf64>) -> tensor<64xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 64>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    return %1 : tensor<64xf64>
  }
  func.func private @cumprod(%arg0: tensor<40xf64>) -> tensor<40xf64> {
    %0 = call @cumprod_1(%arg0) : (tensor<40xf64>) -> tensor<40xf64>
    return %0 : tensor<40xf64>
  }
  func.func private @cumprod_1(%arg0: tensor<40xf64>) -> tensor<40xf64> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[39, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 40>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f64>
      stablehlo.return %1 : tensor<f64>
    }) : (tensor<40xf64>, tensor<f64>) -> tensor<40xf64>
    return %0 : tensor<40xf64>
  }
  func.func private @cummax(%arg0: tensor<64xf64>) -> tensor<64xf64> {
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 64>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    return %1 : tensor<64xf64>
  }
  func.func private @cummin(%arg0: tensor<64xf64>) -> tensor<64xf64> {
    %cst = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 64>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.minimum %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<64xf64>, tensor<f64>) -> tensor<64xf64>
    return %1 : tensor<64xf64>
  }
  func.func private @cumsum_2(%arg0: tensor<60xf64>) -> tensor<60xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[0, 59]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 60>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<60xf64>, tensor<f64>) -> tensor<60xf64>
    return %1 : tensor<60xf64>
  }
}
