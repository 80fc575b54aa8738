module @jit_triangular attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<6xi32>) -> (tensor<6xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %arg0, %iterArg_3 = %0) : tensor<6xi32>, tensor<i32>, tensor<i32>, tensor<6xi32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_1, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_1, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %4:5 = stablehlo.while(%iterArg_7 = %iterArg, %iterArg_8 = %iterArg_1, %iterArg_9 = %c_6, %iterArg_10 = %3, %iterArg_11 = %iterArg_3) : tensor<6xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<6xi32>
      cond {
        %5 = stablehlo.compare LT, %iterArg_9, %iterArg_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %5 : tensor<i1>
      } do {
        %c_12 = stablehlo.constant dense<1> : tensor<i32>
        %5 = stablehlo.add %iterArg_9, %c_12 : tensor<i32>
        %c_13 = stablehlo.constant dense<0> : tensor<i32>
        %6 = stablehlo.compare LT, %iterArg_9, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %7 = stablehlo.convert %iterArg_9 : tensor<i32>
        %c_14 = stablehlo.constant dense<6> : tensor<i32>
        %8 = stablehlo.add %7, %c_14 : tensor<i32>
        %9 = stablehlo.select %6, %8, %iterArg_9 : tensor<i1>, tensor<i32>
        %10 = stablehlo.dynamic_slice %iterArg_7, %9, sizes = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
        %11 = stablehlo.reshape %10 : (tensor<1xi32>) -> tensor<i32>
        %c_15 = stablehlo.constant dense<1> : tensor<i32>
        %12 = stablehlo.add %iterArg_9, %c_15 : tensor<i32>
        %13 = stablehlo.convert %12 : tensor<i32>
        %14 = stablehlo.multiply %11, %13 : tensor<i32>
        %c_16 = stablehlo.constant dense<0> : tensor<i32>
        %15 = stablehlo.compare LT, %iterArg_8, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_17 = stablehlo.constant dense<6> : tensor<i32>
        %16 = stablehlo.add %iterArg_8, %c_17 : tensor<i32>
        %17 = stablehlo.select %15, %16, %iterArg_8 : tensor<i1>, tensor<i32>
        %18 = stablehlo.convert %17 : tensor<i32>
        %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %20 = "stablehlo.scatter"(%iterArg_11, %19, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
          %21 = stablehlo.add %arg2, %arg3 : tensor<i32>
          stablehlo.return %21 : tensor<i32>
        }) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
        stablehlo.return %iterArg_7, %iterArg_8, %5, %iterArg_10, %20 : tensor<6xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<6xi32>
      }
      stablehlo.return %iterArg, %2, %iterArg_2, %4#4 : tensor<6xi32>, tensor<i32>, tensor<i32>, tensor<6xi32>
    }
    return %1#3 : tensor<6xi32>
  }
}
