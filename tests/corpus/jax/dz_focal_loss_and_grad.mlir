module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<66xf32>, %arg1: tensor<66xf32>) -> (tensor<66xf32> {jax.result_info = "result[0]"}, tensor<66xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.negate %arg0 : tensor<66xf32>
    %1 = stablehlo.exponential %0 : tensor<66xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %3 = stablehlo.add %2, %1 : tensor<66xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %5 = stablehlo.divide %4, %3 : tensor<66xf32>
    %6 = call @log_sigmoid(%arg0) : (tensor<66xf32>) -> tensor<66xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<66xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %9 = stablehlo.subtract %8, %arg1 : tensor<66xf32>
    %10 = stablehlo.negate %arg0 : tensor<66xf32>
    %11 = call @log_sigmoid(%10) : (tensor<66xf32>) -> tensor<66xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<66xf32>
    %13 = stablehlo.add %7, %12 : tensor<66xf32>
    %14 = stablehlo.negate %13 : tensor<66xf32>
    %15 = stablehlo.multiply %5, %arg1 : tensor<66xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %17 = stablehlo.subtract %16, %5 : tensor<66xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %19 = stablehlo.subtract %18, %arg1 : tensor<66xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<66xf32>
    %21 = stablehlo.add %15, %20 : tensor<66xf32>
    %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %23 = stablehlo.multiply %22, %arg1 : tensor<66xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %25 = stablehlo.subtract %24, %arg1 : tensor<66xf32>
    %cst_6 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<66xf32>
    %28 = stablehlo.add %23, %27 : tensor<66xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %30 = stablehlo.subtract %29, %21 : tensor<66xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %32 = stablehlo.power %30, %31 : tensor<66xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<66xf32>
    %34 = stablehlo.multiply %33, %14 : tensor<66xf32>
    %35 = stablehlo.negate %arg0 : tensor<66xf32>
    %36 = stablehlo.exponential %35 : tensor<66xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %38 = stablehlo.add %37, %36 : tensor<66xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %40 = stablehlo.divide %39, %38 : tensor<66xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<66xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<66xf32>
    %44:2 = call @log_sigmoid_0(%arg0) : (tensor<66xf32>) -> (tensor<66xf32>, tensor<66xf32>)
    %45 = stablehlo.multiply %arg1, %44#0 : tensor<66xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %47 = stablehlo.subtract %46, %arg1 : tensor<66xf32>
    %48 = stablehlo.negate %arg0 : tensor<66xf32>
    %49:2 = call @log_sigmoid_0(%48) : (tensor<66xf32>) -> (tensor<66xf32>, tensor<66xf32>)
    %50 = stablehlo.multiply %47, %49#0 : tensor<66xf32>
    %51 = stablehlo.add %45, %50 : tensor<66xf32>
    %52 = stablehlo.negate %51 : tensor<66xf32>
    %53 = stablehlo.multiply %40, %arg1 : tensor<66xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %55 = stablehlo.subtract %54, %40 : tensor<66xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %57 = stablehlo.subtract %56, %arg1 : tensor<66xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<66xf32>
    %59 = stablehlo.add %53, %58 : tensor<66xf32>
    %cst_15 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %61 = stablehlo.multiply %60, %arg1 : tensor<66xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %63 = stablehlo.subtract %62, %arg1 : tensor<66xf32>
    %cst_17 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<66xf32>
    %66 = stablehlo.add %61, %65 : tensor<66xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %68 = stablehlo.subtract %67, %59 : tensor<66xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %70 = stablehlo.power %68, %69 : tensor<66xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.subtract %cst_20, %cst_21 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %73 = stablehlo.power %68, %72 : tensor<66xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<66xf32>
    %76 = stablehlo.multiply %66, %70 : tensor<66xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<66xf32>
    %79 = stablehlo.multiply %77, %52 : tensor<66xf32>
    %80 = stablehlo.multiply %66, %79 : tensor<66xf32>
    %81 = stablehlo.multiply %80, %75 : tensor<66xf32>
    %82 = stablehlo.negate %81 : tensor<66xf32>
    %83 = stablehlo.multiply %82, %57 : tensor<66xf32>
    %84 = stablehlo.negate %83 : tensor<66xf32>
    %85 = stablehlo.multiply %82, %arg1 : tensor<66xf32>
    %86 = stablehlo.add %84, %85 : tensor<66xf32>
    %87 = stablehlo.negate %78 : tensor<66xf32>
    %88 = stablehlo.multiply %47, %87 : tensor<66xf32>
    %89 = call @log_sigmoid_2(%49#1, %88) : (tensor<66xf32>, tensor<66xf32>) -> tensor<66xf32>
    %90 = stablehlo.negate %89 : tensor<66xf32>
    %91 = stablehlo.multiply %arg1, %87 : tensor<66xf32>
    %92 = call @log_sigmoid_2(%44#1, %91) : (tensor<66xf32>, tensor<66xf32>) -> tensor<66xf32>
    %93 = stablehlo.add %90, %92 : tensor<66xf32>
    %94 = stablehlo.multiply %86, %43 : tensor<66xf32>
    %95 = stablehlo.add %93, %94 : tensor<66xf32>
    return %34, %95 : tensor<66xf32>, tensor<66xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<66xf32>) -> tensor<66xf32> {
    %0 = stablehlo.negate %arg0 : tensor<66xf32>
    %1 = call @softplus(%0) : (tensor<66xf32>) -> tensor<66xf32>
    %2 = stablehlo.negate %1 : tensor<66xf32>
    return %2 : tensor<66xf32>
  }
  func.func private @softplus(%arg0: tensor<66xf32>) -> tensor<66xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<66xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<66xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<66xf32>, tensor<66xf32>) -> tensor<66xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<66xf32>
    %7 = stablehlo.abs %3 : tensor<66xf32>
    %8 = stablehlo.negate %7 : tensor<66xf32>
    %9 = stablehlo.exponential %8 : tensor<66xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<66xf32>
    %11 = stablehlo.add %1, %10 : tensor<66xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<66xi1>, tensor<66xf32>
    return %12 : tensor<66xf32>
  }
  func.func private @log_sigmoid_0(%arg0: tensor<66xf32>) -> (tensor<66xf32>, tensor<66xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<66xf32>
    %1:2 = call @softplus_1(%0) : (tensor<66xf32>) -> (tensor<66xf32>, tensor<66xf32>)
    %2 = stablehlo.negate %1#0 : tensor<66xf32>
    return %2, %1#1 : tensor<66xf32>, tensor<66xf32>
  }
  func.func private @softplus_1(%arg0: tensor<66xf32>) -> (tensor<66xf32>, tensor<66xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<66xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<66xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<66xf32>, tensor<66xf32>) -> tensor<66xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<66xf32>
    %7 = stablehlo.abs %3 : tensor<66xf32>
    %8 = stablehlo.negate %7 : tensor<66xf32>
    %9 = stablehlo.exponential %8 : tensor<66xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<66xf32>
    %11 = stablehlo.add %1, %10 : tensor<66xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<66xi1>, tensor<66xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<66xf32>, tensor<66xf32>) -> tensor<66xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<66xi1>, tensor<66xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<66xf32>, tensor<66xf32>) -> tensor<66xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<66xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<66xi1>, tensor<66xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<66xf32>
    %22 = stablehlo.exponential %21 : tensor<66xf32>
    return %12, %22 : tensor<66xf32>, tensor<66xf32>
  }
  func.func private @log_sigmoid_2(%arg0: tensor<66xf32>, %arg1: tensor<66xf32>) -> tensor<66xf32> {
    %0 = stablehlo.negate %arg1 : tensor<66xf32>
    %1 = call @softplus_3(%arg0, %0) : (tensor<66xf32>, tensor<66xf32>) -> tensor<66xf32>
    %2 = stablehlo.negate %1 : tensor<66xf32>
    return %2 : tensor<66xf32>
  }
  func.func private @softplus_3(%arg0: tensor<66xf32>, %arg1: tensor<66xf32>) -> tensor<66xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<66xf32>
    return %0 : tensor<66xf32>
  }
}
