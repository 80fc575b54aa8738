module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where.4(%arg0: tensor<i1>, %arg1: tensor<6x1xf32>, %arg2: tensor<f32>) -> tensor<6x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i1>) -> tensor<6x1xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<6x1xi1>, tensor<6x1xf32>
    return %2 : tensor<6x1xf32>
  }
  func.func private @_var.5(%arg0: tensor<6x32xf32>, %arg1: tensor<i32>) -> tensor<6x1xf32> {
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.subtract %cst, %0 : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GT, %1, %cst_0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<6x32xf32>, tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.reshape %3 : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<6x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<6x1xf32>) -> tensor<6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<6xf32>) -> tensor<6x32xf32>
    %10 = stablehlo.subtract %arg0, %9 : tensor<6x32xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<6x32xf32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<6x32xf32>, tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.reshape %12 : (tensor<6xf32>) -> tensor<6x1xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<6x1xf32>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where.4(%2, %15, %cst_2) : (tensor<i1>, tensor<6x1xf32>, tensor<f32>) -> tensor<6x1xf32>
    return %16 : tensor<6x1xf32>
  }
  func.func @main(%arg0: tensor<6x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<6x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x32xf32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<6x1xf32>) -> tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<6xf32>) -> tensor<6x32xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<6x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = call @_var.5(%arg0, %c) : (tensor<6x32xf32>, tensor<i32>) -> tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<6x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<6x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<6x1xf32>) -> tensor<6xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<6xf32>) -> tensor<6x32xf32>
    %15 = stablehlo.multiply %7, %14 : tensor<6x32xf32>
    %16 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x32xf32>) -> tensor<32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<32xf32>) -> tensor<6x32xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<6x32xf32>
    %21 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x32xf32>) -> tensor<32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<32xf32>) -> tensor<6x32xf32>
    %25 = stablehlo.add %20, %24 : tensor<6x32xf32>
    return %25 : tensor<6x32xf32>
  }
}
