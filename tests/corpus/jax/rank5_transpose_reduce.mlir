module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<2x3x1x4x2xf32>) -> tensor<2x2x3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [4, 2, 0, 3, 1] {result_layout = dense<[0, 3, 1, 4, 2]> : tensor<5xindex>, xla_shape = "f32[2,1,2,4,3]{0,3,1,4,2}"} : (tensor<2x3x1x4x2xf32>) -> tensor<2x1x2x4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x1x2x4x3xf32>, tensor<f32>) -> tensor<2x2x3xf32>
    return %1 : tensor<2x2x3xf32>
  }
}
