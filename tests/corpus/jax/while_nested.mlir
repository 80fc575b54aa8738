module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_1.1(%arg0: tensor<i32>, %arg1: tensor<3xi32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> (tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<i32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.multiply %arg3, %c_0 : tensor<i32>
    %2 = stablehlo.add %1, %arg0 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<3xi32>
    return %0, %4, %arg2, %arg3 : tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<i32>
  }
  func.func private @region_2.2(%arg0: tensor<i32>, %arg1: tensor<3xi32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @closed_call.3(%arg0: tensor<i32>, %arg1: tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %c, %iterArg_1 = %arg1, %iterArg_2 = %0, %iterArg_3 = %arg0) : tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<i32>
    cond {
      %3 = stablehlo.compare LT, %iterArg, %iterArg_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      %c_5 = stablehlo.constant dense<10> : tensor<i32>
      %4 = stablehlo.multiply %iterArg_3, %c_5 : tensor<i32>
      %5 = stablehlo.add %4, %iterArg : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %7 = stablehlo.add %iterArg_1, %6 : tensor<3xi32>
      stablehlo.return %3, %7, %iterArg_2, %iterArg_3 : tensor<i32>, tensor<3xi32>, tensor<i32>, tensor<i32>
    }
    %2 = stablehlo.add %arg0, %c_0 : tensor<i32>
    return %2, %1#1 : tensor<i32>, tensor<3xi32>
  }
  func.func private @region_0.4(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> (tensor<i32>, tensor<i32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:2 = call @closed_call.3(%arg1, %arg2) : (tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>)
    return %0, %1#0, %1#1 : tensor<i32>, tensor<i32>, tensor<3xi32>
  }
  func.func private @region_3.5(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> tensor<i1> {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func @main(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<i32>, tensor<i32>, tensor<3xi32>
    cond {
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      %2:2 = func.call @closed_call.3(%iterArg_0, %iterArg_1) : (tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>)
      stablehlo.return %1, %2#0, %2#1 : tensor<i32>, tensor<i32>, tensor<3xi32>
    }
    return %0#2 : tensor<3xi32>
  }
}
