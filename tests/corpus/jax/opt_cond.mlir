module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.cosine %arg0 : tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @region_0.1(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8xf32>):
      %1 = stablehlo.cosine %arg1 : tensor<8xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %3 = stablehlo.add %1, %2 : tensor<8xf32>
      mhlo.return %3 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @region_1.2(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8xf32>):
      %1 = stablehlo.sine %arg1 : tensor<8xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %3 = stablehlo.multiply %1, %2 : tensor<8xf32>
      mhlo.return %3 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<f32>) -> tensor<i32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare GT, %arg2, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.convert %2 : (tensor<i1>) -> tensor<i32>
      mhlo.return %3 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %2 = "mhlo.fusion"(%arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<8xf32>):
        %3 = stablehlo.cosine %arg2 : tensor<8xf32>
        %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
        %5 = stablehlo.add %3, %4 : tensor<8xf32>
        mhlo.return %5 : tensor<8xf32>
      }) {output_operand_aliasing = []} : (tensor<8xf32>) -> tensor<8xf32>
      stablehlo.return %2 : tensor<8xf32>
    }, {
      %2 = "mhlo.fusion"(%arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<8xf32>):
        %3 = stablehlo.sine %arg2 : tensor<8xf32>
        %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
        %5 = stablehlo.multiply %3, %4 : tensor<8xf32>
        mhlo.return %5 : tensor<8xf32>
      }) {output_operand_aliasing = []} : (tensor<8xf32>) -> tensor<8xf32>
      stablehlo.return %2 : tensor<8xf32>
    }) : (tensor<i32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
