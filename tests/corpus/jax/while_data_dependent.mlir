module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<6xf32>, %arg1: tensor<i32>) -> (tensor<6xf32>, tensor<i32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<6xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %arg1, %c : tensor<i32>
    return %1, %2 : tensor<6xf32>, tensor<i32>
  }
  func.func private @region_2.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.3(%arg0: tensor<6xf32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.abs %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GE, %1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %2 : tensor<i1>
  }
  func.func @main(%arg0: tensor<6xf32>) -> (tensor<6xf32>, tensor<i32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c) : tensor<6xf32>, tensor<i32>
    cond {
      %1 = stablehlo.abs %iterArg : tensor<6xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %3 = stablehlo.compare GE, %2, %cst_1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %2 = stablehlo.multiply %iterArg, %1 : tensor<6xf32>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %c_1 : tensor<i32>
      stablehlo.return %2, %3 : tensor<6xf32>, tensor<i32>
    }
    return %0#0, %0#1 : tensor<6xf32>, tensor<i32>
  }
}
