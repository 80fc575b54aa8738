func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %img: tensor<1x6x6x2xf32>, %k: tensor<3x3x1x4xf32>, %src: tensor<1x3x3x4xf32>) -> (tensor<2x3x5xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x6x6x4xf32>) {
  %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %c = "stablehlo.convolution"(%img, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[2, 2], [2, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 1>, window_strides = array<i64: 2, 2>}> : (tensor<1x6x6x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x3x3x4xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %p = "stablehlo.reduce_window"(%c, %init) <{padding = dense<[[0, 0], [0, 1], [1, 0], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<1x3x3x4xf32>, tensor<f32>) -> tensor<1x3x3x4xf32>
  %conv_full = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x6x6x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x6x6x4xf32>
  %sas = "stablehlo.select_and_scatter"(%conv_full, %src, %zero) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %ge = stablehlo.compare GE, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<1x6x6x4xf32>, tensor<1x3x3x4xf32>, tensor<f32>) -> tensor<1x6x6x4xf32>
  return %d, %c, %p, %sas : tensor<2x3x5xf32>, tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, tensor<1x6x6x4xf32>
}
