module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_1.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @closed_call.2(%arg0: tensor<i32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>, %arg3: tensor<i1>, %arg4: tensor<2x2xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<4xf32>
    %4 = stablehlo.add %arg2, %arg0 : tensor<i32>
    %5 = stablehlo.not %arg3 : tensor<i1>
    %6 = stablehlo.dot %arg4, %arg4, precision = [DEFAULT, DEFAULT] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x2xf32>
    return %0, %3, %4, %5, %8 : tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>
  }
  func.func private @region_0.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4xf32>, %arg3: tensor<i32>, %arg4: tensor<i1>, %arg5: tensor<2x2xf32>) -> (tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:5 = call @closed_call.2(%arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4 : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>
  }
  func.func private @region_2.4(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4xf32>, %arg3: tensor<i32>, %arg4: tensor<i1>, %arg5: tensor<2x2xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<2x2xf32>) -> (tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %0:6 = stablehlo.while(%iterArg = %c, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %c, %iterArg_4 = %c_0, %iterArg_5 = %arg1) : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>
    cond {
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      %2:5 = func.call @closed_call.2(%iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5) : (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>)
      stablehlo.return %1, %2#0, %2#1, %2#2, %2#3, %2#4 : tensor<i32>, tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>
    }
    return %0#2, %0#3, %0#4, %0#5 : tensor<4xf32>, tensor<i32>, tensor<i1>, tensor<2x2xf32>
  }
}
