module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @floor_divide.1(%arg0: tensor<12xui8>, %arg1: tensor<12xui8>) -> tensor<12xui8> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<12xui8>
    return %0 : tensor<12xui8>
  }
  func.func @main(%arg0: tensor<12xui8>, %arg1: tensor<12xui8>) -> (tensor<12xui8>, tensor<12xui8>, tensor<12xui8>, tensor<12xui8>, tensor<12xui8>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<12xui8>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<12xui8>
    %2 = stablehlo.multiply %arg0, %arg1 : tensor<12xui8>
    %c = stablehlo.constant dense<1> : tensor<ui8>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<12xui8>
    %4 = stablehlo.maximum %arg1, %3 : tensor<12xui8>
    %5 = call @floor_divide.1(%arg0, %4) : (tensor<12xui8>, tensor<12xui8>) -> tensor<12xui8>
    %6 = stablehlo.maximum %arg0, %arg1 : tensor<12xui8>
    return %0, %1, %2, %5, %6 : tensor<12xui8>, tensor<12xui8>, tensor<12xui8>, tensor<12xui8>, tensor<12xui8>
  }
}
