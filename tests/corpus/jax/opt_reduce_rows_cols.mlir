module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<16x24xf32>, %arg1: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<16x24xf32>, tensor<f32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<16x24xf32>, %arg1: tensor<f32>) -> tensor<24xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [0] : (tensor<16x24xf32>, tensor<f32>) -> tensor<24xf32>
    return %0 : tensor<24xf32>
  }
  func.func @main(%arg0: tensor<16x24xf32>) -> (tensor<16xf32>, tensor<24xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "mhlo.fusion"(%arg0, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<16x24xf32>, %arg2: tensor<f32>):
      %2 = stablehlo.reduce(%arg1 init: %arg2) applies stablehlo.add across dimensions = [1] : (tensor<16x24xf32>, tensor<f32>) -> tensor<16xf32>
      mhlo.return %2 : tensor<16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x24xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = "mhlo.fusion"(%arg0, %cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<16x24xf32>, %arg2: tensor<f32>):
      %2 = stablehlo.reduce(%arg1 init: %arg2) applies stablehlo.maximum across dimensions = [0] : (tensor<16x24xf32>, tensor<f32>) -> tensor<24xf32>
      mhlo.return %2 : tensor<24xf32>
    }) {output_operand_aliasing = []} : (tensor<16x24xf32>, tensor<f32>) -> tensor<24xf32>
    return %0, %1 : tensor<16xf32>, tensor<24xf32>
  }
}
