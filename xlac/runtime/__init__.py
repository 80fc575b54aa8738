"""What runs code in this process: the thread-pool runtime generated code calls
(``parallel``), the C toolchain lookup (``toolchain``), loaded custom-call libraries
(``libraries``), the bridge between compiled code and Python/numpy custom-call targets
(``host_bridge``, ``host_api``, ``cc_support``) and the interpreter's calls into C targets
(``native_call``, ``custom_calls``).

It sits above the target-neutral layers (hlo, evaluator, passes, customcall, codegen) and
below the targets, which use it to run what they compiled.
"""
