module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x32xf32>, %arg1: tensor<32x96xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x128xf32>, %arg4: tensor<128x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>) -> (tensor<10x32xf32> {jax.result_info = "result[0]"}, tensor<32x96xf32> {jax.result_info = "result[1][0]"}, tensor<32x32xf32> {jax.result_info = "result[1][1]"}, tensor<32x128xf32> {jax.result_info = "result[1][2]"}, tensor<128x32xf32> {jax.result_info = "result[1][3]"}, tensor<32xf32> {jax.result_info = "result[1][4]"}, tensor<32xf32> {jax.result_info = "result[1][5]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<10x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<10x32xf32>, tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<10x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<10x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<10x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x32xf32>
    %9 = stablehlo.multiply %arg0, %8 : tensor<10x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<10x32xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<10x32xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x96xf32>) -> tensor<10x96xf32>
    %14 = stablehlo.slice %13 [0:10, 0:32] : (tensor<10x96xf32>) -> tensor<10x32xf32>
    %15 = stablehlo.slice %13 [0:10, 32:64] : (tensor<10x96xf32>) -> tensor<10x32xf32>
    %16 = stablehlo.slice %13 [0:10, 64:96] : (tensor<10x96xf32>) -> tensor<10x32xf32>
    %17 = stablehlo.reshape %14 : (tensor<10x32xf32>) -> tensor<10x4x8xf32>
    %18 = stablehlo.reshape %15 : (tensor<10x32xf32>) -> tensor<10x4x8xf32>
    %19 = stablehlo.reshape %16 : (tensor<10x32xf32>) -> tensor<10x4x8xf32>
    %20 = stablehlo.iota dim = 0 : tensor<10xi32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<10x4x8xf32>) -> tensor<1x10x4x8xf32>
    %22 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.add %25, %24 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.divide %26, %27 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.power %29, %28 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.divide %31, %30 : tensor<4xf32>
    %33 = stablehlo.convert %20 : (tensor<10xi32>) -> tensor<10xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<10x4xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<10x4xf32>
    %39 = stablehlo.sine %38 : tensor<10x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %41 = stablehlo.cosine %38 : tensor<10x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %43 = stablehlo.slice %21 [0:1, 0:10, 0:4, 0:4] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %44 = stablehlo.slice %21 [0:1, 0:10, 0:4, 4:8] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<1x10x4x4xf32>
    %47 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<1x10x4x4xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<1x10x4x4xf32>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %51 = stablehlo.multiply %44, %50 : tensor<1x10x4x4xf32>
    %52 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %53 = stablehlo.multiply %43, %52 : tensor<1x10x4x4xf32>
    %54 = stablehlo.add %51, %53 : tensor<1x10x4x4xf32>
    %55 = stablehlo.concatenate %49, %54, dim = 3 : (tensor<1x10x4x4xf32>, tensor<1x10x4x4xf32>) -> tensor<1x10x4x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<1x10x4x8xf32>) -> tensor<10x4x8xf32>
    %57 = stablehlo.broadcast_in_dim %18, dims = [1, 2, 3] : (tensor<10x4x8xf32>) -> tensor<1x10x4x8xf32>
    %58 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.add %61, %60 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.divide %62, %63 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.power %65, %64 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.divide %67, %66 : tensor<4xf32>
    %69 = stablehlo.convert %20 : (tensor<10xi32>) -> tensor<10xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<10x4xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<10x4xf32>
    %75 = stablehlo.sine %74 : tensor<10x4xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %77 = stablehlo.cosine %74 : tensor<10x4xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %79 = stablehlo.slice %57 [0:1, 0:10, 0:4, 0:4] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %80 = stablehlo.slice %57 [0:1, 0:10, 0:4, 4:8] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %81 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<1x10x4x4xf32>
    %83 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<1x10x4x4xf32>
    %85 = stablehlo.subtract %82, %84 : tensor<1x10x4x4xf32>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %87 = stablehlo.multiply %80, %86 : tensor<1x10x4x4xf32>
    %88 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<1x10x4x4xf32>
    %90 = stablehlo.add %87, %89 : tensor<1x10x4x4xf32>
    %91 = stablehlo.concatenate %85, %90, dim = 3 : (tensor<1x10x4x4xf32>, tensor<1x10x4x4xf32>) -> tensor<1x10x4x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x10x4x8xf32>) -> tensor<10x4x8xf32>
    %93 = stablehlo.dot_general %56, %92, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<10x4x8xf32>, tensor<10x4x8xf32>) -> tensor<4x10x10xf32>
    %cst_12 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x10x10xf32>
    %95 = stablehlo.divide %93, %94 : tensor<4x10x10xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %96 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<10x10xi1>
    %97 = call @tril(%96) : (tensor<10x10xi1>) -> tensor<10x10xi1>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = call @_where(%97, %95, %cst_13) : (tensor<10x10xi1>, tensor<4x10x10xf32>, tensor<f32>) -> tensor<4x10x10xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_14) applies stablehlo.maximum across dimensions = [2] : (tensor<4x10x10xf32>, tensor<f32>) -> tensor<4x10xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %101 = stablehlo.maximum %100, %99 : tensor<4x10xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<4x10xf32>) -> tensor<4x10x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<4x10x1xf32>) -> tensor<4x10x10xf32>
    %104 = stablehlo.subtract %98, %103 : tensor<4x10x10xf32>
    %105 = stablehlo.exponential %104 : tensor<4x10x10xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<4x10x10xf32>, tensor<f32>) -> tensor<4x10xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<4x10xf32>) -> tensor<4x10x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<4x10x1xf32>) -> tensor<4x10x10xf32>
    %109 = stablehlo.divide %105, %108 : tensor<4x10x10xf32>
    %110 = stablehlo.dot_general %19, %109, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<10x4x8xf32>, tensor<4x10x10xf32>) -> tensor<4x8x10xf32>
    %111 = stablehlo.transpose %110, dims = [2, 0, 1] : (tensor<4x8x10xf32>) -> tensor<10x4x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<10x4x8xf32>) -> tensor<10x32xf32>
    %113 = stablehlo.dot_general %112, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %114 = stablehlo.add %arg0, %113 : tensor<10x32xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<10x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<10x32xf32>, tensor<f32>) -> tensor<10xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<10x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %121 = stablehlo.add %119, %120 : tensor<10x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<10x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<10x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<10x32xf32>
    %127 = stablehlo.multiply %124, %126 : tensor<10x32xf32>
    %128 = stablehlo.dot_general %127, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10x128xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<10x128xf32>
    %131 = stablehlo.negate %128 : tensor<10x128xf32>
    %cst_21 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10x128xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<10x128xf32>
    %134 = chlo.erfc %133 : tensor<10x128xf32> -> tensor<10x128xf32>
    %135 = stablehlo.multiply %130, %134 : tensor<10x128xf32>
    %136 = stablehlo.dot_general %135, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x128xf32>, tensor<128x32xf32>) -> tensor<10x32xf32>
    %137 = stablehlo.add %114, %136 : tensor<10x32xf32>
    %138 = stablehlo.multiply %arg0, %arg0 : tensor<10x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<10x32xf32>, tensor<f32>) -> tensor<10xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<10x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %144 = stablehlo.add %142, %143 : tensor<10x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<10x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x32xf32>
    %147 = stablehlo.multiply %arg0, %146 : tensor<10x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<10x32xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<10x32xf32>
    %151 = stablehlo.dot_general %150, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x96xf32>) -> tensor<10x96xf32>
    %152 = stablehlo.slice %151 [0:10, 0:32] : (tensor<10x96xf32>) -> tensor<10x32xf32>
    %153 = stablehlo.slice %151 [0:10, 32:64] : (tensor<10x96xf32>) -> tensor<10x32xf32>
    %154 = stablehlo.slice %151 [0:10, 64:96] : (tensor<10x96xf32>) -> tensor<10x32xf32>
    %155 = stablehlo.reshape %152 : (tensor<10x32xf32>) -> tensor<10x4x8xf32>
    %156 = stablehlo.reshape %153 : (tensor<10x32xf32>) -> tensor<10x4x8xf32>
    %157 = stablehlo.reshape %154 : (tensor<10x32xf32>) -> tensor<10x4x8xf32>
    %158 = stablehlo.iota dim = 0 : tensor<10xi32>
    %159 = stablehlo.broadcast_in_dim %155, dims = [1, 2, 3] : (tensor<10x4x8xf32>) -> tensor<1x10x4x8xf32>
    %160 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %164 = stablehlo.add %163, %162 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %166 = stablehlo.divide %164, %165 : tensor<4xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %168 = stablehlo.power %167, %166 : tensor<4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %170 = stablehlo.divide %169, %168 : tensor<4xf32>
    %171 = stablehlo.convert %158 : (tensor<10xi32>) -> tensor<10xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %173 = stablehlo.broadcast_in_dim %170, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<10x4xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<10x4xf32>
    %177 = stablehlo.sine %176 : tensor<10x4xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %179 = stablehlo.cosine %176 : tensor<10x4xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %181 = stablehlo.slice %159 [0:1, 0:10, 0:4, 0:4] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %182 = stablehlo.slice %159 [0:1, 0:10, 0:4, 4:8] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %183 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<1x10x4x4xf32>
    %185 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %186 = stablehlo.multiply %182, %185 : tensor<1x10x4x4xf32>
    %187 = stablehlo.subtract %184, %186 : tensor<1x10x4x4xf32>
    %188 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %189 = stablehlo.multiply %182, %188 : tensor<1x10x4x4xf32>
    %190 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %191 = stablehlo.multiply %181, %190 : tensor<1x10x4x4xf32>
    %192 = stablehlo.add %189, %191 : tensor<1x10x4x4xf32>
    %193 = stablehlo.concatenate %187, %192, dim = 3 : (tensor<1x10x4x4xf32>, tensor<1x10x4x4xf32>) -> tensor<1x10x4x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x10x4x8xf32>) -> tensor<10x4x8xf32>
    %195 = stablehlo.broadcast_in_dim %156, dims = [1, 2, 3] : (tensor<10x4x8xf32>) -> tensor<1x10x4x8xf32>
    %196 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %200 = stablehlo.add %199, %198 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %202 = stablehlo.divide %200, %201 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %204 = stablehlo.power %203, %202 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %206 = stablehlo.divide %205, %204 : tensor<4xf32>
    %207 = stablehlo.convert %158 : (tensor<10xi32>) -> tensor<10xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %209 = stablehlo.broadcast_in_dim %206, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<10x4xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<10x4xf32>
    %213 = stablehlo.sine %212 : tensor<10x4xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %215 = stablehlo.cosine %212 : tensor<10x4xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [1, 3] : (tensor<10x4xf32>) -> tensor<1x10x1x4xf32>
    %217 = stablehlo.slice %195 [0:1, 0:10, 0:4, 0:4] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %218 = stablehlo.slice %195 [0:1, 0:10, 0:4, 4:8] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %219 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %220 = stablehlo.multiply %217, %219 : tensor<1x10x4x4xf32>
    %221 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<1x10x4x4xf32>
    %223 = stablehlo.subtract %220, %222 : tensor<1x10x4x4xf32>
    %224 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %225 = stablehlo.multiply %218, %224 : tensor<1x10x4x4xf32>
    %226 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %227 = stablehlo.multiply %217, %226 : tensor<1x10x4x4xf32>
    %228 = stablehlo.add %225, %227 : tensor<1x10x4x4xf32>
    %229 = stablehlo.concatenate %223, %228, dim = 3 : (tensor<1x10x4x4xf32>, tensor<1x10x4x4xf32>) -> tensor<1x10x4x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<1x10x4x8xf32>) -> tensor<10x4x8xf32>
    %231 = stablehlo.dot_general %194, %230, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<10x4x8xf32>, tensor<10x4x8xf32>) -> tensor<4x10x10xf32>
    %cst_35 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x10x10xf32>
    %233 = stablehlo.divide %231, %232 : tensor<4x10x10xf32>
    %c_36 = stablehlo.constant dense<true> : tensor<i1>
    %234 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i1>) -> tensor<10x10xi1>
    %235 = call @tril(%234) : (tensor<10x10xi1>) -> tensor<10x10xi1>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236:2 = call @_where_0(%235, %233, %cst_37) : (tensor<10x10xi1>, tensor<4x10x10xf32>, tensor<f32>) -> (tensor<4x10x10xf32>, tensor<4x10x10xi1>)
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = stablehlo.reduce(%236#0 init: %cst_38) applies stablehlo.maximum across dimensions = [2] : (tensor<4x10x10xf32>, tensor<f32>) -> tensor<4x10xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %239 = stablehlo.maximum %238, %237 : tensor<4x10xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<4x10xf32>) -> tensor<4x10x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<4x10x1xf32>) -> tensor<4x10x10xf32>
    %242 = stablehlo.subtract %236#0, %241 : tensor<4x10x10xf32>
    %243 = stablehlo.exponential %242 : tensor<4x10x10xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<4x10x10xf32>, tensor<f32>) -> tensor<4x10xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<4x10xf32>) -> tensor<4x10x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<4x10x1xf32>) -> tensor<4x10x10xf32>
    %247 = stablehlo.divide %243, %246 : tensor<4x10x10xf32>
    %248 = stablehlo.multiply %245, %245 : tensor<4x10x1xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x10x1xf32>
    %250 = stablehlo.divide %249, %248 : tensor<4x10x1xf32>
    %251 = stablehlo.dot_general %157, %247, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<10x4x8xf32>, tensor<4x10x10xf32>) -> tensor<4x8x10xf32>
    %252 = stablehlo.transpose %251, dims = [2, 0, 1] : (tensor<4x8x10xf32>) -> tensor<10x4x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<10x4x8xf32>) -> tensor<10x32xf32>
    %254 = stablehlo.dot_general %253, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %255 = stablehlo.add %arg0, %254 : tensor<10x32xf32>
    %256 = stablehlo.multiply %255, %255 : tensor<10x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_42) applies stablehlo.add across dimensions = [1] : (tensor<10x32xf32>, tensor<f32>) -> tensor<10xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %260 = stablehlo.divide %258, %259 : tensor<10x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %262 = stablehlo.add %260, %261 : tensor<10x1xf32>
    %263 = stablehlo.rsqrt %262 : tensor<10x1xf32>
    %264 = stablehlo.divide %263, %262 : tensor<10x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %266 = stablehlo.multiply %265, %264 : tensor<10x1xf32>
    %267 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x32xf32>
    %268 = stablehlo.multiply %255, %267 : tensor<10x32xf32>
    %269 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<10x32xf32>
    %271 = stablehlo.multiply %268, %270 : tensor<10x32xf32>
    %272 = stablehlo.dot_general %271, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10x128xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<10x128xf32>
    %275 = stablehlo.negate %272 : tensor<10x128xf32>
    %cst_47 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<10x128xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<10x128xf32>
    %278 = chlo.erfc %277 : tensor<10x128xf32> -> tensor<10x128xf32>
    %279 = chlo.square %277 : tensor<10x128xf32> -> tensor<10x128xf32>
    %280 = stablehlo.negate %279 : tensor<10x128xf32>
    %281 = stablehlo.exponential %280 : tensor<10x128xf32>
    %282 = stablehlo.multiply %274, %278 : tensor<10x128xf32>
    %283 = stablehlo.dot_general %282, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x128xf32>, tensor<128x32xf32>) -> tensor<10x32xf32>
    %284 = stablehlo.add %255, %283 : tensor<10x32xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %286 = stablehlo.multiply %285, %284 : tensor<10x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %288 = stablehlo.multiply %287, %286 : tensor<10x32xf32>
    %289 = stablehlo.dot_general %288, %282, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<10x128xf32>) -> tensor<32x128xf32>
    %290 = stablehlo.transpose %289, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %291 = stablehlo.dot_general %288, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<128x32xf32>) -> tensor<10x128xf32>
    %292 = stablehlo.multiply %274, %291 : tensor<10x128xf32>
    %293 = stablehlo.multiply %291, %278 : tensor<10x128xf32>
    %cst_50 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<10x128xf32>
    %295 = stablehlo.multiply %294, %292 : tensor<10x128xf32>
    %296 = stablehlo.multiply %295, %281 : tensor<10x128xf32>
    %cst_51 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<10x128xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<10x128xf32>
    %299 = stablehlo.negate %298 : tensor<10x128xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<10x128xf32>
    %301 = stablehlo.multiply %300, %293 : tensor<10x128xf32>
    %302 = stablehlo.add %299, %301 : tensor<10x128xf32>
    %303 = stablehlo.dot_general %302, %271, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x128xf32>, tensor<10x32xf32>) -> tensor<128x32xf32>
    %304 = stablehlo.transpose %303, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %305 = stablehlo.dot_general %302, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x128xf32>, tensor<32x128xf32>) -> tensor<10x32xf32>
    %306 = stablehlo.multiply %268, %305 : tensor<10x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.reshape %307 : (tensor<32xf32>) -> tensor<1x32xf32>
    %309 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<10x32xf32>
    %310 = stablehlo.multiply %305, %309 : tensor<10x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%308 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %312 = stablehlo.multiply %255, %310 : tensor<10x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_55) applies stablehlo.add across dimensions = [1] : (tensor<10x32xf32>, tensor<f32>) -> tensor<10xf32>
    %314 = stablehlo.reshape %313 : (tensor<10xf32>) -> tensor<10x1xf32>
    %315 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x32xf32>
    %316 = stablehlo.multiply %310, %315 : tensor<10x32xf32>
    %317 = stablehlo.add %288, %316 : tensor<10x32xf32>
    %318 = stablehlo.multiply %314, %266 : tensor<10x1xf32>
    %cst_56 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10x1xf32>
    %320 = stablehlo.divide %318, %319 : tensor<10x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%320 init: %cst_57) applies stablehlo.add across dimensions = [1] : (tensor<10x1xf32>, tensor<f32>) -> tensor<10xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0] : (tensor<10xf32>) -> tensor<10x32xf32>
    %323 = stablehlo.multiply %255, %322 : tensor<10x32xf32>
    %324 = stablehlo.add %317, %323 : tensor<10x32xf32>
    %325 = stablehlo.multiply %322, %255 : tensor<10x32xf32>
    %326 = stablehlo.add %324, %325 : tensor<10x32xf32>
    %327 = stablehlo.dot_general %326, %253, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<32x32xf32>
    %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %329 = stablehlo.dot_general %326, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x32xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<10x32xf32>) -> tensor<10x4x8xf32>
    %331 = stablehlo.transpose %330, dims = [1, 2, 0] : (tensor<10x4x8xf32>) -> tensor<4x8x10xf32>
    %332 = stablehlo.dot_general %331, %157, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x10xf32>, tensor<10x4x8xf32>) -> tensor<4x10x10xf32>
    %333 = stablehlo.dot_general %331, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x10xf32>, tensor<4x10x10xf32>) -> tensor<4x8x10xf32>
    %334 = stablehlo.transpose %333, dims = [2, 0, 1] : (tensor<4x8x10xf32>) -> tensor<10x4x8xf32>
    %335 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<4x10x1xf32>) -> tensor<4x10x10xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<4x10x10xf32>
    %337 = stablehlo.multiply %336, %243 : tensor<4x10x10xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<4x10x10xf32>, tensor<f32>) -> tensor<4x10xf32>
    %339 = stablehlo.reshape %338 : (tensor<4x10xf32>) -> tensor<4x10x1xf32>
    %340 = stablehlo.negate %339 : tensor<4x10x1xf32>
    %341 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<4x10x1xf32>) -> tensor<4x10x10xf32>
    %342 = stablehlo.divide %332, %341 : tensor<4x10x10xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%340 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<4x10x1xf32>, tensor<f32>) -> tensor<4x10xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<4x10xf32>) -> tensor<4x10x10xf32>
    %345 = stablehlo.add %342, %344 : tensor<4x10x10xf32>
    %346 = stablehlo.multiply %345, %243 : tensor<4x10x10xf32>
    %347 = call @_where_1(%236#1, %346) : (tensor<4x10x10xi1>, tensor<4x10x10xf32>) -> tensor<4x10x10xf32>
    %cst_60 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x10x10xf32>
    %349 = stablehlo.divide %347, %348 : tensor<4x10x10xf32>
    %350 = stablehlo.dot_general %349, %194, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x10x10xf32>, tensor<10x4x8xf32>) -> tensor<4x10x8xf32>
    %351 = stablehlo.transpose %350, dims = [1, 0, 2] : (tensor<4x10x8xf32>) -> tensor<10x4x8xf32>
    %352 = stablehlo.dot_general %349, %230, batching_dims = [0] x [1], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x10x10xf32>, tensor<10x4x8xf32>) -> tensor<4x10x8xf32>
    %353 = stablehlo.transpose %352, dims = [1, 0, 2] : (tensor<4x10x8xf32>) -> tensor<10x4x8xf32>
    %354 = stablehlo.broadcast_in_dim %351, dims = [1, 2, 3] : (tensor<10x4x8xf32>) -> tensor<1x10x4x8xf32>
    %355 = stablehlo.slice %354 [0:1, 0:10, 0:4, 0:4] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %356 = stablehlo.slice %354 [0:1, 0:10, 0:4, 4:8] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %357 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %358 = stablehlo.multiply %356, %357 : tensor<1x10x4x4xf32>
    %359 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %360 = stablehlo.multiply %356, %359 : tensor<1x10x4x4xf32>
    %361 = stablehlo.negate %355 : tensor<1x10x4x4xf32>
    %362 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<1x10x4x4xf32>
    %364 = stablehlo.add %360, %363 : tensor<1x10x4x4xf32>
    %365 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %366 = stablehlo.multiply %355, %365 : tensor<1x10x4x4xf32>
    %367 = stablehlo.add %358, %366 : tensor<1x10x4x4xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.pad %364, %cst_61, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x10x4x4xf32>, tensor<f32>) -> tensor<1x10x4x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.pad %367, %cst_62, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<1x10x4x4xf32>, tensor<f32>) -> tensor<1x10x4x8xf32>
    %370 = stablehlo.add %368, %369 : tensor<1x10x4x8xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%370 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<1x10x4x8xf32>, tensor<f32>) -> tensor<10x4x8xf32>
    %372 = stablehlo.broadcast_in_dim %353, dims = [1, 2, 3] : (tensor<10x4x8xf32>) -> tensor<1x10x4x8xf32>
    %373 = stablehlo.slice %372 [0:1, 0:10, 0:4, 0:4] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %374 = stablehlo.slice %372 [0:1, 0:10, 0:4, 4:8] : (tensor<1x10x4x8xf32>) -> tensor<1x10x4x4xf32>
    %375 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<1x10x4x4xf32>
    %377 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %378 = stablehlo.multiply %374, %377 : tensor<1x10x4x4xf32>
    %379 = stablehlo.negate %373 : tensor<1x10x4x4xf32>
    %380 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<1x10x4x4xf32>
    %382 = stablehlo.add %378, %381 : tensor<1x10x4x4xf32>
    %383 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x10x1x4xf32>) -> tensor<1x10x4x4xf32>
    %384 = stablehlo.multiply %373, %383 : tensor<1x10x4x4xf32>
    %385 = stablehlo.add %376, %384 : tensor<1x10x4x4xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.pad %382, %cst_64, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<1x10x4x4xf32>, tensor<f32>) -> tensor<1x10x4x8xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.pad %385, %cst_65, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<1x10x4x4xf32>, tensor<f32>) -> tensor<1x10x4x8xf32>
    %388 = stablehlo.add %386, %387 : tensor<1x10x4x8xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_66) applies stablehlo.add across dimensions = [0] : (tensor<1x10x4x8xf32>, tensor<f32>) -> tensor<10x4x8xf32>
    %390 = stablehlo.reshape %334 : (tensor<10x4x8xf32>) -> tensor<10x32xf32>
    %391 = stablehlo.reshape %371 : (tensor<10x4x8xf32>) -> tensor<10x32xf32>
    %392 = stablehlo.reshape %389 : (tensor<10x4x8xf32>) -> tensor<10x32xf32>
    %393 = stablehlo.concatenate %392, %391, %390, dim = 1 : (tensor<10x32xf32>, tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x96xf32>
    %394 = stablehlo.dot_general %393, %150, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10x96xf32>, tensor<10x32xf32>) -> tensor<96x32xf32>
    %395 = stablehlo.transpose %394, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %396 = stablehlo.dot_general %393, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<10x96xf32>, tensor<32x96xf32>) -> tensor<10x32xf32>
    %397 = stablehlo.multiply %147, %396 : tensor<10x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %399 = stablehlo.reshape %398 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %137, %395, %328, %304, %290, %400, %311 : tensor<10x32xf32>, tensor<32x96xf32>, tensor<32x32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>
  }
  func.func private @tril(%arg0: tensor<10x10xi1>) -> tensor<10x10xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %2 = stablehlo.add %0, %1 : tensor<10x10xi32>
    %3 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<10x10xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<10x10xi1>, tensor<10x10xi1>
    return %6 : tensor<10x10xi1>
  }
  func.func private @_where(%arg0: tensor<10x10xi1>, %arg1: tensor<4x10x10xf32>, %arg2: tensor<f32>) -> tensor<4x10x10xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<10x10xi1>) -> tensor<4x10x10xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x10x10xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x10x10xi1>, tensor<4x10x10xf32>
    return %3 : tensor<4x10x10xf32>
  }
  func.func private @_where_0(%arg0: tensor<10x10xi1>, %arg1: tensor<4x10x10xf32>, %arg2: tensor<f32>) -> (tensor<4x10x10xf32>, tensor<4x10x10xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<10x10xi1>) -> tensor<4x10x10xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x10x10xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x10x10xi1>, tensor<4x10x10xf32>
    return %3, %1 : tensor<4x10x10xf32>, tensor<4x10x10xi1>
  }
  func.func private @_where_1(%arg0: tensor<4x10x10xi1>, %arg1: tensor<4x10x10xf32>) -> tensor<4x10x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10x10xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x10x10xi1>, tensor<4x10x10xf32>
    return %1 : tensor<4x10x10xf32>
  }
}
