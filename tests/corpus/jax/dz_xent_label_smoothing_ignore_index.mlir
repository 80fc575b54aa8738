module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x1031xf32>, %arg1: tensor<12xi32>) -> (tensor<f32> {jax.result_info = "result[0][0]"}, tensor<12xf32> {jax.result_info = "result[0][1]"}, tensor<12x1031xf32> {jax.result_info = "result[1]"}) {
    %0 = call @log_softmax(%arg0) : (tensor<12x1031xf32>) -> tensor<12x1031xf32>
    %c = stablehlo.constant dense<-100> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.compare NE, %arg1, %1, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_where(%2, %arg1, %c_0) : (tensor<12xi1>, tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %4 = call @_one_hot(%3) : (tensor<12xi32>) -> tensor<12x1031xf32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x1031xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<12x1031xf32>
    %cst_1 = stablehlo.constant dense<9.69932079E-5> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12x1031xf32>
    %8 = stablehlo.add %6, %7 : tensor<12x1031xf32>
    %9 = stablehlo.multiply %8, %0 : tensor<12x1031xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %11 = stablehlo.negate %10 : tensor<12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = call @_where_0(%2, %11, %cst_3) : (tensor<12xi1>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.convert %2 : (tensor<12xi1>) -> tensor<12xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.reduce(%14 init: %c_5) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.maximum %15, %c_6 : tensor<i32>
    %17 = stablehlo.convert %16 : (tensor<i32>) -> tensor<f32>
    %18 = stablehlo.divide %13, %17 : tensor<f32>
    %19:2 = call @log_softmax_1(%arg0) : (tensor<12x1031xf32>) -> (tensor<12x1031xf32>, tensor<12x1xf32>)
    %c_7 = stablehlo.constant dense<-100> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %21 = stablehlo.compare NE, %arg1, %20, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @_where(%21, %arg1, %c_8) : (tensor<12xi1>, tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %23 = call @_one_hot(%22) : (tensor<12xi32>) -> tensor<12x1031xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12x1031xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<12x1031xf32>
    %cst_10 = stablehlo.constant dense<9.69932079E-5> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12x1031xf32>
    %27 = stablehlo.add %25, %26 : tensor<12x1031xf32>
    %28 = stablehlo.convert %21 : (tensor<12xi1>) -> tensor<12xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.reduce(%28 init: %c_11) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.maximum %29, %c_12 : tensor<i32>
    %31 = stablehlo.convert %30 : (tensor<i32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.divide %cst_13, %31 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %34 = call @_where_2(%21, %33) : (tensor<12xi1>, tensor<12xf32>) -> tensor<12xf32>
    %35 = stablehlo.negate %34 : tensor<12xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<12xf32>) -> tensor<12x1031xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<12x1031xf32>
    %38 = call @log_softmax_3(%19#0, %19#1, %37) : (tensor<12x1031xf32>, tensor<12x1xf32>, tensor<12x1031xf32>) -> tensor<12x1031xf32>
    return %18, %11, %38 : tensor<f32>, tensor<12xf32>, tensor<12x1031xf32>
  }
  func.func private @log_softmax(%arg0: tensor<12x1031xf32>) -> tensor<12x1031xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<12xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x1031xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<12x1031xf32>
    %6 = stablehlo.exponential %5 : tensor<12x1031xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %9 = stablehlo.log %8 : tensor<12x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x1031xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<12x1031xf32>
    return %11 : tensor<12x1031xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @_one_hot(%arg0: tensor<12xi32>) -> tensor<12x1031xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x1031xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<12x1xi32>) -> tensor<12x1031xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1031xi32>) -> tensor<12x1031xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<12x1031xi32>, tensor<12x1031xi32>) -> tensor<12x1031xi1>
    %5 = stablehlo.convert %4 : (tensor<12x1031xi1>) -> tensor<12x1031xf32>
    return %5 : tensor<12x1031xf32>
  }
  func.func private @_where_0(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<12xi1>, tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<12x1031xf32>) -> (tensor<12x1031xf32>, tensor<12x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<12xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x1031xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<12x1031xf32>
    %6 = stablehlo.exponential %5 : tensor<12x1031xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    return %6, %8 : tensor<12x1031xf32>, tensor<12x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<12xi1>, tensor<12xf32>
    return %1 : tensor<12xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<12x1031xf32>, %arg1: tensor<12x1xf32>, %arg2: tensor<12x1031xf32>) -> tensor<12x1031xf32> {
    %0 = stablehlo.negate %arg2 : tensor<12x1031xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<12x1031xf32>, tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.reshape %1 : (tensor<12xf32>) -> tensor<12x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<12x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<12x1xf32>, tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<12xf32>) -> tensor<12x1031xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<12x1031xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<12x1031xf32>
    return %7 : tensor<12x1031xf32>
  }
}
