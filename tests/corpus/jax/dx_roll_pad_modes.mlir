module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xi32>) -> (tensor<3x4x5xi32> {jax.result_info = "result[0]"}, tensor<3x4x5xi32> {jax.result_info = "result[1]"}, tensor<15x14xi32> {jax.result_info = "result[2]"}, tensor<10x16xi32> {jax.result_info = "result[3]"}, tensor<15x16xi32> {jax.result_info = "result[4]"}, tensor<9x6xi32> {jax.result_info = "result[5]"}, tensor<7x9xi32> {jax.result_info = "result[6]"}) {
    %0 = call @_roll_static(%arg0) : (tensor<3x4x5xi32>) -> tensor<3x4x5xi32>
    %1 = stablehlo.reshape %arg0 : (tensor<3x4x5xi32>) -> tensor<60xi32>
    %2 = call @_roll_static_0(%1) : (tensor<60xi32>) -> tensor<60xi32>
    %3 = stablehlo.reshape %2 : (tensor<60xi32>) -> tensor<3x4x5xi32>
    %4 = stablehlo.slice %arg0 [0:1, 0:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<1x4x5xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x4x5xi32>) -> tensor<4x5xi32>
    %6 = call @_pad(%5) : (tensor<4x5xi32>) -> tensor<15x14xi32>
    %7 = stablehlo.slice %arg0 [0:1, 0:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<1x4x5xi32>
    %8 = stablehlo.reshape %7 : (tensor<1x4x5xi32>) -> tensor<4x5xi32>
    %9 = call @_pad_5(%8) : (tensor<4x5xi32>) -> tensor<10x16xi32>
    %10 = stablehlo.slice %arg0 [0:1, 0:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<1x4x5xi32>
    %11 = stablehlo.reshape %10 : (tensor<1x4x5xi32>) -> tensor<4x5xi32>
    %12 = call @_pad_11(%11) : (tensor<4x5xi32>) -> tensor<15x16xi32>
    %13 = stablehlo.slice %arg0 [0:1, 0:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<1x4x5xi32>
    %14 = stablehlo.reshape %13 : (tensor<1x4x5xi32>) -> tensor<4x5xi32>
    %15 = call @_pad_12(%14) : (tensor<4x5xi32>) -> tensor<9x6xi32>
    %16 = stablehlo.slice %arg0 [0:1, 0:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<1x4x5xi32>
    %17 = stablehlo.reshape %16 : (tensor<1x4x5xi32>) -> tensor<4x5xi32>
    %18 = call @_pad_13(%17) : (tensor<4x5xi32>) -> tensor<7x9xi32>
    return %0, %3, %6, %9, %12, %15, %18 : tensor<3x4x5xi32>, tensor<3x4x5xi32>, tensor<15x14xi32>, tensor<10x16xi32>, tensor<15x16xi32>, tensor<9x6xi32>, tensor<7x9xi32>
  }
  func.func private @_roll_static(%arg0: tensor<3x4x5xi32>) -> tensor<3x4x5xi32> {
    %0 = stablehlo.slice %arg0 [2:3, 0:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<1x4x5xi32>
    %1 = stablehlo.slice %arg0 [0:2, 0:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<2x4x5xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x4x5xi32>, tensor<2x4x5xi32>) -> tensor<3x4x5xi32>
    %3 = stablehlo.slice %2 [0:3, 1:4, 0:5] : (tensor<3x4x5xi32>) -> tensor<3x3x5xi32>
    %4 = stablehlo.slice %2 [0:3, 0:1, 0:5] : (tensor<3x4x5xi32>) -> tensor<3x1x5xi32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<3x3x5xi32>, tensor<3x1x5xi32>) -> tensor<3x4x5xi32>
    %6 = stablehlo.slice %5 [0:3, 0:4, 2:5] : (tensor<3x4x5xi32>) -> tensor<3x4x3xi32>
    %7 = stablehlo.slice %5 [0:3, 0:4, 0:2] : (tensor<3x4x5xi32>) -> tensor<3x4x2xi32>
    %8 = stablehlo.concatenate %6, %7, dim = 2 : (tensor<3x4x3xi32>, tensor<3x4x2xi32>) -> tensor<3x4x5xi32>
    return %8 : tensor<3x4x5xi32>
  }
  func.func private @_roll_static_0(%arg0: tensor<60xi32>) -> tensor<60xi32> {
    %0 = stablehlo.slice %arg0 [1:60] : (tensor<60xi32>) -> tensor<59xi32>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<60xi32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<59xi32>, tensor<1xi32>) -> tensor<60xi32>
    return %2 : tensor<60xi32>
  }
  func.func private @_pad(%arg0: tensor<4x5xi32>) -> tensor<15x14xi32> {
    %0 = stablehlo.slice %arg0 [1:4, 0:5] : (tensor<4x5xi32>) -> tensor<3x5xi32>
    %1 = call @_flip(%0) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<3x5xi32>, tensor<4x5xi32>) -> tensor<7x5xi32>
    %3 = stablehlo.slice %2 [1:3, 0:5] : (tensor<7x5xi32>) -> tensor<2x5xi32>
    %4 = call @_flip_1(%3) : (tensor<2x5xi32>) -> tensor<2x5xi32>
    %5 = stablehlo.concatenate %4, %2, dim = 0 : (tensor<2x5xi32>, tensor<7x5xi32>) -> tensor<9x5xi32>
    %6 = stablehlo.slice %5 [5:8, 0:5] : (tensor<9x5xi32>) -> tensor<3x5xi32>
    %7 = call @_flip(%6) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %8 = stablehlo.concatenate %5, %7, dim = 0 : (tensor<9x5xi32>, tensor<3x5xi32>) -> tensor<12x5xi32>
    %9 = stablehlo.slice %8 [8:11, 0:5] : (tensor<12x5xi32>) -> tensor<3x5xi32>
    %10 = call @_flip(%9) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %11 = stablehlo.concatenate %8, %10, dim = 0 : (tensor<12x5xi32>, tensor<3x5xi32>) -> tensor<15x5xi32>
    %12 = stablehlo.slice %11 [0:15, 1:5] : (tensor<15x5xi32>) -> tensor<15x4xi32>
    %13 = call @_flip_2(%12) : (tensor<15x4xi32>) -> tensor<15x4xi32>
    %14 = stablehlo.concatenate %13, %11, dim = 1 : (tensor<15x4xi32>, tensor<15x5xi32>) -> tensor<15x9xi32>
    %15 = stablehlo.slice %14 [0:15, 1:4] : (tensor<15x9xi32>) -> tensor<15x3xi32>
    %16 = call @_flip_3(%15) : (tensor<15x3xi32>) -> tensor<15x3xi32>
    %17 = stablehlo.concatenate %16, %14, dim = 1 : (tensor<15x3xi32>, tensor<15x9xi32>) -> tensor<15x12xi32>
    %18 = stablehlo.slice %17 [0:15, 9:11] : (tensor<15x12xi32>) -> tensor<15x2xi32>
    %19 = call @_flip_4(%18) : (tensor<15x2xi32>) -> tensor<15x2xi32>
    %20 = stablehlo.concatenate %17, %19, dim = 1 : (tensor<15x12xi32>, tensor<15x2xi32>) -> tensor<15x14xi32>
    return %20 : tensor<15x14xi32>
  }
  func.func private @_flip(%arg0: tensor<3x5xi32>) -> tensor<3x5xi32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3x5xi32>
    return %0 : tensor<3x5xi32>
  }
  func.func private @_flip_1(%arg0: tensor<2x5xi32>) -> tensor<2x5xi32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x5xi32>
    return %0 : tensor<2x5xi32>
  }
  func.func private @_flip_2(%arg0: tensor<15x4xi32>) -> tensor<15x4xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<15x4xi32>
    return %0 : tensor<15x4xi32>
  }
  func.func private @_flip_3(%arg0: tensor<15x3xi32>) -> tensor<15x3xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<15x3xi32>
    return %0 : tensor<15x3xi32>
  }
  func.func private @_flip_4(%arg0: tensor<15x2xi32>) -> tensor<15x2xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<15x2xi32>
    return %0 : tensor<15x2xi32>
  }
  func.func private @_pad_5(%arg0: tensor<4x5xi32>) -> tensor<10x16xi32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:5] : (tensor<4x5xi32>) -> tensor<4x5xi32>
    %1 = call @_flip_6(%0) : (tensor<4x5xi32>) -> tensor<4x5xi32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<8x5xi32>
    %3 = stablehlo.slice %2 [0:1, 0:5] : (tensor<8x5xi32>) -> tensor<1x5xi32>
    %4 = call @_flip_7(%3) : (tensor<1x5xi32>) -> tensor<1x5xi32>
    %5 = stablehlo.concatenate %4, %2, dim = 0 : (tensor<1x5xi32>, tensor<8x5xi32>) -> tensor<9x5xi32>
    %6 = stablehlo.slice %5 [8:9, 0:5] : (tensor<9x5xi32>) -> tensor<1x5xi32>
    %7 = call @_flip_7(%6) : (tensor<1x5xi32>) -> tensor<1x5xi32>
    %8 = stablehlo.concatenate %5, %7, dim = 0 : (tensor<9x5xi32>, tensor<1x5xi32>) -> tensor<10x5xi32>
    %9 = stablehlo.slice %8 [0:10, 0:2] : (tensor<10x5xi32>) -> tensor<10x2xi32>
    %10 = call @_flip_8(%9) : (tensor<10x2xi32>) -> tensor<10x2xi32>
    %11 = stablehlo.concatenate %10, %8, dim = 1 : (tensor<10x2xi32>, tensor<10x5xi32>) -> tensor<10x7xi32>
    %12 = stablehlo.slice %11 [0:10, 2:7] : (tensor<10x7xi32>) -> tensor<10x5xi32>
    %13 = call @_flip_9(%12) : (tensor<10x5xi32>) -> tensor<10x5xi32>
    %14 = stablehlo.concatenate %11, %13, dim = 1 : (tensor<10x7xi32>, tensor<10x5xi32>) -> tensor<10x12xi32>
    %15 = stablehlo.slice %14 [0:10, 8:12] : (tensor<10x12xi32>) -> tensor<10x4xi32>
    %16 = call @_flip_10(%15) : (tensor<10x4xi32>) -> tensor<10x4xi32>
    %17 = stablehlo.concatenate %14, %16, dim = 1 : (tensor<10x12xi32>, tensor<10x4xi32>) -> tensor<10x16xi32>
    return %17 : tensor<10x16xi32>
  }
  func.func private @_flip_6(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x5xi32>
    return %0 : tensor<4x5xi32>
  }
  func.func private @_flip_7(%arg0: tensor<1x5xi32>) -> tensor<1x5xi32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x5xi32>
    return %0 : tensor<1x5xi32>
  }
  func.func private @_flip_8(%arg0: tensor<10x2xi32>) -> tensor<10x2xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<10x2xi32>
    return %0 : tensor<10x2xi32>
  }
  func.func private @_flip_9(%arg0: tensor<10x5xi32>) -> tensor<10x5xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<10x5xi32>
    return %0 : tensor<10x5xi32>
  }
  func.func private @_flip_10(%arg0: tensor<10x4xi32>) -> tensor<10x4xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<10x4xi32>
    return %0 : tensor<10x4xi32>
  }
  func.func private @_pad_11(%arg0: tensor<4x5xi32>) -> tensor<15x16xi32> {
    %0 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xi32>) -> tensor<1x5xi32>
    %1 = stablehlo.slice %arg0 [0:2, 0:5] : (tensor<4x5xi32>) -> tensor<2x5xi32>
    %2 = stablehlo.concatenate %0, %arg0, %arg0, %arg0, %1, dim = 0 : (tensor<1x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xi32>, tensor<2x5xi32>) -> tensor<15x5xi32>
    %3 = stablehlo.slice %2 [0:15, 0:1] : (tensor<15x5xi32>) -> tensor<15x1xi32>
    %4 = stablehlo.concatenate %2, %2, %2, %3, dim = 1 : (tensor<15x5xi32>, tensor<15x5xi32>, tensor<15x5xi32>, tensor<15x1xi32>) -> tensor<15x16xi32>
    return %4 : tensor<15x16xi32>
  }
  func.func private @_pad_12(%arg0: tensor<4x5xi32>) -> tensor<9x6xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xi32>) -> tensor<1x5xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x5xi32>) -> tensor<1x2x5xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x5xi32>) -> tensor<2x5xi32>
    %3 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xi32>) -> tensor<1x5xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xi32>) -> tensor<1x3x5xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3x5xi32>) -> tensor<3x5xi32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<2x5xi32>, tensor<4x5xi32>, tensor<3x5xi32>) -> tensor<9x5xi32>
    %7 = stablehlo.slice %6 [0:9, 0:1] : (tensor<9x5xi32>) -> tensor<9x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<9x1xi32>) -> tensor<9x1x1xi32>
    %9 = stablehlo.reshape %8 : (tensor<9x1x1xi32>) -> tensor<9x1xi32>
    %10 = stablehlo.slice %6 [0:9, 4:5] : (tensor<9x5xi32>) -> tensor<9x1xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<9x1xi32>) -> tensor<9x1x0xi32>
    %12 = stablehlo.reshape %11 : (tensor<9x1x0xi32>) -> tensor<9x0xi32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<9x1xi32>, tensor<9x5xi32>, tensor<9x0xi32>) -> tensor<9x6xi32>
    return %13 : tensor<9x6xi32>
  }
  func.func private @_pad_13(%arg0: tensor<4x5xi32>) -> tensor<7x9xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xi32>) -> tensor<1x5xi32>
    %1 = stablehlo.slice %arg0 [1:2, 0:5] : (tensor<4x5xi32>) -> tensor<1x5xi32>
    %2 = call @_flip_7(%1) : (tensor<1x5xi32>) -> tensor<1x5xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x5xi32>
    %4 = stablehlo.multiply %3, %0 : tensor<1x5xi32>
    %5 = stablehlo.subtract %4, %2 : tensor<1x5xi32>
    %6 = stablehlo.concatenate %5, %arg0, dim = 0 : (tensor<1x5xi32>, tensor<4x5xi32>) -> tensor<5x5xi32>
    %7 = stablehlo.slice %6 [4:5, 0:5] : (tensor<5x5xi32>) -> tensor<1x5xi32>
    %8 = stablehlo.slice %6 [2:4, 0:5] : (tensor<5x5xi32>) -> tensor<2x5xi32>
    %9 = call @_flip_1(%8) : (tensor<2x5xi32>) -> tensor<2x5xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x5xi32>
    %11 = stablehlo.multiply %10, %7 : tensor<1x5xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<2x5xi32>
    %13 = stablehlo.subtract %12, %9 : tensor<2x5xi32>
    %14 = stablehlo.concatenate %6, %13, dim = 0 : (tensor<5x5xi32>, tensor<2x5xi32>) -> tensor<7x5xi32>
    %15 = stablehlo.slice %14 [0:7, 0:1] : (tensor<7x5xi32>) -> tensor<7x1xi32>
    %16 = stablehlo.slice %14 [0:7, 1:4] : (tensor<7x5xi32>) -> tensor<7x3xi32>
    %17 = call @_flip_14(%16) : (tensor<7x3xi32>) -> tensor<7x3xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7x1xi32>
    %19 = stablehlo.multiply %18, %15 : tensor<7x1xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x3xi32>
    %21 = stablehlo.subtract %20, %17 : tensor<7x3xi32>
    %22 = stablehlo.concatenate %21, %14, dim = 1 : (tensor<7x3xi32>, tensor<7x5xi32>) -> tensor<7x8xi32>
    %23 = stablehlo.slice %22 [0:7, 7:8] : (tensor<7x8xi32>) -> tensor<7x1xi32>
    %24 = stablehlo.slice %22 [0:7, 6:7] : (tensor<7x8xi32>) -> tensor<7x1xi32>
    %25 = call @_flip_15(%24) : (tensor<7x1xi32>) -> tensor<7x1xi32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7x1xi32>
    %27 = stablehlo.multiply %26, %23 : tensor<7x1xi32>
    %28 = stablehlo.subtract %27, %25 : tensor<7x1xi32>
    %29 = stablehlo.concatenate %22, %28, dim = 1 : (tensor<7x8xi32>, tensor<7x1xi32>) -> tensor<7x9xi32>
    return %29 : tensor<7x9xi32>
  }
  func.func private @_flip_14(%arg0: tensor<7x3xi32>) -> tensor<7x3xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x3xi32>
    return %0 : tensor<7x3xi32>
  }
  func.func private @_flip_15(%arg0: tensor<7x1xi32>) -> tensor<7x1xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x1xi32>
    return %0 : tensor<7x1xi32>
  }
}
