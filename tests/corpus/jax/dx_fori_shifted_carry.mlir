module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<3xf32>) -> (tensor<f32> {jax.result_info = "result[0][0]"}, tensor<f32> {jax.result_info = "result[0][1]"}, tensor<i32> {jax.result_info = "result[1][0]"}, tensor<i32> {jax.result_info = "result[1][1]"}, tensor<3xf32> {jax.result_info = "result[2][0]"}, tensor<3xf32> {jax.result_info = "result[2][1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_4 = %arg0, %iterArg_5 = %arg1) : tensor<i32>, tensor<f32>, tensor<f32>
    cond {
      %c_6 = stablehlo.constant dense<10> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg_4, %iterArg_5) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %5, %4#0, %4#1 : tensor<i32>, tensor<f32>, tensor<f32>
    }
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %c_2, %iterArg_4 = %c_0, %iterArg_5 = %c_1) : tensor<i32>, tensor<i32>, tensor<i32>
    cond {
      %c_6 = stablehlo.constant dense<12> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_0(%iterArg_4, %iterArg_5) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %5, %4#0, %4#1 : tensor<i32>, tensor<i32>, tensor<i32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3:3 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %arg2, %iterArg_5 = %2) : tensor<i32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_1(%iterArg_4, %iterArg_5) : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %5, %4#0, %4#1 : tensor<i32>, tensor<3xf32>, tensor<3xf32>
    }
    return %0#1, %0#2, %1#1, %1#2, %3#1, %3#2 : tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<3xf32>, tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %arg1, %0 : tensor<f32>, tensor<f32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %arg1, %0 : tensor<i32>, tensor<i32>
  }
  func.func private @closed_call_1(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.add %1, %2 : tensor<3xf32>
    return %3, %arg0 : tensor<3xf32>, tensor<3xf32>
  }
}
