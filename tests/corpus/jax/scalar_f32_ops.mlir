module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.sine %arg0 : tensor<f32>
    %2 = stablehlo.multiply %arg1, %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.add %2, %cst : tensor<f32>
    %4 = stablehlo.divide %1, %3 : tensor<f32>
    %5 = stablehlo.add %0, %4 : tensor<f32>
    return %5 : tensor<f32>
  }
}
