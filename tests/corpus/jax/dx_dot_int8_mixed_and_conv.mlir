module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33x131xui8>, %arg1: tensor<131x70xi8>, %arg2: tensor<2x11x11x13xi8>, %arg3: tensor<3x3x13x20xi8>) -> (tensor<33x70xi32> {jax.result_info = "result[0]"}, tensor<37x70xi32> {jax.result_info = "result[1]"}, tensor<2x11x11x20xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<33x131xui8>) -> tensor<33x131xi32>
    %1 = stablehlo.convert %arg1 : (tensor<131x70xi8>) -> tensor<131x70xi32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<33x131xi32>, tensor<131x70xi32>) -> tensor<33x70xi32>
    %3 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<131x70xi8>) -> tensor<70x131xi8>
    %4 = stablehlo.slice %3 [0:37, 0:131] : (tensor<70x131xi8>) -> tensor<37x131xi8>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<37x131xi8>, tensor<131x70xi8>) -> tensor<37x70xi32>
    %6 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x11x11x13xi8>, tensor<3x3x13x20xi8>) -> tensor<2x11x11x20xi32>
    return %2, %5, %6 : tensor<33x70xi32>, tensor<37x70xi32>, tensor<2x11x11x20xi32>
  }
}
