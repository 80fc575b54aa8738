module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x48xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<4x6x48xf32>) -> (tensor<4x6x48xf32> {jax.result_info = "result[0]"}, tensor<4x6x48xf32> {jax.result_info = "result[1][0]"}, tensor<48xf32> {jax.result_info = "result[1][1]"}, tensor<48xf32> {jax.result_info = "result[1][2]"}, tensor<2x48xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg1 [0:48] : (tensor<64xf32>) -> tensor<48xf32>
    %1 = stablehlo.slice %arg2 [0:48] : (tensor<64xf32>) -> tensor<48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %cst_0 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x6x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x48xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x6x48xf32>
    %8 = chlo.square %7 : tensor<4x6x48xf32> -> tensor<4x6x48xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<4x6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %cst_2 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x6x1xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x48xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<4x6x48xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<4x6x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<4x6x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x48xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<4x6x48xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x48xf32>) -> tensor<4x6x48xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<4x6x48xf32>
    %23 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x48xf32>) -> tensor<4x6x48xf32>
    %25 = stablehlo.add %22, %24 : tensor<4x6x48xf32>
    %26 = stablehlo.slice %arg1 [0:48] : (tensor<64xf32>) -> tensor<48xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%arg0 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<4x6xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %cst_5 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %30 = stablehlo.divide %28, %29 : tensor<4x6x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x48xf32>
    %32 = stablehlo.subtract %arg0, %31 : tensor<4x6x48xf32>
    %33 = chlo.square %32 : tensor<4x6x48xf32> -> tensor<4x6x48xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6x48xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<4x6x48xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<4x6xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %cst_8 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %39 = stablehlo.divide %37, %38 : tensor<4x6x1xf32>
    %40 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x48xf32>
    %41 = stablehlo.subtract %arg0, %40 : tensor<4x6x48xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<4x6x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<4x6x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<4x6x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<4x6x1xf32>
    %48 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x48xf32>
    %49 = stablehlo.multiply %41, %48 : tensor<4x6x48xf32>
    %50 = stablehlo.broadcast_in_dim %26, dims = [2] : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6x48xf32>
    %52 = stablehlo.multiply %51, %arg3 : tensor<4x6x48xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<48xf32>
    %54 = stablehlo.reshape %53 : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x48xf32>, tensor<f32>) -> tensor<48xf32>
    %56 = stablehlo.multiply %49, %52 : tensor<4x6x48xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<48xf32>
    %58 = stablehlo.reshape %57 : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %59 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x48xf32>) -> tensor<4x6x48xf32>
    %60 = stablehlo.multiply %52, %59 : tensor<4x6x48xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x48xf32>, tensor<f32>) -> tensor<48xf32>
    %62 = stablehlo.multiply %41, %60 : tensor<4x6x48xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<4x6xf32>
    %64 = stablehlo.reshape %63 : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %65 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x48xf32>
    %66 = stablehlo.multiply %60, %65 : tensor<4x6x48xf32>
    %67 = stablehlo.multiply %64, %47 : tensor<4x6x1xf32>
    %68 = stablehlo.negate %66 : tensor<4x6x48xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<4x6xf32>
    %70 = stablehlo.reshape %69 : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %cst_18 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %72 = stablehlo.divide %67, %71 : tensor<4x6x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<4x6x1xf32>, tensor<f32>) -> tensor<4x6xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x48xf32>
    %75 = stablehlo.multiply %74, %35 : tensor<4x6x48xf32>
    %76 = stablehlo.negate %75 : tensor<4x6x48xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<4x6x48xf32>, tensor<f32>) -> tensor<4x6xf32>
    %78 = stablehlo.reshape %77 : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %79 = stablehlo.add %66, %75 : tensor<4x6x48xf32>
    %80 = stablehlo.add %70, %78 : tensor<4x6x1xf32>
    %cst_21 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %82 = stablehlo.divide %80, %81 : tensor<4x6x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x6x1xf32>, tensor<f32>) -> tensor<4x6xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x48xf32>
    %85 = stablehlo.add %79, %84 : tensor<4x6x48xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %87 = stablehlo.slice %arg1 [0:48] : (tensor<64xf32>) -> tensor<48xf32>
    %88 = stablehlo.slice %arg2 [0:48] : (tensor<64xf32>) -> tensor<48xf32>
    %89 = stablehlo.convert %86 : tensor<2x48xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<2x48xf32>, tensor<f32>) -> tensor<2xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_25 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<2x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x48xf32>
    %95 = stablehlo.subtract %89, %94 : tensor<2x48xf32>
    %96 = chlo.square %95 : tensor<2x48xf32> -> tensor<2x48xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<2x48xf32>, tensor<f32>) -> tensor<2xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_27 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %100 = stablehlo.divide %98, %99 : tensor<2x1xf32>
    %101 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x48xf32>
    %102 = stablehlo.subtract %89, %101 : tensor<2x48xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %104 = stablehlo.add %100, %103 : tensor<2x1xf32>
    %105 = stablehlo.rsqrt %104 : tensor<2x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x48xf32>
    %107 = stablehlo.multiply %102, %106 : tensor<2x48xf32>
    %108 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<2x48xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<2x48xf32>
    %111 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<2x48xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x48xf32>
    return %25, %85, %61, %55, %113 : tensor<4x6x48xf32>, tensor<4x6x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<2x48xf32>
  }
}
