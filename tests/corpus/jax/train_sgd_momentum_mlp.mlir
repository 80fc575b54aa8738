module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x20xf32>, %arg1: tensor<20xf32>, %arg2: tensor<20x5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<12x20xf32>, %arg5: tensor<20xf32>, %arg6: tensor<20x5xf32>, %arg7: tensor<5xf32>, %arg8: tensor<16x12xf32>, %arg9: tensor<16xi32>, %arg10: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<12x20xf32> {jax.result_info = "result[1]"}, tensor<20xf32> {jax.result_info = "result[2]"}, tensor<20x5xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<12x20xf32> {jax.result_info = "result[5]"}, tensor<20xf32> {jax.result_info = "result[6]"}, tensor<20x5xf32> {jax.result_info = "result[7]"}, tensor<5xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x12xf32>, tensor<12x20xf32>) -> tensor<16x20xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<20xf32>) -> tensor<1x20xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<16x20xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x20xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<16x20xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16x20xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<16x20xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<16x20xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<16x20xf32>
    %11 = stablehlo.add %3, %10 : tensor<16x20xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<16x20xf32>
    %14 = stablehlo.tanh %13 : tensor<16x20xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<16x20xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %18 = stablehlo.add %17, %14 : tensor<16x20xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<16x20xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<16x20xf32>
    %22 = stablehlo.dot_general %21, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x20xf32>, tensor<20x5xf32>) -> tensor<16x5xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<16x5xf32>
    %25 = stablehlo.add %22, %24 : tensor<16x5xf32>
    %26 = call @_one_hot(%arg9) : (tensor<16xi32>) -> tensor<16x5xf32>
    %27:3 = call @log_softmax(%25) : (tensor<16x5xf32>) -> (tensor<16x5xf32>, tensor<16x5xf32>, tensor<16x1xf32>)
    %28 = stablehlo.multiply %26, %27#0 : tensor<16x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<16x5xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_7 : tensor<f32>
    %32 = stablehlo.negate %31 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.negate %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.divide %33, %cst_9 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<16xf32>) -> tensor<16x5xf32>
    %37 = stablehlo.multiply %26, %36 : tensor<16x5xf32>
    %38 = call @log_softmax_0(%27#1, %27#2, %37) : (tensor<16x5xf32>, tensor<16x1xf32>, tensor<16x5xf32>) -> tensor<16x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<16x5xf32>, tensor<f32>) -> tensor<5xf32>
    %40 = stablehlo.reshape %39 : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %42 = stablehlo.dot_general %38, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x5xf32>, tensor<16x20xf32>) -> tensor<5x20xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<5x20xf32>) -> tensor<20x5xf32>
    %44 = stablehlo.dot_general %38, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x5xf32>, tensor<20x5xf32>) -> tensor<16x20xf32>
    %45 = stablehlo.multiply %3, %44 : tensor<16x20xf32>
    %46 = stablehlo.multiply %44, %20 : tensor<16x20xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<16x20xf32>
    %49 = stablehlo.multiply %48, %16 : tensor<16x20xf32>
    %50 = stablehlo.multiply %49, %14 : tensor<16x20xf32>
    %51 = stablehlo.add %49, %50 : tensor<16x20xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<16x20xf32>
    %54 = stablehlo.add %46, %53 : tensor<16x20xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<16x20xf32>
    %57 = stablehlo.multiply %56, %8 : tensor<16x20xf32>
    %58 = stablehlo.add %54, %57 : tensor<16x20xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<16x20xf32>, tensor<f32>) -> tensor<20xf32>
    %60 = stablehlo.reshape %59 : (tensor<20xf32>) -> tensor<1x20xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x20xf32>, tensor<f32>) -> tensor<20xf32>
    %62 = stablehlo.dot_general %58, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x20xf32>, tensor<16x12xf32>) -> tensor<20x12xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<20x12xf32>) -> tensor<12x20xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %65 = stablehlo.multiply %64, %arg4 : tensor<12x20xf32>
    %66 = stablehlo.add %65, %63 : tensor<12x20xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %68 = stablehlo.multiply %67, %arg5 : tensor<20xf32>
    %69 = stablehlo.add %68, %61 : tensor<20xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %71 = stablehlo.multiply %70, %arg6 : tensor<20x5xf32>
    %72 = stablehlo.add %71, %43 : tensor<20x5xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %74 = stablehlo.multiply %73, %arg7 : tensor<5xf32>
    %75 = stablehlo.add %74, %41 : tensor<5xf32>
    %76 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %77 = stablehlo.multiply %76, %66 : tensor<12x20xf32>
    %78 = stablehlo.subtract %arg0, %77 : tensor<12x20xf32>
    %79 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %80 = stablehlo.multiply %79, %69 : tensor<20xf32>
    %81 = stablehlo.subtract %arg1, %80 : tensor<20xf32>
    %82 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %83 = stablehlo.multiply %82, %72 : tensor<20x5xf32>
    %84 = stablehlo.subtract %arg2, %83 : tensor<20x5xf32>
    %85 = stablehlo.broadcast_in_dim %arg10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %86 = stablehlo.multiply %85, %75 : tensor<5xf32>
    %87 = stablehlo.subtract %arg3, %86 : tensor<5xf32>
    return %32, %78, %81, %84, %87, %66, %69, %72, %75 : tensor<f32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>
  }
  func.func private @_one_hot(%arg0: tensor<16xi32>) -> tensor<16x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<16x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<16x5xi32>, tensor<16x5xi32>) -> tensor<16x5xi1>
    %5 = stablehlo.convert %4 : (tensor<16x5xi1>) -> tensor<16x5xf32>
    return %5 : tensor<16x5xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x5xf32>) -> (tensor<16x5xf32>, tensor<16x5xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x5xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x5xf32>
    %6 = stablehlo.exponential %5 : tensor<16x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x5xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x5xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x5xf32>
    return %11, %6, %8 : tensor<16x5xf32>, tensor<16x5xf32>, tensor<16x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<16x5xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x5xf32>) -> tensor<16x5xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x5xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x5xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x5xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x5xf32>
    return %7 : tensor<16x5xf32>
  }
}
