module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> (tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi1>) {
    %0 = stablehlo.compare EQ, %arg0, %arg1 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %1 = stablehlo.compare NE, %arg0, %arg1 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %2 = stablehlo.compare LT, %arg0, %arg1 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %3 = stablehlo.compare LE, %arg0, %arg1 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %4 = stablehlo.compare GT, %arg0, %arg1 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %5 = stablehlo.compare GE, %arg0, %arg1 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi1>, tensor<10xi1>
  }
}
