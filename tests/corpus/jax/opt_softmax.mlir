module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<8x33xf32>, %arg1: tensor<8xf32>) -> tensor<8x33xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xf32>) -> tensor<8x33xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x33xf32>
    return %1 : tensor<8x33xf32>
  }
  func.func private @region_1.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.1(%arg0: tensor<8x2xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<8x33xf32>, %arg1: tensor<8xf32>) -> tensor<8x33xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xf32>) -> tensor<8x33xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<8x33xf32>
    %2 = stablehlo.exponential %1 : tensor<8x33xf32>
    return %2 : tensor<8x33xf32>
  }
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<8x33xf32>, %arg1: tensor<f32>) -> tensor<8x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 16]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<8x33xf32>, tensor<f32>) -> tensor<8x2xf32>
    return %0 : tensor<8x2xf32>
  }
  func.func private @region_0.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<8x2xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<8x33xf32>, %arg1: tensor<f32>) -> tensor<8x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 16]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<8x33xf32>, tensor<f32>) -> tensor<8x2xf32>
    return %0 : tensor<8x2xf32>
  }
  func.func @main(%arg0: tensor<8x33xf32>) -> tensor<8x33xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "mhlo.fusion"(%arg0, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8x33xf32>, %arg2: tensor<f32>):
      %6 = "stablehlo.reduce_window"(%arg1, %arg2) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 16]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        %7 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
        stablehlo.return %7 : tensor<f32>
      }) : (tensor<8x33xf32>, tensor<f32>) -> tensor<8x2xf32>
      mhlo.return %6 : tensor<8x2xf32>
    }) {output_operand_aliasing = []} : (tensor<8x33xf32>, tensor<f32>) -> tensor<8x2xf32>
    %1 = "mhlo.fusion"(%0, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8x2xf32>, %arg2: tensor<f32>):
      %6 = stablehlo.reduce(%arg1 init: %arg2) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
      mhlo.return %6 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = "mhlo.fusion"(%arg0, %1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8x33xf32>, %arg2: tensor<8xf32>):
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xf32>) -> tensor<8x33xf32>
      %7 = stablehlo.subtract %arg1, %6 : tensor<8x33xf32>
      %8 = stablehlo.exponential %7 : tensor<8x33xf32>
      mhlo.return %8 : tensor<8x33xf32>
    }) {output_operand_aliasing = []} : (tensor<8x33xf32>, tensor<8xf32>) -> tensor<8x33xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = "mhlo.fusion"(%2, %cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8x33xf32>, %arg2: tensor<f32>):
      %6 = "stablehlo.reduce_window"(%arg1, %arg2) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 16]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 32>}> ({
      ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
        %7 = stablehlo.add %arg3, %arg4 : tensor<f32>
        stablehlo.return %7 : tensor<f32>
      }) : (tensor<8x33xf32>, tensor<f32>) -> tensor<8x2xf32>
      mhlo.return %6 : tensor<8x2xf32>
    }) {output_operand_aliasing = []} : (tensor<8x33xf32>, tensor<f32>) -> tensor<8x2xf32>
    %4 = "mhlo.fusion"(%3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8x2xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.reduce(%arg1 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
      %8 = stablehlo.divide %6, %7 : tensor<8xf32>
      mhlo.return %8 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x2xf32>) -> tensor<8xf32>
    %5 = "mhlo.fusion"(%2, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<8x33xf32>, %arg2: tensor<8xf32>):
      %6 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xf32>) -> tensor<8x33xf32>
      %7 = stablehlo.multiply %arg1, %6 : tensor<8x33xf32>
      mhlo.return %7 : tensor<8x33xf32>
    }) {output_operand_aliasing = []} : (tensor<8x33xf32>, tensor<8xf32>) -> tensor<8x33xf32>
    return %5 : tensor<8x33xf32>
  }
}
