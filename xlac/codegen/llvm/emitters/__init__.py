"""Whole-op emitters (ops that are not a function of one output index), and the generators for
the compute-heavy ops. Importing this package registers them in context.EMITTERS / GENERATORS."""

from . import batchnorm, contraction, fft, linalg, reduction, rng, scatter, sorting  # noqa: F401
from . import custom_call  # noqa: F401,E402
