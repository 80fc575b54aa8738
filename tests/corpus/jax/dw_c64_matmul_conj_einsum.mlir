module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x12xcomplex<f32>>, %arg1: tensor<12x7xcomplex<f32>>, %arg2: tensor<1x2x4x8xcomplex<f32>>, %arg3: tensor<1x2x6x8xcomplex<f32>>) -> (tensor<5x7xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<1x2x4x6xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.real %arg0 : (tensor<5x12xcomplex<f32>>) -> tensor<5x12xf32>
    %1 = stablehlo.imag %arg0 : (tensor<5x12xcomplex<f32>>) -> tensor<5x12xf32>
    %2 = stablehlo.negate %1 : tensor<5x12xf32>
    %3 = stablehlo.complex %0, %2 : tensor<5x12xcomplex<f32>>
    %4 = stablehlo.dot_general %3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x12xcomplex<f32>>, tensor<12x7xcomplex<f32>>) -> tensor<5x7xcomplex<f32>>
    %5 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x4x8xcomplex<f32>>, tensor<1x2x6x8xcomplex<f32>>) -> tensor<1x2x4x6xcomplex<f32>>
    return %4, %5 : tensor<5x7xcomplex<f32>>, tensor<1x2x4x6xcomplex<f32>>
  }
}
