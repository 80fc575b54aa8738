module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x24xf32>, %arg1: tensor<8x24xf32>, %arg2: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0][0]"}, tensor<8x8xf32> {jax.result_info = "result[0][1]"}, tensor<8x24xf32> {jax.result_info = "result[1][0]"}, tensor<8x24xf32> {jax.result_info = "result[1][1]"}, tensor<f32> {jax.result_info = "result[1][2]"}) {
    %0 = call @norm(%arg0) : (tensor<8x24xf32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<8x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %4 = stablehlo.divide %arg0, %3 : tensor<8x24xf32>
    %5 = call @norm(%arg1) : (tensor<8x24xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<8x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %9 = stablehlo.divide %arg1, %8 : tensor<8x24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %10 = stablehlo.log %cst_1 : tensor<f32>
    %11 = stablehlo.convert %10 : tensor<f32>
    %12 = stablehlo.minimum %arg2, %11 : tensor<f32>
    %13 = stablehlo.exponential %12 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x24xf32>
    %15 = stablehlo.multiply %14, %4 : tensor<8x24xf32>
    %16 = stablehlo.transpose %9, dims = [1, 0] : (tensor<8x24xf32>) -> tensor<24x8xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x8xf32>) -> tensor<8x8xf32>
    %18 = stablehlo.iota dim = 0 : tensor<8xi32>
    %19 = call @log_softmax(%17) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %21 = call @take_along_axis(%19, %20) : (tensor<8x8xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %23 = stablehlo.divide %22, %cst_3 : tensor<f32>
    %24 = stablehlo.negate %23 : tensor<f32>
    %25 = call @log_softmax_0(%17) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %26 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %27 = call @take_along_axis_1(%25, %26) : (tensor<8x8xf32>, tensor<1x8xi32>) -> tensor<1x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %29 = stablehlo.divide %28, %cst_5 : tensor<f32>
    %30 = stablehlo.negate %29 : tensor<f32>
    %31 = stablehlo.add %24, %30 : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.divide %31, %cst_6 : tensor<f32>
    %33:2 = call @norm_2(%arg0) : (tensor<8x24xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>)
    %cst_7 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %35 = stablehlo.maximum %33#0, %34 : tensor<8x1xf32>
    %36 = stablehlo.compare EQ, %33#0, %35, FLOAT : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %39 = stablehlo.select %36, %37, %38 : tensor<8x1xi1>, tensor<8x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %41 = stablehlo.compare EQ, %40, %35, FLOAT : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xi1>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %44 = stablehlo.select %41, %42, %43 : tensor<8x1xi1>, tensor<8x1xf32>
    %45 = stablehlo.divide %39, %44 : tensor<8x1xf32>
    %46 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %47 = stablehlo.divide %arg0, %46 : tensor<8x24xf32>
    %48 = stablehlo.multiply %35, %35 : tensor<8x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %50 = stablehlo.divide %49, %48 : tensor<8x1xf32>
    %51:2 = call @norm_2(%arg1) : (tensor<8x24xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>)
    %cst_14 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %53 = stablehlo.maximum %51#0, %52 : tensor<8x1xf32>
    %54 = stablehlo.compare EQ, %51#0, %53, FLOAT : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %57 = stablehlo.select %54, %55, %56 : tensor<8x1xi1>, tensor<8x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %59 = stablehlo.compare EQ, %58, %53, FLOAT : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xi1>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %62 = stablehlo.select %59, %60, %61 : tensor<8x1xi1>, tensor<8x1xf32>
    %63 = stablehlo.divide %57, %62 : tensor<8x1xf32>
    %64 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %65 = stablehlo.divide %arg1, %64 : tensor<8x24xf32>
    %66 = stablehlo.multiply %53, %53 : tensor<8x1xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %68 = stablehlo.divide %67, %66 : tensor<8x1xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %69 = stablehlo.log %cst_21 : tensor<f32>
    %70 = stablehlo.convert %69 : tensor<f32>
    %71 = stablehlo.minimum %arg2, %70 : tensor<f32>
    %72 = stablehlo.compare EQ, %arg2, %71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.select %72, %cst_23, %cst_22 : tensor<i1>, tensor<f32>
    %74 = stablehlo.compare EQ, %70, %71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.select %74, %cst_25, %cst_24 : tensor<i1>, tensor<f32>
    %76 = stablehlo.divide %73, %75 : tensor<f32>
    %77 = stablehlo.exponential %71 : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<8x24xf32>
    %79 = stablehlo.multiply %78, %47 : tensor<8x24xf32>
    %80 = stablehlo.transpose %65, dims = [1, 0] : (tensor<8x24xf32>) -> tensor<24x8xf32>
    %81 = stablehlo.dot_general %79, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x24xf32>, tensor<24x8xf32>) -> tensor<8x8xf32>
    %82 = stablehlo.iota dim = 0 : tensor<8xi32>
    %83:2 = call @log_softmax_3(%81) : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x1xf32>)
    %84 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %85 = call @take_along_axis_4(%84) : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %86:2 = call @log_softmax_5(%81) : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<1x8xf32>)
    %87 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %88 = call @take_along_axis_6(%87) : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %90 = stablehlo.negate %89 : tensor<f32>
    %cst_28 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %91 = stablehlo.divide %90, %cst_28 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %93 = call @take_along_axis_7(%88, %92) : (tensor<1x8x1xi32>, tensor<1x8xf32>) -> tensor<8x8xf32>
    %94 = call @log_softmax_8(%86#0, %86#1, %93) : (tensor<8x8xf32>, tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %95 = stablehlo.negate %89 : tensor<f32>
    %cst_29 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %96 = stablehlo.divide %95, %cst_29 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %98 = call @take_along_axis_9(%85, %97) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    %99 = call @log_softmax_10(%83#0, %83#1, %98) : (tensor<8x8xf32>, tensor<8x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %100 = stablehlo.add %94, %99 : tensor<8x8xf32>
    %101 = stablehlo.dot_general %100, %79, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0] : (tensor<8x24xf32>) -> tensor<24x8xf32>
    %103 = stablehlo.dot_general %100, %80, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<24x8xf32>) -> tensor<8x24xf32>
    %104 = stablehlo.transpose %102, dims = [1, 0] : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %105 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<8x24xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<8x24xf32>
    %107 = stablehlo.multiply %103, %47 : tensor<8x24xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x24xf32>, tensor<f32>) -> tensor<f32>
    %109 = stablehlo.multiply %108, %77 : tensor<f32>
    %110 = stablehlo.multiply %109, %76 : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %112 = stablehlo.multiply %104, %111 : tensor<8x24xf32>
    %113 = stablehlo.multiply %112, %arg1 : tensor<8x24xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<8x24xf32>, tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8xf32>) -> tensor<8x1xf32>
    %116 = stablehlo.negate %115 : tensor<8x1xf32>
    %117 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %118 = stablehlo.divide %104, %117 : tensor<8x24xf32>
    %119 = stablehlo.multiply %116, %63 : tensor<8x1xf32>
    %120 = call @norm_11(%arg1, %51#1, %119) : (tensor<8x24xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x24xf32>
    %121 = stablehlo.add %118, %120 : tensor<8x24xf32>
    %122 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %123 = stablehlo.multiply %106, %122 : tensor<8x24xf32>
    %124 = stablehlo.multiply %123, %arg0 : tensor<8x24xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<8x24xf32>, tensor<f32>) -> tensor<8xf32>
    %126 = stablehlo.reshape %125 : (tensor<8xf32>) -> tensor<8x1xf32>
    %127 = stablehlo.negate %126 : tensor<8x1xf32>
    %128 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x24xf32>
    %129 = stablehlo.divide %106, %128 : tensor<8x24xf32>
    %130 = stablehlo.multiply %127, %45 : tensor<8x1xf32>
    %131 = call @norm_11(%arg0, %33#1, %130) : (tensor<8x24xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x24xf32>
    %132 = stablehlo.add %129, %131 : tensor<8x24xf32>
    return %32, %17, %132, %121, %110 : tensor<f32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x24xf32>, tensor<f32>
  }
  func.func private @norm(%arg0: tensor<8x24xf32>) -> tensor<8x1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<8x24xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x24xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<8x1xf32>
    return %3 : tensor<8x1xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8xf32>
    %6 = stablehlo.exponential %5 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x8xf32>
    return %11 : tensor<8x8xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x8xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15 : tensor<8x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8xf32>
    %6 = stablehlo.exponential %5 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %9 = stablehlo.log %8 : tensor<1x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x8xf32>
    return %11 : tensor<8x8xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x8xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x8xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x8xi1>, tensor<1x8xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x8x1xi1>, tensor<i1>) -> tensor<1x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<1x8x1xi32>) -> tensor<1x8xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<1x8xi1>, tensor<1x8xf32>
    return %15 : tensor<1x8xf32>
  }
  func.func private @norm_2(%arg0: tensor<8x24xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<8x24xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x24xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1xf32>
    return %3, %5 : tensor<8x1xf32>, tensor<8x1xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8xf32>
    %6 = stablehlo.exponential %5 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    return %6, %8 : tensor<8x8xf32>, tensor<8x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x1xi32>) -> tensor<8x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    return %5 : tensor<8x1x1xi32>
  }
  func.func private @log_softmax_5(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<1x8xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8xf32>
    %6 = stablehlo.exponential %5 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    return %6, %8 : tensor<8x8xf32>, tensor<1x8xf32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<1x8xi32>) -> tensor<1x8x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x8xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<1x8xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<1x8xi1>, tensor<1x8xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x8xi32>) -> tensor<1x8x1xi32>
    return %5 : tensor<1x8x1xi32>
  }
  func.func private @take_along_axis_7(%arg0: tensor<1x8x1xi32>, %arg1: tensor<1x8xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<1x8x1xi32>, tensor<1x8xf32>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @log_softmax_8(%arg0: tensor<8x8xf32>, %arg1: tensor<1x8xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<1x8xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<1x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x8xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x8xf32>
    return %7 : tensor<8x8xf32>
  }
  func.func private @take_along_axis_9(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @log_softmax_10(%arg0: tensor<8x8xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x8xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x8xf32>
    return %7 : tensor<8x8xf32>
  }
  func.func private @norm_11(%arg0: tensor<8x24xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x1xf32>) -> tensor<8x24xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x24xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x24xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<8x24xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x24xf32>
    return %5 : tensor<8x24xf32>
  }
}
