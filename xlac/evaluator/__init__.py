"""The reference evaluator (numpy), apart from any target, as XLA keeps HloEvaluator apart from
its interpreter backend: constant folding and the while-loop simplifier use it, and the
``interpreter`` target wraps it with custom calls and the Target interface."""

from xlac.evaluator import handlers as _handlers  # noqa: F401  (fills core.HANDLERS: one handler per opcode)
from xlac.evaluator.core import TOKEN, Evaluator, Value

__all__ = ["Evaluator", "TOKEN", "Value"]
