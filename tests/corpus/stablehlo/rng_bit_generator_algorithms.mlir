func.func @main(%s2: tensor<2xui64>, %s3: tensor<3xui64>) -> (tensor<2xui64>, tensor<3x4xui32>, tensor<2xui64>, tensor<5xui64>, tensor<3xui64>, tensor<2x3xui32>, tensor<2xui64>, tensor<7xui8>) {
  %output_state, %output = stablehlo.rng_bit_generator %s2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  %0:2 = stablehlo.rng_bit_generator %s2, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui64>)
  %1:2 = stablehlo.rng_bit_generator %s3, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x3xui32>)
  %2:2 = "stablehlo.rng_bit_generator"(%output_state) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui8>)
  return %output_state, %output, %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : tensor<2xui64>, tensor<3x4xui32>, tensor<2xui64>, tensor<5xui64>, tensor<3xui64>, tensor<2x3xui32>, tensor<2xui64>, tensor<7xui8>
}
