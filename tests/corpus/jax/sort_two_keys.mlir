module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.compare EQ, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.and %1, %2 : tensor<i1>
    %4 = stablehlo.or %0, %3 : tensor<i1>
    return %4 : tensor<i1>
  }
  func.func @main(%arg0: tensor<15xi32>, %arg1: tensor<15xi32>, %arg2: tensor<15xi32>) -> (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<i32>):
      %1 = stablehlo.compare LT, %arg3, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %2 = stablehlo.compare EQ, %arg3, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare LT, %arg5, %arg6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.and %2, %3 : tensor<i1>
      %5 = stablehlo.or %1, %4 : tensor<i1>
      stablehlo.return %5 : tensor<i1>
    }) : (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>) -> (tensor<15xi32>, tensor<15xi32>, tensor<15xi32>)
    return %0#0, %0#1, %0#2 : tensor<15xi32>, tensor<15xi32>, tensor<15xi32>
  }
}
