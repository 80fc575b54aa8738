module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @closed_call.1(%arg0: tensor<i32>, %arg1: tensor<16xui32>, %arg2: tensor<16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %arg2 : tensor<16xui32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %3 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16xui32>
    %9 = stablehlo.or %5, %8 : tensor<16xui32>
    %10 = stablehlo.xor %1, %9 : tensor<16xui32>
    %11 = stablehlo.add %1, %10 : tensor<16xui32>
    %12 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16xui32>
    %16 = stablehlo.subtract %c_0, %13 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16xui32>
    %19 = stablehlo.or %15, %18 : tensor<16xui32>
    %20 = stablehlo.xor %11, %19 : tensor<16xui32>
    %21 = stablehlo.add %11, %20 : tensor<16xui32>
    %22 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %23 = stablehlo.reshape %22 : (tensor<1xui32>) -> tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16xui32>
    %26 = stablehlo.subtract %c_0, %23 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16xui32>
    %29 = stablehlo.or %25, %28 : tensor<16xui32>
    %30 = stablehlo.xor %21, %29 : tensor<16xui32>
    %31 = stablehlo.add %21, %30 : tensor<16xui32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %33 = stablehlo.add %31, %32 : tensor<16xui32>
    %34 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %35 = stablehlo.reshape %34 : (tensor<1xui32>) -> tensor<ui32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %37 = stablehlo.shift_left %30, %36 : tensor<16xui32>
    %38 = stablehlo.subtract %c_0, %35 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %40 = stablehlo.shift_right_logical %30, %39 : tensor<16xui32>
    %41 = stablehlo.or %37, %40 : tensor<16xui32>
    %42 = stablehlo.xor %31, %41 : tensor<16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %44 = stablehlo.add %42, %43 : tensor<16xui32>
    %45 = stablehlo.add %arg0, %c : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %48 = stablehlo.add %44, %47 : tensor<16xui32>
    return %0, %33, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_0.2(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1:8 = call @closed_call.1(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    return %0, %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7 : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @region_1.3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<ui32>, %arg7: tensor<4xui32>, %arg8: tensor<4xui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @threefry2x32.4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %1 = stablehlo.add %arg2, %0 : tensor<16xui32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %3 = stablehlo.add %arg3, %2 : tensor<16xui32>
    %4 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_0 = stablehlo.constant dense<466688986> : tensor<ui32>
    %5 = stablehlo.xor %4, %c_0 : tensor<ui32>
    %c_1 = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_2 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %6:9 = stablehlo.while(%iterArg = %c, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %3, %iterArg_6 = %arg1, %iterArg_7 = %5, %iterArg_8 = %arg0, %iterArg_9 = %c_1, %iterArg_10 = %c_2) : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_11 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %8:8 = func.call @closed_call.1(%iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      stablehlo.return %7, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16xui32>, tensor<16xui32>
  }
  func.func private @_uniform.5(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<16xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<16xui64>
    %11 = stablehlo.convert %10 : (tensor<16xui64>) -> tensor<16xui32>
    %12 = stablehlo.convert %8 : (tensor<16xui64>) -> tensor<16xui32>
    %13:2 = call @threefry2x32.4(%5, %7, %11, %12) : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %18 = stablehlo.or %16, %17 : tensor<16xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<16xui32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<16xf32>
    %22 = stablehlo.reshape %arg2 : (tensor<f32>) -> tensor<1xf32>
    %23 = stablehlo.subtract %22, %0 : tensor<1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.multiply %21, %26 : tensor<16xf32>
    %28 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<1xf32>
    %29 = stablehlo.reshape %28 : (tensor<1xf32>) -> tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.add %27, %30 : tensor<16xf32>
    %32 = stablehlo.maximum %3, %31 : tensor<16xf32>
    return %32 : tensor<16xf32>
  }
  func.func private @_normal_real.6(%arg0: tensor<2xui32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform.5(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.abs %0 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.compare EQ, %1, %2 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<16xf32>
    %6 = stablehlo.negate %0 : tensor<16xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<16xf32>
    %8 = stablehlo.log_plus_one %7 : tensor<16xf32>
    %9 = stablehlo.negate %8 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.compare LT, %9, %10 : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_4 = stablehlo.constant dense<1.50140941> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<2.83297682> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %14 = stablehlo.select %11, %12, %13 : tensor<16xi1>, tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.246640727> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.00167406> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.select %11, %15, %16 : tensor<16xi1>, tensor<16xf32>
    %cst_8 = stablehlo.constant dense<-0.00417768164> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_9 = stablehlo.constant dense<0.00943887047> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.select %11, %18, %19 : tensor<16xi1>, tensor<16xf32>
    %cst_10 = stablehlo.constant dense<-0.00125372503> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_11 = stablehlo.constant dense<-0.0076224613> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.select %11, %21, %22 : tensor<16xi1>, tensor<16xf32>
    %cst_12 = stablehlo.constant dense<2.1858087E-4> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.00573950773> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.select %11, %24, %25 : tensor<16xi1>, tensor<16xf32>
    %cst_14 = stablehlo.constant dense<-4.39150654E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_15 = stablehlo.constant dense<-0.00367342844> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.select %11, %27, %28 : tensor<16xi1>, tensor<16xf32>
    %cst_16 = stablehlo.constant dense<-3.5233877E-6> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.00134934322> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.select %11, %30, %31 : tensor<16xi1>, tensor<16xf32>
    %cst_18 = stablehlo.constant dense<3.43273939E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<1.00950558E-4> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.select %11, %33, %34 : tensor<16xi1>, tensor<16xf32>
    %cst_20 = stablehlo.constant dense<2.81022636E-8> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_21 = stablehlo.constant dense<-2.00214257E-4> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.select %11, %36, %37 : tensor<16xi1>, tensor<16xf32>
    %cst_22 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.subtract %9, %39 : tensor<16xf32>
    %41 = stablehlo.sqrt %9 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<16xf32>
    %44 = stablehlo.select %11, %40, %43 : tensor<16xi1>, tensor<16xf32>
    %45 = stablehlo.multiply %38, %44 : tensor<16xf32>
    %46 = stablehlo.add %35, %45 : tensor<16xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<16xf32>
    %48 = stablehlo.add %32, %47 : tensor<16xf32>
    %49 = stablehlo.multiply %48, %44 : tensor<16xf32>
    %50 = stablehlo.add %29, %49 : tensor<16xf32>
    %51 = stablehlo.multiply %50, %44 : tensor<16xf32>
    %52 = stablehlo.add %26, %51 : tensor<16xf32>
    %53 = stablehlo.multiply %52, %44 : tensor<16xf32>
    %54 = stablehlo.add %23, %53 : tensor<16xf32>
    %55 = stablehlo.multiply %54, %44 : tensor<16xf32>
    %56 = stablehlo.add %20, %55 : tensor<16xf32>
    %57 = stablehlo.multiply %56, %44 : tensor<16xf32>
    %58 = stablehlo.add %17, %57 : tensor<16xf32>
    %59 = stablehlo.multiply %58, %44 : tensor<16xf32>
    %60 = stablehlo.add %14, %59 : tensor<16xf32>
    %61 = stablehlo.multiply %60, %0 : tensor<16xf32>
    %62 = stablehlo.select %3, %5, %61 : tensor<16xi1>, tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<16xf32>
    return %64 : tensor<16xf32>
  }
  func.func private @_normal.7(%arg0: tensor<2xui32>) -> tensor<16xf32> {
    %0 = call @_normal_real.6(%arg0) : (tensor<2xui32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func @main(%arg0: tensor<ui32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg0, %c : tensor<ui32>
    %1 = stablehlo.reshape %0 : (tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %arg0 : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.concatenate %1, %2, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %4 = call @_normal.7(%3) : (tensor<2xui32>) -> tensor<16xf32>
    return %4 : tensor<16xf32>
  }
}
