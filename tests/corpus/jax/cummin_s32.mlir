module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.minimum %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cummin.2(%arg0: tensor<3x10xi32>) -> tensor<3x10xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [9, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.minimum %arg1, %arg2 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<3x10xi32>, tensor<i32>) -> tensor<3x10xi32>
    return %0 : tensor<3x10xi32>
  }
  func.func @main(%arg0: tensor<3x10xi32>) -> tensor<3x10xi32> {
    %0 = call @cummin.2(%arg0) : (tensor<3x10xi32>) -> tensor<3x10xi32>
    return %0 : tensor<3x10xi32>
  }
}
