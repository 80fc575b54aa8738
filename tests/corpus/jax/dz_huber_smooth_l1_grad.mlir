module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> (tensor<64xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]"}, tensor<64xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %1 = stablehlo.abs %0 : tensor<64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.compare LE, %1, %2, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %4 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<64xf32>
    %8 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %9 = stablehlo.abs %8 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<64xf32>
    %12 = call @_where(%3, %7, %11) : (tensor<64xi1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %13 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %14 = stablehlo.abs %13 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %16 = stablehlo.compare LE, %14, %15, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %17 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<64xf32>
    %20 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %22 = stablehlo.compare GE, %20, %21, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %24:2 = call @_where_0(%16, %23) : (tensor<64xi1>, tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.select %22, %25, %24#1 : tensor<64xi1>, tensor<64xf32>
    %27 = stablehlo.select %22, %24#1, %25 : tensor<64xi1>, tensor<64xf32>
    %28 = stablehlo.negate %26 : tensor<64xf32>
    %29 = stablehlo.add %27, %28 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %31 = stablehlo.multiply %30, %24#0 : tensor<64xf32>
    %32 = stablehlo.multiply %31, %19 : tensor<64xf32>
    %33 = stablehlo.add %29, %32 : tensor<64xf32>
    %34 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %35 = stablehlo.abs %34 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.compare LT, %35, %36, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %38 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<64xf32>
    %41 = stablehlo.subtract %arg0, %arg1 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %43 = stablehlo.compare GE, %41, %42, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %45:2 = call @_where_0(%37, %44) : (tensor<64xi1>, tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>)
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %47 = stablehlo.select %43, %46, %45#1 : tensor<64xi1>, tensor<64xf32>
    %48 = stablehlo.select %43, %45#1, %46 : tensor<64xi1>, tensor<64xf32>
    %49 = stablehlo.negate %47 : tensor<64xf32>
    %50 = stablehlo.add %48, %49 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %52 = stablehlo.divide %45#0, %51 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<64xf32>
    %55 = stablehlo.multiply %54, %40 : tensor<64xf32>
    %56 = stablehlo.add %50, %55 : tensor<64xf32>
    return %12, %33, %56 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
  }
  func.func private @_where(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_where_0(%arg0: tensor<64xi1>, %arg1: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<64xi1>, tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<64xi1>, tensor<64xf32>
    return %2, %1 : tensor<64xf32>, tensor<64xf32>
  }
}
