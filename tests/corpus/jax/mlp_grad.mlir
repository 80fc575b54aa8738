module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false, mhlo.xla_entry_computation_result_layout = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], mhlo.xla_entry_computation_result_tiles = [[], [], [], []]} {
  func.func private @relu.1(%arg0: tensor<5x12xf32>) -> tensor<5x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<5x12xf32>
    return %1 : tensor<5x12xf32>
  }
  func.func private @region_0.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<6x12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12x3xf32>, %arg3: tensor<3xf32>, %arg4: tensor<5x6xf32>, %arg5: tensor<5x3xf32>) -> (tensor<6x12xf32>, tensor<12xf32>, tensor<12x3xf32>, tensor<3xf32>) {
    %0 = stablehlo.dot %arg4, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<5x6xf32>, tensor<6x12xf32>) -> tensor<5x12xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<12xf32>) -> tensor<1x12xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x12xf32>) -> tensor<12xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<12xf32>) -> tensor<5x12xf32>
    %5 = stablehlo.add %0, %4 : tensor<5x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %7 = stablehlo.compare GT, %5, %6 : (tensor<5x12xf32>, tensor<5x12xf32>) -> tensor<5x12xi1>
    %8 = call @relu.1(%5) : (tensor<5x12xf32>) -> tensor<5x12xf32>
    %9 = stablehlo.dot %8, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<5x12xf32>, tensor<12x3xf32>) -> tensor<5x3xf32>
    %10 = stablehlo.reshape %arg3 : (tensor<3xf32>) -> tensor<1x3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<1x3xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x3xf32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xf32>) -> tensor<5x3xf32>
    %14 = stablehlo.add %9, %13 : tensor<5x3xf32>
    %15 = stablehlo.subtract %14, %arg5 : tensor<5x3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<5x3xf32>
    %cst_1 = stablehlo.constant dense<0.0666666701> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x3xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<5x3xf32>
    %20 = stablehlo.dot_general %19, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<12x3xf32>) -> tensor<5x12xf32>
    %21 = stablehlo.select %7, %20, %6 : tensor<5x12xi1>, tensor<5x12xf32>
    %22 = stablehlo.dot_general %21, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x12xf32>, tensor<5x6xf32>) -> tensor<12x6xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6,12]{0,1}"} : (tensor<12x6xf32>) -> tensor<6x12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5x12xf32>, tensor<f32>) -> tensor<12xf32>
    %25 = stablehlo.reshape %24 : (tensor<12xf32>) -> tensor<1x12xf32>
    %26 = stablehlo.reduce(%25 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<1x12xf32>, tensor<f32>) -> tensor<12xf32>
    %27 = stablehlo.dot_general %19, %8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x3xf32>, tensor<5x12xf32>) -> tensor<3x12xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[12,3]{0,1}"} : (tensor<3x12xf32>) -> tensor<12x3xf32>
    %29 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5x3xf32>, tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.reshape %29 : (tensor<3xf32>) -> tensor<1x3xf32>
    %31 = stablehlo.reduce(%30 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %23, %26, %28, %31 : tensor<6x12xf32>, tensor<12xf32>, tensor<12x3xf32>, tensor<3xf32>
  }
}
