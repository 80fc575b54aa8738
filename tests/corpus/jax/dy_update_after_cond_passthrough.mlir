module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<5xi32>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}, tensor<5xi32> {jax.result_info = "result[2]"}, tensor<5xi32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[-7, -8]> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare GT, %arg0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
      %11 = stablehlo.add %arg1, %10 : tensor<5xi32>
      stablehlo.return %11 : tensor<5xi32>
    }, {
      stablehlo.return %arg1 : tensor<5xi32>
    }) : (tensor<i32>) -> tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_2 = stablehlo.constant dense<99> : tensor<i32>
    %4 = "stablehlo.scatter"(%arg1, %3, %c_2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.add %arg0, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %5, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %7 = stablehlo.add %5, %c_5 : tensor<i32>
    %8 = stablehlo.select %6, %7, %5 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_update_slice %arg1, %c, %8 : (tensor<5xi32>, tensor<2xi32>, tensor<i32>) -> tensor<5xi32>
    return %2, %4, %9, %arg1 : tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>
  }
}
