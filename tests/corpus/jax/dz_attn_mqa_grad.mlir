module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x12x8x16xf32>, %arg1: tensor<2x12x1x16xf32>, %arg2: tensor<2x12x1x16xf32>) -> (tensor<2x12x8x16xf32> {jax.result_info = "result[0]"}, tensor<2x12x1x16xf32> {jax.result_info = "result[1]"}, tensor<2x12x1x16xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 4] : (tensor<2x12x1x16xf32>) -> tensor<2x12x1x2x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x12x1x2x16xf32>) -> tensor<2x12x2x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 4] : (tensor<2x12x1x16xf32>) -> tensor<2x12x1x2x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x12x1x2x16xf32>) -> tensor<2x12x2x16xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<2x12x8x16xf32>) -> tensor<2x12x2x4x16xf32>
    %5 = stablehlo.dot_general %1, %4, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x12x2x16xf32>, tensor<2x12x2x4x16xf32>) -> tensor<2x2x12x12x4xf32>
    %6 = stablehlo.transpose %5, dims = [0, 1, 4, 3, 2] : (tensor<2x2x12x12x4xf32>) -> tensor<2x2x4x12x12xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4x12x12xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x2x4x12x12xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<12x12xi1>
    %10 = call @tril(%9) : (tensor<12x12xi1>) -> tensor<12x12xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %11:2 = call @_where(%10, %8, %cst_0) : (tensor<12x12xi1>, tensor<2x2x4x12x12xf32>, tensor<f32>) -> (tensor<2x2x4x12x12xf32>, tensor<2x2x4x12x12xi1>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11#0 init: %cst_1) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x4x12x12xf32>, tensor<f32>) -> tensor<2x2x4x12xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x4x12xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<2x2x4x12xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<2x2x4x12xf32>) -> tensor<2x2x4x12x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x12x1xf32>) -> tensor<2x2x4x12x12xf32>
    %17 = stablehlo.subtract %11#0, %16 : tensor<2x2x4x12x12xf32>
    %18 = stablehlo.exponential %17 : tensor<2x2x4x12x12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x12x12xf32>, tensor<f32>) -> tensor<2x2x4x12xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<2x2x4x12xf32>) -> tensor<2x2x4x12x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x12x1xf32>) -> tensor<2x2x4x12x12xf32>
    %22 = stablehlo.divide %18, %21 : tensor<2x2x4x12x12xf32>
    %23 = stablehlo.multiply %20, %20 : tensor<2x2x4x12x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2x4x12x1xf32>
    %25 = stablehlo.divide %24, %23 : tensor<2x2x4x12x1xf32>
    %26 = stablehlo.dot_general %3, %22, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x12x2x16xf32>, tensor<2x2x4x12x12xf32>) -> tensor<2x2x16x4x12xf32>
    %27 = stablehlo.transpose %26, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x4x12xf32>) -> tensor<2x12x2x4x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x12x2x4x16xf32>) -> tensor<2x12x128xf32>
    %29 = stablehlo.tanh %28 : tensor<2x12x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %31 = stablehlo.subtract %30, %29 : tensor<2x12x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2x12x128xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<2x12x128xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x12x128xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x12x128xf32>) -> tensor<2x12x2x4x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 4, 3, 1] : (tensor<2x12x2x4x16xf32>) -> tensor<2x2x16x4x12xf32>
    %38 = stablehlo.dot_general %37, %3, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x4x12xf32>, tensor<2x12x2x16xf32>) -> tensor<2x2x4x12x12xf32>
    %39 = stablehlo.dot_general %37, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x4x12xf32>, tensor<2x2x4x12x12xf32>) -> tensor<2x2x16x12xf32>
    %40 = stablehlo.transpose %39, dims = [0, 3, 1, 2] : (tensor<2x2x16x12xf32>) -> tensor<2x12x2x16xf32>
    %41 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x12x1xf32>) -> tensor<2x2x4x12x12xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<2x2x4x12x12xf32>
    %43 = stablehlo.multiply %42, %18 : tensor<2x2x4x12x12xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x12x12xf32>, tensor<f32>) -> tensor<2x2x4x12xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x2x4x12xf32>) -> tensor<2x2x4x12x1xf32>
    %46 = stablehlo.negate %45 : tensor<2x2x4x12x1xf32>
    %47 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3, 4] : (tensor<2x2x4x12x1xf32>) -> tensor<2x2x4x12x12xf32>
    %48 = stablehlo.divide %38, %47 : tensor<2x2x4x12x12xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%46 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<2x2x4x12x1xf32>, tensor<f32>) -> tensor<2x2x4x12xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x2x4x12xf32>) -> tensor<2x2x4x12x12xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x2x4x12x12xf32>
    %52 = stablehlo.multiply %51, %18 : tensor<2x2x4x12x12xf32>
    %53 = call @_where_0(%11#1, %52) : (tensor<2x2x4x12x12xi1>, tensor<2x2x4x12x12xf32>) -> tensor<2x2x4x12x12xf32>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x4x12x12xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x2x4x12x12xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 4, 3, 2] : (tensor<2x2x4x12x12xf32>) -> tensor<2x2x12x12x4xf32>
    %57 = stablehlo.dot_general %56, %1, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x12x12x4xf32>, tensor<2x12x2x16xf32>) -> tensor<2x2x12x4x16xf32>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3, 4] : (tensor<2x2x12x4x16xf32>) -> tensor<2x12x2x4x16xf32>
    %59 = stablehlo.dot_general %56, %4, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x12x12x4xf32>, tensor<2x12x2x4x16xf32>) -> tensor<2x2x12x16xf32>
    %60 = stablehlo.transpose %59, dims = [0, 2, 1, 3] : (tensor<2x2x12x16xf32>) -> tensor<2x12x2x16xf32>
    %61 = stablehlo.reshape %58 : (tensor<2x12x2x4x16xf32>) -> tensor<2x12x8x16xf32>
    %62 = stablehlo.reshape %40 : (tensor<2x12x2x16xf32>) -> tensor<2x12x1x2x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_10) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x12x1x2x16xf32>, tensor<f32>) -> tensor<2x12x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<2x12x16xf32>) -> tensor<2x12x1x16xf32>
    %65 = stablehlo.reshape %60 : (tensor<2x12x2x16xf32>) -> tensor<2x12x1x2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.add across dimensions = [2, 3] : (tensor<2x12x1x2x16xf32>, tensor<f32>) -> tensor<2x12x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<2x12x16xf32>) -> tensor<2x12x1x16xf32>
    return %61, %67, %64 : tensor<2x12x8x16xf32>, tensor<2x12x1x16xf32>, tensor<2x12x1x16xf32>
  }
  func.func private @tril(%arg0: tensor<12x12xi1>) -> tensor<12x12xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<12x12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %2 = stablehlo.add %0, %1 : tensor<12x12xi32>
    %3 = stablehlo.iota dim = 1 : tensor<12x12xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<12x12xi32>, tensor<12x12xi32>) -> tensor<12x12xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<12x12xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<12x12xi1>, tensor<12x12xi1>
    return %6 : tensor<12x12xi1>
  }
  func.func private @_where(%arg0: tensor<12x12xi1>, %arg1: tensor<2x2x4x12x12xf32>, %arg2: tensor<f32>) -> (tensor<2x2x4x12x12xf32>, tensor<2x2x4x12x12xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<12x12xi1>) -> tensor<2x2x4x12x12xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x4x12x12xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x4x12x12xi1>, tensor<2x2x4x12x12xf32>
    return %3, %1 : tensor<2x2x4x12x12xf32>, tensor<2x2x4x12x12xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x2x4x12x12xi1>, %arg1: tensor<2x2x4x12x12xf32>) -> tensor<2x2x4x12x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x4x12x12xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x4x12x12xi1>, tensor<2x2x4x12x12xf32>
    return %1 : tensor<2x2x4x12x12xf32>
  }
}
