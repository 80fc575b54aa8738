"""What every target that writes a C-callable object shares: the entry function's name and the
skeleton of the header that declares it.

    entry_symbol("mlp", options)   -> "mlp"       (--entry NAME as given, checked)
    entry_symbol("log", options)   -> "xlac_log"  (a C or libm name would break the program)
    entry_origin(options)          -> "--entry", the output file's name or the module's (for the header)
    c_header("XLAC_MODEL_MLP_H_", banner, body)    -> include guard, includes, extern "C" around body

An entry may not take a name the C compiler or the C library already gives a meaning: a C or C++
keyword or a type the header uses (the header would not compile), a C library or libm function
(the object would replace it in a program it is linked into: a module named ``log`` clashed with
the ``log`` the generated code calls), the header's own names and xlac's runtime's. ``--entry``
refuses such a name; a module named so gets the prefix ``xlac_``.
"""

from __future__ import annotations

import re

from xlac.errors import XlacError
from xlac.targets.base import CompileOptions


def _math_names() -> set[str]:
    """C's math.h functions, each with its f and l forms: an entry of one of these names would
    replace libm's in a program it is linked into (a module named log also clashed with the
    log the generated code calls)."""
    base = ("acos asin atan atan2 cos sin tan acosh asinh atanh cosh sinh tanh exp exp2 exp10 expm1 frexp "
            "ilogb ldexp log log10 log1p log2 logb modf scalbn scalbln cbrt fabs hypot pow pow10 sqrt erf erfc "
            "lgamma tgamma gamma ceil floor nearbyint rint lrint llrint round lround llround roundeven trunc "
            "fmod remainder remquo copysign nan nextafter nexttoward fdim fmax fmin fma sincos j0 j1 jn y0 y1 "
            "yn significand drem finite isinf isnan").split()
    return {f"{n}{suffix}" for n in base for suffix in ("", "f", "l")}


# Names an entry may not take (--entry refuses them; a module named so gets the prefix xlac_):
# C and C++ keywords and the types the header uses (the header would not compile), the C
# library's and libm's functions (the object would replace them), and the header's own names.
C_RESERVED = {
    "main", "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
    "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
    "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
    "volatile", "while", "bool", "true", "false", "alignas", "alignof", "constexpr", "nullptr",
    "static_assert", "thread_local", "typeof", "typeof_unqual",
    "and", "and_eq", "asm", "bitand", "bitor", "catch", "char8_t", "char16_t", "char32_t", "class", "compl",
    "concept", "consteval", "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype",
    "delete", "dynamic_cast", "explicit", "export", "friend", "mutable", "namespace", "new", "noexcept", "not",
    "not_eq", "operator", "or", "or_eq", "private", "protected", "public", "reinterpret_cast", "requires",
    "static_cast", "template", "this", "throw", "try", "typeid", "typename", "using", "virtual", "wchar_t",
    "xor", "xor_eq",
    "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t",
    "ptrdiff_t", "intptr_t", "uintptr_t", "NULL",
    "exit", "abort", "atexit", "malloc", "calloc", "realloc", "free", "aligned_alloc", "memcpy", "memset",
    "memmove", "memcmp", "strlen", "strcpy", "strncpy", "strcmp", "strncmp", "strcat", "printf", "fprintf",
    "sprintf", "snprintf", "puts", "putchar", "fputs", "fwrite", "fread", "fopen", "fclose", "abs", "labs",
    "llabs", "div", "qsort", "bsearch", "atoi", "atol", "atof", "strtod", "strtol", "rand", "srand", "time",
    "clock", "errno", "assert", "signal", "raise", "setjmp", "longjmp", "open", "close", "read", "write",
    "xlac_buffer_info", "xlac_model_info", "xlac_entry_fn", "XLAC_STATUS_OK", "XLAC_UNUSED",
} | _math_names()

RUNTIME_NAMES = {"xlac_parallel_for", "xlac_parallel_for_capped", "xlac_pool_shutdown", "xlac_num_threads",
                 "xlac_ffi_api"}  # the runtime's

_C_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def is_reserved(name: str) -> bool:
    """Whether an entry may not take ``name`` (see the module's docstring)."""
    return name in C_RESERVED or name in RUNTIME_NAMES or name.startswith("__")


def entry_symbol(module_name: str, options: CompileOptions) -> str:
    """The entry function's symbol: ``--entry`` as given (refused if it is not a C identifier or
    is reserved), else ``entry_default`` (the output file's stem, `xlac compile -o`) or the
    module's name made a C identifier, with the prefix ``xlac_`` where it starts with a digit or
    is reserved."""
    if options.entry_name:
        if not _C_IDENTIFIER.fullmatch(options.entry_name):
            raise XlacError(f"--entry '{options.entry_name}' is not a C identifier")
        if is_reserved(options.entry_name):
            raise XlacError(f"--entry '{options.entry_name}' is a C keyword or a name the C library or "
                            "xlac's runtime uses (the header would not compile, or the object would "
                            "replace that function in a program it is linked into)")
        return options.entry_name
    name = re.sub(r"[^A-Za-z0-9_]", "_", options.entry_default or module_name) or "model"
    if name[0].isdigit() or is_reserved(name):
        name = "xlac_" + name  # `main`, `int`, `log`... cannot name the entry of a C-callable object
    return name


def entry_origin(options: CompileOptions) -> str:
    """Where the entry's name comes from, as the header says it."""
    if options.entry_name:
        return "--entry"
    return "the output file's name (--entry NAME sets it)" if options.entry_default else \
        "the HLO module's name (--entry NAME sets it)"


# ---- the header -----------------------------------------------------------------------------

def macro_prefix(entry: str) -> str:
    """MLP for mlp: the entry symbol upper-cased, kept a C identifier."""
    return re.sub(r"[^A-Za-z0-9_]", "_", entry).upper()


def c_comment(text: str) -> str:
    """Text safe inside a /* */ comment (a name could hold '*/')."""
    return text.replace("*/", "* /").replace("/*", "/ *")


def c_string(text: str) -> str:
    """A C string literal for ASCII-ish names (escapes quotes, backslashes, control chars)."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif 32 <= ord(ch) < 127 and ch != "?":
            out.append(ch)
        else:
            out.extend(f"\\{b:03o}" for b in ch.encode())
    return '"' + "".join(out) + '"'


def c_header(guard: str, banner: str, body: str, includes: tuple[str, ...] = ("stddef.h", "stdint.h"),
             before: str = "") -> str:
    """A header's text: ``banner`` (a comment), the include guard, the system ``includes``,
    ``before`` (declarations that stay outside ``extern "C"``), then ``body``, which C++ sees
    inside ``extern "C"``."""
    head = "".join(f"#include <{name}>\n" for name in includes)
    return (f"{banner}#ifndef {guard}\n#define {guard}\n\n{head}\n{before}"
            "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n" + body +
            "#ifdef __cplusplus\n} /* extern \"C\" */\n#endif\n\n" + f"#endif /* {guard} */\n")
