"""Whole-op emitters (ops that are not a function of one output index). Importing this package
registers every emitter in context.EMITTERS."""
