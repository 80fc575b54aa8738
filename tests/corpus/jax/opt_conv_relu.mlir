module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<4xf32>) -> tensor<1x8x8x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<1x8x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x4xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<1x8x8x4xf32>
    return %3 : tensor<1x8x8x4xf32>
  }
  func.func @main(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
    %1 = "mhlo.fusion"(%0, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<1x8x8x4xf32>, %arg4: tensor<4xf32>):
      %2 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<4xf32>) -> tensor<1x8x8x4xf32>
      %3 = stablehlo.add %arg3, %2 : tensor<1x8x8x4xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x4xf32>
      %5 = stablehlo.maximum %3, %4 : tensor<1x8x8x4xf32>
      mhlo.return %5 : tensor<1x8x8x4xf32>
    }) {output_operand_aliasing = []} : (tensor<1x8x8x4xf32>, tensor<4xf32>) -> tensor<1x8x8x4xf32>
    return %1 : tensor<1x8x8x4xf32>
  }
}
