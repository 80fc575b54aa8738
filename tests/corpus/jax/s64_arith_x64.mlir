module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<6xi64>, %arg1: tensor<6xi64>) -> (tensor<6xi64>, tensor<6xi64>, tensor<6xi64>, tensor<6xi64>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<6xi64>
    %1 = stablehlo.multiply %arg0, %arg1 : tensor<6xi64>
    %2 = stablehlo.divide %arg0, %arg1 : tensor<6xi64>
    %3 = stablehlo.remainder %arg0, %arg1 : tensor<6xi64>
    return %0, %1, %2, %3 : tensor<6xi64>, tensor<6xi64>, tensor<6xi64>, tensor<6xi64>
  }
}
