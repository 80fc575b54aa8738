module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x64xf32>, %arg1: tensor<8x12xf32>, %arg2: tensor<3x16xf32>) -> (tensor<3x33xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x64xf32> {jax.result_info = "result[1]"}, tensor<3x50xf32> {jax.result_info = "result[2]"}, tensor<8x12xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3x128xf32> {jax.result_info = "result[4]"}) {
    %0 = call @fft(%arg0) : (tensor<3x64xf32>) -> tensor<3x33xcomplex<f32>>
    %1 = call @fft(%arg0) : (tensor<3x64xf32>) -> tensor<3x33xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_pad(%1, %c) : (tensor<3x33xcomplex<f32>>, tensor<i32>) -> tensor<3x33xcomplex<f32>>
    %3 = call @fft_0(%2) : (tensor<3x33xcomplex<f32>>) -> tensor<3x64xf32>
    %4 = stablehlo.slice %arg0 [0:3, 0:50] : (tensor<3x64xf32>) -> tensor<3x50xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad_1(%4, %c_0) : (tensor<3x50xf32>, tensor<i32>) -> tensor<3x50xf32>
    %6 = call @fft_2(%5) : (tensor<3x50xf32>) -> tensor<3x26xcomplex<f32>>
    %7 = call @fft_3(%6) : (tensor<3x26xcomplex<f32>>) -> tensor<3x50xf32>
    %8 = call @fft_4(%arg1) : (tensor<8x12xf32>) -> tensor<8x12xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_pad_5(%arg0, %c_1) : (tensor<3x64xf32>, tensor<i32>) -> tensor<3x128xf32>
    %10 = call @fft_6(%9) : (tensor<3x128xf32>) -> tensor<3x65xcomplex<f32>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad_7(%arg2, %c_2) : (tensor<3x16xf32>, tensor<i32>) -> tensor<3x128xf32>
    %12 = call @fft_6(%11) : (tensor<3x128xf32>) -> tensor<3x65xcomplex<f32>>
    %13 = stablehlo.multiply %10, %12 : tensor<3x65xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @_pad_8(%13, %c_3) : (tensor<3x65xcomplex<f32>>, tensor<i32>) -> tensor<3x65xcomplex<f32>>
    %15 = call @fft_9(%14) : (tensor<3x65xcomplex<f32>>) -> tensor<3x128xf32>
    return %0, %3, %7, %8, %15 : tensor<3x33xcomplex<f32>>, tensor<3x64xf32>, tensor<3x50xf32>, tensor<8x12xcomplex<f32>>, tensor<3x128xf32>
  }
  func.func private @fft(%arg0: tensor<3x64xf32>) -> tensor<3x33xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<3x64xf32>) -> tensor<3x33xcomplex<f32>>
    return %0 : tensor<3x33xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<3x33xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x33xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x33xcomplex<f32>>
    return %1 : tensor<3x33xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<3x33xcomplex<f32>>) -> tensor<3x64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<3x33xcomplex<f32>>) -> tensor<3x64xf32>
    return %0 : tensor<3x64xf32>
  }
  func.func private @_pad_1(%arg0: tensor<3x50xf32>, %arg1: tensor<i32>) -> tensor<3x50xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x50xf32>, tensor<f32>) -> tensor<3x50xf32>
    return %1 : tensor<3x50xf32>
  }
  func.func private @fft_2(%arg0: tensor<3x50xf32>) -> tensor<3x26xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [50] : (tensor<3x50xf32>) -> tensor<3x26xcomplex<f32>>
    return %0 : tensor<3x26xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<3x26xcomplex<f32>>) -> tensor<3x50xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [50] : (tensor<3x26xcomplex<f32>>) -> tensor<3x50xf32>
    return %0 : tensor<3x50xf32>
  }
  func.func private @fft_4(%arg0: tensor<8x12xf32>) -> tensor<8x12xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<8x12xf32>) -> tensor<8x12xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [8, 12] : (tensor<8x12xcomplex<f32>>) -> tensor<8x12xcomplex<f32>>
    return %1 : tensor<8x12xcomplex<f32>>
  }
  func.func private @_pad_5(%arg0: tensor<3x64xf32>, %arg1: tensor<i32>) -> tensor<3x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 64], interior = [0, 0] : (tensor<3x64xf32>, tensor<f32>) -> tensor<3x128xf32>
    return %1 : tensor<3x128xf32>
  }
  func.func private @fft_6(%arg0: tensor<3x128xf32>) -> tensor<3x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128] : (tensor<3x128xf32>) -> tensor<3x65xcomplex<f32>>
    return %0 : tensor<3x65xcomplex<f32>>
  }
  func.func private @_pad_7(%arg0: tensor<3x16xf32>, %arg1: tensor<i32>) -> tensor<3x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 112], interior = [0, 0] : (tensor<3x16xf32>, tensor<f32>) -> tensor<3x128xf32>
    return %1 : tensor<3x128xf32>
  }
  func.func private @_pad_8(%arg0: tensor<3x65xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x65xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x65xcomplex<f32>>
    return %1 : tensor<3x65xcomplex<f32>>
  }
  func.func private @fft_9(%arg0: tensor<3x65xcomplex<f32>>) -> tensor<3x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128] : (tensor<3x65xcomplex<f32>>) -> tensor<3x128xf32>
    return %0 : tensor<3x128xf32>
  }
}
