module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<20xi32>, %arg1: tensor<20xi32>) -> tensor<20xi32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<20xi32>
    %2 = stablehlo.add %1, %arg0 : tensor<20xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<20xi32>
    %4 = stablehlo.shift_right_arithmetic %2, %3 : tensor<20xi32>
    return %4 : tensor<20xi32>
  }
  func.func private @wrapped_xor_computation(%arg0: tensor<20xi32>, %arg1: tensor<20xi32>) -> tensor<20xi32> {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<20xi32>
    return %0 : tensor<20xi32>
  }
  func.func private @wrapped_maximum_computation(%arg0: tensor<20xi32>, %arg1: tensor<20xi32>) -> tensor<20xi32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<20xi32>
    return %0 : tensor<20xi32>
  }
  func.func @main(%arg0: tensor<20xi32>, %arg1: tensor<20xi32>) -> (tensor<20xi32>, tensor<20xi32>, tensor<20xi32>) {
    %0 = "mhlo.fusion"(%arg1, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<20xi32>, %arg3: tensor<20xi32>):
      %c = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<20xi32>
      %4 = stablehlo.multiply %arg3, %3 : tensor<20xi32>
      %5 = stablehlo.add %4, %arg2 : tensor<20xi32>
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<20xi32>
      %7 = stablehlo.shift_right_arithmetic %5, %6 : tensor<20xi32>
      mhlo.return %7 : tensor<20xi32>
    }) {output_operand_aliasing = []} : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi32>
    %1 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<20xi32>, %arg3: tensor<20xi32>):
      %3 = stablehlo.xor %arg2, %arg3 : tensor<20xi32>
      mhlo.return %3 : tensor<20xi32>
    }) {output_operand_aliasing = []} : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi32>
    %2 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<20xi32>, %arg3: tensor<20xi32>):
      %3 = stablehlo.maximum %arg2, %arg3 : tensor<20xi32>
      mhlo.return %3 : tensor<20xi32>
    }) {output_operand_aliasing = []} : (tensor<20xi32>, tensor<20xi32>) -> tensor<20xi32>
    return %0, %1, %2 : tensor<20xi32>, tensor<20xi32>, tensor<20xi32>
  }
}
