module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x10xf32>, %arg1: tensor<6x10xf32>, %arg2: tensor<6x10xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6x10xf32> {jax.result_info = "result[1]"}, tensor<6x10xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %3 = stablehlo.compare GT, %arg1, %2, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %4 = stablehlo.and %1, %3 : tensor<6x10xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %6 = stablehlo.compare EQ, %arg0, %5, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %8 = stablehlo.compare GE, %arg1, %7, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %9 = stablehlo.and %6, %8 : tensor<6x10xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %10 = call @_where(%4, %arg0, %c) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %11 = call @_where(%4, %arg1, %c_3) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %13 = stablehlo.compare NE, %10, %12, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %14 = stablehlo.compare NE, %10, %10, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %15 = stablehlo.or %13, %14 : tensor<6x10xi1>
    %16 = stablehlo.log %10 : tensor<6x10xf32>
    %17 = stablehlo.multiply %10, %16 : tensor<6x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %19 = call @_where_0(%15, %17, %18) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %21 = stablehlo.compare NE, %10, %20, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %22 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %23 = stablehlo.or %21, %22 : tensor<6x10xi1>
    %24 = stablehlo.log %11 : tensor<6x10xf32>
    %25 = stablehlo.multiply %10, %24 : tensor<6x10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %27 = call @_where_0(%23, %25, %26) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %28 = stablehlo.subtract %19, %27 : tensor<6x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %29 = call @_where_1(%9, %cst_8, %cst_9) : (tensor<6x10xi1>, tensor<f32>, tensor<f32>) -> tensor<6x10xf32>
    %30 = call @_where_0(%4, %28, %29) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %33 = stablehlo.compare GT, %arg0, %32, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %35 = stablehlo.compare GT, %arg1, %34, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %36 = stablehlo.and %33, %35 : tensor<6x10xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %38 = stablehlo.compare EQ, %arg0, %37, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %40 = stablehlo.compare GE, %arg1, %39, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %41 = stablehlo.and %38, %40 : tensor<6x10xi1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %42 = call @_where(%36, %arg0, %c_15) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %43 = call @_where(%36, %arg1, %c_16) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %45 = stablehlo.compare NE, %42, %44, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %46 = stablehlo.compare NE, %42, %42, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %47 = stablehlo.or %45, %46 : tensor<6x10xi1>
    %48 = stablehlo.log %42 : tensor<6x10xf32>
    %49 = stablehlo.multiply %42, %48 : tensor<6x10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %51 = call @_where_0(%47, %49, %50) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %53 = stablehlo.compare NE, %42, %52, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %54 = stablehlo.compare NE, %43, %43, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %55 = stablehlo.or %53, %54 : tensor<6x10xi1>
    %56 = stablehlo.log %43 : tensor<6x10xf32>
    %57 = stablehlo.multiply %42, %56 : tensor<6x10xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %59 = call @_where_0(%55, %57, %58) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %60 = stablehlo.subtract %51, %59 : tensor<6x10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %61 = call @_where_1(%41, %cst_21, %cst_22) : (tensor<6x10xi1>, tensor<f32>, tensor<f32>) -> tensor<6x10xf32>
    %62 = call @_where_0(%36, %60, %61) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %63 = stablehlo.subtract %62, %arg0 : tensor<6x10xf32>
    %64 = stablehlo.add %63, %arg1 : tensor<6x10xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %66 = stablehlo.compare NE, %arg0, %65, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %67 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xi1>
    %68 = stablehlo.or %66, %67 : tensor<6x10xi1>
    %69 = stablehlo.log %arg0 : tensor<6x10xf32>
    %70 = stablehlo.multiply %arg0, %69 : tensor<6x10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %72 = call @_where_0(%68, %70, %71) : (tensor<6x10xi1>, tensor<6x10xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %73 = call @log_softmax(%arg2) : (tensor<6x10xf32>) -> tensor<6x10xf32>
    %74 = stablehlo.exponential %73 : tensor<6x10xf32>
    %75 = call @log_softmax(%arg2) : (tensor<6x10xf32>) -> tensor<6x10xf32>
    %cst_25 = stablehlo.constant dense<9.99999971E-10> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %77 = stablehlo.add %arg1, %76 : tensor<6x10xf32>
    %78 = stablehlo.log %77 : tensor<6x10xf32>
    %79 = stablehlo.subtract %75, %78 : tensor<6x10xf32>
    %80 = stablehlo.multiply %74, %79 : tensor<6x10xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    return %31, %64, %72, %81 : tensor<6xf32>, tensor<6x10xf32>, tensor<6x10xf32>, tensor<6xf32>
  }
  func.func private @_where(%arg0: tensor<6x10xi1>, %arg1: tensor<6x10xf32>, %arg2: tensor<i32>) -> tensor<6x10xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<6x10xi1>, tensor<6x10xf32>
    return %2 : tensor<6x10xf32>
  }
  func.func private @_where_0(%arg0: tensor<6x10xi1>, %arg1: tensor<6x10xf32>, %arg2: tensor<6x10xf32>) -> tensor<6x10xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x10xi1>, tensor<6x10xf32>
    return %0 : tensor<6x10xf32>
  }
  func.func private @_where_1(%arg0: tensor<6x10xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6x10xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<6x10xi1>, tensor<6x10xf32>
    return %3 : tensor<6x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<6x10xf32>) -> tensor<6x10xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x10xf32>
    %6 = stablehlo.exponential %5 : tensor<6x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %9 = stablehlo.log %8 : tensor<6x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<6x10xf32>
    return %11 : tensor<6x10xf32>
  }
}
