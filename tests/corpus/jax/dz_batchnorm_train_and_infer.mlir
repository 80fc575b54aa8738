module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x6x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<4x6x6x8xf32>) -> (tensor<4x6x6x8xf32> {jax.result_info = "result[0][0]"}, tensor<8xf32> {jax.result_info = "result[0][1]"}, tensor<8xf32> {jax.result_info = "result[0][2]"}, tensor<4x6x6x8xf32> {jax.result_info = "result[0][3]"}, tensor<4x6x6x8xf32> {jax.result_info = "result[1][0]"}, tensor<8xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_var(%arg0, %c) : (tensor<4x6x6x8xf32>, tensor<i32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<4x6x6x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.add %3, %7 : tensor<8xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<4x6x6x8xf32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<4x6x6x8xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %18 = stablehlo.add %15, %17 : tensor<4x6x6x8xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.multiply %19, %arg3 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.multiply %21, %2 : tensor<8xf32>
    %23 = stablehlo.add %20, %22 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.multiply %24, %arg4 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.multiply %26, %3 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.430000e+02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.divide %29, %30 : tensor<8xf32>
    %32 = stablehlo.add %25, %31 : tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %23, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %35 = stablehlo.subtract %arg0, %34 : tensor<4x6x6x8xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.add %32, %36 : tensor<8xf32>
    %38 = stablehlo.sqrt %37 : tensor<8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %41 = stablehlo.divide %35, %40 : tensor<4x6x6x8xf32>
    %42 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<4x6x6x8xf32>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %47 = stablehlo.add %44, %46 : tensor<4x6x6x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%arg0 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.divide %48, %49 : tensor<8xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %51:4 = call @_var_0(%arg0, %c_11) : (tensor<4x6x6x8xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<4x6x6x8xf32>, tensor<f32>, tensor<i1>)
    %52 = stablehlo.broadcast_in_dim %50, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %54 = stablehlo.subtract %arg0, %53 : tensor<4x6x6x8xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.add %51#0, %55 : tensor<8xf32>
    %57 = stablehlo.rsqrt %56 : tensor<8xf32>
    %58 = stablehlo.divide %57, %56 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<8xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %63 = stablehlo.multiply %54, %62 : tensor<4x6x6x8xf32>
    %64 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x6x6x8xf32>
    %66 = stablehlo.multiply %65, %arg5 : tensor<4x6x6x8xf32>
    %67 = stablehlo.multiply %63, %66 : tensor<4x6x6x8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.reshape %68 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %71 = stablehlo.multiply %66, %70 : tensor<4x6x6x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%69 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.multiply %54, %71 : tensor<4x6x6x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_17) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.reshape %74 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %76 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %77 = stablehlo.multiply %71, %76 : tensor<4x6x6x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%75 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.multiply %78, %60 : tensor<8xf32>
    %80 = stablehlo.negate %77 : tensor<4x6x6x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.reshape %81 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %84 = call @_var_2(%51#1, %51#2, %51#3, %79) : (tensor<4x6x6x8xf32>, tensor<f32>, tensor<i1>, tensor<8xf32>) -> tensor<4x6x6x8xf32>
    %85 = stablehlo.add %77, %84 : tensor<4x6x6x8xf32>
    %cst_21 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %87 = stablehlo.divide %83, %86 : tensor<8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [3] : (tensor<8xf32>) -> tensor<4x6x6x8xf32>
    %89 = stablehlo.add %85, %88 : tensor<4x6x6x8xf32>
    return %18, %23, %32, %47, %89, %72 : tensor<4x6x6x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x6x6x8xf32>, tensor<4x6x6x8xf32>, tensor<8xf32>
  }
  func.func private @_var(%arg0: tensor<4x6x6x8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x6x6x8xf32>
    %6 = chlo.square %5 : tensor<4x6x6x8xf32> -> tensor<4x6x6x8xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = call @_where(%12, %11, %cst_4) : (tensor<i1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %13 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_var_0(%arg0: tensor<4x6x6x8xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<4x6x6x8xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x6x6x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x6x6x8xf32>
    %6 = chlo.square %5 : tensor<4x6x6x8xf32> -> tensor<4x6x6x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6x6x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x6x6x8xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where_1(%14, %13, %cst_5) : (tensor<i1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %15, %8, %10, %14 : tensor<8xf32>, tensor<4x6x6x8xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_var_2(%arg0: tensor<4x6x6x8xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8xf32>) -> tensor<4x6x6x8xf32> {
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<8xf32>) -> tensor<4x6x6x8xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<4x6x6x8xf32>
    %5 = stablehlo.negate %4 : tensor<4x6x6x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.reshape %6 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<8xf32>) -> tensor<4x6x6x8xf32>
    %12 = stablehlo.add %4, %11 : tensor<4x6x6x8xf32>
    return %12 : tensor<4x6x6x8xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
