module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xui64>, %arg1: tensor<8xui64>) -> (tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xi1>) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<8xui64>
    %1 = stablehlo.shift_left %arg0, %arg1 : tensor<8xui64>
    %2 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<8xui64>
    %3 = stablehlo.compare GT, %arg0, %arg1 : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xi1>
    return %0, %1, %2, %3 : tensor<8xui64>, tensor<8xui64>, tensor<8xui64>, tensor<8xi1>
  }
}
