module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<48xf64>, %arg1: tensor<48xcomplex<f64>>, %arg2: tensor<6x10xcomplex<f64>>) -> (tensor<48xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<48xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<48xf64> {jax.result_info = "result[2]"}, tensor<16xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<6x10xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<6x10xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<2x4x6xcomplex<f64>> {jax.result_info = "result[6]"}, tensor<16xf64> {jax.result_info = "result[7]"}) {
    %0 = call @fft(%arg1) : (tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>>
    %1 = call @fft_0(%0) : (tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>>
    %2 = call @fft(%arg1) : (tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>>
    %3 = call @fft_1(%arg0) : (tensor<48xf64>) -> tensor<25xcomplex<f64>>
    %4 = call @fft_2(%3) : (tensor<25xcomplex<f64>>) -> tensor<48xf64>
    %5 = stablehlo.slice %arg0 [0:30] : (tensor<48xf64>) -> tensor<30xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_pad(%5, %c) : (tensor<30xf64>, tensor<i64>) -> tensor<30xf64>
    %7 = call @fft_3(%6) : (tensor<30xf64>) -> tensor<16xcomplex<f64>>
    %8 = call @fft_4(%arg2) : (tensor<6x10xcomplex<f64>>) -> tensor<6x10xcomplex<f64>>
    %9 = call @fft_5(%8) : (tensor<6x10xcomplex<f64>>) -> tensor<6x10xcomplex<f64>>
    %10 = call @fft_4(%arg2) : (tensor<6x10xcomplex<f64>>) -> tensor<6x10xcomplex<f64>>
    %11 = stablehlo.reshape %arg2 : (tensor<6x10xcomplex<f64>>) -> tensor<60xcomplex<f64>>
    %12 = stablehlo.slice %11 [0:48] : (tensor<60xcomplex<f64>>) -> tensor<48xcomplex<f64>>
    %13 = stablehlo.reshape %12 : (tensor<48xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %14 = call @fft_6(%13) : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    %15 = stablehlo.slice %arg1 [0:9] : (tensor<48xcomplex<f64>>) -> tensor<9xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<9xcomplex<f64>>) -> tensor<9xf64>
    %17 = stablehlo.imag %15 : (tensor<9xcomplex<f64>>) -> tensor<9xf64>
    %18 = stablehlo.negate %17 : tensor<9xf64>
    %19 = stablehlo.complex %16, %18 : tensor<9xcomplex<f64>>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %20 = call @_pad_7(%19, %c_0) : (tensor<9xcomplex<f64>>, tensor<i64>) -> tensor<9xcomplex<f64>>
    %21 = call @fft_8(%20) : (tensor<9xcomplex<f64>>) -> tensor<16xf64>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %23 = stablehlo.multiply %21, %22 : tensor<16xf64>
    return %1, %2, %4, %7, %9, %10, %14, %23 : tensor<48xcomplex<f64>>, tensor<48xcomplex<f64>>, tensor<48xf64>, tensor<16xcomplex<f64>>, tensor<6x10xcomplex<f64>>, tensor<6x10xcomplex<f64>>, tensor<2x4x6xcomplex<f64>>, tensor<16xf64>
  }
  func.func private @fft(%arg0: tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [48] : (tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>>
    return %0 : tensor<48xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [48] : (tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>>
    return %0 : tensor<48xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<48xf64>) -> tensor<25xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [48] : (tensor<48xf64>) -> tensor<25xcomplex<f64>>
    return %0 : tensor<25xcomplex<f64>>
  }
  func.func private @fft_2(%arg0: tensor<25xcomplex<f64>>) -> tensor<48xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [48] : (tensor<25xcomplex<f64>>) -> tensor<48xf64>
    return %0 : tensor<48xf64>
  }
  func.func private @_pad(%arg0: tensor<30xf64>, %arg1: tensor<i64>) -> tensor<30xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<30xf64>, tensor<f64>) -> tensor<30xf64>
    return %1 : tensor<30xf64>
  }
  func.func private @fft_3(%arg0: tensor<30xf64>) -> tensor<16xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [30] : (tensor<30xf64>) -> tensor<16xcomplex<f64>>
    return %0 : tensor<16xcomplex<f64>>
  }
  func.func private @fft_4(%arg0: tensor<6x10xcomplex<f64>>) -> tensor<6x10xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [6, 10] : (tensor<6x10xcomplex<f64>>) -> tensor<6x10xcomplex<f64>>
    return %0 : tensor<6x10xcomplex<f64>>
  }
  func.func private @fft_5(%arg0: tensor<6x10xcomplex<f64>>) -> tensor<6x10xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [6, 10] : (tensor<6x10xcomplex<f64>>) -> tensor<6x10xcomplex<f64>>
    return %0 : tensor<6x10xcomplex<f64>>
  }
  func.func private @fft_6(%arg0: tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 6] : (tensor<2x4x6xcomplex<f64>>) -> tensor<2x4x6xcomplex<f64>>
    return %0 : tensor<2x4x6xcomplex<f64>>
  }
  func.func private @_pad_7(%arg0: tensor<9xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<9xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<9xcomplex<f64>>, tensor<complex<f64>>) -> tensor<9xcomplex<f64>>
    return %1 : tensor<9xcomplex<f64>>
  }
  func.func private @fft_8(%arg0: tensor<9xcomplex<f64>>) -> tensor<16xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [16] : (tensor<9xcomplex<f64>>) -> tensor<16xf64>
    return %0 : tensor<16xf64>
  }
}
