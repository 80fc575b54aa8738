module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xf64>, %arg1: tensor<8xi64>, %arg2: tensor<4xf32>) -> (tensor<10xf32>, tensor<10xi64>, tensor<8xf64>, tensor<8xi32>, tensor<4xf64>) {
    %0 = stablehlo.convert %arg0 : (tensor<10xf64>) -> tensor<10xf32>
    %1 = stablehlo.convert %arg0 : (tensor<10xf64>) -> tensor<10xi64>
    %2 = stablehlo.convert %arg1 : (tensor<8xi64>) -> tensor<8xf64>
    %3 = stablehlo.convert %arg1 : (tensor<8xi64>) -> tensor<8xi32>
    %4 = stablehlo.convert %arg2 : (tensor<4xf32>) -> tensor<4xf64>
    return %0, %1, %2, %3, %4 : tensor<10xf32>, tensor<10xi64>, tensor<8xf64>, tensor<8xi32>, tensor<4xf64>
  }
}
