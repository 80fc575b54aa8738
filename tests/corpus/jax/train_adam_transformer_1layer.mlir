module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x32xf32>, %arg1: tensor<128xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<96xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x128xf32>, %arg10: tensor<128x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x96xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<128x32xf32>, %arg17: tensor<128xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<96xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x128xf32>, %arg26: tensor<128x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32x96xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<16x32xf32>, %arg32: tensor<128x32xf32>, %arg33: tensor<128xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<96xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x128xf32>, %arg42: tensor<128x32xf32>, %arg43: tensor<32x32xf32>, %arg44: tensor<32x96xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<16x32xf32>, %arg48: tensor<i32>, %arg49: tensor<2x16xi32>, %arg50: tensor<2x16xi32>, %arg51: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128x32xf32> {jax.result_info = "result[1]"}, tensor<128xf32> {jax.result_info = "result[2]"}, tensor<32xf32> {jax.result_info = "result[3]"}, tensor<32xf32> {jax.result_info = "result[4]"}, tensor<96xf32> {jax.result_info = "result[5]"}, tensor<32xf32> {jax.result_info = "result[6]"}, tensor<32xf32> {jax.result_info = "result[7]"}, tensor<32xf32> {jax.result_info = "result[8]"}, tensor<32xf32> {jax.result_info = "result[9]"}, tensor<32x128xf32> {jax.result_info = "result[10]"}, tensor<128x32xf32> {jax.result_info = "result[11]"}, tensor<32x32xf32> {jax.result_info = "result[12]"}, tensor<32x96xf32> {jax.result_info = "result[13]"}, tensor<32xf32> {jax.result_info = "result[14]"}, tensor<32xf32> {jax.result_info = "result[15]"}, tensor<16x32xf32> {jax.result_info = "result[16]"}, tensor<128x32xf32> {jax.result_info = "result[17]"}, tensor<128xf32> {jax.result_info = "result[18]"}, tensor<32xf32> {jax.result_info = "result[19]"}, tensor<32xf32> {jax.result_info = "result[20]"}, tensor<96xf32> {jax.result_info = "result[21]"}, tensor<32xf32> {jax.result_info = "result[22]"}, tensor<32xf32> {jax.result_info = "result[23]"}, tensor<32xf32> {jax.result_info = "result[24]"}, tensor<32xf32> {jax.result_info = "result[25]"}, tensor<32x128xf32> {jax.result_info = "result[26]"}, tensor<128x32xf32> {jax.result_info = "result[27]"}, tensor<32x32xf32> {jax.result_info = "result[28]"}, tensor<32x96xf32> {jax.result_info = "result[29]"}, tensor<32xf32> {jax.result_info = "result[30]"}, tensor<32xf32> {jax.result_info = "result[31]"}, tensor<16x32xf32> {jax.result_info = "result[32]"}, tensor<128x32xf32> {jax.result_info = "result[33]"}, tensor<128xf32> {jax.result_info = "result[34]"}, tensor<32xf32> {jax.result_info = "result[35]"}, tensor<32xf32> {jax.result_info = "result[36]"}, tensor<96xf32> {jax.result_info = "result[37]"}, tensor<32xf32> {jax.result_info = "result[38]"}, tensor<32xf32> {jax.result_info = "result[39]"}, tensor<32xf32> {jax.result_info = "result[40]"}, tensor<32xf32> {jax.result_info = "result[41]"}, tensor<32x128xf32> {jax.result_info = "result[42]"}, tensor<128x32xf32> {jax.result_info = "result[43]"}, tensor<32x32xf32> {jax.result_info = "result[44]"}, tensor<32x96xf32> {jax.result_info = "result[45]"}, tensor<32xf32> {jax.result_info = "result[46]"}, tensor<32xf32> {jax.result_info = "result[47]"}, tensor<16x32xf32> {jax.result_info = "result[48]"}, tensor<i32> {jax.result_info = "result[49]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg49, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg49, %2 : tensor<2x16xi32>
    %4 = stablehlo.select %1, %3, %arg49 : tensor<2x16xi1>, tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<2x16x1xi32>) -> tensor<2x16x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg15, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x16x32xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %11 = call @tril(%10) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %17 = stablehlo.subtract %9, %16 : tensor<2x16x32xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<2x16x32xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<2x16x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<2x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %26 = stablehlo.subtract %9, %25 : tensor<2x16x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %28 = stablehlo.add %24, %27 : tensor<2x16x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<2x16x1xf32>
    %30 = stablehlo.divide %29, %28 : tensor<2x16x1xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x16x1xf32>
    %33 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %34 = stablehlo.multiply %26, %33 : tensor<2x16x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %37 = stablehlo.multiply %34, %36 : tensor<2x16x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %40 = stablehlo.add %37, %39 : tensor<2x16x32xf32>
    %41 = stablehlo.dot_general %40, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %42 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<2x16x96xf32>
    %44 = stablehlo.add %41, %43 : tensor<2x16x96xf32>
    %45 = stablehlo.slice %44 [0:2, 0:16, 0:32] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %46 = stablehlo.slice %44 [0:2, 0:16, 32:64] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %47 = stablehlo.slice %44 [0:2, 0:16, 64:96] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %48 = stablehlo.reshape %45 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %50 = stablehlo.reshape %46 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %52 = stablehlo.reshape %47 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %54 = stablehlo.transpose %51, dims = [0, 1, 3, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %55 = stablehlo.dot_general %49, %54, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %57 = stablehlo.divide %55, %56 : tensor<2x2x16x16xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %58:2 = call @_where(%11, %57, %cst_9) : (tensor<16x16xi1>, tensor<2x2x16x16xf32>, tensor<f32>) -> (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>)
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58#0 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<2x2x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %64 = stablehlo.subtract %58#0, %63 : tensor<2x2x16x16xf32>
    %65 = stablehlo.exponential %64 : tensor<2x2x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %69 = stablehlo.divide %65, %68 : tensor<2x2x16x16xf32>
    %70 = stablehlo.multiply %67, %67 : tensor<2x2x16x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %72 = stablehlo.divide %71, %70 : tensor<2x2x16x1xf32>
    %73 = stablehlo.dot_general %69, %53, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %76 = stablehlo.dot_general %75, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %79 = stablehlo.add %76, %78 : tensor<2x16x32xf32>
    %80 = stablehlo.add %9, %79 : tensor<2x16x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %84 = stablehlo.divide %82, %83 : tensor<2x16x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %86 = stablehlo.subtract %80, %85 : tensor<2x16x32xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<2x16x32xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<2x16x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%87 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<2x16x1xf32>
    %94 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %95 = stablehlo.subtract %80, %94 : tensor<2x16x32xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %97 = stablehlo.add %93, %96 : tensor<2x16x1xf32>
    %98 = stablehlo.rsqrt %97 : tensor<2x16x1xf32>
    %99 = stablehlo.divide %98, %97 : tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<2x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %103 = stablehlo.multiply %95, %102 : tensor<2x16x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %106 = stablehlo.multiply %103, %105 : tensor<2x16x32xf32>
    %107 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %109 = stablehlo.add %106, %108 : tensor<2x16x32xf32>
    %110 = stablehlo.dot_general %109, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %111 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x16x128xf32>
    %114 = stablehlo.multiply %113, %113 : tensor<2x16x128xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<2x16x128xf32>
    %116 = stablehlo.multiply %113, %113 : tensor<2x16x128xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<2x16x128xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %120 = stablehlo.multiply %119, %115 : tensor<2x16x128xf32>
    %121 = stablehlo.add %113, %120 : tensor<2x16x128xf32>
    %cst_23 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<2x16x128xf32>
    %124 = stablehlo.tanh %123 : tensor<2x16x128xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %126 = stablehlo.subtract %125, %124 : tensor<2x16x128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %128 = stablehlo.add %127, %124 : tensor<2x16x128xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<2x16x128xf32>
    %131 = stablehlo.multiply %113, %130 : tensor<2x16x128xf32>
    %132 = stablehlo.dot_general %131, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %135 = stablehlo.add %132, %134 : tensor<2x16x32xf32>
    %136 = stablehlo.add %80, %135 : tensor<2x16x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %140 = stablehlo.divide %138, %139 : tensor<2x16x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %142 = stablehlo.subtract %136, %141 : tensor<2x16x32xf32>
    %143 = stablehlo.multiply %142, %142 : tensor<2x16x32xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %145 = stablehlo.multiply %144, %142 : tensor<2x16x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%143 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %149 = stablehlo.divide %147, %148 : tensor<2x16x1xf32>
    %150 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %151 = stablehlo.subtract %136, %150 : tensor<2x16x32xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %153 = stablehlo.add %149, %152 : tensor<2x16x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<2x16x1xf32>
    %155 = stablehlo.divide %154, %153 : tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<2x16x1xf32>
    %158 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %159 = stablehlo.multiply %151, %158 : tensor<2x16x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %162 = stablehlo.multiply %159, %161 : tensor<2x16x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %165 = stablehlo.add %162, %164 : tensor<2x16x32xf32>
    %166 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %168 = call @_one_hot(%arg50) : (tensor<2x16xi32>) -> tensor<2x16x128xf32>
    %169:3 = call @log_softmax(%167) : (tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x1xf32>)
    %170 = stablehlo.multiply %168, %169#0 : tensor<2x16x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %173 = stablehlo.divide %172, %cst_36 : tensor<f32>
    %174 = stablehlo.negate %173 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.negate %cst_37 : tensor<f32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %176 = stablehlo.divide %175, %cst_38 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x128xf32>
    %179 = stablehlo.multiply %168, %178 : tensor<2x16x128xf32>
    %180 = call @log_softmax_0(%169#1, %169#2, %179) : (tensor<2x16x128xf32>, tensor<2x16x1xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %181 = stablehlo.dot_general %180, %165, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %182 = stablehlo.transpose %181, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %183 = stablehlo.dot_general %180, %166, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %184 = stablehlo.transpose %182, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%183 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %186 = stablehlo.reshape %185 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %188 = stablehlo.multiply %159, %183 : tensor<2x16x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %190 = stablehlo.reshape %189 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %191 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %192 = stablehlo.multiply %183, %191 : tensor<2x16x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%190 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %194 = stablehlo.multiply %151, %192 : tensor<2x16x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %197 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %198 = stablehlo.multiply %192, %197 : tensor<2x16x32xf32>
    %199 = stablehlo.multiply %196, %157 : tensor<2x16x1xf32>
    %200 = stablehlo.negate %198 : tensor<2x16x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %204 = stablehlo.divide %199, %203 : tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %207 = stablehlo.multiply %206, %145 : tensor<2x16x32xf32>
    %208 = stablehlo.negate %207 : tensor<2x16x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %211 = stablehlo.add %198, %207 : tensor<2x16x32xf32>
    %212 = stablehlo.add %202, %210 : tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %214 = stablehlo.divide %212, %213 : tensor<2x16x1xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %217 = stablehlo.add %211, %216 : tensor<2x16x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %219 = stablehlo.reshape %218 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %221 = stablehlo.dot_general %217, %131, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %222 = stablehlo.transpose %221, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %223 = stablehlo.dot_general %217, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<128x32xf32>) -> tensor<2x16x128xf32>
    %224 = stablehlo.multiply %113, %223 : tensor<2x16x128xf32>
    %225 = stablehlo.multiply %223, %130 : tensor<2x16x128xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %227 = stablehlo.multiply %226, %224 : tensor<2x16x128xf32>
    %228 = stablehlo.multiply %227, %126 : tensor<2x16x128xf32>
    %229 = stablehlo.multiply %228, %124 : tensor<2x16x128xf32>
    %230 = stablehlo.add %228, %229 : tensor<2x16x128xf32>
    %cst_53 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<2x16x128xf32>
    %233 = stablehlo.add %225, %232 : tensor<2x16x128xf32>
    %cst_54 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<2x16x128xf32>
    %236 = stablehlo.multiply %235, %118 : tensor<2x16x128xf32>
    %237 = stablehlo.add %233, %236 : tensor<2x16x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %239 = stablehlo.reshape %238 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %241 = stablehlo.dot_general %237, %109, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %242 = stablehlo.transpose %241, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %243 = stablehlo.dot_general %237, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %245 = stablehlo.reshape %244 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %247 = stablehlo.multiply %103, %243 : tensor<2x16x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %249 = stablehlo.reshape %248 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %250 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %251 = stablehlo.multiply %243, %250 : tensor<2x16x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%249 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %253 = stablehlo.multiply %95, %251 : tensor<2x16x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %256 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %257 = stablehlo.multiply %251, %256 : tensor<2x16x32xf32>
    %258 = stablehlo.multiply %255, %101 : tensor<2x16x1xf32>
    %259 = stablehlo.negate %257 : tensor<2x16x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %262 = stablehlo.add %217, %257 : tensor<2x16x32xf32>
    %cst_63 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %264 = stablehlo.divide %258, %263 : tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %267 = stablehlo.multiply %266, %89 : tensor<2x16x32xf32>
    %268 = stablehlo.negate %267 : tensor<2x16x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %271 = stablehlo.add %262, %267 : tensor<2x16x32xf32>
    %272 = stablehlo.add %261, %270 : tensor<2x16x1xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %274 = stablehlo.divide %272, %273 : tensor<2x16x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %277 = stablehlo.add %271, %276 : tensor<2x16x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %279 = stablehlo.reshape %278 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %281 = stablehlo.dot_general %277, %75, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %282 = stablehlo.transpose %281, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %283 = stablehlo.dot_general %277, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %285 = stablehlo.transpose %284, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %286 = stablehlo.dot_general %285, %69, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %287 = stablehlo.transpose %286, dims = [0, 1, 3, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %288 = stablehlo.dot_general %285, %53, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %289 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<2x2x16x16xf32>
    %291 = stablehlo.multiply %290, %65 : tensor<2x2x16x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %294 = stablehlo.negate %293 : tensor<2x2x16x1xf32>
    %295 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %296 = stablehlo.divide %288, %295 : tensor<2x2x16x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%294 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x2x16x16xf32>
    %300 = stablehlo.multiply %299, %65 : tensor<2x2x16x16xf32>
    %301 = call @_where_1(%58#1, %300) : (tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_72 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %303 = stablehlo.divide %301, %302 : tensor<2x2x16x16xf32>
    %304 = stablehlo.dot_general %303, %49, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %305 = stablehlo.transpose %304, dims = [0, 1, 3, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %306 = stablehlo.dot_general %303, %54, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %307 = stablehlo.transpose %305, dims = [0, 1, 3, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %308 = stablehlo.transpose %287, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %310 = stablehlo.transpose %307, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %312 = stablehlo.transpose %306, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %314 = stablehlo.concatenate %313, %311, %309, dim = 2 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%314 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %316 = stablehlo.reshape %315 : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %318 = stablehlo.dot_general %314, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<2x16x32xf32>) -> tensor<96x32xf32>
    %319 = stablehlo.transpose %318, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %320 = stablehlo.dot_general %314, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<32x96xf32>) -> tensor<2x16x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%320 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %322 = stablehlo.reshape %321 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %324 = stablehlo.multiply %34, %320 : tensor<2x16x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %326 = stablehlo.reshape %325 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %327 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %328 = stablehlo.multiply %320, %327 : tensor<2x16x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%326 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %330 = stablehlo.multiply %26, %328 : tensor<2x16x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %333 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %334 = stablehlo.multiply %328, %333 : tensor<2x16x32xf32>
    %335 = stablehlo.multiply %332, %32 : tensor<2x16x1xf32>
    %336 = stablehlo.negate %334 : tensor<2x16x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %339 = stablehlo.add %277, %334 : tensor<2x16x32xf32>
    %cst_81 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %341 = stablehlo.divide %335, %340 : tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %344 = stablehlo.multiply %343, %20 : tensor<2x16x32xf32>
    %345 = stablehlo.negate %344 : tensor<2x16x32xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %348 = stablehlo.add %339, %344 : tensor<2x16x32xf32>
    %349 = stablehlo.add %338, %347 : tensor<2x16x1xf32>
    %cst_84 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %351 = stablehlo.divide %349, %350 : tensor<2x16x1xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %354 = stablehlo.add %348, %353 : tensor<2x16x32xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_86) applies stablehlo.add across dimensions = [0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %356 = stablehlo.reshape %355 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_87) applies stablehlo.add across dimensions = [0] : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %359 = "stablehlo.scatter"(%358, %5, %354) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %768 = stablehlo.add %arg52, %arg53 : tensor<f32>
      stablehlo.return %768 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %360 = stablehlo.add %184, %359 : tensor<128x32xf32>
    %c_89 = stablehlo.constant dense<1> : tensor<i32>
    %361 = stablehlo.add %arg48, %c_89 : tensor<i32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %363 = stablehlo.multiply %362, %arg16 : tensor<128x32xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %365 = stablehlo.multiply %364, %360 : tensor<128x32xf32>
    %366 = stablehlo.add %363, %365 : tensor<128x32xf32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %368 = stablehlo.multiply %367, %arg17 : tensor<128xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %370 = stablehlo.multiply %369, %240 : tensor<128xf32>
    %371 = stablehlo.add %368, %370 : tensor<128xf32>
    %cst_94 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %373 = stablehlo.multiply %372, %arg18 : tensor<32xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.multiply %374, %220 : tensor<32xf32>
    %376 = stablehlo.add %373, %375 : tensor<32xf32>
    %cst_96 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.multiply %377, %arg19 : tensor<32xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.multiply %379, %280 : tensor<32xf32>
    %381 = stablehlo.add %378, %380 : tensor<32xf32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %383 = stablehlo.multiply %382, %arg20 : tensor<96xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %385 = stablehlo.multiply %384, %317 : tensor<96xf32>
    %386 = stablehlo.add %383, %385 : tensor<96xf32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.multiply %387, %arg21 : tensor<32xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %390 = stablehlo.multiply %389, %323 : tensor<32xf32>
    %391 = stablehlo.add %388, %390 : tensor<32xf32>
    %cst_102 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %393 = stablehlo.multiply %392, %arg22 : tensor<32xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %395 = stablehlo.multiply %394, %329 : tensor<32xf32>
    %396 = stablehlo.add %393, %395 : tensor<32xf32>
    %cst_104 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %398 = stablehlo.multiply %397, %arg23 : tensor<32xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %400 = stablehlo.multiply %399, %246 : tensor<32xf32>
    %401 = stablehlo.add %398, %400 : tensor<32xf32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %403 = stablehlo.multiply %402, %arg24 : tensor<32xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %405 = stablehlo.multiply %404, %252 : tensor<32xf32>
    %406 = stablehlo.add %403, %405 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %408 = stablehlo.multiply %407, %arg25 : tensor<32x128xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %410 = stablehlo.multiply %409, %242 : tensor<32x128xf32>
    %411 = stablehlo.add %408, %410 : tensor<32x128xf32>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %413 = stablehlo.multiply %412, %arg26 : tensor<128x32xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %415 = stablehlo.multiply %414, %222 : tensor<128x32xf32>
    %416 = stablehlo.add %413, %415 : tensor<128x32xf32>
    %cst_112 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %418 = stablehlo.multiply %417, %arg27 : tensor<32x32xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %420 = stablehlo.multiply %419, %282 : tensor<32x32xf32>
    %421 = stablehlo.add %418, %420 : tensor<32x32xf32>
    %cst_114 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %423 = stablehlo.multiply %422, %arg28 : tensor<32x96xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %425 = stablehlo.multiply %424, %319 : tensor<32x96xf32>
    %426 = stablehlo.add %423, %425 : tensor<32x96xf32>
    %cst_116 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %428 = stablehlo.multiply %427, %arg29 : tensor<32xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %430 = stablehlo.multiply %429, %187 : tensor<32xf32>
    %431 = stablehlo.add %428, %430 : tensor<32xf32>
    %cst_118 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %433 = stablehlo.multiply %432, %arg30 : tensor<32xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %435 = stablehlo.multiply %434, %193 : tensor<32xf32>
    %436 = stablehlo.add %433, %435 : tensor<32xf32>
    %cst_120 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %438 = stablehlo.multiply %437, %arg31 : tensor<16x32xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %440 = stablehlo.multiply %439, %357 : tensor<16x32xf32>
    %441 = stablehlo.add %438, %440 : tensor<16x32xf32>
    %cst_122 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %443 = stablehlo.multiply %442, %arg32 : tensor<128x32xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %445 = stablehlo.multiply %444, %360 : tensor<128x32xf32>
    %446 = stablehlo.multiply %445, %360 : tensor<128x32xf32>
    %447 = stablehlo.add %443, %446 : tensor<128x32xf32>
    %cst_124 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %449 = stablehlo.multiply %448, %arg33 : tensor<128xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %451 = stablehlo.multiply %450, %240 : tensor<128xf32>
    %452 = stablehlo.multiply %451, %240 : tensor<128xf32>
    %453 = stablehlo.add %449, %452 : tensor<128xf32>
    %cst_126 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %455 = stablehlo.multiply %454, %arg34 : tensor<32xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %457 = stablehlo.multiply %456, %220 : tensor<32xf32>
    %458 = stablehlo.multiply %457, %220 : tensor<32xf32>
    %459 = stablehlo.add %455, %458 : tensor<32xf32>
    %cst_128 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %461 = stablehlo.multiply %460, %arg35 : tensor<32xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %463 = stablehlo.multiply %462, %280 : tensor<32xf32>
    %464 = stablehlo.multiply %463, %280 : tensor<32xf32>
    %465 = stablehlo.add %461, %464 : tensor<32xf32>
    %cst_130 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %467 = stablehlo.multiply %466, %arg36 : tensor<96xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %469 = stablehlo.multiply %468, %317 : tensor<96xf32>
    %470 = stablehlo.multiply %469, %317 : tensor<96xf32>
    %471 = stablehlo.add %467, %470 : tensor<96xf32>
    %cst_132 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %473 = stablehlo.multiply %472, %arg37 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %475 = stablehlo.multiply %474, %323 : tensor<32xf32>
    %476 = stablehlo.multiply %475, %323 : tensor<32xf32>
    %477 = stablehlo.add %473, %476 : tensor<32xf32>
    %cst_134 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %479 = stablehlo.multiply %478, %arg38 : tensor<32xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %481 = stablehlo.multiply %480, %329 : tensor<32xf32>
    %482 = stablehlo.multiply %481, %329 : tensor<32xf32>
    %483 = stablehlo.add %479, %482 : tensor<32xf32>
    %cst_136 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %485 = stablehlo.multiply %484, %arg39 : tensor<32xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %487 = stablehlo.multiply %486, %246 : tensor<32xf32>
    %488 = stablehlo.multiply %487, %246 : tensor<32xf32>
    %489 = stablehlo.add %485, %488 : tensor<32xf32>
    %cst_138 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %491 = stablehlo.multiply %490, %arg40 : tensor<32xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %493 = stablehlo.multiply %492, %252 : tensor<32xf32>
    %494 = stablehlo.multiply %493, %252 : tensor<32xf32>
    %495 = stablehlo.add %491, %494 : tensor<32xf32>
    %cst_140 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %497 = stablehlo.multiply %496, %arg41 : tensor<32x128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %499 = stablehlo.multiply %498, %242 : tensor<32x128xf32>
    %500 = stablehlo.multiply %499, %242 : tensor<32x128xf32>
    %501 = stablehlo.add %497, %500 : tensor<32x128xf32>
    %cst_142 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %503 = stablehlo.multiply %502, %arg42 : tensor<128x32xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %505 = stablehlo.multiply %504, %222 : tensor<128x32xf32>
    %506 = stablehlo.multiply %505, %222 : tensor<128x32xf32>
    %507 = stablehlo.add %503, %506 : tensor<128x32xf32>
    %cst_144 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %509 = stablehlo.multiply %508, %arg43 : tensor<32x32xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %511 = stablehlo.multiply %510, %282 : tensor<32x32xf32>
    %512 = stablehlo.multiply %511, %282 : tensor<32x32xf32>
    %513 = stablehlo.add %509, %512 : tensor<32x32xf32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %515 = stablehlo.multiply %514, %arg44 : tensor<32x96xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %517 = stablehlo.multiply %516, %319 : tensor<32x96xf32>
    %518 = stablehlo.multiply %517, %319 : tensor<32x96xf32>
    %519 = stablehlo.add %515, %518 : tensor<32x96xf32>
    %cst_148 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %521 = stablehlo.multiply %520, %arg45 : tensor<32xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %523 = stablehlo.multiply %522, %187 : tensor<32xf32>
    %524 = stablehlo.multiply %523, %187 : tensor<32xf32>
    %525 = stablehlo.add %521, %524 : tensor<32xf32>
    %cst_150 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %527 = stablehlo.multiply %526, %arg46 : tensor<32xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %529 = stablehlo.multiply %528, %193 : tensor<32xf32>
    %530 = stablehlo.multiply %529, %193 : tensor<32xf32>
    %531 = stablehlo.add %527, %530 : tensor<32xf32>
    %cst_152 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %533 = stablehlo.multiply %532, %arg47 : tensor<16x32xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %535 = stablehlo.multiply %534, %357 : tensor<16x32xf32>
    %536 = stablehlo.multiply %535, %357 : tensor<16x32xf32>
    %537 = stablehlo.add %533, %536 : tensor<16x32xf32>
    %538 = stablehlo.convert %361 : (tensor<i32>) -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %539 = stablehlo.power %cst_154, %538 : tensor<f32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %540 = stablehlo.subtract %cst_155, %539 : tensor<f32>
    %541 = stablehlo.convert %361 : (tensor<i32>) -> tensor<f32>
    %cst_156 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %542 = stablehlo.power %cst_156, %541 : tensor<f32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %543 = stablehlo.subtract %cst_157, %542 : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %545 = stablehlo.divide %366, %544 : tensor<128x32xf32>
    %546 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %547 = stablehlo.divide %447, %546 : tensor<128x32xf32>
    %548 = stablehlo.sqrt %547 : tensor<128x32xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %550 = stablehlo.add %548, %549 : tensor<128x32xf32>
    %551 = stablehlo.divide %545, %550 : tensor<128x32xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %553 = stablehlo.multiply %552, %arg0 : tensor<128x32xf32>
    %554 = stablehlo.add %551, %553 : tensor<128x32xf32>
    %555 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %556 = stablehlo.multiply %555, %554 : tensor<128x32xf32>
    %557 = stablehlo.subtract %arg0, %556 : tensor<128x32xf32>
    %558 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %559 = stablehlo.divide %371, %558 : tensor<128xf32>
    %560 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %561 = stablehlo.divide %453, %560 : tensor<128xf32>
    %562 = stablehlo.sqrt %561 : tensor<128xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %564 = stablehlo.add %562, %563 : tensor<128xf32>
    %565 = stablehlo.divide %559, %564 : tensor<128xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %567 = stablehlo.multiply %566, %arg1 : tensor<128xf32>
    %568 = stablehlo.add %565, %567 : tensor<128xf32>
    %569 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %570 = stablehlo.multiply %569, %568 : tensor<128xf32>
    %571 = stablehlo.subtract %arg1, %570 : tensor<128xf32>
    %572 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %573 = stablehlo.divide %376, %572 : tensor<32xf32>
    %574 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.divide %459, %574 : tensor<32xf32>
    %576 = stablehlo.sqrt %575 : tensor<32xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %578 = stablehlo.add %576, %577 : tensor<32xf32>
    %579 = stablehlo.divide %573, %578 : tensor<32xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %581 = stablehlo.multiply %580, %arg2 : tensor<32xf32>
    %582 = stablehlo.add %579, %581 : tensor<32xf32>
    %583 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.multiply %583, %582 : tensor<32xf32>
    %585 = stablehlo.subtract %arg2, %584 : tensor<32xf32>
    %586 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %587 = stablehlo.divide %381, %586 : tensor<32xf32>
    %588 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.divide %465, %588 : tensor<32xf32>
    %590 = stablehlo.sqrt %589 : tensor<32xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %592 = stablehlo.add %590, %591 : tensor<32xf32>
    %593 = stablehlo.divide %587, %592 : tensor<32xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.multiply %594, %arg3 : tensor<32xf32>
    %596 = stablehlo.add %593, %595 : tensor<32xf32>
    %597 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %598 = stablehlo.multiply %597, %596 : tensor<32xf32>
    %599 = stablehlo.subtract %arg3, %598 : tensor<32xf32>
    %600 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %601 = stablehlo.divide %386, %600 : tensor<96xf32>
    %602 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %603 = stablehlo.divide %471, %602 : tensor<96xf32>
    %604 = stablehlo.sqrt %603 : tensor<96xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %606 = stablehlo.add %604, %605 : tensor<96xf32>
    %607 = stablehlo.divide %601, %606 : tensor<96xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %609 = stablehlo.multiply %608, %arg4 : tensor<96xf32>
    %610 = stablehlo.add %607, %609 : tensor<96xf32>
    %611 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<96xf32>
    %613 = stablehlo.subtract %arg4, %612 : tensor<96xf32>
    %614 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %615 = stablehlo.divide %391, %614 : tensor<32xf32>
    %616 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %617 = stablehlo.divide %477, %616 : tensor<32xf32>
    %618 = stablehlo.sqrt %617 : tensor<32xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %620 = stablehlo.add %618, %619 : tensor<32xf32>
    %621 = stablehlo.divide %615, %620 : tensor<32xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %623 = stablehlo.multiply %622, %arg5 : tensor<32xf32>
    %624 = stablehlo.add %621, %623 : tensor<32xf32>
    %625 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<32xf32>
    %627 = stablehlo.subtract %arg5, %626 : tensor<32xf32>
    %628 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %629 = stablehlo.divide %396, %628 : tensor<32xf32>
    %630 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %631 = stablehlo.divide %483, %630 : tensor<32xf32>
    %632 = stablehlo.sqrt %631 : tensor<32xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %634 = stablehlo.add %632, %633 : tensor<32xf32>
    %635 = stablehlo.divide %629, %634 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.multiply %636, %arg6 : tensor<32xf32>
    %638 = stablehlo.add %635, %637 : tensor<32xf32>
    %639 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %640 = stablehlo.multiply %639, %638 : tensor<32xf32>
    %641 = stablehlo.subtract %arg6, %640 : tensor<32xf32>
    %642 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %643 = stablehlo.divide %401, %642 : tensor<32xf32>
    %644 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %645 = stablehlo.divide %489, %644 : tensor<32xf32>
    %646 = stablehlo.sqrt %645 : tensor<32xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %648 = stablehlo.add %646, %647 : tensor<32xf32>
    %649 = stablehlo.divide %643, %648 : tensor<32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %651 = stablehlo.multiply %650, %arg7 : tensor<32xf32>
    %652 = stablehlo.add %649, %651 : tensor<32xf32>
    %653 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %654 = stablehlo.multiply %653, %652 : tensor<32xf32>
    %655 = stablehlo.subtract %arg7, %654 : tensor<32xf32>
    %656 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %657 = stablehlo.divide %406, %656 : tensor<32xf32>
    %658 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %659 = stablehlo.divide %495, %658 : tensor<32xf32>
    %660 = stablehlo.sqrt %659 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %662 = stablehlo.add %660, %661 : tensor<32xf32>
    %663 = stablehlo.divide %657, %662 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %665 = stablehlo.multiply %664, %arg8 : tensor<32xf32>
    %666 = stablehlo.add %663, %665 : tensor<32xf32>
    %667 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %668 = stablehlo.multiply %667, %666 : tensor<32xf32>
    %669 = stablehlo.subtract %arg8, %668 : tensor<32xf32>
    %670 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %671 = stablehlo.divide %411, %670 : tensor<32x128xf32>
    %672 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %673 = stablehlo.divide %501, %672 : tensor<32x128xf32>
    %674 = stablehlo.sqrt %673 : tensor<32x128xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %676 = stablehlo.add %674, %675 : tensor<32x128xf32>
    %677 = stablehlo.divide %671, %676 : tensor<32x128xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %679 = stablehlo.multiply %678, %arg9 : tensor<32x128xf32>
    %680 = stablehlo.add %677, %679 : tensor<32x128xf32>
    %681 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %682 = stablehlo.multiply %681, %680 : tensor<32x128xf32>
    %683 = stablehlo.subtract %arg9, %682 : tensor<32x128xf32>
    %684 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %685 = stablehlo.divide %416, %684 : tensor<128x32xf32>
    %686 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %687 = stablehlo.divide %507, %686 : tensor<128x32xf32>
    %688 = stablehlo.sqrt %687 : tensor<128x32xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %690 = stablehlo.add %688, %689 : tensor<128x32xf32>
    %691 = stablehlo.divide %685, %690 : tensor<128x32xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %693 = stablehlo.multiply %692, %arg10 : tensor<128x32xf32>
    %694 = stablehlo.add %691, %693 : tensor<128x32xf32>
    %695 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %696 = stablehlo.multiply %695, %694 : tensor<128x32xf32>
    %697 = stablehlo.subtract %arg10, %696 : tensor<128x32xf32>
    %698 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %699 = stablehlo.divide %421, %698 : tensor<32x32xf32>
    %700 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %701 = stablehlo.divide %513, %700 : tensor<32x32xf32>
    %702 = stablehlo.sqrt %701 : tensor<32x32xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %704 = stablehlo.add %702, %703 : tensor<32x32xf32>
    %705 = stablehlo.divide %699, %704 : tensor<32x32xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %707 = stablehlo.multiply %706, %arg11 : tensor<32x32xf32>
    %708 = stablehlo.add %705, %707 : tensor<32x32xf32>
    %709 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %710 = stablehlo.multiply %709, %708 : tensor<32x32xf32>
    %711 = stablehlo.subtract %arg11, %710 : tensor<32x32xf32>
    %712 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %713 = stablehlo.divide %426, %712 : tensor<32x96xf32>
    %714 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %715 = stablehlo.divide %519, %714 : tensor<32x96xf32>
    %716 = stablehlo.sqrt %715 : tensor<32x96xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %718 = stablehlo.add %716, %717 : tensor<32x96xf32>
    %719 = stablehlo.divide %713, %718 : tensor<32x96xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %721 = stablehlo.multiply %720, %arg12 : tensor<32x96xf32>
    %722 = stablehlo.add %719, %721 : tensor<32x96xf32>
    %723 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %724 = stablehlo.multiply %723, %722 : tensor<32x96xf32>
    %725 = stablehlo.subtract %arg12, %724 : tensor<32x96xf32>
    %726 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %727 = stablehlo.divide %431, %726 : tensor<32xf32>
    %728 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %729 = stablehlo.divide %525, %728 : tensor<32xf32>
    %730 = stablehlo.sqrt %729 : tensor<32xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %732 = stablehlo.add %730, %731 : tensor<32xf32>
    %733 = stablehlo.divide %727, %732 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %735 = stablehlo.multiply %734, %arg13 : tensor<32xf32>
    %736 = stablehlo.add %733, %735 : tensor<32xf32>
    %737 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %738 = stablehlo.multiply %737, %736 : tensor<32xf32>
    %739 = stablehlo.subtract %arg13, %738 : tensor<32xf32>
    %740 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %741 = stablehlo.divide %436, %740 : tensor<32xf32>
    %742 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %743 = stablehlo.divide %531, %742 : tensor<32xf32>
    %744 = stablehlo.sqrt %743 : tensor<32xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %746 = stablehlo.add %744, %745 : tensor<32xf32>
    %747 = stablehlo.divide %741, %746 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %749 = stablehlo.multiply %748, %arg14 : tensor<32xf32>
    %750 = stablehlo.add %747, %749 : tensor<32xf32>
    %751 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %752 = stablehlo.multiply %751, %750 : tensor<32xf32>
    %753 = stablehlo.subtract %arg14, %752 : tensor<32xf32>
    %754 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %755 = stablehlo.divide %441, %754 : tensor<16x32xf32>
    %756 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %757 = stablehlo.divide %537, %756 : tensor<16x32xf32>
    %758 = stablehlo.sqrt %757 : tensor<16x32xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %760 = stablehlo.add %758, %759 : tensor<16x32xf32>
    %761 = stablehlo.divide %755, %760 : tensor<16x32xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %763 = stablehlo.multiply %762, %arg15 : tensor<16x32xf32>
    %764 = stablehlo.add %761, %763 : tensor<16x32xf32>
    %765 = stablehlo.broadcast_in_dim %arg51, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %766 = stablehlo.multiply %765, %764 : tensor<16x32xf32>
    %767 = stablehlo.subtract %arg15, %766 : tensor<16x32xf32>
    return %174, %557, %571, %585, %599, %613, %627, %641, %655, %669, %683, %697, %711, %725, %739, %753, %767, %366, %371, %376, %381, %386, %391, %396, %401, %406, %411, %416, %421, %426, %431, %436, %441, %447, %453, %459, %465, %471, %477, %483, %489, %495, %501, %507, %513, %519, %525, %531, %537, %361 : tensor<f32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<i32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<2x2x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    return %3, %1 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>
  }
  func.func private @_one_hot(%arg0: tensor<2x16xi32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x128xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x16x1xi32>) -> tensor<2x16x128xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<2x16x128xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x16x128xi32>, tensor<2x16x128xi32>) -> tensor<2x16x128xi1>
    %5 = stablehlo.convert %4 : (tensor<2x16x128xi1>) -> tensor<2x16x128xf32>
    return %5 : tensor<2x16x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x16x128xf32>) -> (tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x16x128xf32>
    %6 = stablehlo.exponential %5 : tensor<2x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %9 = stablehlo.log %8 : tensor<2x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x16x128xf32>
    return %11, %6, %8 : tensor<2x16x128xf32>, tensor<2x16x128xf32>, tensor<2x16x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<2x16x128xf32>, %arg1: tensor<2x16x1xf32>, %arg2: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x16x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x128xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x16x128xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x16x128xf32>
    return %7 : tensor<2x16x128xf32>
  }
  func.func private @_where_1(%arg0: tensor<2x2x16x16xi1>, %arg1: tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    return %1 : tensor<2x2x16x16xf32>
  }
}
