module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xi64>) -> (tensor<4xi64> {jax.result_info = "result[0]"}, tensor<4xi64> {jax.result_info = "result[1]"}, tensor<6xi64> {jax.result_info = "result[2]"}, tensor<6xi64> {jax.result_info = "result[3]"}, tensor<4xi64> {jax.result_info = "result[4]"}, tensor<4xi64> {jax.result_info = "result[5]"}, tensor<4xi64> {jax.result_info = "result[6]"}) {
    %0 = call @argmax(%arg0) : (tensor<4x6xi64>) -> tensor<4xi64>
    %1 = call @argmin(%arg0) : (tensor<4x6xi64>) -> tensor<4xi64>
    %2 = call @argmax_0(%arg0) : (tensor<4x6xi64>) -> tensor<6xi64>
    %3 = call @argmin_1(%arg0) : (tensor<4x6xi64>) -> tensor<6xi64>
    %c = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %4 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<4x6xi64>, tensor<i64>) -> tensor<4xi64>
    %5 = stablehlo.convert %arg0 : (tensor<4x6xi64>) -> tensor<4x6xui64>
    %6 = call @argmax_2(%5) : (tensor<4x6xui64>) -> tensor<4xi64>
    %7 = stablehlo.convert %arg0 : (tensor<4x6xi64>) -> tensor<4x6xui64>
    %8 = call @argmin_3(%7) : (tensor<4x6xui64>) -> tensor<4xi64>
    return %0, %1, %2, %3, %4, %6, %8 : tensor<4xi64>, tensor<4xi64>, tensor<6xi64>, tensor<6xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
  }
  func.func private @argmax(%arg0: tensor<4x6xi64>) -> tensor<4xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi64>
    %c = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<4x6xi64>, tensor<4x6xi64>, tensor<i64>, tensor<i64>) -> (tensor<4xi64>, tensor<4xi64>)
     reducer(%arg1: tensor<i64>, %arg3: tensor<i64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i64>, tensor<i64>
    }
    return %1#1 : tensor<4xi64>
  }
  func.func private @argmin(%arg0: tensor<4x6xi64>) -> tensor<4xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi64>
    %c = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<4x6xi64>, tensor<4x6xi64>, tensor<i64>, tensor<i64>) -> (tensor<4xi64>, tensor<4xi64>)
     reducer(%arg1: tensor<i64>, %arg3: tensor<i64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i64>, tensor<i64>
    }
    return %1#1 : tensor<4xi64>
  }
  func.func private @argmax_0(%arg0: tensor<4x6xi64>) -> tensor<6xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x6xi64>
    %c = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<4x6xi64>, tensor<4x6xi64>, tensor<i64>, tensor<i64>) -> (tensor<6xi64>, tensor<6xi64>)
     reducer(%arg1: tensor<i64>, %arg3: tensor<i64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i64>, tensor<i64>
    }
    return %1#1 : tensor<6xi64>
  }
  func.func private @argmin_1(%arg0: tensor<4x6xi64>) -> tensor<6xi64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x6xi64>
    %c = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<4x6xi64>, tensor<4x6xi64>, tensor<i64>, tensor<i64>) -> (tensor<6xi64>, tensor<6xi64>)
     reducer(%arg1: tensor<i64>, %arg3: tensor<i64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i64>, tensor<i64>
    }
    return %1#1 : tensor<6xi64>
  }
  func.func private @argmax_2(%arg0: tensor<4x6xui64>) -> tensor<4xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi64>
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<4x6xui64>, tensor<4x6xi64>, tensor<ui64>, tensor<i64>) -> (tensor<4xui64>, tensor<4xi64>)
     reducer(%arg1: tensor<ui64>, %arg3: tensor<ui64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui64>, tensor<i64>
    }
    return %1#1 : tensor<4xi64>
  }
  func.func private @argmin_3(%arg0: tensor<4x6xui64>) -> tensor<4xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi64>
    %c = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<4x6xui64>, tensor<4x6xi64>, tensor<ui64>, tensor<i64>) -> (tensor<4xui64>, tensor<4xi64>)
     reducer(%arg1: tensor<ui64>, %arg3: tensor<ui64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui64>, tensor<i64>
    }
    return %1#1 : tensor<4xi64>
  }
}
