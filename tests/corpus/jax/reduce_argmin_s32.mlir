module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %0 = stablehlo.compare LT, %arg0, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg0, %arg2 : tensor<i1>, tensor<i32>
    %2 = stablehlo.compare EQ, %arg0, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.compare LT, %arg1, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.and %2, %3 : tensor<i1>
    %5 = stablehlo.or %0, %4 : tensor<i1>
    %6 = stablehlo.select %5, %arg1, %arg3 : tensor<i1>, tensor<i32>
    return %1, %6 : tensor<i32>, tensor<i32>
  }
  func.func private @argmin.2(%arg0: tensor<6x7xi32>) -> tensor<7xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<6xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xi32>) -> tensor<6x7xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.reduce(%arg0 init: %c), (%1 init: %c_0) across dimensions = [0] : (tensor<6x7xi32>, tensor<6x7xi32>, tensor<i32>, tensor<i32>) -> (tensor<7xi32>, tensor<7xi32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %3 = stablehlo.compare LT, %arg1, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.select %3, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %5 = stablehlo.compare EQ, %arg1, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %3, %7 : tensor<i1>
      %9 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %4, %9 : tensor<i32>, tensor<i32>
    }
    return %2#1 : tensor<7xi32>
  }
  func.func @main(%arg0: tensor<6x7xi32>) -> tensor<7xi32> {
    %0 = call @argmin.2(%arg0) : (tensor<6x7xi32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
}
