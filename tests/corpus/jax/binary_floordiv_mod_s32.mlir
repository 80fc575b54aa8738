module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_where.1(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<24xi1>, tensor<24xi32>
    return %0 : tensor<24xi32>
  }
  func.func private @floor_divide.2(%arg0: tensor<24xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.sign %arg0 : tensor<24xi32>
    %1 = stablehlo.sign %arg1 : tensor<24xi32>
    %2 = stablehlo.compare NE, %0, %1 : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %3 = stablehlo.remainder %arg0, %arg1 : tensor<24xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %5 = stablehlo.compare NE, %3, %4 : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %6 = stablehlo.and %2, %5 : tensor<24xi1>
    %7 = stablehlo.divide %arg0, %arg1 : tensor<24xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %9 = stablehlo.subtract %7, %8 : tensor<24xi32>
    %10 = call @_where.1(%6, %9, %7) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    return %10 : tensor<24xi32>
  }
  func.func private @remainder.3(%arg0: tensor<24xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %1 = stablehlo.compare EQ, %arg1, %0 : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %3 = call @_where.1(%1, %2, %arg1) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<24xi32>
    %5 = stablehlo.compare LT, %4, %0 : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %6 = stablehlo.compare LT, %3, %0 : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %7 = stablehlo.compare NE, %5, %6 : (tensor<24xi1>, tensor<24xi1>) -> tensor<24xi1>
    %8 = stablehlo.compare NE, %4, %0 : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %9 = stablehlo.and %7, %8 : tensor<24xi1>
    %10 = stablehlo.add %4, %3 : tensor<24xi32>
    %11 = stablehlo.select %9, %10, %4 : tensor<24xi1>, tensor<24xi32>
    return %11 : tensor<24xi32>
  }
  func.func @main(%arg0: tensor<24xi32>, %arg1: tensor<24xi32>) -> (tensor<24xi32>, tensor<24xi32>) {
    %0 = call @floor_divide.2(%arg0, %arg1) : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    %1 = call @remainder.3(%arg0, %arg1) : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    return %0, %1 : tensor<24xi32>, tensor<24xi32>
  }
}
