module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xi32>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %c_0, %iterArg_3 = %arg0, %iterArg_4 = %0) : tensor<i32>, tensor<i32>, tensor<5xi32>, tensor<5xi32>
    cond {
      %c_5 = stablehlo.constant dense<4> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<5xi32>, tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>, tensor<5xi32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      stablehlo.return %3, %2#0, %2#1, %2#2 : tensor<i32>, tensor<i32>, tensor<5xi32>, tensor<5xi32>
    }
    return %1#2, %1#3 : tensor<5xi32>, tensor<5xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.multiply %c_0, %arg0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %arg0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %arg0 : tensor<i32>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %arg0 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg1, %5, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.reshape %6 : (tensor<1xi32>) -> tensor<i32>
    %8 = stablehlo.convert %1 : tensor<i32>
    %9 = stablehlo.add %8, %7 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %arg0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.convert %arg0 : tensor<i32>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.add %11, %c_4 : tensor<i32>
    %13 = stablehlo.select %10, %12, %arg0 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg2, %13, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1xi32>) -> tensor<i32>
    %16 = stablehlo.add %9, %15 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg0, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %18 = stablehlo.add %arg0, %c_6 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg0 : tensor<i1>, tensor<i32>
    %20 = stablehlo.convert %19 : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = "stablehlo.scatter"(%arg1, %21, %16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    return %0, %22, %arg1 : tensor<i32>, tensor<5xi32>, tensor<5xi32>
  }
}
