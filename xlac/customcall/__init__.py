"""Custom calls: decoding typed-FFI attributes (``mlir_attrs``), numpy models of jaxlib's CPU
LAPACK targets (``lapack``) and the table of targets the interpreter knows (``registry``)."""
