module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<20xi32>) -> tensor<20xi32> {
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %2 = stablehlo.clamp %0, %arg0, %1 : tensor<20xi32>
    return %2 : tensor<20xi32>
  }
}
