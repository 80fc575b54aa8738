module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x64xf32>, %arg4: tensor<8xf32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<8x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x64xf32>
    return %9 : tensor<8x64xf32>
  }
  func.func private @region_2.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.1(%arg0: tensor<8x2xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.add %2, %3 : tensor<8xf32>
    %5 = stablehlo.rsqrt %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<8x64xf32>, %arg1: tensor<8xf32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8x64xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x64xf32>
    return %4 : tensor<8x64xf32>
  }
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<8x64xf32>, %arg1: tensor<f32>) -> tensor<8x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    return %0 : tensor<8x2xf32>
  }
  func.func private @region_0.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<8x2xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<8x64xf32>, %arg1: tensor<f32>) -> tensor<8x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    return %0 : tensor<8x2xf32>
  }
  func.func @main(%arg0: tensor<8x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "mhlo.fusion"(%arg0, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x64xf32>, %arg4: tensor<f32>):
      %6 = "stablehlo.reduce_window"(%arg3, %arg4) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %7 = stablehlo.add %arg5, %arg6 : tensor<f32>
        stablehlo.return %7 : tensor<f32>
      }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8x2xf32>
      mhlo.return %6 : tensor<8x2xf32>
    }) {output_operand_aliasing = []} : (tensor<8x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %1 = "mhlo.fusion"(%0, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x2xf32>, %arg4: tensor<f32>):
      %6 = stablehlo.reduce(%arg3 init: %arg4) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
      mhlo.return %6 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = "mhlo.fusion"(%arg0, %1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x64xf32>, %arg4: tensor<8xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %7 = stablehlo.multiply %arg4, %6 : tensor<8xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
      %9 = stablehlo.subtract %arg3, %8 : tensor<8x64xf32>
      %10 = stablehlo.multiply %9, %9 : tensor<8x64xf32>
      mhlo.return %10 : tensor<8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<8x64xf32>, tensor<8xf32>) -> tensor<8x64xf32>
    %3 = "mhlo.fusion"(%2, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x64xf32>, %arg4: tensor<f32>):
      %6 = "stablehlo.reduce_window"(%arg3, %arg4) <{base_dilations = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %7 = stablehlo.add %arg5, %arg6 : tensor<f32>
        stablehlo.return %7 : tensor<f32>
      }) : (tensor<8x64xf32>, tensor<f32>) -> tensor<8x2xf32>
      mhlo.return %6 : tensor<8x2xf32>
    }) {output_operand_aliasing = []} : (tensor<8x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %4 = "mhlo.fusion"(%3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<8x2xf32>):
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.reduce(%arg3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
      %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<8xf32>
      %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %10 = stablehlo.add %8, %9 : tensor<8xf32>
      %11 = stablehlo.rsqrt %10 : tensor<8xf32>
      mhlo.return %11 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x2xf32>) -> tensor<8xf32>
    %5 = "mhlo.fusion"(%arg2, %arg1, %4, %arg0, %1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x64xf32>, %arg7: tensor<8xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %7 = stablehlo.multiply %arg7, %6 : tensor<8xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
      %9 = stablehlo.subtract %arg6, %8 : tensor<8x64xf32>
      %10 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<8xf32>) -> tensor<8x64xf32>
      %11 = stablehlo.multiply %9, %10 : tensor<8x64xf32>
      %12 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
      %13 = stablehlo.multiply %11, %12 : tensor<8x64xf32>
      %14 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
      %15 = stablehlo.add %13, %14 : tensor<8x64xf32>
      mhlo.return %15 : tensor<8x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<8xf32>, tensor<8x64xf32>, tensor<8xf32>) -> tensor<8x64xf32>
    return %5 : tensor<8x64xf32>
  }
}
