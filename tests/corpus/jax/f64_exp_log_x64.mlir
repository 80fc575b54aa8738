module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<16xf64>) -> (tensor<16xf64>, tensor<16xf64>, tensor<16xf64>) {
    %0 = stablehlo.exponential %arg0 : tensor<16xf64>
    %1 = stablehlo.abs %arg0 : tensor<16xf64>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %3 = stablehlo.add %1, %2 : tensor<16xf64>
    %4 = stablehlo.log %3 : tensor<16xf64>
    %5 = stablehlo.sine %arg0 : tensor<16xf64>
    return %0, %4, %5 : tensor<16xf64>, tensor<16xf64>, tensor<16xf64>
  }
}
