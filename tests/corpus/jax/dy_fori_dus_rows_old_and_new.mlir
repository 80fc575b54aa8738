module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xi32>, %arg1: tensor<3xi32>) -> (tensor<4x3xi32> {jax.result_info = "result[0]"}, tensor<4x3xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %c_1, %iterArg_3 = %c_0, %iterArg_4 = %arg0, %iterArg_5 = %0) : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<4x3xi32>, tensor<4x3xi32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:3 = func.call @closed_call(%iterArg, %iterArg_3, %iterArg_4, %iterArg_5) : (tensor<3xi32>, tensor<i32>, tensor<4x3xi32>, tensor<4x3xi32>) -> (tensor<i32>, tensor<4x3xi32>, tensor<4x3xi32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %3, %2#0, %2#1, %2#2 : tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<4x3xi32>, tensor<4x3xi32>
    }
    return %1#3, %1#4 : tensor<4x3xi32>, tensor<4x3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<4x3xi32>, %arg3: tensor<4x3xi32>) -> (tensor<i32>, tensor<4x3xi32>, tensor<4x3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.convert %1 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<3xi32>
    %5 = stablehlo.convert %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %5, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %7 = stablehlo.add %5, %c_2 : tensor<i32>
    %8 = stablehlo.select %6, %7, %5 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %c_3, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.select %9, %10, %c_7 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_slice %arg2, %8, %11, sizes = [1, 3] : (tensor<4x3xi32>, tensor<i32>, tensor<i32>) -> tensor<1x3xi32>
    %13 = stablehlo.reshape %12 : (tensor<1x3xi32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %arg1, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %17 = stablehlo.convert %arg1 : tensor<i32>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %18 = stablehlo.add %17, %c_9 : tensor<i32>
    %19 = stablehlo.select %16, %18, %arg1 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_update_slice %arg2, %15, %19, %c_10 : (tensor<4x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<4x3xi32>
    %21 = stablehlo.add %arg3, %20 : tensor<4x3xi32>
    %22 = stablehlo.subtract %21, %arg2 : tensor<4x3xi32>
    return %0, %20, %22 : tensor<i32>, tensor<4x3xi32>, tensor<4x3xi32>
  }
}
