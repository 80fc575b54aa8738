module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
    %0 = stablehlo.compare GT, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.or %0, %1 : tensor<i1>
    %3 = stablehlo.select %2, %arg0, %arg2 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare EQ, %arg0, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.compare LT, %arg1, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.and %4, %5 : tensor<i1>
    %7 = stablehlo.or %2, %6 : tensor<i1>
    %8 = stablehlo.select %7, %arg1, %arg3 : tensor<i1>, tensor<i32>
    return %3, %8 : tensor<f32>, tensor<i32>
  }
  func.func private @fused_computation(%arg0: tensor<5x9xf32>) -> (tensor<5xf32>, tensor<5xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<5x9xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<5x9xf32>, tensor<5x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare EQ, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.compare LT, %arg2, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %8 = stablehlo.and %6, %7 : tensor<i1>
      %9 = stablehlo.or %4, %8 : tensor<i1>
      %10 = stablehlo.select %9, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %5, %10 : tensor<f32>, tensor<i32>
    }
    return %1#0, %1#1 : tensor<5xf32>, tensor<5xi32>
  }
  func.func @main(%arg0: tensor<5x9xf32>) -> tensor<5xi32> {
    %0:2 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<5x9xf32>):
      %1 = stablehlo.iota dim = 1 : tensor<5x9xi32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %2:2 = stablehlo.reduce(%arg1 init: %cst), (%1 init: %c) across dimensions = [1] : (tensor<5x9xf32>, tensor<5x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
       reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
        %3 = stablehlo.compare GT, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %4 = stablehlo.compare NE, %arg2, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %5 = stablehlo.or %3, %4 : tensor<i1>
        %6 = stablehlo.select %5, %arg2, %arg4 : tensor<i1>, tensor<f32>
        %7 = stablehlo.compare EQ, %arg2, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %8 = stablehlo.compare LT, %arg3, %arg5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %9 = stablehlo.and %7, %8 : tensor<i1>
        %10 = stablehlo.or %5, %9 : tensor<i1>
        %11 = stablehlo.select %10, %arg3, %arg5 : tensor<i1>, tensor<i32>
        stablehlo.return %6, %11 : tensor<f32>, tensor<i32>
      }
      mhlo.return %2#0, %2#1 : tensor<5xf32>, tensor<5xi32>
    }) {output_operand_aliasing = []} : (tensor<5x9xf32>) -> (tensor<5xf32>, tensor<5xi32>)
    return %0#1 : tensor<5xi32>
  }
}
