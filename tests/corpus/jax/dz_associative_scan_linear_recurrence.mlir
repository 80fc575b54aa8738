module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<37x3x5xf32>, %arg1: tensor<37x3x5xf32>) -> (tensor<37x3x5xf32> {jax.result_info = "result[0]"}, tensor<37x3x5xf32> {jax.result_info = "result[1]"}, tensor<37x3x5xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:36:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %1 = stablehlo.slice %arg1 [0:36:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %2 = stablehlo.slice %arg0 [1:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %3 = stablehlo.slice %arg1 [1:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %4 = stablehlo.multiply %2, %0 : tensor<18x3x5xf32>
    %5 = stablehlo.multiply %2, %1 : tensor<18x3x5xf32>
    %6 = stablehlo.add %5, %3 : tensor<18x3x5xf32>
    %7 = stablehlo.slice %4 [0:17:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %8 = stablehlo.slice %6 [0:17:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %9 = stablehlo.slice %4 [1:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %10 = stablehlo.slice %6 [1:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %11 = stablehlo.multiply %9, %7 : tensor<9x3x5xf32>
    %12 = stablehlo.multiply %9, %8 : tensor<9x3x5xf32>
    %13 = stablehlo.add %12, %10 : tensor<9x3x5xf32>
    %14 = stablehlo.slice %11 [0:8:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %15 = stablehlo.slice %13 [0:8:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %16 = stablehlo.slice %11 [1:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %17 = stablehlo.slice %13 [1:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %18 = stablehlo.multiply %16, %14 : tensor<4x3x5xf32>
    %19 = stablehlo.multiply %16, %15 : tensor<4x3x5xf32>
    %20 = stablehlo.add %19, %17 : tensor<4x3x5xf32>
    %21 = stablehlo.slice %18 [0:3:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %22 = stablehlo.slice %20 [0:3:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %23 = stablehlo.slice %18 [1:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %24 = stablehlo.slice %20 [1:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %25 = stablehlo.multiply %23, %21 : tensor<2x3x5xf32>
    %26 = stablehlo.multiply %23, %22 : tensor<2x3x5xf32>
    %27 = stablehlo.add %26, %24 : tensor<2x3x5xf32>
    %28 = stablehlo.slice %27 [0:1:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %29 = stablehlo.slice %25 [1:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %30 = stablehlo.slice %27 [1:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %31 = stablehlo.multiply %29, %28 : tensor<1x3x5xf32>
    %32 = stablehlo.add %31, %30 : tensor<1x3x5xf32>
    %33 = stablehlo.slice %32 [0:0, 0:3, 0:5] : (tensor<1x3x5xf32>) -> tensor<0x3x5xf32>
    %34 = stablehlo.slice %25 [2:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<0x3x5xf32>
    %35 = stablehlo.slice %27 [2:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<0x3x5xf32>
    %36 = stablehlo.multiply %34, %33 : tensor<0x3x5xf32>
    %37 = stablehlo.add %36, %35 : tensor<0x3x5xf32>
    %38 = stablehlo.slice %27 [0:1, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %39 = stablehlo.concatenate %38, %37, dim = 0 : (tensor<1x3x5xf32>, tensor<0x3x5xf32>) -> tensor<1x3x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.pad %39, %cst, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<1x3x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.pad %32, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<1x3x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %42 = stablehlo.add %40, %41 : tensor<2x3x5xf32>
    %43 = stablehlo.slice %42 [0:1, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %44 = stablehlo.slice %18 [2:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %45 = stablehlo.slice %20 [2:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %46 = stablehlo.multiply %44, %43 : tensor<1x3x5xf32>
    %47 = stablehlo.add %46, %45 : tensor<1x3x5xf32>
    %48 = stablehlo.slice %20 [0:1, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %49 = stablehlo.concatenate %48, %47, dim = 0 : (tensor<1x3x5xf32>, tensor<1x3x5xf32>) -> tensor<2x3x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.pad %49, %cst_1, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<4x3x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.pad %42, %cst_2, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<4x3x5xf32>
    %52 = stablehlo.add %50, %51 : tensor<4x3x5xf32>
    %53 = stablehlo.slice %11 [2:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %54 = stablehlo.slice %13 [2:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %55 = stablehlo.multiply %53, %52 : tensor<4x3x5xf32>
    %56 = stablehlo.add %55, %54 : tensor<4x3x5xf32>
    %57 = stablehlo.slice %13 [0:1, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<1x3x5xf32>
    %58 = stablehlo.concatenate %57, %56, dim = 0 : (tensor<1x3x5xf32>, tensor<4x3x5xf32>) -> tensor<5x3x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.pad %58, %cst_3, low = [0, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<5x3x5xf32>, tensor<f32>) -> tensor<9x3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.pad %52, %cst_4, low = [1, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<4x3x5xf32>, tensor<f32>) -> tensor<9x3x5xf32>
    %61 = stablehlo.add %59, %60 : tensor<9x3x5xf32>
    %62 = stablehlo.slice %61 [0:8, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<8x3x5xf32>
    %63 = stablehlo.slice %4 [2:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<8x3x5xf32>
    %64 = stablehlo.slice %6 [2:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<8x3x5xf32>
    %65 = stablehlo.multiply %63, %62 : tensor<8x3x5xf32>
    %66 = stablehlo.add %65, %64 : tensor<8x3x5xf32>
    %67 = stablehlo.slice %6 [0:1, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<1x3x5xf32>
    %68 = stablehlo.concatenate %67, %66, dim = 0 : (tensor<1x3x5xf32>, tensor<8x3x5xf32>) -> tensor<9x3x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.pad %68, %cst_5, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<9x3x5xf32>, tensor<f32>) -> tensor<18x3x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.pad %61, %cst_6, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<9x3x5xf32>, tensor<f32>) -> tensor<18x3x5xf32>
    %71 = stablehlo.add %69, %70 : tensor<18x3x5xf32>
    %72 = stablehlo.slice %arg0 [2:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %73 = stablehlo.slice %arg1 [2:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %74 = stablehlo.multiply %72, %71 : tensor<18x3x5xf32>
    %75 = stablehlo.add %74, %73 : tensor<18x3x5xf32>
    %76 = stablehlo.slice %arg1 [0:1, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<1x3x5xf32>
    %77 = stablehlo.concatenate %76, %75, dim = 0 : (tensor<1x3x5xf32>, tensor<18x3x5xf32>) -> tensor<19x3x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.pad %77, %cst_7, low = [0, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<19x3x5xf32>, tensor<f32>) -> tensor<37x3x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.pad %71, %cst_8, low = [1, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<18x3x5xf32>, tensor<f32>) -> tensor<37x3x5xf32>
    %80 = stablehlo.add %78, %79 : tensor<37x3x5xf32>
    %81 = stablehlo.reverse %arg0, dims = [0] : tensor<37x3x5xf32>
    %82 = stablehlo.reverse %arg1, dims = [0] : tensor<37x3x5xf32>
    %83 = stablehlo.slice %81 [0:36:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %84 = stablehlo.slice %82 [0:36:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %85 = stablehlo.slice %81 [1:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %86 = stablehlo.slice %82 [1:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %87 = stablehlo.multiply %85, %83 : tensor<18x3x5xf32>
    %88 = stablehlo.multiply %85, %84 : tensor<18x3x5xf32>
    %89 = stablehlo.add %88, %86 : tensor<18x3x5xf32>
    %90 = stablehlo.slice %87 [0:17:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %91 = stablehlo.slice %89 [0:17:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %92 = stablehlo.slice %87 [1:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %93 = stablehlo.slice %89 [1:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<9x3x5xf32>
    %94 = stablehlo.multiply %92, %90 : tensor<9x3x5xf32>
    %95 = stablehlo.multiply %92, %91 : tensor<9x3x5xf32>
    %96 = stablehlo.add %95, %93 : tensor<9x3x5xf32>
    %97 = stablehlo.slice %94 [0:8:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %98 = stablehlo.slice %96 [0:8:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %99 = stablehlo.slice %94 [1:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %100 = stablehlo.slice %96 [1:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %101 = stablehlo.multiply %99, %97 : tensor<4x3x5xf32>
    %102 = stablehlo.multiply %99, %98 : tensor<4x3x5xf32>
    %103 = stablehlo.add %102, %100 : tensor<4x3x5xf32>
    %104 = stablehlo.slice %101 [0:3:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %105 = stablehlo.slice %103 [0:3:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %106 = stablehlo.slice %101 [1:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %107 = stablehlo.slice %103 [1:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<2x3x5xf32>
    %108 = stablehlo.multiply %106, %104 : tensor<2x3x5xf32>
    %109 = stablehlo.multiply %106, %105 : tensor<2x3x5xf32>
    %110 = stablehlo.add %109, %107 : tensor<2x3x5xf32>
    %111 = stablehlo.slice %110 [0:1:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %112 = stablehlo.slice %108 [1:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %113 = stablehlo.slice %110 [1:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %114 = stablehlo.multiply %112, %111 : tensor<1x3x5xf32>
    %115 = stablehlo.add %114, %113 : tensor<1x3x5xf32>
    %116 = stablehlo.slice %115 [0:0, 0:3, 0:5] : (tensor<1x3x5xf32>) -> tensor<0x3x5xf32>
    %117 = stablehlo.slice %108 [2:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<0x3x5xf32>
    %118 = stablehlo.slice %110 [2:2:2, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<0x3x5xf32>
    %119 = stablehlo.multiply %117, %116 : tensor<0x3x5xf32>
    %120 = stablehlo.add %119, %118 : tensor<0x3x5xf32>
    %121 = stablehlo.slice %110 [0:1, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %122 = stablehlo.concatenate %121, %120, dim = 0 : (tensor<1x3x5xf32>, tensor<0x3x5xf32>) -> tensor<1x3x5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.pad %122, %cst_9, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<1x3x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.pad %115, %cst_10, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<1x3x5xf32>, tensor<f32>) -> tensor<2x3x5xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x3x5xf32>
    %126 = stablehlo.slice %125 [0:1, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
    %127 = stablehlo.slice %101 [2:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %128 = stablehlo.slice %103 [2:4:2, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %129 = stablehlo.multiply %127, %126 : tensor<1x3x5xf32>
    %130 = stablehlo.add %129, %128 : tensor<1x3x5xf32>
    %131 = stablehlo.slice %103 [0:1, 0:3, 0:5] : (tensor<4x3x5xf32>) -> tensor<1x3x5xf32>
    %132 = stablehlo.concatenate %131, %130, dim = 0 : (tensor<1x3x5xf32>, tensor<1x3x5xf32>) -> tensor<2x3x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.pad %132, %cst_11, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<4x3x5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %125, %cst_12, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<2x3x5xf32>, tensor<f32>) -> tensor<4x3x5xf32>
    %135 = stablehlo.add %133, %134 : tensor<4x3x5xf32>
    %136 = stablehlo.slice %94 [2:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %137 = stablehlo.slice %96 [2:9:2, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<4x3x5xf32>
    %138 = stablehlo.multiply %136, %135 : tensor<4x3x5xf32>
    %139 = stablehlo.add %138, %137 : tensor<4x3x5xf32>
    %140 = stablehlo.slice %96 [0:1, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<1x3x5xf32>
    %141 = stablehlo.concatenate %140, %139, dim = 0 : (tensor<1x3x5xf32>, tensor<4x3x5xf32>) -> tensor<5x3x5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.pad %141, %cst_13, low = [0, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<5x3x5xf32>, tensor<f32>) -> tensor<9x3x5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.pad %135, %cst_14, low = [1, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<4x3x5xf32>, tensor<f32>) -> tensor<9x3x5xf32>
    %144 = stablehlo.add %142, %143 : tensor<9x3x5xf32>
    %145 = stablehlo.slice %144 [0:8, 0:3, 0:5] : (tensor<9x3x5xf32>) -> tensor<8x3x5xf32>
    %146 = stablehlo.slice %87 [2:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<8x3x5xf32>
    %147 = stablehlo.slice %89 [2:18:2, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<8x3x5xf32>
    %148 = stablehlo.multiply %146, %145 : tensor<8x3x5xf32>
    %149 = stablehlo.add %148, %147 : tensor<8x3x5xf32>
    %150 = stablehlo.slice %89 [0:1, 0:3, 0:5] : (tensor<18x3x5xf32>) -> tensor<1x3x5xf32>
    %151 = stablehlo.concatenate %150, %149, dim = 0 : (tensor<1x3x5xf32>, tensor<8x3x5xf32>) -> tensor<9x3x5xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.pad %151, %cst_15, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<9x3x5xf32>, tensor<f32>) -> tensor<18x3x5xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.pad %144, %cst_16, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<9x3x5xf32>, tensor<f32>) -> tensor<18x3x5xf32>
    %154 = stablehlo.add %152, %153 : tensor<18x3x5xf32>
    %155 = stablehlo.slice %81 [2:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %156 = stablehlo.slice %82 [2:37:2, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<18x3x5xf32>
    %157 = stablehlo.multiply %155, %154 : tensor<18x3x5xf32>
    %158 = stablehlo.add %157, %156 : tensor<18x3x5xf32>
    %159 = stablehlo.slice %82 [0:1, 0:3, 0:5] : (tensor<37x3x5xf32>) -> tensor<1x3x5xf32>
    %160 = stablehlo.concatenate %159, %158, dim = 0 : (tensor<1x3x5xf32>, tensor<18x3x5xf32>) -> tensor<19x3x5xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.pad %160, %cst_17, low = [0, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<19x3x5xf32>, tensor<f32>) -> tensor<37x3x5xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.pad %154, %cst_18, low = [1, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<18x3x5xf32>, tensor<f32>) -> tensor<37x3x5xf32>
    %163 = stablehlo.add %161, %162 : tensor<37x3x5xf32>
    %164 = stablehlo.reverse %163, dims = [0] : tensor<37x3x5xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<37x3x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %167:5 = stablehlo.while(%iterArg = %arg0, %iterArg_21 = %arg1, %iterArg_22 = %c, %iterArg_23 = %165, %iterArg_24 = %166) : tensor<37x3x5xf32>, tensor<37x3x5xf32>, tensor<i32>, tensor<3x5xf32>, tensor<37x3x5xf32>
    cond {
      %c_25 = stablehlo.constant dense<37> : tensor<i32>
      %168 = stablehlo.compare LT, %iterArg_22, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %168 : tensor<i1>
    } do {
      %168 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_22) : (tensor<37x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %169 = func.call @dynamic_index_in_dim(%iterArg_21, %iterArg_22) : (tensor<37x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %170:2 = func.call @closed_call(%iterArg_23, %168, %169) : (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>)
      %171 = func.call @dynamic_update_index_in_dim(%iterArg_24, %170#1, %iterArg_22) : (tensor<37x3x5xf32>, tensor<3x5xf32>, tensor<i32>) -> tensor<37x3x5xf32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %172 = stablehlo.add %iterArg_22, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_21, %172, %170#0, %171 : tensor<37x3x5xf32>, tensor<37x3x5xf32>, tensor<i32>, tensor<3x5xf32>, tensor<37x3x5xf32>
    }
    return %80, %164, %167#4 : tensor<37x3x5xf32>, tensor<37x3x5xf32>, tensor<37x3x5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<37x3x5xf32>, %arg1: tensor<i32>) -> tensor<3x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 5] : (tensor<37x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<3x5xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<3x5xf32>
    return %1, %1 : tensor<3x5xf32>, tensor<3x5xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<37x3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<i32>) -> tensor<37x3x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<37x3x5xf32>, tensor<1x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<37x3x5xf32>
    return %1 : tensor<37x3x5xf32>
  }
}
