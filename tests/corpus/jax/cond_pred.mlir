module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.cosine %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @region_1.2(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %3 = stablehlo.cosine %arg1 : tensor<8xf32>
      stablehlo.return %3 : tensor<8xf32>
    }, {
      %3 = stablehlo.sine %arg1 : tensor<8xf32>
      stablehlo.return %3 : tensor<8xf32>
    }) : (tensor<i32>) -> tensor<8xf32>
    return %2 : tensor<8xf32>
  }
}
