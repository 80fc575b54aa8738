module @jit_viterbi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11x5xf32>, %arg1: tensor<5x5xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<11xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<11x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    %2 = stablehlo.slice %arg0 [1:11, 0:5] : (tensor<11x5xf32>) -> tensor<10x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %2, %iterArg_3 = %arg1, %iterArg_4 = %c_0, %iterArg_5 = %1, %iterArg_6 = %3) : tensor<10x5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>, tensor<10x5xi32>
    cond {
      %c_7 = stablehlo.constant dense<10> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<10x5xf32>, tensor<i32>) -> tensor<5xf32>
      %12:2 = func.call @closed_call(%iterArg_3, %iterArg_5, %11) : (tensor<5x5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xi32>)
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_6, %12#1, %iterArg_4) : (tensor<10x5xi32>, tensor<5xi32>, tensor<i32>) -> tensor<10x5xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %14, %12#0, %13 : tensor<10x5xf32>, tensor<5x5xf32>, tensor<i32>, tensor<5xf32>, tensor<10x5xi32>
    }
    %5 = call @argmax_0(%4#3) : (tensor<5xf32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7:4 = stablehlo.while(%iterArg = %4#4, %iterArg_3 = %c_2, %iterArg_4 = %5, %iterArg_5 = %6) : tensor<10x5xi32>, tensor<i32>, tensor<i32>, tensor<10xi32>
    cond {
      %c_6 = stablehlo.constant dense<10> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<10> : tensor<i32>
      %11 = stablehlo.subtract %c_6, %iterArg_3 : tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.subtract %11, %c_7 : tensor<i32>
      %13 = func.call @dynamic_index_in_dim_1(%iterArg, %12) : (tensor<10x5xi32>, tensor<i32>) -> tensor<5xi32>
      %14:2 = func.call @closed_call_2(%iterArg_4, %13) : (tensor<i32>, tensor<5xi32>) -> (tensor<i32>, tensor<i32>)
      %15 = func.call @dynamic_update_index_in_dim_3(%iterArg_5, %14#1, %12) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_3, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %16, %14#0, %15 : tensor<10x5xi32>, tensor<i32>, tensor<i32>, tensor<10xi32>
    }
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%4#3 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %7#2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %9, %7#3, dim = 0 : (tensor<1xi32>, tensor<10xi32>) -> tensor<11xi32>
    return %8, %10 : tensor<f32>, tensor<11xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10x5xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 5] : (tensor<10x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @closed_call(%arg0: tensor<5x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xi32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %2 = stablehlo.add %1, %arg0 : tensor<5x5xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.add %3, %arg2 : tensor<5xf32>
    %5 = call @argmax(%2) : (tensor<5x5xf32>) -> tensor<5xi32>
    return %4, %5 : tensor<5xf32>, tensor<5xi32>
  }
  func.func private @argmax(%arg0: tensor<5x5xf32>) -> tensor<5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<5x5xf32>, tensor<5x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<5xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10x5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<i32>) -> tensor<10x5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<10x5xi32>, tensor<1x5xi32>, tensor<i32>, tensor<i32>) -> tensor<10x5xi32>
    return %1 : tensor<10x5xi32>
  }
  func.func private @argmax_0(%arg0: tensor<5xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<5xf32>, tensor<5xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<10x5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 5] : (tensor<10x5xi32>, tensor<i32>, tensor<i32>) -> tensor<1x5xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xi32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<5xi32>) -> (tensor<i32>, tensor<i32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg0 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg1, %2, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4, %arg0 : tensor<i32>, tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<10xi32>, tensor<1xi32>, tensor<i32>) -> tensor<10xi32>
    return %1 : tensor<10xi32>
  }
}
