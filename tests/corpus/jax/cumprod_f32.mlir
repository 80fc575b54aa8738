module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @cumprod_0.2(%arg0: tensor<10x3xf32>) -> tensor<10x3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[9, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 10, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<10x3xf32>, tensor<f32>) -> tensor<10x3xf32>
    return %0 : tensor<10x3xf32>
  }
  func.func private @cumprod.3(%arg0: tensor<10x3xf32>) -> tensor<10x3xf32> {
    %0 = call @cumprod_0.2(%arg0) : (tensor<10x3xf32>) -> tensor<10x3xf32>
    return %0 : tensor<10x3xf32>
  }
  func.func @main(%arg0: tensor<10x3xf32>) -> tensor<10x3xf32> {
    %0 = call @cumprod.3(%arg0) : (tensor<10x3xf32>) -> tensor<10x3xf32>
    return %0 : tensor<10x3xf32>
  }
}
