module @jit__lambda attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xi32>, tensor<2xi1>, tensor<2xcomplex<f32>>, tensor<2xbf16>, tensor<2xf16>, tensor<2xui8>) {
    %cst = stablehlo.constant dense<[[1.500000e+00, -2.000000e+00, 0x7FC00000], [0x7F800000, 0xFF800000, 1.000000e-01]]> : tensor<2x3xf32>
    %0 = stablehlo.add %arg0, %cst : tensor<2x3xf32>
    %c = stablehlo.constant dense<[2, -4, 6]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %cst_1 = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (0.000000e+00,-5.000000e-01)]> : tensor<2xcomplex<f32>>
    %2 = stablehlo.multiply %1, %cst_2 : tensor<2xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<[2.001950e-01, 6.000000e+00]> : tensor<2xbf16>
    %cst_4 = stablehlo.constant dense<[6.550400e+04, 1.000170e-04]> : tensor<2xf16>
    %c_5 = stablehlo.constant dense<[44, 103]> : tensor<2xui8>
    return %0, %c, %c_0, %2, %cst_3, %cst_4, %c_5 : tensor<2x3xf32>, tensor<3xi32>, tensor<2xi1>, tensor<2xcomplex<f32>>, tensor<2xbf16>, tensor<2xf16>, tensor<2xui8>
  }
}
