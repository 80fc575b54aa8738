"""Whole-op emitters (ops that are not a function of one output index), and the generators for
the compute-heavy ops. Importing this package registers them in context.EMITTERS / GENERATORS."""

from xlac.codegen.llvm.emitters import (  # noqa: F401
    batchnorm,
    contraction,
    custom_call,  # noqa: F401,E402
    fft,
    linalg,
    reduction,
    rng,
    scatter,
    sorting,
)
