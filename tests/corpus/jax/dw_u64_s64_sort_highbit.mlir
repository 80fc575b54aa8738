module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xui64>) -> (tensor<12xui64> {jax.result_info = "result[0]"}, tensor<12xi64> {jax.result_info = "result[1]"}, tensor<12xi64> {jax.result_info = "result[2]"}, tensor<12xi64> {jax.result_info = "result[3]"}, tensor<12xui32> {jax.result_info = "result[4]"}, tensor<12xi64> {jax.result_info = "result[5]"}) {
    %0 = call @sort(%arg0) : (tensor<12xui64>) -> tensor<12xui64>
    %1 = call @argsort(%arg0) : (tensor<12xui64>) -> tensor<12xi64>
    %2 = stablehlo.convert %arg0 : (tensor<12xui64>) -> tensor<12xi64>
    %3 = call @sort_0(%2) : (tensor<12xi64>) -> tensor<12xi64>
    %4 = stablehlo.convert %arg0 : (tensor<12xui64>) -> tensor<12xi64>
    %5 = call @argsort_1(%4) : (tensor<12xi64>) -> tensor<12xi64>
    %6 = stablehlo.convert %arg0 : (tensor<12xui64>) -> tensor<12xui32>
    %7 = call @sort_2(%6) : (tensor<12xui32>) -> tensor<12xui32>
    %8 = stablehlo.iota dim = 0 : tensor<12xi64>
    %9:2 = "stablehlo.sort"(%arg0, %8) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %10 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<12xui64>, tensor<12xi64>) -> (tensor<12xui64>, tensor<12xi64>)
    return %0, %1, %3, %5, %7, %9#1 : tensor<12xui64>, tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xui32>, tensor<12xi64>
  }
  func.func private @sort(%arg0: tensor<12xui64>) -> tensor<12xui64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<12xui64>) -> tensor<12xui64>
    return %0 : tensor<12xui64>
  }
  func.func private @argsort(%arg0: tensor<12xui64>) -> tensor<12xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<12xui64>, tensor<12xi64>) -> (tensor<12xui64>, tensor<12xi64>)
    return %1#1 : tensor<12xi64>
  }
  func.func private @sort_0(%arg0: tensor<12xi64>) -> tensor<12xi64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<12xi64>) -> tensor<12xi64>
    return %0 : tensor<12xi64>
  }
  func.func private @argsort_1(%arg0: tensor<12xi64>) -> tensor<12xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<12xi64>, tensor<12xi64>) -> (tensor<12xi64>, tensor<12xi64>)
    return %1#1 : tensor<12xi64>
  }
  func.func private @sort_2(%arg0: tensor<12xui32>) -> tensor<12xui32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<12xui32>) -> tensor<12xui32>
    return %0 : tensor<12xui32>
  }
}
