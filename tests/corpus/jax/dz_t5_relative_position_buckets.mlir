module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<601xi32>) -> (tensor<601xi32> {jax.result_info = "result[0]"}, tensor<601xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.negate %arg0 : tensor<601xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<601xi32>, tensor<601xi32>) -> tensor<601xi1>
    %3 = stablehlo.convert %2 : (tensor<601xi1>) -> tensor<601xi32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %5 = stablehlo.multiply %3, %4 : tensor<601xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %7 = stablehlo.add %6, %5 : tensor<601xi32>
    %8 = stablehlo.abs %0 : tensor<601xi32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %10 = stablehlo.compare LT, %8, %9, SIGNED : (tensor<601xi32>, tensor<601xi32>) -> tensor<601xi1>
    %11 = stablehlo.convert %8 : (tensor<601xi32>) -> tensor<601xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %13 = stablehlo.divide %11, %12 : tensor<601xf32>
    %cst_3 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %15 = stablehlo.add %13, %14 : tensor<601xf32>
    %16 = stablehlo.log %15 : tensor<601xf32>
    %cst_4 = stablehlo.constant dense<2.77258873> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %18 = stablehlo.divide %16, %17 : tensor<601xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<601xf32>
    %21 = stablehlo.convert %20 : (tensor<601xf32>) -> tensor<601xi32>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %23 = stablehlo.add %22, %21 : tensor<601xi32>
    %c_7 = stablehlo.constant dense<15> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %25 = stablehlo.minimum %23, %24 : tensor<601xi32>
    %26 = call @_where(%10, %8, %25) : (tensor<601xi1>, tensor<601xi32>, tensor<601xi32>) -> tensor<601xi32>
    %27 = stablehlo.add %7, %26 : tensor<601xi32>
    %28 = stablehlo.negate %arg0 : tensor<601xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %30 = stablehlo.maximum %28, %29 : tensor<601xi32>
    %c_9 = stablehlo.constant dense<16> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %32 = stablehlo.compare LT, %30, %31, SIGNED : (tensor<601xi32>, tensor<601xi32>) -> tensor<601xi1>
    %33 = stablehlo.convert %30 : (tensor<601xi32>) -> tensor<601xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %35 = stablehlo.divide %33, %34 : tensor<601xf32>
    %cst_11 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %37 = stablehlo.add %35, %36 : tensor<601xf32>
    %38 = stablehlo.log %37 : tensor<601xf32>
    %cst_12 = stablehlo.constant dense<2.07944155> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %40 = stablehlo.divide %38, %39 : tensor<601xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<601xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<601xf32>
    %43 = stablehlo.convert %42 : (tensor<601xf32>) -> tensor<601xi32>
    %c_14 = stablehlo.constant dense<16> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %45 = stablehlo.add %44, %43 : tensor<601xi32>
    %c_15 = stablehlo.constant dense<31> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %47 = stablehlo.minimum %45, %46 : tensor<601xi32>
    %48 = call @_where(%32, %30, %47) : (tensor<601xi1>, tensor<601xi32>, tensor<601xi32>) -> tensor<601xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<601xi32>
    %50 = stablehlo.add %49, %48 : tensor<601xi32>
    return %27, %50 : tensor<601xi32>, tensor<601xi32>
  }
  func.func private @_where(%arg0: tensor<601xi1>, %arg1: tensor<601xi32>, %arg2: tensor<601xi32>) -> tensor<601xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<601xi1>, tensor<601xi32>
    return %0 : tensor<601xi32>
  }
}
