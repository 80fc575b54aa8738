module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_where.1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide.2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.sign %arg0 : tensor<i32>
    %1 = stablehlo.sign %arg1 : tensor<i32>
    %2 = stablehlo.compare NE, %0, %1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.remainder %arg0, %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.and %2, %4 : tensor<i1>
    %6 = stablehlo.divide %arg0, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.subtract %6, %c_0 : tensor<i32>
    %8 = call @_where.1(%5, %7, %6) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %8 : tensor<i32>
  }
  func.func private @remainder.3(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where.1(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.compare LT, %1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.compare NE, %3, %4 : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.compare NE, %2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
    %0 = call @floor_divide.2(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = call @remainder.3(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.maximum %arg0, %arg1 : tensor<i32>
    %3 = stablehlo.compare GT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = call @_where.1(%3, %arg0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %0, %1, %2, %4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }
}
