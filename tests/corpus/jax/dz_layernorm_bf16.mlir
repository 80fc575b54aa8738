module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>) -> (tensor<16x64xbf16> {jax.result_info = "result[0]"}, tensor<16x64xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<16x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16x64xf32>
    %7 = chlo.square %6 : tensor<16x64xf32> -> tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16x1xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<16x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<16x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<16x64xf32>
    %19 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<16x64xf32>
    %23 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %26 = stablehlo.add %22, %25 : tensor<16x64xf32>
    %27 = stablehlo.convert %26 : (tensor<16x64xf32>) -> tensor<16x64xbf16>
    %28 = stablehlo.convert %arg0 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %32 = stablehlo.divide %30, %31 : tensor<16x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %34 = stablehlo.subtract %28, %33 : tensor<16x64xf32>
    %35 = chlo.square %34 : tensor<16x64xf32> -> tensor<16x64xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %41 = stablehlo.divide %39, %40 : tensor<16x1xf32>
    %42 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %43 = stablehlo.subtract %28, %42 : tensor<16x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %45 = stablehlo.add %41, %44 : tensor<16x1xf32>
    %46 = stablehlo.rsqrt %45 : tensor<16x1xf32>
    %47 = stablehlo.divide %46, %45 : tensor<16x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<16x1xf32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %51 = stablehlo.multiply %43, %50 : tensor<16x64xf32>
    %52 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<16x64xf32>
    %56 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %59 = stablehlo.add %55, %58 : tensor<16x64xf32>
    %60 = stablehlo.convert %59 : (tensor<16x64xf32>) -> tensor<16x64xbf16>
    %61 = stablehlo.convert %60 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<16x64xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<16x64xf32>
    %66 = stablehlo.convert %65 : (tensor<16x64xf32>) -> tensor<16x64xbf16>
    %67 = stablehlo.convert %66 : (tensor<16x64xbf16>) -> tensor<16x64xf32>
    %68 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<16x64xf32>
    %70 = stablehlo.multiply %43, %69 : tensor<16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.reshape %71 : (tensor<16xf32>) -> tensor<16x1xf32>
    %73 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %74 = stablehlo.multiply %69, %73 : tensor<16x64xf32>
    %75 = stablehlo.multiply %72, %49 : tensor<16x1xf32>
    %76 = stablehlo.negate %74 : tensor<16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.reshape %77 : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %80 = stablehlo.divide %75, %79 : tensor<16x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<16xf32>) -> tensor<16x64xf32>
    %83 = stablehlo.multiply %82, %37 : tensor<16x64xf32>
    %84 = stablehlo.negate %83 : tensor<16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<16xf32>
    %86 = stablehlo.reshape %85 : (tensor<16xf32>) -> tensor<16x1xf32>
    %87 = stablehlo.add %74, %83 : tensor<16x64xf32>
    %88 = stablehlo.add %78, %86 : tensor<16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %90 = stablehlo.divide %88, %89 : tensor<16x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<16xf32>) -> tensor<16x64xf32>
    %93 = stablehlo.add %87, %92 : tensor<16x64xf32>
    %94 = stablehlo.convert %93 : (tensor<16x64xf32>) -> tensor<16x64xbf16>
    return %27, %94 : tensor<16x64xbf16>, tensor<16x64xbf16>
  }
}
