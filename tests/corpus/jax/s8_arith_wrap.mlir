module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xi8>, %arg1: tensor<8xi8>) -> (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<8xi8>
    %1 = stablehlo.abs %arg0 : tensor<8xi8>
    %2 = stablehlo.negate %arg0 : tensor<8xi8>
    %c = stablehlo.constant dense<2> : tensor<i8>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<8xi8>
    %4 = stablehlo.shift_right_arithmetic %arg0, %3 : tensor<8xi8>
    return %0, %1, %2, %4 : tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>
  }
}
