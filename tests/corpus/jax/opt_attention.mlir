module @jit_attn attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<8x8xf32>, %arg1: tensor<8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.1(%arg0: tensor<8x8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<8x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.subtract %1, %2 : tensor<8x8xf32>
    %4 = stablehlo.exponential %3 : tensor<8x8xf32>
    return %4 : tensor<8x8xf32>
  }
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.3(%arg0: tensor<8x8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x8xf32>
    %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x8xf32>):
      %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
      %7 = stablehlo.multiply %arg3, %6 : tensor<8x8xf32>
      %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      mhlo.return %8 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>) -> tensor<8xf32>
    %2 = "mhlo.fusion"(%1, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8xf32>, %arg4: tensor<8x8xf32>):
      %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
      %7 = stablehlo.multiply %arg4, %6 : tensor<8x8xf32>
      %8 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %9 = stablehlo.subtract %7, %8 : tensor<8x8xf32>
      %10 = stablehlo.exponential %9 : tensor<8x8xf32>
      mhlo.return %10 : tensor<8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x8xf32>):
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.reduce(%arg3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %8 = stablehlo.divide %6, %7 : tensor<8xf32>
      mhlo.return %8 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>) -> tensor<8xf32>
    %4 = "mhlo.fusion"(%2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x8xf32>, %arg4: tensor<8xf32>):
      %6 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %7 = stablehlo.multiply %arg3, %6 : tensor<8x8xf32>
      mhlo.return %7 : tensor<8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.dot %4, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    return %5 : tensor<8x16xf32>
  }
}
