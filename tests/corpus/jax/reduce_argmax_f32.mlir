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
  func.func private @argmax.2(%arg0: tensor<5x4xf32>) -> tensor<5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xi32>) -> tensor<5x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:2 = stablehlo.reduce(%arg0 init: %cst), (%1 init: %c) across dimensions = [1] : (tensor<5x4xf32>, tensor<5x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %3 = stablehlo.compare GT, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare NE, %arg1, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.or %3, %4 : tensor<i1>
      %6 = stablehlo.select %5, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare EQ, %arg1, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare LT, %arg2, %arg4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = stablehlo.and %7, %8 : tensor<i1>
      %10 = stablehlo.or %5, %9 : tensor<i1>
      %11 = stablehlo.select %10, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %6, %11 : tensor<f32>, tensor<i32>
    }
    return %2#1 : tensor<5xi32>
  }
  func.func @main(%arg0: tensor<5x4xf32>) -> tensor<5xi32> {
    %0 = call @argmax.2(%arg0) : (tensor<5x4xf32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
}
