module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<10xi16>, %arg1: tensor<10xui16>) -> (tensor<10xi16>, tensor<10xui16>, tensor<10xui16>) {
    %c = stablehlo.constant dense<3> : tensor<i16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i16>) -> tensor<10xi16>
    %1 = stablehlo.multiply %arg0, %0 : tensor<10xi16>
    %c_0 = stablehlo.constant dense<1> : tensor<i16>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i16>) -> tensor<10xi16>
    %3 = stablehlo.add %1, %2 : tensor<10xi16>
    %c_1 = stablehlo.constant dense<5> : tensor<ui16>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui16>) -> tensor<10xui16>
    %5 = stablehlo.multiply %arg1, %4 : tensor<10xui16>
    %c_2 = stablehlo.constant dense<3> : tensor<ui16>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui16>) -> tensor<10xui16>
    %7 = stablehlo.shift_right_logical %arg1, %6 : tensor<10xui16>
    return %3, %5, %7 : tensor<10xi16>, tensor<10xui16>, tensor<10xui16>
  }
}
