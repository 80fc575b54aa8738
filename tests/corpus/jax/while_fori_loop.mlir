module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @closed_call.1(%arg0: tensor<i32>, %arg1: tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<5xf32>
    %3 = stablehlo.sine %arg1 : tensor<5xf32>
    %4 = stablehlo.add %2, %3 : tensor<5xf32>
    %5 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %7 = stablehlo.add %4, %6 : tensor<5xf32>
    return %0, %7 : tensor<i32>, tensor<5xf32>
  }
  func.func private @region_0.2(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<5xf32>) -> (tensor<i32>, tensor<i32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:2 = call @closed_call.1(%arg1, %arg2) : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
    return %0, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<5xf32>
  }
  func.func private @region_1.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<5xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @main(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<i32>, tensor<i32>, tensor<5xf32>
    cond {
      %c_2 = stablehlo.constant dense<7> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      %2:2 = func.call @closed_call.1(%iterArg_0, %iterArg_1) : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      stablehlo.return %1, %2#0, %2#1 : tensor<i32>, tensor<i32>, tensor<5xf32>
    }
    return %0#2 : tensor<5xf32>
  }
}
