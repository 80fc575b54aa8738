module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x5x5x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> (tensor<2x5x5x16xf32> {jax.result_info = "result[0]"}, tensor<2x5x5x16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x5x5x16xf32>) -> tensor<2x5x5x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x1x1x4x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_var(%0, %c) : (tensor<2x5x5x4x4xf32>, tensor<i32>) -> tensor<2x1x1x4x1xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x5x5x4x4xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x1x1x4x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x1x1x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %12 = stablehlo.multiply %7, %11 : tensor<2x5x5x4x4xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x5x5x4x4xf32>) -> tensor<2x5x5x16xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x5x5x16xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x5x5x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x5x5x16xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x5x5x16xf32>
    %20 = stablehlo.reshape %arg0 : (tensor<2x5x5x16xf32>) -> tensor<2x5x5x4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<2x1x1x4x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %25:4 = call @_var_0(%20, %c_4) : (tensor<2x5x5x4x4xf32>, tensor<i32>) -> (tensor<2x1x1x4x1xf32>, tensor<2x5x5x4x4xf32>, tensor<f32>, tensor<i1>)
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %27 = stablehlo.subtract %20, %26 : tensor<2x5x5x4x4xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %29 = stablehlo.add %25#0, %28 : tensor<2x1x1x4x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<2x1x1x4x1xf32>
    %31 = stablehlo.divide %30, %29 : tensor<2x1x1x4x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2x1x1x4x1xf32>
    %34 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<2x5x5x4x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x5x5x4x4xf32>) -> tensor<2x5x5x16xf32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x5x5x16xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<2x5x5x16xf32>
    %40 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x5x5x16xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x5x5x16xf32>
    %43 = stablehlo.cosine %42 : tensor<2x5x5x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x5x5x16xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<2x5x5x16xf32>
    %46 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x5x5x16xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<2x5x5x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x5x5x16xf32>) -> tensor<2x5x5x4x4xf32>
    %49 = stablehlo.multiply %27, %48 : tensor<2x5x5x4x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %52 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %53 = stablehlo.multiply %48, %52 : tensor<2x5x5x4x4xf32>
    %54 = stablehlo.multiply %51, %33 : tensor<2x1x1x4x1xf32>
    %55 = stablehlo.negate %53 : tensor<2x5x5x4x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_9) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %58 = call @_var_2(%25#1, %25#2, %25#3, %54) : (tensor<2x5x5x4x4xf32>, tensor<f32>, tensor<i1>, tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %59 = stablehlo.add %53, %58 : tensor<2x5x5x4x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %61 = stablehlo.divide %57, %60 : tensor<2x1x1x4x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_11) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x5x5x4x4xf32>
    %64 = stablehlo.add %59, %63 : tensor<2x5x5x4x4xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x5x5x4x4xf32>) -> tensor<2x5x5x16xf32>
    return %19, %65 : tensor<2x5x5x16xf32>, tensor<2x5x5x16xf32>
  }
  func.func private @_var(%arg0: tensor<2x5x5x4x4xf32>, %arg1: tensor<i32>) -> tensor<2x1x1x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x5x5x4x4xf32>
    %6 = chlo.square %5 : tensor<2x5x5x4x4xf32> -> tensor<2x5x5x4x4xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x1x1x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x1x1x4x1xf32>
    return %14 : tensor<2x1x1x4x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x1x1x4x1xf32>, %arg2: tensor<f32>) -> tensor<2x1x1x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1x4x1xf32>
    return %2 : tensor<2x1x1x4x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x5x5x4x4xf32>, %arg1: tensor<i32>) -> (tensor<2x1x1x4x1xf32>, tensor<2x5x5x4x4xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x5x5x4x4xf32>
    %6 = chlo.square %5 : tensor<2x5x5x4x4xf32> -> tensor<2x5x5x4x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5x5x4x4xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x5x5x4x4xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x1x1x4x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_1(%15, %14, %cst_5) : (tensor<i1>, tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x1x1x4x1xf32>
    return %16, %8, %10, %15 : tensor<2x1x1x4x1xf32>, tensor<2x5x5x4x4xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<2x1x1x4x1xf32>, %arg2: tensor<f32>) -> tensor<2x1x1x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1x4x1xf32>
    return %2 : tensor<2x1x1x4x1xf32>
  }
  func.func private @_var_2(%arg0: tensor<2x5x5x4x4xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<2x1x1x4x1xf32>) -> tensor<2x5x5x4x4xf32> {
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<2x1x1x4x1xf32>) -> tensor<2x1x1x4x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x1x1x4x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x5x5x4x4xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x5x5x4x4xf32>
    %6 = stablehlo.negate %5 : tensor<2x5x5x4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x5x5x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x1x1x4x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x5x5x4x4xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x5x5x4x4xf32>
    return %13 : tensor<2x5x5x4x4xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<2x1x1x4x1xf32>) -> tensor<2x1x1x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<2x1x1x4x1xf32>
    return %1 : tensor<2x1x1x4x1xf32>
  }
}
