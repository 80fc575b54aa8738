func.func @main(%z: tensor<3x8xcomplex<f32>>, %r: tensor<2x8xf32>) -> (tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x8xf32>) {
  %0 = stablehlo.fft %z, type = FFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %1 = stablehlo.fft %z, type = IFFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %2 = "stablehlo.fft"(%z) <{fft_length = array<i64: 3, 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %3 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
  %4 = stablehlo.fft %3, type = IRFFT, length = [8] : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
  return %0, %1, %2, %3, %4 : tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<3x8xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x8xf32>
}
