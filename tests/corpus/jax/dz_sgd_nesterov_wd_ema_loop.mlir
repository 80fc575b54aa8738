module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]"}, tensor<32xf32> {jax.result_info = "result[1]"}, tensor<32xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg3, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %arg2) : tensor<32xf32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
    cond {
      %c_4 = stablehlo.constant dense<10> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2, %iterArg_3) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_0, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1, %1#2 : tensor<32xf32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
    }
    return %0#2, %0#3, %0#4 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
  func.func private @closed_call(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-04> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.multiply %3, %arg1 : tensor<32xf32>
    %5 = stablehlo.add %2, %4 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.multiply %6, %arg2 : tensor<32xf32>
    %8 = stablehlo.add %7, %5 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32xf32>
    %11 = stablehlo.add %5, %10 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<32xf32>
    %14 = stablehlo.subtract %arg1, %13 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.multiply %15, %arg3 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %18 = stablehlo.multiply %17, %14 : tensor<32xf32>
    %19 = stablehlo.add %16, %18 : tensor<32xf32>
    return %14, %8, %19 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
