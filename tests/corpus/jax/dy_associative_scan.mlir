module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<13xi32>, %arg1: tensor<10xi32>, %arg2: tensor<10xi32>) -> (tensor<13xi32> {jax.result_info = "result[0]"}, tensor<10xi32> {jax.result_info = "result[1][0]"}, tensor<10xi32> {jax.result_info = "result[1][1]"}, tensor<13xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:12:2] : (tensor<13xi32>) -> tensor<6xi32>
    %1 = stablehlo.slice %arg0 [1:13:2] : (tensor<13xi32>) -> tensor<6xi32>
    %2 = stablehlo.add %0, %1 : tensor<6xi32>
    %3 = stablehlo.slice %2 [0:5:2] : (tensor<6xi32>) -> tensor<3xi32>
    %4 = stablehlo.slice %2 [1:6:2] : (tensor<6xi32>) -> tensor<3xi32>
    %5 = stablehlo.add %3, %4 : tensor<3xi32>
    %6 = stablehlo.slice %5 [0:2:2] : (tensor<3xi32>) -> tensor<1xi32>
    %7 = stablehlo.slice %5 [1:3:2] : (tensor<3xi32>) -> tensor<1xi32>
    %8 = stablehlo.add %6, %7 : tensor<1xi32>
    %9 = stablehlo.slice %5 [2:3:2] : (tensor<3xi32>) -> tensor<1xi32>
    %10 = stablehlo.add %8, %9 : tensor<1xi32>
    %11 = stablehlo.slice %5 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %12 = stablehlo.concatenate %11, %10, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.pad %12, %c, low = [0], high = [0], interior = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.pad %8, %c_0, low = [1], high = [1], interior = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %15 = stablehlo.add %13, %14 : tensor<3xi32>
    %16 = stablehlo.slice %15 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %17 = stablehlo.slice %2 [2:6:2] : (tensor<6xi32>) -> tensor<2xi32>
    %18 = stablehlo.add %16, %17 : tensor<2xi32>
    %19 = stablehlo.slice %2 [0:1] : (tensor<6xi32>) -> tensor<1xi32>
    %20 = stablehlo.concatenate %19, %18, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.pad %20, %c_1, low = [0], high = [1], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.pad %15, %c_2, low = [1], high = [0], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
    %23 = stablehlo.add %21, %22 : tensor<6xi32>
    %24 = stablehlo.slice %arg0 [2:13:2] : (tensor<13xi32>) -> tensor<6xi32>
    %25 = stablehlo.add %23, %24 : tensor<6xi32>
    %26 = stablehlo.slice %arg0 [0:1] : (tensor<13xi32>) -> tensor<1xi32>
    %27 = stablehlo.concatenate %26, %25, dim = 0 : (tensor<1xi32>, tensor<6xi32>) -> tensor<7xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.pad %27, %c_3, low = [0], high = [0], interior = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<13xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.pad %23, %c_4, low = [1], high = [1], interior = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<13xi32>
    %30 = stablehlo.add %28, %29 : tensor<13xi32>
    %31 = stablehlo.slice %arg1 [0:9:2] : (tensor<10xi32>) -> tensor<5xi32>
    %32 = stablehlo.slice %arg2 [0:9:2] : (tensor<10xi32>) -> tensor<5xi32>
    %33 = stablehlo.slice %arg1 [1:10:2] : (tensor<10xi32>) -> tensor<5xi32>
    %34 = stablehlo.slice %arg2 [1:10:2] : (tensor<10xi32>) -> tensor<5xi32>
    %35 = stablehlo.multiply %31, %33 : tensor<5xi32>
    %36 = stablehlo.multiply %33, %32 : tensor<5xi32>
    %37 = stablehlo.add %36, %34 : tensor<5xi32>
    %38 = stablehlo.slice %35 [0:4:2] : (tensor<5xi32>) -> tensor<2xi32>
    %39 = stablehlo.slice %37 [0:4:2] : (tensor<5xi32>) -> tensor<2xi32>
    %40 = stablehlo.slice %35 [1:5:2] : (tensor<5xi32>) -> tensor<2xi32>
    %41 = stablehlo.slice %37 [1:5:2] : (tensor<5xi32>) -> tensor<2xi32>
    %42 = stablehlo.multiply %38, %40 : tensor<2xi32>
    %43 = stablehlo.multiply %40, %39 : tensor<2xi32>
    %44 = stablehlo.add %43, %41 : tensor<2xi32>
    %45 = stablehlo.slice %42 [0:1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %46 = stablehlo.slice %44 [0:1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %47 = stablehlo.slice %42 [1:2:2] : (tensor<2xi32>) -> tensor<1xi32>
    %48 = stablehlo.slice %44 [1:2:2] : (tensor<2xi32>) -> tensor<1xi32>
    %49 = stablehlo.multiply %45, %47 : tensor<1xi32>
    %50 = stablehlo.multiply %47, %46 : tensor<1xi32>
    %51 = stablehlo.add %50, %48 : tensor<1xi32>
    %52 = stablehlo.slice %49 [0:0] : (tensor<1xi32>) -> tensor<0xi32>
    %53 = stablehlo.slice %51 [0:0] : (tensor<1xi32>) -> tensor<0xi32>
    %54 = stablehlo.slice %42 [2:2:2] : (tensor<2xi32>) -> tensor<0xi32>
    %55 = stablehlo.slice %44 [2:2:2] : (tensor<2xi32>) -> tensor<0xi32>
    %56 = stablehlo.multiply %52, %54 : tensor<0xi32>
    %57 = stablehlo.multiply %54, %53 : tensor<0xi32>
    %58 = stablehlo.add %57, %55 : tensor<0xi32>
    %59 = stablehlo.slice %42 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %60 = stablehlo.concatenate %59, %56, dim = 0 : (tensor<1xi32>, tensor<0xi32>) -> tensor<1xi32>
    %61 = stablehlo.slice %44 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %62 = stablehlo.concatenate %61, %58, dim = 0 : (tensor<1xi32>, tensor<0xi32>) -> tensor<1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.pad %60, %c_5, low = [0], high = [1], interior = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.pad %49, %c_6, low = [1], high = [0], interior = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %65 = stablehlo.add %63, %64 : tensor<2xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.pad %62, %c_7, low = [0], high = [1], interior = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.pad %51, %c_8, low = [1], high = [0], interior = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %68 = stablehlo.add %66, %67 : tensor<2xi32>
    %69 = stablehlo.slice %35 [2:5:2] : (tensor<5xi32>) -> tensor<2xi32>
    %70 = stablehlo.slice %37 [2:5:2] : (tensor<5xi32>) -> tensor<2xi32>
    %71 = stablehlo.multiply %65, %69 : tensor<2xi32>
    %72 = stablehlo.multiply %69, %68 : tensor<2xi32>
    %73 = stablehlo.add %72, %70 : tensor<2xi32>
    %74 = stablehlo.slice %35 [0:1] : (tensor<5xi32>) -> tensor<1xi32>
    %75 = stablehlo.concatenate %74, %71, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %76 = stablehlo.slice %37 [0:1] : (tensor<5xi32>) -> tensor<1xi32>
    %77 = stablehlo.concatenate %76, %73, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.pad %75, %c_9, low = [0], high = [0], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<5xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.pad %65, %c_10, low = [1], high = [1], interior = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<5xi32>
    %80 = stablehlo.add %78, %79 : tensor<5xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.pad %77, %c_11, low = [0], high = [0], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<5xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.pad %68, %c_12, low = [1], high = [1], interior = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<5xi32>
    %83 = stablehlo.add %81, %82 : tensor<5xi32>
    %84 = stablehlo.slice %80 [0:4] : (tensor<5xi32>) -> tensor<4xi32>
    %85 = stablehlo.slice %83 [0:4] : (tensor<5xi32>) -> tensor<4xi32>
    %86 = stablehlo.slice %arg1 [2:10:2] : (tensor<10xi32>) -> tensor<4xi32>
    %87 = stablehlo.slice %arg2 [2:10:2] : (tensor<10xi32>) -> tensor<4xi32>
    %88 = stablehlo.multiply %84, %86 : tensor<4xi32>
    %89 = stablehlo.multiply %86, %85 : tensor<4xi32>
    %90 = stablehlo.add %89, %87 : tensor<4xi32>
    %91 = stablehlo.slice %arg1 [0:1] : (tensor<10xi32>) -> tensor<1xi32>
    %92 = stablehlo.concatenate %91, %88, dim = 0 : (tensor<1xi32>, tensor<4xi32>) -> tensor<5xi32>
    %93 = stablehlo.slice %arg2 [0:1] : (tensor<10xi32>) -> tensor<1xi32>
    %94 = stablehlo.concatenate %93, %90, dim = 0 : (tensor<1xi32>, tensor<4xi32>) -> tensor<5xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.pad %92, %c_13, low = [0], high = [1], interior = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<10xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.pad %80, %c_14, low = [1], high = [0], interior = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<10xi32>
    %97 = stablehlo.add %95, %96 : tensor<10xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.pad %94, %c_15, low = [0], high = [1], interior = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<10xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.pad %83, %c_16, low = [1], high = [0], interior = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<10xi32>
    %100 = stablehlo.add %98, %99 : tensor<10xi32>
    %101 = stablehlo.reverse %arg0, dims = [0] : tensor<13xi32>
    %102 = stablehlo.slice %101 [0:12:2] : (tensor<13xi32>) -> tensor<6xi32>
    %103 = stablehlo.slice %101 [1:13:2] : (tensor<13xi32>) -> tensor<6xi32>
    %104 = stablehlo.add %102, %103 : tensor<6xi32>
    %105 = stablehlo.slice %104 [0:5:2] : (tensor<6xi32>) -> tensor<3xi32>
    %106 = stablehlo.slice %104 [1:6:2] : (tensor<6xi32>) -> tensor<3xi32>
    %107 = stablehlo.add %105, %106 : tensor<3xi32>
    %108 = stablehlo.slice %107 [0:2:2] : (tensor<3xi32>) -> tensor<1xi32>
    %109 = stablehlo.slice %107 [1:3:2] : (tensor<3xi32>) -> tensor<1xi32>
    %110 = stablehlo.add %108, %109 : tensor<1xi32>
    %111 = stablehlo.slice %107 [2:3:2] : (tensor<3xi32>) -> tensor<1xi32>
    %112 = stablehlo.add %110, %111 : tensor<1xi32>
    %113 = stablehlo.slice %107 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %114 = stablehlo.concatenate %113, %112, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.pad %114, %c_17, low = [0], high = [0], interior = [1] : (tensor<2xi32>, tensor<i32>) -> tensor<3xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.pad %110, %c_18, low = [1], high = [1], interior = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %117 = stablehlo.add %115, %116 : tensor<3xi32>
    %118 = stablehlo.slice %117 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %119 = stablehlo.slice %104 [2:6:2] : (tensor<6xi32>) -> tensor<2xi32>
    %120 = stablehlo.add %118, %119 : tensor<2xi32>
    %121 = stablehlo.slice %104 [0:1] : (tensor<6xi32>) -> tensor<1xi32>
    %122 = stablehlo.concatenate %121, %120, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %123 = stablehlo.pad %122, %c_19, low = [0], high = [1], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %124 = stablehlo.pad %117, %c_20, low = [1], high = [0], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
    %125 = stablehlo.add %123, %124 : tensor<6xi32>
    %126 = stablehlo.slice %101 [2:13:2] : (tensor<13xi32>) -> tensor<6xi32>
    %127 = stablehlo.add %125, %126 : tensor<6xi32>
    %128 = stablehlo.slice %101 [0:1] : (tensor<13xi32>) -> tensor<1xi32>
    %129 = stablehlo.concatenate %128, %127, dim = 0 : (tensor<1xi32>, tensor<6xi32>) -> tensor<7xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %130 = stablehlo.pad %129, %c_21, low = [0], high = [0], interior = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<13xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %131 = stablehlo.pad %125, %c_22, low = [1], high = [1], interior = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<13xi32>
    %132 = stablehlo.add %130, %131 : tensor<13xi32>
    %133 = stablehlo.reverse %132, dims = [0] : tensor<13xi32>
    return %30, %97, %100, %133 : tensor<13xi32>, tensor<10xi32>, tensor<10xi32>, tensor<13xi32>
  }
}
