module @jit_power attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @_where.1(%arg0: tensor<12xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @_where_0.2(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare NE, %arg0, %0 : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func @main(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<12xi32>
    %2 = stablehlo.shift_right_logical %1, %0 : tensor<12xi32>
    %3 = stablehlo.shift_right_logical %2, %0 : tensor<12xi32>
    %4 = stablehlo.shift_right_logical %3, %0 : tensor<12xi32>
    %5 = stablehlo.shift_right_logical %4, %0 : tensor<12xi32>
    %6 = stablehlo.and %5, %0 : tensor<12xi32>
    %7 = stablehlo.and %4, %0 : tensor<12xi32>
    %8 = stablehlo.and %3, %0 : tensor<12xi32>
    %9 = stablehlo.and %2, %0 : tensor<12xi32>
    %10 = stablehlo.and %1, %0 : tensor<12xi32>
    %11 = stablehlo.and %arg1, %0 : tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %13 = stablehlo.compare EQ, %arg0, %12 : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %14 = stablehlo.compare NE, %arg1, %12 : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %15 = stablehlo.and %13, %14 : tensor<12xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %16 = call @_where.1(%15, %c_1, %c_2) : (tensor<12xi1>, tensor<i32>, tensor<i32>) -> tensor<12xi32>
    %17 = stablehlo.multiply %16, %arg0 : tensor<12xi32>
    %18 = call @_where_0.2(%11, %17, %16) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %19 = stablehlo.multiply %arg0, %arg0 : tensor<12xi32>
    %20 = stablehlo.multiply %18, %19 : tensor<12xi32>
    %21 = call @_where_0.2(%10, %20, %18) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %22 = stablehlo.multiply %19, %19 : tensor<12xi32>
    %23 = stablehlo.multiply %21, %22 : tensor<12xi32>
    %24 = call @_where_0.2(%9, %23, %21) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %25 = stablehlo.multiply %22, %22 : tensor<12xi32>
    %26 = stablehlo.multiply %24, %25 : tensor<12xi32>
    %27 = call @_where_0.2(%8, %26, %24) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %28 = stablehlo.multiply %25, %25 : tensor<12xi32>
    %29 = stablehlo.multiply %27, %28 : tensor<12xi32>
    %30 = call @_where_0.2(%7, %29, %27) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %31 = stablehlo.multiply %28, %28 : tensor<12xi32>
    %32 = stablehlo.multiply %30, %31 : tensor<12xi32>
    %33 = call @_where_0.2(%6, %32, %30) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %33 : tensor<12xi32>
  }
}
