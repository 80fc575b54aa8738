module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<7x3xi32>) -> (tensor<3xi32> {jax.result_info = "result[0][0]"}, tensor<3xi32> {jax.result_info = "result[0][1]"}, tensor<3xi32> {jax.result_info = "result[0][2]"}, tensor<7x3xi32> {jax.result_info = "result[1][0]"}, tensor<7x3xi32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.slice %arg3 [0:6, 0:3] : (tensor<7x3xi32>) -> tensor<6x3xi32>
    %1 = stablehlo.slice %arg3 [6:7, 0:3] : (tensor<7x3xi32>) -> tensor<1x3xi32>
    %2 = stablehlo.reshape %0 : (tensor<6x3xi32>) -> tensor<2x3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:7 = stablehlo.while(%iterArg = %2, %iterArg_2 = %c_1, %iterArg_3 = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %arg2, %iterArg_6 = %3, %iterArg_7 = %4) : tensor<2x3x3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>
    cond {
      %c_8 = stablehlo.constant dense<2> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_2, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %15 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<2x3x3xi32>, tensor<i32>) -> tensor<3x3xi32>
      %16 = stablehlo.slice %15 [0:1, 0:3] : (tensor<3x3xi32>) -> tensor<1x3xi32>
      %17 = stablehlo.reshape %16 : (tensor<1x3xi32>) -> tensor<3xi32>
      %18:5 = func.call @closed_call(%iterArg_3, %iterArg_4, %iterArg_5, %17) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %19 = stablehlo.slice %15 [1:2, 0:3] : (tensor<3x3xi32>) -> tensor<1x3xi32>
      %20 = stablehlo.reshape %19 : (tensor<1x3xi32>) -> tensor<3xi32>
      %21:5 = func.call @closed_call(%18#0, %18#1, %18#2, %20) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %22 = stablehlo.slice %15 [2:3, 0:3] : (tensor<3x3xi32>) -> tensor<1x3xi32>
      %23 = stablehlo.reshape %22 : (tensor<1x3xi32>) -> tensor<3xi32>
      %24:5 = func.call @closed_call(%21#0, %21#1, %21#2, %23) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
      %25 = stablehlo.broadcast_in_dim %18#3, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
      %26 = stablehlo.broadcast_in_dim %21#3, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
      %27 = stablehlo.broadcast_in_dim %24#3, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
      %28 = stablehlo.concatenate %25, %26, %27, dim = 0 : (tensor<1x3xi32>, tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
      %29 = stablehlo.broadcast_in_dim %18#4, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
      %30 = stablehlo.broadcast_in_dim %21#4, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
      %31 = stablehlo.broadcast_in_dim %24#4, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
      %32 = stablehlo.concatenate %29, %30, %31, dim = 0 : (tensor<1x3xi32>, tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_6, %28, %iterArg_2) : (tensor<2x3x3xi32>, tensor<3x3xi32>, tensor<i32>) -> tensor<2x3x3xi32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_7, %32, %iterArg_2) : (tensor<2x3x3xi32>, tensor<3x3xi32>, tensor<i32>) -> tensor<2x3x3xi32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.add %iterArg_2, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %35, %24#0, %24#1, %24#2, %33, %34 : tensor<2x3x3xi32>, tensor<i32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2x3x3xi32>, tensor<2x3x3xi32>
    }
    %6 = stablehlo.reshape %5#5 : (tensor<2x3x3xi32>) -> tensor<6x3xi32>
    %7 = stablehlo.reshape %5#6 : (tensor<2x3x3xi32>) -> tensor<6x3xi32>
    %8 = stablehlo.slice %1 [0:1, 0:3] : (tensor<1x3xi32>) -> tensor<1x3xi32>
    %9 = stablehlo.reshape %8 : (tensor<1x3xi32>) -> tensor<3xi32>
    %10:5 = call @closed_call(%5#2, %5#3, %5#4, %9) : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
    %11 = stablehlo.broadcast_in_dim %10#3, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %12 = stablehlo.broadcast_in_dim %10#4, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %13 = stablehlo.concatenate %6, %11, dim = 0 : (tensor<6x3xi32>, tensor<1x3xi32>) -> tensor<7x3xi32>
    %14 = stablehlo.concatenate %7, %12, dim = 0 : (tensor<6x3xi32>, tensor<1x3xi32>) -> tensor<7x3xi32>
    return %10#0, %10#1, %10#2, %13, %14 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<7x3xi32>, tensor<7x3xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3x3xi32>, %arg1: tensor<i32>) -> tensor<3x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 3] : (tensor<2x3x3xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x3xi32>) -> tensor<3x3xi32>
    return %1 : tensor<3x3xi32>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>, %arg3: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
    %0 = stablehlo.add %arg0, %arg3 : tensor<3xi32>
    return %arg2, %0, %arg1, %arg0, %arg2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3x3xi32>, %arg1: tensor<3x3xi32>, %arg2: tensor<i32>) -> tensor<2x3x3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x3xi32>) -> tensor<1x3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x3x3xi32>, tensor<1x3x3xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x3xi32>
    return %1 : tensor<2x3x3xi32>
  }
}
