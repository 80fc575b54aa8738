module @jit_nested_fori attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xi32>, %arg1: tensor<4xi32>) -> (tensor<3x4xi32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1) : tensor<i32>, tensor<i32>, tensor<3x4xi32>, tensor<4xi32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3) : (tensor<i32>, tensor<3x4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<3x4xi32>, tensor<4xi32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2 : tensor<i32>, tensor<i32>, tensor<3x4xi32>, tensor<4xi32>
    }
    return %0#2, %0#3 : tensor<3x4xi32>, tensor<4xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3x4xi32>, %arg2: tensor<4xi32>) -> (tensor<i32>, tensor<3x4xi32>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %c_1, %iterArg_4 = %c_0, %iterArg_5 = %arg1, %iterArg_6 = %arg2) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>, tensor<4xi32>
    cond {
      %c_7 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:3 = func.call @closed_call_0(%iterArg, %iterArg_4, %iterArg_5, %iterArg_6) : (tensor<i32>, tensor<i32>, tensor<3x4xi32>, tensor<4xi32>) -> (tensor<i32>, tensor<3x4xi32>, tensor<4xi32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %5, %4#0, %4#1, %4#2 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<3x4xi32>, tensor<4xi32>
    }
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.multiply %1#4, %2 : tensor<4xi32>
    return %0, %1#3, %3 : tensor<i32>, tensor<3x4xi32>, tensor<4xi32>
  }
  func.func private @closed_call_0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<3x4xi32>, %arg3: tensor<4xi32>) -> (tensor<i32>, tensor<3x4xi32>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg3, %4, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %arg0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.add %arg0, %c_3 : tensor<i32>
    %9 = stablehlo.select %7, %8, %arg0 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %11 = stablehlo.add %arg1, %c_5 : tensor<i32>
    %12 = stablehlo.select %10, %11, %arg1 : tensor<i1>, tensor<i32>
    %13 = stablehlo.convert %9 : tensor<i32>
    %14 = stablehlo.convert %12 : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.concatenate %15, %16, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %18 = "stablehlo.scatter"(%arg2, %17, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %33 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %33 : tensor<i32>
    }) : (tensor<3x4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<3x4xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = stablehlo.convert %arg1 : tensor<i32>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %21 = stablehlo.add %20, %c_7 : tensor<i32>
    %22 = stablehlo.select %19, %21, %arg1 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_slice %arg3, %22, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.reshape %23 : (tensor<1xi32>) -> tensor<i32>
    %25 = stablehlo.convert %arg0 : tensor<i32>
    %26 = stablehlo.add %24, %25 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %arg1, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %28 = stablehlo.add %arg1, %c_9 : tensor<i32>
    %29 = stablehlo.select %27, %28, %arg1 : tensor<i1>, tensor<i32>
    %30 = stablehlo.convert %29 : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %32 = "stablehlo.scatter"(%arg3, %31, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %18, %32 : tensor<i32>, tensor<3x4xi32>, tensor<4xi32>
  }
}
