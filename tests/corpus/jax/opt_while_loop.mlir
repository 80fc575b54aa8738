module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %1, %2 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @region_0.1(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<4xf32>):
      %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %3 = stablehlo.multiply %arg2, %2 : tensor<4xf32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %5 = stablehlo.add %3, %4 : tensor<4xf32>
      mhlo.return %5 : tensor<4xf32>
    }) {output_operand_aliasing = []} : (tensor<4xf32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%arg1, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<i32>
      mhlo.return %2 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    return %0, %1 : tensor<4xf32>, tensor<i32>
  }
  func.func private @wrapped_compare_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_1.2(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<10> : tensor<i32>
    %0 = "mhlo.fusion"(%arg1, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %1 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @while.5_computation(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<4xf32>, tensor<i32>
    cond {
      %c = stablehlo.constant dense<10> : tensor<i32>
      %1 = "mhlo.fusion"(%iterArg_0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %2 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %2 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = "mhlo.fusion"(%iterArg) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<4xf32>):
        %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32>
        %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %4 = stablehlo.multiply %arg2, %3 : tensor<4xf32>
        %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
        %6 = stablehlo.add %4, %5 : tensor<4xf32>
        mhlo.return %6 : tensor<4xf32>
      }) {output_operand_aliasing = []} : (tensor<4xf32>) -> tensor<4xf32>
      %c = stablehlo.constant dense<1> : tensor<i32>
      %2 = "mhlo.fusion"(%iterArg_0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %3 = stablehlo.add %arg2, %arg3 : tensor<i32>
        mhlo.return %3 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %1, %2 : tensor<4xf32>, tensor<i32>
    }
    return %0#0, %0#1 : tensor<4xf32>, tensor<i32>
  }
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = mhlo.copy %arg0 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = mhlo.copy %c : tensor<i32>
    %2:2 = call @while.5_computation(%0, %1) {mhlo.frontend_attributes = {xla_cpu_small_call = "true"}} : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    return %2#0 : tensor<4xf32>
  }
}
