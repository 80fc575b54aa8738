module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @closed_call.1(%arg0: tensor<i32>, %arg1: tensor<4x8xui32>, %arg2: tensor<4x8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %arg2 : tensor<4x8xui32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %3 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x8xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x8xui32>
    %10 = stablehlo.xor %1, %9 : tensor<4x8xui32>
    %11 = stablehlo.add %1, %10 : tensor<4x8xui32>
    %12 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x8xui32>
    %16 = stablehlo.subtract %c_0, %13 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x8xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x8xui32>
    %20 = stablehlo.xor %11, %19 : tensor<4x8xui32>
    %21 = stablehlo.add %11, %20 : tensor<4x8xui32>
    %22 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x8xui32>
    %26 = stablehlo.subtract %c_0, %23 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x8xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x8xui32>
    %30 = stablehlo.xor %21, %29 : tensor<4x8xui32>
    %31 = stablehlo.add %21, %30 : tensor<4x8xui32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %33 = stablehlo.add %31, %32 : tensor<4x8xui32>
    %34 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %37 = stablehlo.shift_left %30, %36 : tensor<4x8xui32>
    %38 = stablehlo.subtract %c_0, %35 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %40 = stablehlo.shift_right_logical %30, %39 : tensor<4x8xui32>
    %41 = stablehlo.or %37, %40 : tensor<4x8xui32>
    %42 = stablehlo.xor %31, %41 : tensor<4x8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %44 = stablehlo.add %42, %43 : tensor<4x8xui32>
    %45 = stablehlo.add %arg0, %c : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x8xui32>
    return %0, %33, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_0.2(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4x8xui32>, %arg3: tensor<4x8xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:8 = call @closed_call.1(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7 : tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_1.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4x8xui32>, %arg3: tensor<4x8xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @threefry2x32.4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x8xui32>, %arg3: tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %1 = stablehlo.add %arg2, %0 : tensor<4x8xui32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %3 = stablehlo.add %arg3, %2 : tensor<4x8xui32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<466688986> : tensor<ui32>
    %5 = stablehlo.xor %4, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %6:9 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg1, %iterArg_7 = %5, %iterArg_8 = %arg0, %iterArg_9 = %c_1, %iterArg_10 = %c_2) : tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %8:8 = func.call @closed_call.1(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      stablehlo.return %7, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x8xui32>, tensor<4x8xui32>
  }
  func.func private @_uniform.5(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4xui64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xui64>) -> tensor<4x8xui64>
    %c = stablehlo.constant dense<8> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x8xui64>
    %11 = stablehlo.multiply %9, %10 : tensor<4x8xui64>
    %12 = stablehlo.iota dim = 0 : tensor<8xui64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<8xui64>) -> tensor<4x8xui64>
    %14 = stablehlo.add %11, %13 : tensor<4x8xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x8xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4x8xui64>
    %17 = stablehlo.convert %16 : (tensor<4x8xui64>) -> tensor<4x8xui32>
    %18 = stablehlo.convert %14 : (tensor<4x8xui64>) -> tensor<4x8xui32>
    %19:2 = call @threefry2x32.4(%5, %7, %17, %18) : (tensor<ui32>, tensor<ui32>, tensor<4x8xui32>, tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<4x8xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<4x8xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %24 = stablehlo.or %22, %23 : tensor<4x8xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<4x8xui32>) -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<4x8xf32>
    %28 = stablehlo.reshape %arg2 : (tensor<f32>) -> tensor<1x1xf32>
    %29 = stablehlo.subtract %28, %0 : tensor<1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x1xf32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %33 = stablehlo.multiply %27, %32 : tensor<4x8xf32>
    %34 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x1xf32>) -> tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %37 = stablehlo.add %33, %36 : tensor<4x8xf32>
    %38 = stablehlo.maximum %3, %37 : tensor<4x8xf32>
    return %38 : tensor<4x8xf32>
  }
  func.func @main(%arg0: tensor<ui32>) -> tensor<4x8xf32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg0, %c : tensor<ui32>
    %1 = stablehlo.reshape %0 : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %arg0 : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.concatenate %1, %2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = call @_uniform.5(%3, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    return %4 : tensor<4x8xf32>
  }
}
