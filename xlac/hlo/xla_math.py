"""The constants of the functions XLA computes with code of its own rather than the C math
library's (f32 erf and tanh: Eigen's rational approximations, as XLA's intrinsics), in one
place for the two that compute them: the interpreter (evaluator/kernels/elementwise.py) and the
LLVM emitters (codegen/llvm/vmath.py). No imports: compiling must not load numpy."""

# f32 erf as XLA:CPU computes it (Eigen's rational interpolant: x P(x^2) / Q(x^2), +-1 from
# |x| >= ERF_F32_SATURATES), so results are XLA's bit for bit (checked on the corpus's 288 f32
# erf values; the correctly rounded erf differs from XLA's in 100 of them). Coefficients from
# the highest power down; each Horner step is one fused multiply-add.
ERF_F32_NUMERATOR = (0.00022905065861350646, 0.0034082910107109506, 0.050955695062380861,
                     0.18520832239976145, 1.128379143519084)
ERF_F32_DENOMINATOR = (-1.1791602954361697e-7, 0.000023547966471313185, 0.0010179625278914885,
                       0.014070470171167667, 0.11098505178285362, 0.49746925110067538, 1.0)
ERF_F32_SATURATES = 3.832506856900711


# f32 tanh as XLA:CPU computes it (Eigen's rational approximation on x clamped to
# +-TANH_F32_CLAMP, where it is exactly +-1; x itself below TANH_F32_LINEAR):
# XLA's bits on the corpus's 109 f32 tanh values, where the correctly rounded tanh differs in 62.
TANH_F32_NUMERATOR = (-2.76076847742355e-16, 2.00018790482477e-13, -8.60467152213735e-11,
                      5.12229709037114e-08, 1.48572235717979e-05, 6.37261928875436e-04,
                      4.89352455891786e-03)
TANH_F32_DENOMINATOR = (1.19825839466702e-06, 1.18534705686654e-04, 2.26843463243900e-03,
                        4.89352518554385e-03)
TANH_F32_CLAMP = 7.99881172180175781
TANH_F32_LINEAR = 0.0004
