module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %c_0, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1) : tensor<i32>, tensor<i32>, tensor<6xi32>, tensor<6xi32>
    cond {
      %c_4 = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:3 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3) : (tensor<i32>, tensor<6xi32>, tensor<6xi32>) -> (tensor<i32>, tensor<6xi32>, tensor<6xi32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1, %1#2 : tensor<i32>, tensor<i32>, tensor<6xi32>, tensor<6xi32>
    }
    return %0#2, %0#3 : tensor<6xi32>, tensor<6xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> (tensor<i32>, tensor<6xi32>, tensor<6xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg0 : tensor<i32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg1, %4, sizes = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.multiply %6, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %arg0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %10 = stablehlo.select %8, %9, %arg0 : tensor<i1>, tensor<i32>
    %11 = stablehlo.convert %10 : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.scatter"(%arg2, %12, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %14 = stablehlo.subtract %c_5, %arg0 : tensor<i32>
    %15 = stablehlo.negate %arg0 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %14, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %17 = stablehlo.add %14, %c_7 : tensor<i32>
    %18 = stablehlo.select %16, %17, %14 : tensor<i1>, tensor<i32>
    %19 = stablehlo.convert %18 : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.convert %15 : tensor<i32>
    %22 = "stablehlo.scatter"(%arg1, %20, %21) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    return %0, %13, %22 : tensor<i32>, tensor<6xi32>, tensor<6xi32>
  }
}
