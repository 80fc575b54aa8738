// A module written by hand.
// The comments hold things that look like code: %0 = stablehlo.add %a, %b : tensor<4xf32>
module @"jit_my-fn.v2" attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xlac.origin = "hand"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  // main takes a matrix and a vector
  func.func public @main(%arg0: tensor<2x3xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, %x.y_z-1$: tensor<3xi32> {jax.buffer_donor = true, mhlo.layout_mode = "default"}) -> (tensor<2x3xf32> {jax.result_info = "result[0]", mhlo.layout_mode = "default"}, tensor<3xi32> {jax.result_info = "result['key']"}, tensor<3xi32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<2x3xf32>  // a trailing comment with "quotes", // and */
    %0 = stablehlo.multiply %arg0, %cst {mhlo.frontend_attributes = {xlac.note = "kept"}, xlac.unknown_attr = [1, "two", 3.0 : f32]} : tensor<2x3xf32>
    %1:2 = "stablehlo.sort"(%x.y_z-1$, %x.y_z-1$) <{dimension = 0 : i64, is_stable = false}> ({
    ^bb0(%lhs.0: tensor<i32>, %rhs.0: tensor<i32>, %lhs.1: tensor<i32>, %rhs.1: tensor<i32>):
      // descending
      %gt = stablehlo.compare  GT,   %lhs.0,%rhs.0,  SIGNED :(tensor<i32>, tensor<i32>)->tensor<i1>
      stablehlo.return %gt : tensor<i1>
    }) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
    %2 = stablehlo.add
      %1#0,  // the sorted keys
      %1#1
      : tensor<3xi32>
    %_under_score = stablehlo.negate %0 : tensor<2x3xf32>
    %42 = stablehlo.abs %_under_score : tensor<2x3xf32>
    return %42, %2, %1#1 : tensor<2x3xf32>, tensor<3xi32>, tensor<3xi32>
  }
}
// the end
