module @jit_sort attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.compare NE, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare EQ, %arg0, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %cst_0, %arg0 : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %0, %cst, %2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.select %5, %cst_0, %arg1 : tensor<i1>, tensor<f32>
    %7 = stablehlo.select %4, %cst, %6 : tensor<i1>, tensor<f32>
    %8 = stablehlo.compare LT, %3, %7, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %8 : tensor<i1>
  }
  func.func private @sort.2(%arg0: tensor<19xf32>) -> tensor<19xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.select %1, %cst, %3 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg2, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare EQ, %arg2, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.select %5, %cst, %7 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<19xf32>) -> tensor<19xf32>
    return %0 : tensor<19xf32>
  }
  func.func @main(%arg0: tensor<19xf32>) -> tensor<19xf32> {
    %0 = call @sort.2(%arg0) : (tensor<19xf32>) -> tensor<19xf32>
    return %0 : tensor<19xf32>
  }
}
