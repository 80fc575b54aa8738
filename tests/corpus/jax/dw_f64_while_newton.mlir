module @jit_newton_sqrt attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf64>) -> (tensor<8xf64> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3:4 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %1, %iterArg_2 = %2, %iterArg_3 = %c) : tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<i64>
    cond {
      %4 = stablehlo.subtract %iterArg_1, %iterArg_2 : tensor<8xf64>
      %5 = stablehlo.abs %4 : tensor<8xf64>
      %6 = stablehlo.abs %iterArg_1 : tensor<8xf64>
      %cst_4 = stablehlo.constant dense<1.000000e-15> : tensor<f64>
      %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8xf64>
      %8 = stablehlo.multiply %7, %6 : tensor<8xf64>
      %9 = stablehlo.compare GT, %5, %8, FLOAT : (tensor<8xf64>, tensor<8xf64>) -> tensor<8xi1>
      %c_5 = stablehlo.constant dense<false> : tensor<i1>
      %10 = stablehlo.reduce(%9 init: %c_5) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %c_6 = stablehlo.constant dense<100> : tensor<i64>
      %11 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %12 = stablehlo.and %10, %11 : tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %4 = stablehlo.divide %iterArg, %iterArg_1 : tensor<8xf64>
      %5 = stablehlo.add %iterArg_1, %4 : tensor<8xf64>
      %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8xf64>
      %7 = stablehlo.multiply %6, %5 : tensor<8xf64>
      %c_5 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg_3, %c_5 : tensor<i64>
      stablehlo.return %iterArg, %7, %iterArg_1, %8 : tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<i64>
    }
    return %3#1, %3#3 : tensor<8xf64>, tensor<i64>
  }
}
