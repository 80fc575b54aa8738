module @jit_spectral_norm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x7xf32>, %arg1: tensor<10xf32>) -> (tensor<10x7xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1:6 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %0, %iterArg_4 = %c, %iterArg_5 = %cst_0, %iterArg_6 = %cst_1) : tensor<10x7xf32>, tensor<10xf32>, tensor<7xf32>, tensor<i32>, tensor<f32>, tensor<f32>
    cond {
      %c_7 = stablehlo.constant dense<200> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.subtract %iterArg_6, %iterArg_5 : tensor<f32>
      %6 = stablehlo.abs %5 : tensor<f32>
      %7 = stablehlo.abs %iterArg_6 : tensor<f32>
      %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %8 = stablehlo.multiply %cst_8, %7 : tensor<f32>
      %9 = stablehlo.compare GT, %6, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.and %4, %9 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %4 = stablehlo.transpose %iterArg, dims = [1, 0] : (tensor<10x7xf32>) -> tensor<7x10xf32>
      %5 = stablehlo.dot_general %4, %iterArg_2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7x10xf32>, tensor<10xf32>) -> tensor<7xf32>
      %6 = func.call @norm(%5) : (tensor<7xf32>) -> tensor<f32>
      %cst_7 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
      %7 = stablehlo.add %6, %cst_7 : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<7xf32>
      %9 = stablehlo.divide %5, %8 : tensor<7xf32>
      %10 = stablehlo.dot_general %iterArg, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x7xf32>, tensor<7xf32>) -> tensor<10xf32>
      %11 = func.call @norm_0(%10) : (tensor<10xf32>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
      %12 = stablehlo.add %11, %cst_8 : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<10xf32>
      %14 = stablehlo.divide %10, %13 : tensor<10xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      %16 = stablehlo.dot_general %14, %iterArg, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10xf32>, tensor<10x7xf32>) -> tensor<7xf32>
      %17 = stablehlo.dot_general %16, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7xf32>, tensor<7xf32>) -> tensor<f32>
      stablehlo.return %iterArg, %14, %9, %15, %iterArg_6, %17 : tensor<10x7xf32>, tensor<10xf32>, tensor<7xf32>, tensor<i32>, tensor<f32>, tensor<f32>
    }
    %2 = stablehlo.broadcast_in_dim %1#5, dims = [] : (tensor<f32>) -> tensor<10x7xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<10x7xf32>
    return %3, %1#5, %1#3 : tensor<10x7xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @norm(%arg0: tensor<7xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_0(%arg0: tensor<10xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
