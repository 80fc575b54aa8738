module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @relu.1(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x32xf32>) -> tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.add %0, %4 : tensor<8x32xf32>
    %6 = call @relu.1(%5) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %7 = stablehlo.dot %6, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %8 = stablehlo.reshape %arg4 : (tensor<10xf32>) -> tensor<1x10xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<1x10xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x10xf32>) -> tensor<10xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %12 = stablehlo.add %7, %11 : tensor<8x10xf32>
    return %12 : tensor<8x10xf32>
  }
}
