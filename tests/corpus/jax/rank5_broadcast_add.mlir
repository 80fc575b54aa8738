module @jit_add attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x1x3x1x2xf32>, %arg1: tensor<1x4x1x5x1xf32>) -> tensor<2x4x3x5x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<2x1x3x1x2xf32>) -> tensor<2x1x3x1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x1x3x1x2xf32>) -> tensor<2x3x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2, 4] : (tensor<2x3x2xf32>) -> tensor<2x4x3x5x2xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x5x1xf32>) -> tensor<1x4x1x5x1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x4x1x5x1xf32>) -> tensor<4x5xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 3] : (tensor<4x5xf32>) -> tensor<2x4x3x5x2xf32>
    %6 = stablehlo.add %2, %5 : tensor<2x4x3x5x2xf32>
    return %6 : tensor<2x4x3x5x2xf32>
  }
}
