module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x10xcomplex<f64>>, %arg1: tensor<10x4xcomplex<f64>>, %arg2: tensor<2x3x5xcomplex<f64>>, %arg3: tensor<2x5x4xcomplex<f64>>, %arg4: tensor<10x3xf64>) -> (tensor<6x4xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<6x6xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<2x3x4xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<complex<f64>> {jax.result_info = "result[3]"}, tensor<6x3xcomplex<f64>> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x10xcomplex<f64>>, tensor<10x4xcomplex<f64>>) -> tensor<6x4xcomplex<f64>>
    %1 = stablehlo.real %arg0 : (tensor<6x10xcomplex<f64>>) -> tensor<6x10xf64>
    %2 = stablehlo.imag %arg0 : (tensor<6x10xcomplex<f64>>) -> tensor<6x10xf64>
    %3 = stablehlo.negate %2 : tensor<6x10xf64>
    %4 = stablehlo.complex %1, %3 : tensor<6x10xcomplex<f64>>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x10xcomplex<f64>>, tensor<6x10xcomplex<f64>>) -> tensor<6x6xcomplex<f64>>
    %6 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x5xcomplex<f64>>, tensor<2x5x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
    %7 = stablehlo.slice %arg0 [0:1, 0:10] : (tensor<6x10xcomplex<f64>>) -> tensor<1x10xcomplex<f64>>
    %8 = stablehlo.reshape %7 : (tensor<1x10xcomplex<f64>>) -> tensor<10xcomplex<f64>>
    %9 = stablehlo.slice %arg0 [1:2, 0:10] : (tensor<6x10xcomplex<f64>>) -> tensor<1x10xcomplex<f64>>
    %10 = stablehlo.reshape %9 : (tensor<1x10xcomplex<f64>>) -> tensor<10xcomplex<f64>>
    %11 = stablehlo.real %8 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %12 = stablehlo.imag %8 : (tensor<10xcomplex<f64>>) -> tensor<10xf64>
    %13 = stablehlo.negate %12 : tensor<10xf64>
    %14 = stablehlo.complex %11, %13 : tensor<10xcomplex<f64>>
    %15 = stablehlo.dot_general %14, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<10xcomplex<f64>>, tensor<10xcomplex<f64>>) -> tensor<complex<f64>>
    %16 = stablehlo.convert %arg0 : tensor<6x10xcomplex<f64>>
    %17 = stablehlo.convert %arg4 : (tensor<10x3xf64>) -> tensor<10x3xcomplex<f64>>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x10xcomplex<f64>>, tensor<10x3xcomplex<f64>>) -> tensor<6x3xcomplex<f64>>
    return %0, %5, %6, %15, %18 : tensor<6x4xcomplex<f64>>, tensor<6x6xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<complex<f64>>, tensor<6x3xcomplex<f64>>
  }
}
