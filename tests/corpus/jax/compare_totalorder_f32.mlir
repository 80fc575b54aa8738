module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<81xf32>, %arg1: tensor<81xf32>) -> (tensor<81xi1>, tensor<81xi1>, tensor<81xi1>) {
    %0 = stablehlo.compare LT, %arg0, %arg1, TOTALORDER : (tensor<81xf32>, tensor<81xf32>) -> tensor<81xi1>
    %1 = stablehlo.compare EQ, %arg0, %arg1, TOTALORDER : (tensor<81xf32>, tensor<81xf32>) -> tensor<81xi1>
    %2 = stablehlo.compare LE, %arg0, %arg1, TOTALORDER : (tensor<81xf32>, tensor<81xf32>) -> tensor<81xi1>
    return %0, %1, %2 : tensor<81xi1>, tensor<81xi1>, tensor<81xi1>
  }
}
