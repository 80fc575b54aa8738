module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f16>, %arg1: tensor<f16>) -> tensor<f16> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f16>
    return %0 : tensor<f16>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<3x10xf16>) -> tensor<3x10xf16> {
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x10xf16>, tensor<f16>) -> tensor<3xf16>
    %cst_0 = stablehlo.constant dense<0xFC00> : tensor<f16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f16>) -> tensor<3xf16>
    %2 = stablehlo.maximum %0, %1 : tensor<3xf16>
    %3 = stablehlo.reshape %2 : (tensor<3xf16>) -> tensor<3x1xf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf16>) -> tensor<3x1xf16>
    %5 = stablehlo.reshape %4 : (tensor<3x1xf16>) -> tensor<3xf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xf16>) -> tensor<3x10xf16>
    %7 = stablehlo.subtract %arg0, %6 : tensor<3x10xf16>
    %8 = stablehlo.exponential %7 : tensor<3x10xf16>
    %9 = stablehlo.convert %8 : (tensor<3x10xf16>) -> tensor<3x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x10xf32>, tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.reshape %10 : (tensor<3xf32>) -> tensor<3x1xf32>
    %12 = stablehlo.convert %11 : (tensor<3x1xf32>) -> tensor<3x1xf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x1xf16>) -> tensor<3x1xf16>
    %14 = stablehlo.reshape %13 : (tensor<3x1xf16>) -> tensor<3xf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xf16>) -> tensor<3x10xf16>
    %16 = stablehlo.divide %8, %15 : tensor<3x10xf16>
    return %16 : tensor<3x10xf16>
  }
}
