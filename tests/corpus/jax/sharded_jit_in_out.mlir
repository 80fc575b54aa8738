module @jit_sharded_jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>) -> (tensor<32xf32> {jax.result_info = "result"}) {
    %0 = call @sharded_jit(%arg0, %arg1, %arg2) : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32xf32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @sharded_jit(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>) -> tensor<32xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"model"}]> : tensor<16x32xf32>
    %2 = sdy.sharding_constraint %arg2 <@mesh, [{"model"}]> : tensor<32xf32>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<8x32xf32>
    %7 = stablehlo.tanh %6 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"model"}]> : tensor<32xf32>
    return %9 : tensor<32xf32>
  }
}
