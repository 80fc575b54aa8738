module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<4xf32>, %arg1: tensor<3xi32>) -> (tensor<4xf32>, tensor<3xi32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<4xf32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<3xi32>
    return %1, %3 : tensor<4xf32>, tensor<3xi32>
  }
  func.func private @region_1.2(%arg0: tensor<4xf32>, %arg1: tensor<3xi32>) -> (tensor<4xf32>, tensor<3xi32>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    return %1, %3 : tensor<4xf32>, tensor<3xi32>
  }
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<3xi32>) -> (tensor<4xf32>, tensor<3xi32>) {
    %0 = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
    %1:2 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %3 = stablehlo.subtract %arg1, %2 : tensor<4xf32>
      %c = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %5 = stablehlo.multiply %arg2, %4 : tensor<3xi32>
      stablehlo.return %3, %5 : tensor<4xf32>, tensor<3xi32>
    }, {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %3 = stablehlo.multiply %arg1, %2 : tensor<4xf32>
      %c = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %5 = stablehlo.add %arg2, %4 : tensor<3xi32>
      stablehlo.return %3, %5 : tensor<4xf32>, tensor<3xi32>
    }) : (tensor<i32>) -> (tensor<4xf32>, tensor<3xi32>)
    return %1#0, %1#1 : tensor<4xf32>, tensor<3xi32>
  }
}
