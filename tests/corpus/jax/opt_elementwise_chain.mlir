module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xf32>
    %3 = stablehlo.tanh %2 : tensor<16x16xf32>
    %4 = stablehlo.negate %arg0 : tensor<16x16xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<16x16xf32>
    %6 = stablehlo.exponential %5 : tensor<16x16xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<16x16xf32>
    return %7 : tensor<16x16xf32>
  }
  func.func @main(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>):
      %1 = stablehlo.multiply %arg2, %arg3 : tensor<16x16xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
      %3 = stablehlo.add %1, %2 : tensor<16x16xf32>
      %4 = stablehlo.tanh %3 : tensor<16x16xf32>
      %5 = stablehlo.negate %arg2 : tensor<16x16xf32>
      %6 = stablehlo.multiply %5, %arg2 : tensor<16x16xf32>
      %7 = stablehlo.exponential %6 : tensor<16x16xf32>
      %8 = stablehlo.subtract %4, %7 : tensor<16x16xf32>
      mhlo.return %8 : tensor<16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    return %0 : tensor<16x16xf32>
  }
}
