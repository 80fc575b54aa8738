module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x20xf32>, %arg1: tensor<20xf32>, %arg2: tensor<20x5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<12x20xf32>, %arg5: tensor<20xf32>, %arg6: tensor<20x5xf32>, %arg7: tensor<5xf32>, %arg8: tensor<12x20xf32>, %arg9: tensor<20xf32>, %arg10: tensor<20x5xf32>, %arg11: tensor<5xf32>, %arg12: tensor<i32>, %arg13: tensor<16x12xf32>, %arg14: tensor<16xi32>, %arg15: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<12x20xf32> {jax.result_info = "result[2]"}, tensor<20xf32> {jax.result_info = "result[3]"}, tensor<20x5xf32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}, tensor<12x20xf32> {jax.result_info = "result[6]"}, tensor<20xf32> {jax.result_info = "result[7]"}, tensor<20x5xf32> {jax.result_info = "result[8]"}, tensor<5xf32> {jax.result_info = "result[9]"}, tensor<12x20xf32> {jax.result_info = "result[10]"}, tensor<20xf32> {jax.result_info = "result[11]"}, tensor<20x5xf32> {jax.result_info = "result[12]"}, tensor<5xf32> {jax.result_info = "result[13]"}, tensor<i32> {jax.result_info = "result[14]"}) {
    %0 = stablehlo.dot_general %arg13, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x12xf32>, tensor<12x20xf32>) -> tensor<16x20xf32>
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
    %26 = call @_one_hot(%arg14) : (tensor<16xi32>) -> tensor<16x5xf32>
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
    %62 = stablehlo.dot_general %58, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x20xf32>, tensor<16x12xf32>) -> tensor<20x12xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<20x12xf32>) -> tensor<12x20xf32>
    %64 = stablehlo.multiply %63, %63 : tensor<12x20xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x20xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.add %cst_18, %65 : tensor<f32>
    %67 = stablehlo.multiply %61, %61 : tensor<20xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<20xf32>, tensor<f32>) -> tensor<f32>
    %69 = stablehlo.add %66, %68 : tensor<f32>
    %70 = stablehlo.multiply %43, %43 : tensor<20x5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<20x5xf32>, tensor<f32>) -> tensor<f32>
    %72 = stablehlo.add %69, %71 : tensor<f32>
    %73 = stablehlo.multiply %41, %41 : tensor<5xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %75 = stablehlo.add %72, %74 : tensor<f32>
    %76 = stablehlo.sqrt %75 : tensor<f32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.add %76, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %78 = stablehlo.divide %cst_23, %77 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.minimum %cst_24, %78 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %81 = stablehlo.multiply %63, %80 : tensor<12x20xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %83 = stablehlo.multiply %61, %82 : tensor<20xf32>
    %84 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %85 = stablehlo.multiply %43, %84 : tensor<20x5xf32>
    %86 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %87 = stablehlo.multiply %41, %86 : tensor<5xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %88 = stablehlo.add %arg12, %c : tensor<i32>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %90 = stablehlo.multiply %89, %arg4 : tensor<12x20xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %92 = stablehlo.multiply %91, %81 : tensor<12x20xf32>
    %93 = stablehlo.add %90, %92 : tensor<12x20xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %95 = stablehlo.multiply %94, %arg5 : tensor<20xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %97 = stablehlo.multiply %96, %83 : tensor<20xf32>
    %98 = stablehlo.add %95, %97 : tensor<20xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %100 = stablehlo.multiply %99, %arg6 : tensor<20x5xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %102 = stablehlo.multiply %101, %85 : tensor<20x5xf32>
    %103 = stablehlo.add %100, %102 : tensor<20x5xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %105 = stablehlo.multiply %104, %arg7 : tensor<5xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %107 = stablehlo.multiply %106, %87 : tensor<5xf32>
    %108 = stablehlo.add %105, %107 : tensor<5xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %110 = stablehlo.multiply %109, %arg8 : tensor<12x20xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %112 = stablehlo.multiply %111, %81 : tensor<12x20xf32>
    %113 = stablehlo.multiply %112, %81 : tensor<12x20xf32>
    %114 = stablehlo.add %110, %113 : tensor<12x20xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %116 = stablehlo.multiply %115, %arg9 : tensor<20xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %118 = stablehlo.multiply %117, %83 : tensor<20xf32>
    %119 = stablehlo.multiply %118, %83 : tensor<20xf32>
    %120 = stablehlo.add %116, %119 : tensor<20xf32>
    %cst_37 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %122 = stablehlo.multiply %121, %arg10 : tensor<20x5xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %124 = stablehlo.multiply %123, %85 : tensor<20x5xf32>
    %125 = stablehlo.multiply %124, %85 : tensor<20x5xf32>
    %126 = stablehlo.add %122, %125 : tensor<20x5xf32>
    %cst_39 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %128 = stablehlo.multiply %127, %arg11 : tensor<5xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %130 = stablehlo.multiply %129, %87 : tensor<5xf32>
    %131 = stablehlo.multiply %130, %87 : tensor<5xf32>
    %132 = stablehlo.add %128, %131 : tensor<5xf32>
    %133 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %134 = stablehlo.power %cst_41, %133 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.subtract %cst_42, %134 : tensor<f32>
    %136 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %137 = stablehlo.power %cst_43, %136 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.subtract %cst_44, %137 : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %140 = stablehlo.divide %93, %139 : tensor<12x20xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %142 = stablehlo.divide %114, %141 : tensor<12x20xf32>
    %143 = stablehlo.sqrt %142 : tensor<12x20xf32>
    %cst_45 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %145 = stablehlo.add %143, %144 : tensor<12x20xf32>
    %146 = stablehlo.divide %140, %145 : tensor<12x20xf32>
    %cst_46 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %148 = stablehlo.multiply %147, %arg0 : tensor<12x20xf32>
    %149 = stablehlo.add %146, %148 : tensor<12x20xf32>
    %150 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<12x20xf32>
    %152 = stablehlo.subtract %arg0, %151 : tensor<12x20xf32>
    %153 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %154 = stablehlo.divide %98, %153 : tensor<20xf32>
    %155 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %156 = stablehlo.divide %120, %155 : tensor<20xf32>
    %157 = stablehlo.sqrt %156 : tensor<20xf32>
    %cst_47 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %159 = stablehlo.add %157, %158 : tensor<20xf32>
    %160 = stablehlo.divide %154, %159 : tensor<20xf32>
    %cst_48 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %162 = stablehlo.multiply %161, %arg1 : tensor<20xf32>
    %163 = stablehlo.add %160, %162 : tensor<20xf32>
    %164 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<20xf32>
    %166 = stablehlo.subtract %arg1, %165 : tensor<20xf32>
    %167 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %168 = stablehlo.divide %103, %167 : tensor<20x5xf32>
    %169 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %170 = stablehlo.divide %126, %169 : tensor<20x5xf32>
    %171 = stablehlo.sqrt %170 : tensor<20x5xf32>
    %cst_49 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %173 = stablehlo.add %171, %172 : tensor<20x5xf32>
    %174 = stablehlo.divide %168, %173 : tensor<20x5xf32>
    %cst_50 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %176 = stablehlo.multiply %175, %arg2 : tensor<20x5xf32>
    %177 = stablehlo.add %174, %176 : tensor<20x5xf32>
    %178 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<20x5xf32>
    %180 = stablehlo.subtract %arg2, %179 : tensor<20x5xf32>
    %181 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %182 = stablehlo.divide %108, %181 : tensor<5xf32>
    %183 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %184 = stablehlo.divide %132, %183 : tensor<5xf32>
    %185 = stablehlo.sqrt %184 : tensor<5xf32>
    %cst_51 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %187 = stablehlo.add %185, %186 : tensor<5xf32>
    %188 = stablehlo.divide %182, %187 : tensor<5xf32>
    %cst_52 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %190 = stablehlo.multiply %189, %arg3 : tensor<5xf32>
    %191 = stablehlo.add %188, %190 : tensor<5xf32>
    %192 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<5xf32>
    %194 = stablehlo.subtract %arg3, %193 : tensor<5xf32>
    return %32, %76, %152, %166, %180, %194, %93, %98, %103, %108, %114, %120, %126, %132, %88 : tensor<f32>, tensor<f32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>, tensor<i32>
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
