module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40xi64>, %arg1: tensor<37xui32>, %arg2: tensor<29xui8>, %arg3: tensor<23xi16>) -> (tensor<i64> {jax.result_info = "result[0]"}, tensor<40xi64> {jax.result_info = "result[1]"}, tensor<ui32> {jax.result_info = "result[2]"}, tensor<37xui32> {jax.result_info = "result[3]"}, tensor<ui8> {jax.result_info = "result[4]"}, tensor<29xui8> {jax.result_info = "result[5]"}, tensor<i16> {jax.result_info = "result[6]"}, tensor<23xi16> {jax.result_info = "result[7]"}, tensor<ui64> {jax.result_info = "result[8]"}, tensor<i64> {jax.result_info = "result[9]"}, tensor<i64> {jax.result_info = "result[10]"}, tensor<9xi16> {jax.result_info = "result[11]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<40xi64>, tensor<i64>) -> tensor<i64>
    %1 = call @cumsum(%arg0) : (tensor<40xi64>) -> tensor<40xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %2 = stablehlo.reduce(%arg1 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<37xui32>, tensor<ui32>) -> tensor<ui32>
    %3 = call @cumsum_1(%arg1) : (tensor<37xui32>) -> tensor<37xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<ui8>
    %4 = stablehlo.reduce(%arg2 init: %c_1) applies stablehlo.add across dimensions = [0] : (tensor<29xui8>, tensor<ui8>) -> tensor<ui8>
    %5 = call @cumsum_3(%arg2) : (tensor<29xui8>) -> tensor<29xui8>
    %c_2 = stablehlo.constant dense<0> : tensor<i16>
    %6 = stablehlo.reduce(%arg3 init: %c_2) applies stablehlo.add across dimensions = [0] : (tensor<23xi16>, tensor<i16>) -> tensor<i16>
    %7 = call @cumsum_5(%arg3) : (tensor<23xi16>) -> tensor<23xi16>
    %8 = stablehlo.convert %arg2 : (tensor<29xui8>) -> tensor<29xui64>
    %c_3 = stablehlo.constant dense<0> : tensor<ui64>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.add across dimensions = [0] : (tensor<29xui64>, tensor<ui64>) -> tensor<ui64>
    %10 = stablehlo.convert %arg3 : (tensor<23xi16>) -> tensor<23xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %11 = stablehlo.reduce(%10 init: %c_4) applies stablehlo.add across dimensions = [0] : (tensor<23xi64>, tensor<i64>) -> tensor<i64>
    %12 = stablehlo.slice %arg0 [0:5] : (tensor<40xi64>) -> tensor<5xi64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %13 = stablehlo.reduce(%12 init: %c_5) applies stablehlo.multiply across dimensions = [0] : (tensor<5xi64>, tensor<i64>) -> tensor<i64>
    %14 = stablehlo.slice %arg3 [0:9] : (tensor<23xi16>) -> tensor<9xi16>
    %15 = call @cumprod(%14) : (tensor<9xi16>) -> tensor<9xi16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %9, %11, %13, %15 : tensor<i64>, tensor<40xi64>, tensor<ui32>, tensor<37xui32>, tensor<ui8>, tensor<29xui8>, tensor<i16>, tensor<23xi16>, tensor<ui64>, tensor<i64>, tensor<i64>, tensor<9xi16>
  }
  func.func private @cumsum(%arg0: tensor<40xi64>) -> tensor<40xi64> {
    %0 = call @cumsum_0(%arg0) : (tensor<40xi64>) -> tensor<40xi64>
    return %0 : tensor<40xi64>
  }
  func.func private @cumsum_0(%arg0: tensor<40xi64>) -> tensor<40xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[39, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 40>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<40xi64>, tensor<i64>) -> tensor<40xi64>
    return %1 : tensor<40xi64>
  }
  func.func private @cumsum_1(%arg0: tensor<37xui32>) -> tensor<37xui32> {
    %0 = call @cumsum_2(%arg0) : (tensor<37xui32>) -> tensor<37xui32>
    return %0 : tensor<37xui32>
  }
  func.func private @cumsum_2(%arg0: tensor<37xui32>) -> tensor<37xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<ui32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[36, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 37>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui32>
      stablehlo.return %2 : tensor<ui32>
    }) : (tensor<37xui32>, tensor<ui32>) -> tensor<37xui32>
    return %1 : tensor<37xui32>
  }
  func.func private @cumsum_3(%arg0: tensor<29xui8>) -> tensor<29xui8> {
    %0 = call @cumsum_4(%arg0) : (tensor<29xui8>) -> tensor<29xui8>
    return %0 : tensor<29xui8>
  }
  func.func private @cumsum_4(%arg0: tensor<29xui8>) -> tensor<29xui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[28, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 29>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui8>
      stablehlo.return %2 : tensor<ui8>
    }) : (tensor<29xui8>, tensor<ui8>) -> tensor<29xui8>
    return %1 : tensor<29xui8>
  }
  func.func private @cumsum_5(%arg0: tensor<23xi16>) -> tensor<23xi16> {
    %0 = call @cumsum_6(%arg0) : (tensor<23xi16>) -> tensor<23xi16>
    return %0 : tensor<23xi16>
  }
  func.func private @cumsum_6(%arg0: tensor<23xi16>) -> tensor<23xi16> {
    %c = stablehlo.constant dense<0> : tensor<i16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i16>) -> tensor<i16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[22, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 23>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i16>, %arg2: tensor<i16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i16>
      stablehlo.return %2 : tensor<i16>
    }) : (tensor<23xi16>, tensor<i16>) -> tensor<23xi16>
    return %1 : tensor<23xi16>
  }
  func.func private @cumprod(%arg0: tensor<9xi16>) -> tensor<9xi16> {
    %0 = call @cumprod_7(%arg0) : (tensor<9xi16>) -> tensor<9xi16>
    return %0 : tensor<9xi16>
  }
  func.func private @cumprod_7(%arg0: tensor<9xi16>) -> tensor<9xi16> {
    %c = stablehlo.constant dense<1> : tensor<i16>
    %0 = "stablehlo.reduce_window"(%arg0, %c) <{base_dilations = array<i64: 1>, padding = dense<[[8, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 9>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i16>, %arg2: tensor<i16>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<i16>
      stablehlo.return %1 : tensor<i16>
    }) : (tensor<9xi16>, tensor<i16>) -> tensor<9xi16>
    return %0 : tensor<9xi16>
  }
}
