"""Custom calls: XLA's four CPU custom-call ABIs, for the interpreter and compiled code.

- ``registry``: what a target name means (registered Python/native targets, built-ins, symbols
  of ``--custom-call-lib`` libraries) and the interpreter's evaluation of a custom call;
- ``plugins``: libraries (and their ``xlac_custom_calls`` tables) and ``xlac.custom_calls``
  entry points;
- ``abi``: API versions, FFI type codes, symbol names, call-site records, the failure protocol;
- ``ffi_abi``: XLA's typed-FFI structs as ctypes structures and as LLVM types;
- ``ffi_llvm``: the constants and helper functions compiled code needs (used by
  codegen/llvm/emitters/custom_call.py);
- ``native_call``: the interpreter calling C targets; ``host_api``: the XLA_FFI_Api of this
  process; ``host_bridge``: compiled code calling numpy targets; ``support``: the C runtime and
  trampolines built for code run in this process;
- ``include/xlac_ffi.h``, ``runtime/xlac_ffi_runtime.c``: what C authors and C programs use;
- ``lapack``: numpy models of jaxlib's CPU LAPACK targets; ``mlir_attrs``: backend_config decoding.
"""
