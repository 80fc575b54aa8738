module @jit_int4_arith attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xi8>) -> (tensor<32x16xi4> {jax.result_info = "result[0]"}, tensor<32x16xi4> {jax.result_info = "result[1]"}, tensor<32x16xi4> {jax.result_info = "result[2]"}, tensor<32x16xi4> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<32x16xi8>) -> tensor<32x16xi4>
    %1 = stablehlo.add %0, %0 : tensor<32x16xi4>
    %c = stablehlo.constant dense<3> : tensor<i4>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i4>) -> tensor<32x16xi4>
    %3 = stablehlo.multiply %0, %2 : tensor<32x16xi4>
    %4 = stablehlo.negate %0 : tensor<32x16xi4>
    %c_0 = stablehlo.constant dense<1> : tensor<i4>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i4>) -> tensor<32x16xi4>
    %6 = stablehlo.shift_right_arithmetic %0, %5 : tensor<32x16xi4>
    return %1, %3, %4, %6 : tensor<32x16xi4>, tensor<32x16xi4>, tensor<32x16xi4>, tensor<32x16xi4>
  }
}
