module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf64>) -> (tensor<16xi64> {jax.result_info = "result[0]"}, tensor<16xi64> {jax.result_info = "result[1]"}, tensor<16xi64> {jax.result_info = "result[2]"}, tensor<16xf64> {jax.result_info = "result[3]"}) {
    %0 = call @sort(%arg0) : (tensor<16xf64>) -> tensor<16xf64>
    %1 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<16xf64>, tensor<16xf64>) -> tensor<16xi1>
    %2 = call @sort(%arg0) : (tensor<16xf64>) -> tensor<16xf64>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %3 = call @_where(%1, %cst, %2) : (tensor<16xi1>, tensor<f64>, tensor<16xf64>) -> tensor<16xf64>
    %4 = stablehlo.bitcast_convert %3 : (tensor<16xf64>) -> tensor<16xi64>
    %5 = call @argsort(%arg0) : (tensor<16xf64>) -> tensor<16xi64>
    %6 = stablehlo.negate %arg0 : tensor<16xf64>
    %7 = call @argsort(%6) : (tensor<16xf64>) -> tensor<16xi64>
    %8 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %9 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %10 = stablehlo.select %9, %cst_1, %arg1 : tensor<i1>, tensor<f64>
      %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %12 = stablehlo.select %11, %cst_2, %10 : tensor<i1>, tensor<f64>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %13 = stablehlo.compare EQ, %arg2, %cst_3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %14 = stablehlo.select %13, %cst_4, %arg2 : tensor<i1>, tensor<f64>
      %15 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %16 = stablehlo.select %15, %cst_5, %14 : tensor<i1>, tensor<f64>
      %17 = stablehlo.compare LT, %12, %16, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    }) : (tensor<16xf64>) -> tensor<16xf64>
    return %4, %5, %7, %8 : tensor<16xi64>, tensor<16xi64>, tensor<16xi64>, tensor<16xf64>
  }
  func.func private @sort(%arg0: tensor<16xf64>) -> tensor<16xf64> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f64>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f64>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f64>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<16xf64>) -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<f64>, %arg2: tensor<16xf64>) -> tensor<16xf64> {
    %0 = stablehlo.convert %arg1 : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16xi1>, tensor<16xf64>
    return %2 : tensor<16xf64>
  }
  func.func private @argsort(%arg0: tensor<16xf64>) -> tensor<16xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<16xi64>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>, %arg3: tensor<i64>, %arg4: tensor<i64>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f64>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f64>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f64>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f64>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<16xf64>, tensor<16xi64>) -> (tensor<16xf64>, tensor<16xi64>)
    return %1#1 : tensor<16xi64>
  }
}
