module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x20xf32>, %arg1: tensor<20xf32>, %arg2: tensor<20x5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<12x20xf32>, %arg5: tensor<20xf32>, %arg6: tensor<20x5xf32>, %arg7: tensor<5xf32>, %arg8: tensor<12x20xf32>, %arg9: tensor<20xf32>, %arg10: tensor<20x5xf32>, %arg11: tensor<5xf32>, %arg12: tensor<i32>, %arg13: tensor<16x12xf32>, %arg14: tensor<16xi32>, %arg15: tensor<f32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<12x20xf32> {jax.result_info = "result[1]"}, tensor<20xf32> {jax.result_info = "result[2]"}, tensor<20x5xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}, tensor<12x20xf32> {jax.result_info = "result[5]"}, tensor<20xf32> {jax.result_info = "result[6]"}, tensor<20x5xf32> {jax.result_info = "result[7]"}, tensor<5xf32> {jax.result_info = "result[8]"}, tensor<12x20xf32> {jax.result_info = "result[9]"}, tensor<20xf32> {jax.result_info = "result[10]"}, tensor<20x5xf32> {jax.result_info = "result[11]"}, tensor<5xf32> {jax.result_info = "result[12]"}, tensor<i32> {jax.result_info = "result[13]"}) {
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
    %c = stablehlo.constant dense<1> : tensor<i32>
    %64 = stablehlo.add %arg12, %c : tensor<i32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %66 = stablehlo.multiply %65, %arg4 : tensor<12x20xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %68 = stablehlo.multiply %67, %63 : tensor<12x20xf32>
    %69 = stablehlo.add %66, %68 : tensor<12x20xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %71 = stablehlo.multiply %70, %arg5 : tensor<20xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %73 = stablehlo.multiply %72, %61 : tensor<20xf32>
    %74 = stablehlo.add %71, %73 : tensor<20xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %76 = stablehlo.multiply %75, %arg6 : tensor<20x5xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %78 = stablehlo.multiply %77, %43 : tensor<20x5xf32>
    %79 = stablehlo.add %76, %78 : tensor<20x5xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %81 = stablehlo.multiply %80, %arg7 : tensor<5xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %83 = stablehlo.multiply %82, %41 : tensor<5xf32>
    %84 = stablehlo.add %81, %83 : tensor<5xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %86 = stablehlo.multiply %85, %arg8 : tensor<12x20xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %88 = stablehlo.multiply %87, %63 : tensor<12x20xf32>
    %89 = stablehlo.multiply %88, %63 : tensor<12x20xf32>
    %90 = stablehlo.add %86, %89 : tensor<12x20xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %92 = stablehlo.multiply %91, %arg9 : tensor<20xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %94 = stablehlo.multiply %93, %61 : tensor<20xf32>
    %95 = stablehlo.multiply %94, %61 : tensor<20xf32>
    %96 = stablehlo.add %92, %95 : tensor<20xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %98 = stablehlo.multiply %97, %arg10 : tensor<20x5xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %100 = stablehlo.multiply %99, %43 : tensor<20x5xf32>
    %101 = stablehlo.multiply %100, %43 : tensor<20x5xf32>
    %102 = stablehlo.add %98, %101 : tensor<20x5xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %104 = stablehlo.multiply %103, %arg11 : tensor<5xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %106 = stablehlo.multiply %105, %41 : tensor<5xf32>
    %107 = stablehlo.multiply %106, %41 : tensor<5xf32>
    %108 = stablehlo.add %104, %107 : tensor<5xf32>
    %109 = stablehlo.convert %64 : (tensor<i32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %110 = stablehlo.power %cst_33, %109 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.subtract %cst_34, %110 : tensor<f32>
    %112 = stablehlo.convert %64 : (tensor<i32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %113 = stablehlo.power %cst_35, %112 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.subtract %cst_36, %113 : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %116 = stablehlo.divide %69, %115 : tensor<12x20xf32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %118 = stablehlo.divide %90, %117 : tensor<12x20xf32>
    %119 = stablehlo.sqrt %118 : tensor<12x20xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %121 = stablehlo.add %119, %120 : tensor<12x20xf32>
    %122 = stablehlo.divide %116, %121 : tensor<12x20xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %124 = stablehlo.multiply %123, %arg0 : tensor<12x20xf32>
    %125 = stablehlo.add %122, %124 : tensor<12x20xf32>
    %126 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<12x20xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<12x20xf32>
    %128 = stablehlo.subtract %arg0, %127 : tensor<12x20xf32>
    %129 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %130 = stablehlo.divide %74, %129 : tensor<20xf32>
    %131 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %132 = stablehlo.divide %96, %131 : tensor<20xf32>
    %133 = stablehlo.sqrt %132 : tensor<20xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %135 = stablehlo.add %133, %134 : tensor<20xf32>
    %136 = stablehlo.divide %130, %135 : tensor<20xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %138 = stablehlo.multiply %137, %arg1 : tensor<20xf32>
    %139 = stablehlo.add %136, %138 : tensor<20xf32>
    %140 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<20xf32>
    %142 = stablehlo.subtract %arg1, %141 : tensor<20xf32>
    %143 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %144 = stablehlo.divide %79, %143 : tensor<20x5xf32>
    %145 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %146 = stablehlo.divide %102, %145 : tensor<20x5xf32>
    %147 = stablehlo.sqrt %146 : tensor<20x5xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %149 = stablehlo.add %147, %148 : tensor<20x5xf32>
    %150 = stablehlo.divide %144, %149 : tensor<20x5xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %152 = stablehlo.multiply %151, %arg2 : tensor<20x5xf32>
    %153 = stablehlo.add %150, %152 : tensor<20x5xf32>
    %154 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<20x5xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<20x5xf32>
    %156 = stablehlo.subtract %arg2, %155 : tensor<20x5xf32>
    %157 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %158 = stablehlo.divide %84, %157 : tensor<5xf32>
    %159 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %160 = stablehlo.divide %108, %159 : tensor<5xf32>
    %161 = stablehlo.sqrt %160 : tensor<5xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %163 = stablehlo.add %161, %162 : tensor<5xf32>
    %164 = stablehlo.divide %158, %163 : tensor<5xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %166 = stablehlo.multiply %165, %arg3 : tensor<5xf32>
    %167 = stablehlo.add %164, %166 : tensor<5xf32>
    %168 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<5xf32>
    %170 = stablehlo.subtract %arg3, %169 : tensor<5xf32>
    return %32, %128, %142, %156, %170, %69, %74, %79, %84, %90, %96, %102, %108, %64 : tensor<f32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>, tensor<12x20xf32>, tensor<20xf32>, tensor<20x5xf32>, tensor<5xf32>, tensor<i32>
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
