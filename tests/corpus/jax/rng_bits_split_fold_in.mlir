module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @closed_call.1(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %3 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %1, %9 : tensor<3xui32>
    %11 = stablehlo.add %1, %10 : tensor<3xui32>
    %12 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %16 = stablehlo.subtract %c_0, %13 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %11, %19 : tensor<3xui32>
    %21 = stablehlo.add %11, %20 : tensor<3xui32>
    %22 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %26 = stablehlo.subtract %c_0, %23 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %21, %29 : tensor<3xui32>
    %31 = stablehlo.add %21, %30 : tensor<3xui32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %33 = stablehlo.add %31, %32 : tensor<3xui32>
    %34 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %37 = stablehlo.shift_left %30, %36 : tensor<3xui32>
    %38 = stablehlo.subtract %c_0, %35 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %40 = stablehlo.shift_right_logical %30, %39 : tensor<3xui32>
    %41 = stablehlo.or %37, %40 : tensor<3xui32>
    %42 = stablehlo.xor %31, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %42, %43 : tensor<3xui32>
    %45 = stablehlo.add %arg0, %c : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %33, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_0.2(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:8 = call @closed_call.1(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_1.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @threefry2x32.4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %1 = stablehlo.add %arg2, %0 : tensor<3xui32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg3, %2 : tensor<3xui32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<466688986> : tensor<ui32>
    %5 = stablehlo.xor %4, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %6:9 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg1, %iterArg_7 = %5, %iterArg_8 = %arg0, %iterArg_9 = %c_1, %iterArg_10 = %c_2) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %8:8 = func.call @closed_call.1(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      stablehlo.return %7, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @_threefry_split.5(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.shift_right_logical %4, %5 : tensor<3xui64>
    %7 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %8 = stablehlo.convert %4 : (tensor<3xui64>) -> tensor<3xui32>
    %9:2 = call @threefry2x32.4(%1, %3, %7, %8) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %10 = stablehlo.reshape %9#0 : (tensor<3xui32>) -> tensor<3x1xui32>
    %11 = stablehlo.reshape %9#1 : (tensor<3xui32>) -> tensor<3x1xui32>
    %12 = stablehlo.concatenate %10, %11, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %12 : tensor<3x2xui32>
  }
  func.func private @closed_call_1.6(%arg0: tensor<i32>, %arg1: tensor<6xui32>, %arg2: tensor<6xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %arg2 : tensor<6xui32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %3 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6xui32>
    %9 = stablehlo.or %5, %8 : tensor<6xui32>
    %10 = stablehlo.xor %1, %9 : tensor<6xui32>
    %11 = stablehlo.add %1, %10 : tensor<6xui32>
    %12 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6xui32>
    %16 = stablehlo.subtract %c_0, %13 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6xui32>
    %19 = stablehlo.or %15, %18 : tensor<6xui32>
    %20 = stablehlo.xor %11, %19 : tensor<6xui32>
    %21 = stablehlo.add %11, %20 : tensor<6xui32>
    %22 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6xui32>
    %26 = stablehlo.subtract %c_0, %23 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6xui32>
    %29 = stablehlo.or %25, %28 : tensor<6xui32>
    %30 = stablehlo.xor %21, %29 : tensor<6xui32>
    %31 = stablehlo.add %21, %30 : tensor<6xui32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %33 = stablehlo.add %31, %32 : tensor<6xui32>
    %34 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %37 = stablehlo.shift_left %30, %36 : tensor<6xui32>
    %38 = stablehlo.subtract %c_0, %35 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %40 = stablehlo.shift_right_logical %30, %39 : tensor<6xui32>
    %41 = stablehlo.or %37, %40 : tensor<6xui32>
    %42 = stablehlo.xor %31, %41 : tensor<6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %44 = stablehlo.add %42, %43 : tensor<6xui32>
    %45 = stablehlo.add %arg0, %c : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %48 = stablehlo.add %44, %47 : tensor<6xui32>
    return %0, %33, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_2.7(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:8 = call @closed_call_1.6(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7 : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_3.8(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @threefry2x32_0.9(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %1 = stablehlo.add %arg2, %0 : tensor<6xui32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %3 = stablehlo.add %arg3, %2 : tensor<6xui32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<466688986> : tensor<ui32>
    %5 = stablehlo.xor %4, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %6:9 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg1, %iterArg_7 = %5, %iterArg_8 = %arg0, %iterArg_9 = %c_1, %iterArg_10 = %c_2) : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %8:8 = func.call @closed_call_1.6(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      stablehlo.return %7, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6xui32>, tensor<6xui32>
  }
  func.func private @closed_call_3.10(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.shift_left %arg2, %2 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %4 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.subtract %c_0, %4 : tensor<ui32>
    %6 = stablehlo.reshape %5 : (tensor<ui32>) -> tensor<1xui32>
    %7 = stablehlo.shift_right_logical %arg2, %6 : tensor<1xui32>
    %8 = stablehlo.or %3, %7 : tensor<1xui32>
    %9 = stablehlo.xor %1, %8 : tensor<1xui32>
    %10 = stablehlo.add %1, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.shift_left %9, %11 : tensor<1xui32>
    %13 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %14 = stablehlo.subtract %c_0, %13 : tensor<ui32>
    %15 = stablehlo.reshape %14 : (tensor<ui32>) -> tensor<1xui32>
    %16 = stablehlo.shift_right_logical %9, %15 : tensor<1xui32>
    %17 = stablehlo.or %12, %16 : tensor<1xui32>
    %18 = stablehlo.xor %10, %17 : tensor<1xui32>
    %19 = stablehlo.add %10, %18 : tensor<1xui32>
    %20 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %21 = stablehlo.shift_left %18, %20 : tensor<1xui32>
    %22 = stablehlo.reshape %20 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.subtract %c_0, %22 : tensor<ui32>
    %24 = stablehlo.reshape %23 : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_right_logical %18, %24 : tensor<1xui32>
    %26 = stablehlo.or %21, %25 : tensor<1xui32>
    %27 = stablehlo.xor %19, %26 : tensor<1xui32>
    %28 = stablehlo.add %19, %27 : tensor<1xui32>
    %29 = stablehlo.reshape %arg3 : (tensor<ui32>) -> tensor<1xui32>
    %30 = stablehlo.add %28, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.shift_left %27, %31 : tensor<1xui32>
    %33 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %34 = stablehlo.subtract %c_0, %33 : tensor<ui32>
    %35 = stablehlo.reshape %34 : (tensor<ui32>) -> tensor<1xui32>
    %36 = stablehlo.shift_right_logical %27, %35 : tensor<1xui32>
    %37 = stablehlo.or %32, %36 : tensor<1xui32>
    %38 = stablehlo.xor %28, %37 : tensor<1xui32>
    %39 = stablehlo.reshape %arg4 : (tensor<ui32>) -> tensor<1xui32>
    %40 = stablehlo.add %38, %39 : tensor<1xui32>
    %41 = stablehlo.add %arg0, %c : tensor<i32>
    %42 = stablehlo.convert %41 : (tensor<i32>) -> tensor<ui32>
    %43 = stablehlo.reshape %42 : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    return %0, %30, %44, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_4.11(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:8 = call @closed_call_3.10(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_5.12(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @threefry2x32_2.13(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reshape %arg0 : (tensor<ui32>) -> tensor<1xui32>
    %1 = stablehlo.add %arg2, %0 : tensor<1xui32>
    %2 = stablehlo.reshape %arg1 : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg3, %2 : tensor<1xui32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<466688986> : tensor<ui32>
    %5 = stablehlo.xor %4, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %6:9 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg1, %iterArg_7 = %5, %iterArg_8 = %arg0, %iterArg_9 = %c_1, %iterArg_10 = %c_2) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %8:8 = func.call @closed_call_3.10(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      stablehlo.return %7, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @_threefry_fold_in.14(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %4 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %5 = stablehlo.reshape %4 : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %arg1 : (tensor<ui32>) -> tensor<1xui32>
    %7:2 = call @threefry2x32_2.13(%1, %3, %5, %6) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %8 = stablehlo.concatenate %7#0, %7#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %8 : tensor<2xui32>
  }
  func.func private @clip.15(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_4.16(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call_7.17(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %3 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %1, %9 : tensor<2xui32>
    %11 = stablehlo.add %1, %10 : tensor<2xui32>
    %12 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %16 = stablehlo.subtract %c_0, %13 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %11, %19 : tensor<2xui32>
    %21 = stablehlo.add %11, %20 : tensor<2xui32>
    %22 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %26 = stablehlo.subtract %c_0, %23 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %21, %29 : tensor<2xui32>
    %31 = stablehlo.add %21, %30 : tensor<2xui32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %33 = stablehlo.add %31, %32 : tensor<2xui32>
    %34 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %37 = stablehlo.shift_left %30, %36 : tensor<2xui32>
    %38 = stablehlo.subtract %c_0, %35 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %40 = stablehlo.shift_right_logical %30, %39 : tensor<2xui32>
    %41 = stablehlo.or %37, %40 : tensor<2xui32>
    %42 = stablehlo.xor %31, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %42, %43 : tensor<2xui32>
    %45 = stablehlo.add %arg0, %c : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %33, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_6.18(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:8 = call @closed_call_7.17(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_7.19(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @threefry2x32_6.20(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %1 = stablehlo.add %arg2, %0 : tensor<2xui32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg3, %2 : tensor<2xui32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<466688986> : tensor<ui32>
    %5 = stablehlo.xor %4, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %6:9 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg1, %iterArg_7 = %5, %iterArg_8 = %arg0, %iterArg_9 = %c_1, %iterArg_10 = %c_2) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %8:8 = func.call @closed_call_7.17(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      stablehlo.return %7, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_threefry_split_5.21(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.shift_right_logical %4, %5 : tensor<2xui64>
    %7 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %8 = stablehlo.convert %4 : (tensor<2xui64>) -> tensor<2xui32>
    %9:2 = call @threefry2x32_6.20(%1, %3, %7, %8) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %10 = stablehlo.reshape %9#0 : (tensor<2xui32>) -> tensor<2x1xui32>
    %11 = stablehlo.reshape %9#1 : (tensor<2xui32>) -> tensor<2x1xui32>
    %12 = stablehlo.concatenate %10, %11, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %12 : tensor<2x2xui32>
  }
  func.func private @closed_call_9.22(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %3 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %1, %9 : tensor<5xui32>
    %11 = stablehlo.add %1, %10 : tensor<5xui32>
    %12 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %16 = stablehlo.subtract %c_0, %13 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %11, %19 : tensor<5xui32>
    %21 = stablehlo.add %11, %20 : tensor<5xui32>
    %22 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %26 = stablehlo.subtract %c_0, %23 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %21, %29 : tensor<5xui32>
    %31 = stablehlo.add %21, %30 : tensor<5xui32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %33 = stablehlo.add %31, %32 : tensor<5xui32>
    %34 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %37 = stablehlo.shift_left %30, %36 : tensor<5xui32>
    %38 = stablehlo.subtract %c_0, %35 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %40 = stablehlo.shift_right_logical %30, %39 : tensor<5xui32>
    %41 = stablehlo.or %37, %40 : tensor<5xui32>
    %42 = stablehlo.xor %31, %41 : tensor<5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.add %42, %43 : tensor<5xui32>
    %45 = stablehlo.add %arg0, %c : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %48 = stablehlo.add %44, %47 : tensor<5xui32>
    return %0, %33, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_8.23(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:8 = call @closed_call_9.22(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_9.24(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @threefry2x32_8.25(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %1 = stablehlo.add %arg2, %0 : tensor<5xui32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg3, %2 : tensor<5xui32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<466688986> : tensor<ui32>
    %5 = stablehlo.xor %4, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %6:9 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg1, %iterArg_7 = %5, %iterArg_8 = %arg0, %iterArg_9 = %c_1, %iterArg_10 = %c_2) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %8:8 = func.call @closed_call_9.22(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      stablehlo.return %7, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @_randint.26(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = call @clip_4.16(%arg1, %c, %c_0) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xi32>) -> tensor<1xi32>
    %3 = stablehlo.reshape %2 : (tensor<1xi32>) -> tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = call @_threefry_split_5.21(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %6 = stablehlo.slice %5 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
    %8 = stablehlo.slice %7 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
    %10 = stablehlo.slice %7 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
    %12 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<5xui64>
    %15 = stablehlo.convert %14 : (tensor<5xui64>) -> tensor<5xui32>
    %16 = stablehlo.convert %12 : (tensor<5xui64>) -> tensor<5xui32>
    %17:2 = call @threefry2x32_8.25(%9, %11, %15, %16) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<5xui32>
    %19 = call @clip.15(%c_0, %c, %c_0) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %20 = stablehlo.compare GT, %arg2, %19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %21 = stablehlo.reshape %20 : (tensor<i1>) -> tensor<1xi1>
    %22 = call @clip_4.16(%arg2, %c, %c_0) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %23 = stablehlo.reshape %22 : (tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.compare GT, %23, %1 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %25 = stablehlo.and %21, %24 : tensor<1xi1>
    %26 = stablehlo.compare LE, %23, %1 : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<1xui32>
    %27 = stablehlo.subtract %23, %1 : tensor<1xi32>
    %28 = stablehlo.convert %27 : (tensor<1xi32>) -> tensor<1xui32>
    %29 = stablehlo.select %26, %c_2, %28 : tensor<1xi1>, tensor<1xui32>
    %30 = stablehlo.add %29, %c_2 : tensor<1xui32>
    %31 = stablehlo.select %25, %30, %29 : tensor<1xi1>, tensor<1xui32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<1xui32>) -> tensor<1xui32>
    %33 = stablehlo.reshape %32 : (tensor<1xui32>) -> tensor<ui32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.remainder %18, %34 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<65536> : tensor<1xui32>
    %36 = stablehlo.remainder %c_3, %31 : tensor<1xui32>
    %37 = stablehlo.multiply %36, %36 : tensor<1xui32>
    %38 = stablehlo.remainder %37, %31 : tensor<1xui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<1xui32>) -> tensor<1xui32>
    %40 = stablehlo.reshape %39 : (tensor<1xui32>) -> tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.multiply %35, %41 : tensor<5xui32>
    %43 = stablehlo.slice %5 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %44 = stablehlo.reshape %43 : (tensor<1x2xui32>) -> tensor<2xui32>
    %45 = stablehlo.slice %44 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %46 = stablehlo.reshape %45 : (tensor<1xui32>) -> tensor<ui32>
    %47 = stablehlo.slice %44 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %48 = stablehlo.reshape %47 : (tensor<1xui32>) -> tensor<ui32>
    %49 = stablehlo.iota dim = 0 : tensor<5xui64>
    %50 = stablehlo.shift_right_logical %49, %13 : tensor<5xui64>
    %51 = stablehlo.convert %50 : (tensor<5xui64>) -> tensor<5xui32>
    %52 = stablehlo.convert %49 : (tensor<5xui64>) -> tensor<5xui32>
    %53:2 = call @threefry2x32_8.25(%46, %48, %51, %52) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %54 = stablehlo.xor %53#0, %53#1 : tensor<5xui32>
    %55 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<1xui32>) -> tensor<1xui32>
    %56 = stablehlo.reshape %55 : (tensor<1xui32>) -> tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %58 = stablehlo.remainder %54, %57 : tensor<5xui32>
    %59 = stablehlo.add %42, %58 : tensor<5xui32>
    %60 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<1xui32>) -> tensor<1xui32>
    %61 = stablehlo.reshape %60 : (tensor<1xui32>) -> tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %63 = stablehlo.remainder %59, %62 : tensor<5xui32>
    %64 = stablehlo.convert %63 : (tensor<5xui32>) -> tensor<5xi32>
    %65 = stablehlo.add %4, %64 : tensor<5xi32>
    return %65 : tensor<5xi32>
  }
  func.func @main(%arg0: tensor<ui32>) -> (tensor<6xui32>, tensor<5xi32>) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg0, %c : tensor<ui32>
    %1 = stablehlo.reshape %0 : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %arg0 : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.concatenate %1, %2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %4 = call @_threefry_split.5(%3) : (tensor<2xui32>) -> tensor<3x2xui32>
    %5 = stablehlo.slice %4 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.slice %6 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %6 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.iota dim = 0 : tensor<6xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<6xui64>
    %14 = stablehlo.convert %13 : (tensor<6xui64>) -> tensor<6xui32>
    %15 = stablehlo.convert %11 : (tensor<6xui64>) -> tensor<6xui32>
    %16:2 = call @threefry2x32_0.9(%8, %10, %14, %15) : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %17 = stablehlo.xor %16#0, %16#1 : tensor<6xui32>
    %18 = stablehlo.shift_right_logical %arg0, %c : tensor<ui32>
    %19 = stablehlo.reshape %18 : (tensor<ui32>) -> tensor<1xui32>
    %20 = stablehlo.reshape %arg0 : (tensor<ui32>) -> tensor<1xui32>
    %21 = stablehlo.concatenate %19, %20, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_1 = stablehlo.constant dense<7> : tensor<ui32>
    %22 = call @_threefry_fold_in.14(%21, %c_1) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %c_2 = stablehlo.constant dense<-10> : tensor<i32>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %23 = call @_randint.26(%22, %c_2, %c_3) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
    return %17, %23 : tensor<6xui32>, tensor<5xi32>
  }
}
