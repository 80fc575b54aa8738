module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<7xf32>, %arg2: tensor<2x2x2xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0][0][0]"}, tensor<7xf32> {jax.result_info = "result[0][0][1]"}, tensor<2x2x2xf32> {jax.result_info = "result[0][0][2]"}, tensor<f32> {jax.result_info = "result[0][1]"}, tensor<3x4xf32> {jax.result_info = "result[1][0][0]"}, tensor<7xf32> {jax.result_info = "result[1][0][1]"}, tensor<2x2x2xf32> {jax.result_info = "result[1][0][2]"}, tensor<f32> {jax.result_info = "result[1][1]"}, tensor<3x4xf32> {jax.result_info = "result[2][0][0]"}, tensor<7xf32> {jax.result_info = "result[2][0][1]"}, tensor<2x2x2xf32> {jax.result_info = "result[2][0][2]"}, tensor<f32> {jax.result_info = "result[2][1]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.add %cst_0, %1 : tensor<f32>
    %3 = stablehlo.multiply %arg1, %arg1 : tensor<7xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.add %2, %4 : tensor<f32>
    %6 = stablehlo.multiply %arg2, %arg2 : tensor<2x2x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x2xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.add %5, %7 : tensor<f32>
    %9 = stablehlo.sqrt %8 : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.add %9, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.divide %cst_4, %10 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.minimum %cst_5, %11 : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<3x4xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %16 = stablehlo.multiply %arg1, %15 : tensor<7xf32>
    %17 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x2x2xf32>
    %18 = stablehlo.multiply %arg2, %17 : tensor<2x2x2xf32>
    %19 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.add %cst_7, %20 : tensor<f32>
    %22 = stablehlo.multiply %arg1, %arg1 : tensor<7xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    %24 = stablehlo.add %21, %23 : tensor<f32>
    %25 = stablehlo.multiply %arg2, %arg2 : tensor<2x2x2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x2xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.add %24, %26 : tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %29 = stablehlo.add %28, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %30 = stablehlo.divide %cst_11, %29 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.minimum %cst_12, %30 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %33 = stablehlo.multiply %arg0, %32 : tensor<3x4xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %35 = stablehlo.multiply %arg1, %34 : tensor<7xf32>
    %36 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<2x2x2xf32>
    %37 = stablehlo.multiply %arg2, %36 : tensor<2x2x2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %39 = stablehlo.multiply %arg0, %38 : tensor<3x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %41 = stablehlo.multiply %arg1, %40 : tensor<7xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x2xf32>
    %43 = stablehlo.multiply %arg2, %42 : tensor<2x2x2xf32>
    %44 = stablehlo.multiply %39, %39 : tensor<3x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.add %cst_17, %45 : tensor<f32>
    %47 = stablehlo.multiply %41, %41 : tensor<7xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<7xf32>, tensor<f32>) -> tensor<f32>
    %49 = stablehlo.add %46, %48 : tensor<f32>
    %50 = stablehlo.multiply %43, %43 : tensor<2x2x2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x2xf32>, tensor<f32>) -> tensor<f32>
    %52 = stablehlo.add %49, %51 : tensor<f32>
    %53 = stablehlo.sqrt %52 : tensor<f32>
    %cst_20 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %54 = stablehlo.add %53, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.divide %cst_21, %54 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.minimum %cst_22, %55 : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %58 = stablehlo.multiply %39, %57 : tensor<3x4xf32>
    %59 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %60 = stablehlo.multiply %41, %59 : tensor<7xf32>
    %61 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<2x2x2xf32>
    %62 = stablehlo.multiply %43, %61 : tensor<2x2x2xf32>
    return %14, %16, %18, %9, %33, %35, %37, %28, %58, %60, %62, %53 : tensor<3x4xf32>, tensor<7xf32>, tensor<2x2x2xf32>, tensor<f32>, tensor<3x4xf32>, tensor<7xf32>, tensor<2x2x2xf32>, tensor<f32>, tensor<3x4xf32>, tensor<7xf32>, tensor<2x2x2xf32>, tensor<f32>
  }
}
