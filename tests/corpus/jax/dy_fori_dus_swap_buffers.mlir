module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x2xi32>, %arg1: tensor<5x2xi32>) -> (tensor<5x2xi32> {jax.result_info = "result[0]"}, tensor<5x2xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1) : tensor<i32>, tensor<i32>, tensor<5x2xi32>, tensor<5x2xi32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3) : (tensor<i32>, tensor<5x2xi32>, tensor<5x2xi32>) -> (tensor<i32>, tensor<5x2xi32>, tensor<5x2xi32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2 : tensor<i32>, tensor<i32>, tensor<5x2xi32>, tensor<5x2xi32>
    }
    return %0#2, %0#3 : tensor<5x2xi32>, tensor<5x2xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<5x2xi32>, %arg2: tensor<5x2xi32>) -> (tensor<i32>, tensor<5x2xi32>, tensor<5x2xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg0 : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg1, %4, %c_2, sizes = [1, 2] : (tensor<5x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %6 = stablehlo.convert %arg0 : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
    %8 = stablehlo.add %5, %7 : tensor<1x2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %arg0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.convert %arg0 : tensor<i32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.add %10, %c_4 : tensor<i32>
    %12 = stablehlo.select %9, %11, %arg0 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_update_slice %arg2, %8, %12, %c_5 : (tensor<5x2xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<5x2xi32>
    return %0, %13, %arg1 : tensor<i32>, tensor<5x2xi32>, tensor<5x2xi32>
  }
}
