module @jit_rnn attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @dynamic_index_in_dim.1(%arg0: tensor<6x2x3xf32>, %arg1: tensor<i32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 2, 3] : (tensor<6x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @closed_call.2(%arg0: tensor<3x5xf32>, %arg1: tensor<5x5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<2x5xf32>, %arg4: tensor<2x3xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>) {
    %0 = stablehlo.dot %arg4, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x5xf32>) -> tensor<2x5xf32>
    %1 = stablehlo.dot %arg3, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<5x5xf32>) -> tensor<2x5xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x5xf32>
    %3 = stablehlo.reshape %arg2 : (tensor<5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x5xf32>) -> tensor<5xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<5xf32>) -> tensor<2x5xf32>
    %7 = stablehlo.add %2, %6 : tensor<2x5xf32>
    %8 = stablehlo.tanh %7 : tensor<2x5xf32>
    return %8, %8 : tensor<2x5xf32>, tensor<2x5xf32>
  }
  func.func private @dynamic_update_index_in_dim.3(%arg0: tensor<6x2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>) -> tensor<6x2x5xf32> {
    %0 = stablehlo.reshape %arg1 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c : (tensor<6x2x5xf32>, tensor<1x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x5xf32>
    return %1 : tensor<6x2x5xf32>
  }
  func.func private @region_0.4(%arg0: tensor<i32>, %arg1: tensor<2x5xf32>, %arg2: tensor<6x2x5xf32>, %arg3: tensor<6x2x3xf32>, %arg4: tensor<3x5xf32>, %arg5: tensor<5x5xf32>, %arg6: tensor<5xf32>) -> (tensor<i32>, tensor<2x5xf32>, tensor<6x2x5xf32>, tensor<6x2x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim.1(%arg3, %arg0) : (tensor<6x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
    %2:2 = call @closed_call.2(%arg4, %arg5, %arg6, %arg1, %1) : (tensor<3x5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>)
    %3 = call @dynamic_update_index_in_dim.3(%arg2, %2#1, %arg0) : (tensor<6x2x5xf32>, tensor<2x5xf32>, tensor<i32>) -> tensor<6x2x5xf32>
    return %0, %2#0, %3, %arg3, %arg4, %arg5, %arg6 : tensor<i32>, tensor<2x5xf32>, tensor<6x2x5xf32>, tensor<6x2x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>, tensor<5xf32>
  }
  func.func private @region_1.5(%arg0: tensor<i32>, %arg1: tensor<2x5xf32>, %arg2: tensor<6x2x5xf32>, %arg3: tensor<6x2x3xf32>, %arg4: tensor<3x5xf32>, %arg5: tensor<5x5xf32>, %arg6: tensor<5xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<6> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @main(%arg0: tensor<6x2x3xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<3x5xf32>, %arg3: tensor<5x5xf32>, %arg4: tensor<5xf32>) -> (tensor<2x5xf32>, tensor<6x2x5xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x2x5xf32>
    %1:7 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1, %iterArg_1 = %0, %iterArg_2 = %arg0, %iterArg_3 = %arg2, %iterArg_4 = %arg3, %iterArg_5 = %arg4) : tensor<i32>, tensor<2x5xf32>, tensor<6x2x5xf32>, tensor<6x2x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>, tensor<5xf32>
    cond {
      %c_6 = stablehlo.constant dense<6> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      %3 = func.call @dynamic_index_in_dim.1(%iterArg_2, %iterArg) : (tensor<6x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %4:2 = func.call @closed_call.2(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_0, %3) : (tensor<3x5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<2x5xf32>, tensor<2x3xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>)
      %5 = func.call @dynamic_update_index_in_dim.3(%iterArg_1, %4#1, %iterArg) : (tensor<6x2x5xf32>, tensor<2x5xf32>, tensor<i32>) -> tensor<6x2x5xf32>
      stablehlo.return %2, %4#0, %5, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5 : tensor<i32>, tensor<2x5xf32>, tensor<6x2x5xf32>, tensor<6x2x3xf32>, tensor<3x5xf32>, tensor<5x5xf32>, tensor<5xf32>
    }
    return %1#1, %1#2 : tensor<2x5xf32>, tensor<6x2x5xf32>
  }
}
