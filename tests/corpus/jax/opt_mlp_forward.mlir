module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<8x10xf32>, %arg1: tensor<10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<8x32xf32>, %arg1: tensor<32xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<8x32xf32>
    return %3 : tensor<8x32xf32>
  }
  func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = "mhlo.fusion"(%0, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<8x32xf32>, %arg6: tensor<32xf32>):
      %4 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
      %5 = stablehlo.add %arg5, %4 : tensor<8x32xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %7 = stablehlo.maximum %5, %6 : tensor<8x32xf32>
      mhlo.return %7 : tensor<8x32xf32>
    }) {output_operand_aliasing = []} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.dot %1, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %3 = "mhlo.fusion"(%2, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<8x10xf32>, %arg6: tensor<10xf32>):
      %4 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
      %5 = stablehlo.add %arg5, %4 : tensor<8x10xf32>
      mhlo.return %5 : tensor<8x10xf32>
    }) {output_operand_aliasing = []} : (tensor<8x10xf32>, tensor<10xf32>) -> tensor<8x10xf32>
    return %3 : tensor<8x10xf32>
  }
}
