module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main() -> (tensor<3x5xi32>, tensor<6xf32>) {
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xi32>) -> tensor<3x5xi32>
    %2 = stablehlo.iota dim = 0 : tensor<6xf32>
    return %1, %2 : tensor<3x5xi32>, tensor<6xf32>
  }
}
