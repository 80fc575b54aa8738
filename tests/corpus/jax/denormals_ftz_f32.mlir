module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xbf16>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8xf32>
    %2 = stablehlo.sign %arg0 : tensor<8xf32>
    %3 = stablehlo.abs %arg0 : tensor<8xf32>
    %4 = stablehlo.sqrt %3 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.compare EQ, %arg0, %5 : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %7 = stablehlo.abs %arg0 : tensor<8xf32>
    %8 = stablehlo.negate %arg0 : tensor<8xf32>
    %9 = stablehlo.bitcast_convert %arg0 : (tensor<8xf32>) -> tensor<8xi32>
    %10 = stablehlo.convert %arg0 : (tensor<8xf32>) -> tensor<8xbf16>
    return %1, %2, %4, %6, %7, %8, %9, %10 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xi32>, tensor<8xbf16>
  }
}
