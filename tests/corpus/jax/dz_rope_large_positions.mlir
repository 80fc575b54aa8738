module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x24x3x16xf32>, %arg1: tensor<24xi32>) -> (tensor<2x24x3x16xf32> {jax.result_info = "result[0]"}, tensor<2x3x24x24xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.add %3, %2 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.power %7, %6 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8xf32>
    %11 = stablehlo.convert %arg1 : (tensor<24xi32>) -> tensor<24xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x8xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<24x8xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<24x8xf32>
    %17 = stablehlo.sine %16 : tensor<24x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 3] : (tensor<24x8xf32>) -> tensor<1x24x1x8xf32>
    %19 = stablehlo.cosine %16 : tensor<24x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 3] : (tensor<24x8xf32>) -> tensor<1x24x1x8xf32>
    %21 = stablehlo.slice %arg0 [0:2, 0:24, 0:3, 0:8] : (tensor<2x24x3x16xf32>) -> tensor<2x24x3x8xf32>
    %22 = stablehlo.slice %arg0 [0:2, 0:24, 0:3, 8:16] : (tensor<2x24x3x16xf32>) -> tensor<2x24x3x8xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<2x24x3x8xf32>
    %25 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %26 = stablehlo.multiply %22, %25 : tensor<2x24x3x8xf32>
    %27 = stablehlo.subtract %24, %26 : tensor<2x24x3x8xf32>
    %28 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %29 = stablehlo.multiply %22, %28 : tensor<2x24x3x8xf32>
    %30 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %31 = stablehlo.multiply %21, %30 : tensor<2x24x3x8xf32>
    %32 = stablehlo.add %29, %31 : tensor<2x24x3x8xf32>
    %33 = stablehlo.concatenate %27, %32, dim = 3 : (tensor<2x24x3x8xf32>, tensor<2x24x3x8xf32>) -> tensor<2x24x3x16xf32>
    %34 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.add %37, %36 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.divide %38, %39 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.power %41, %40 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.divide %43, %42 : tensor<8xf32>
    %45 = stablehlo.convert %arg1 : (tensor<24xi32>) -> tensor<24xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x8xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<24x8xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<24x8xf32>
    %51 = stablehlo.sine %50 : tensor<24x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 3] : (tensor<24x8xf32>) -> tensor<1x24x1x8xf32>
    %53 = stablehlo.cosine %50 : tensor<24x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1, 3] : (tensor<24x8xf32>) -> tensor<1x24x1x8xf32>
    %55 = stablehlo.slice %arg0 [0:2, 0:24, 0:3, 0:8] : (tensor<2x24x3x16xf32>) -> tensor<2x24x3x8xf32>
    %56 = stablehlo.slice %arg0 [0:2, 0:24, 0:3, 8:16] : (tensor<2x24x3x16xf32>) -> tensor<2x24x3x8xf32>
    %57 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %58 = stablehlo.multiply %55, %57 : tensor<2x24x3x8xf32>
    %59 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %60 = stablehlo.multiply %56, %59 : tensor<2x24x3x8xf32>
    %61 = stablehlo.subtract %58, %60 : tensor<2x24x3x8xf32>
    %62 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %63 = stablehlo.multiply %56, %62 : tensor<2x24x3x8xf32>
    %64 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %65 = stablehlo.multiply %55, %64 : tensor<2x24x3x8xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x24x3x8xf32>
    %67 = stablehlo.concatenate %61, %66, dim = 3 : (tensor<2x24x3x8xf32>, tensor<2x24x3x8xf32>) -> tensor<2x24x3x16xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x24x3x16xf32>
    %69 = stablehlo.multiply %arg0, %68 : tensor<2x24x3x16xf32>
    %70 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.add %73, %72 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.divide %74, %75 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.power %77, %76 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.divide %79, %78 : tensor<8xf32>
    %81 = stablehlo.convert %arg1 : (tensor<24xi32>) -> tensor<24xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<24x1xf32>) -> tensor<24x8xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<24x8xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<24x8xf32>
    %87 = stablehlo.sine %86 : tensor<24x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1, 3] : (tensor<24x8xf32>) -> tensor<1x24x1x8xf32>
    %89 = stablehlo.cosine %86 : tensor<24x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1, 3] : (tensor<24x8xf32>) -> tensor<1x24x1x8xf32>
    %91 = stablehlo.slice %69 [0:2, 0:24, 0:3, 0:8] : (tensor<2x24x3x16xf32>) -> tensor<2x24x3x8xf32>
    %92 = stablehlo.slice %69 [0:2, 0:24, 0:3, 8:16] : (tensor<2x24x3x16xf32>) -> tensor<2x24x3x8xf32>
    %93 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %94 = stablehlo.multiply %91, %93 : tensor<2x24x3x8xf32>
    %95 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<2x24x3x8xf32>
    %97 = stablehlo.subtract %94, %96 : tensor<2x24x3x8xf32>
    %98 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %99 = stablehlo.multiply %92, %98 : tensor<2x24x3x8xf32>
    %100 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x24x1x8xf32>) -> tensor<2x24x3x8xf32>
    %101 = stablehlo.multiply %91, %100 : tensor<2x24x3x8xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x24x3x8xf32>
    %103 = stablehlo.concatenate %97, %102, dim = 3 : (tensor<2x24x3x8xf32>, tensor<2x24x3x8xf32>) -> tensor<2x24x3x16xf32>
    %104 = stablehlo.dot_general %67, %103, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x24x3x16xf32>, tensor<2x24x3x16xf32>) -> tensor<2x3x24x24xf32>
    return %33, %104 : tensor<2x24x3x16xf32>, tensor<2x3x24x24xf32>
  }
}
