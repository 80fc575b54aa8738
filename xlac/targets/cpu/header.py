"""The C header `xlac compile` writes beside an object: everything a C or C++ caller needs.

For an entry symbol ``mlp`` it declares ``int32_t mlp(void *const *params, void *const *results,
void *temp)`` and describes the call three ways, for three kinds of caller:

- ``MLP_NUM_PARAMS``, ``MLP_PARAM0_BYTES``, ``MLP_TEMP_BYTES``...: macros, for static buffers;
- ``mlp_params[]`` / ``mlp_results[]``: ``xlac_buffer_info`` records (dtype, dims, layout, bytes);
- ``mlp_info``: one ``xlac_model_info`` tying it together, for generic code (samples/main.c).

The text depends only on the model (never on time or paths), so compiles are reproducible, and it
compiles cleanly as C99 and C++ with -Wall -Werror. Several generated headers may be included in one
translation unit: the shared declarations are guarded.
"""

from __future__ import annotations

import re

from xlac.customcall.c_header import model_header_text
from xlac.hlo.shapes import ArrayShape
from xlac.targets.c_abi import c_comment, c_header, c_string, macro_prefix
from xlac.targets.cpu.abi import TEMP_ALIGN, ModelInfo

_SHARED = """\
#ifndef XLAC_COMMON_DECLARATIONS_
#define XLAC_COMMON_DECLARATIONS_
/* Return values of an entry function. */
#define XLAC_STATUS_OK 0 /* success; every result buffer is written */
/* Any other value: a custom call the module makes reported failure; the value is its status.
   Result buffers are then unspecified. */

#if defined(__GNUC__) || defined(__clang__)
#define XLAC_UNUSED __attribute__((unused))
#else
#define XLAC_UNUSED
#endif

/* One parameter or result: a dense array, `bytes` long, elements ordered by `minor_to_major`
   (minor_to_major[0] is the fastest-varying dimension; {rank-1,...,0} is C row-major order).
   pred is one byte per element (0 or 1); bf16/f16/f8 are their raw bits; complex numbers are
   (real, imaginary) pairs; a token has no buffer (pass NULL). s4/u4 (and s2/u2) take one byte per
   element holding the value's bits in its low bits: inputs are read from those bits only, and
   computed results have the others zero (an s4 -7 is 0x09: sign-extend from bit 3). Multi-byte
   values are in the target's byte order. */
typedef struct xlac_buffer_info {
  const char *name;              /* the HLO parameter's name ("" for results) */
  const char *dtype;             /* HLO element type: "f32", "s32", "pred", "bf16", ... */
  int32_t element_bytes;         /* bytes per element */
  int32_t rank;                  /* number of dimensions */
  const int64_t *dims;           /* logical dimensions, `rank` of them */
  const int64_t *minor_to_major; /* layout, `rank` entries */
  size_t bytes;                  /* size of the buffer */
} xlac_buffer_info;

typedef int32_t (*xlac_entry_fn)(void *const *params, void *const *results, void *temp);

/* A whole model. The params/results arrays have at least one element; use the counts. */
typedef struct xlac_model_info {
  const char *module_name;         /* the HloModule's name */
  const char *triple;              /* the target the object was compiled for */
  xlac_entry_fn entry;             /* the entry function */
  int32_t num_params;
  int32_t num_results;             /* result leaves, tuples flattened depth-first */
  const xlac_buffer_info *params;
  const xlac_buffer_info *results;
  size_t temp_bytes;               /* scratch the caller provides */
  size_t temp_align;               /* alignment that scratch needs */
} xlac_model_info;
#endif /* XLAC_COMMON_DECLARATIONS_ */
"""


def render_header(info: ModelInfo) -> str:
    """The whole header for ``info``; deterministic text."""
    guard = f"XLAC_MODEL_{macro_prefix(info.entry_name)}_H_"
    body = [_SHARED, "\n", _custom_call_text(info), _entry_declaration(info), _macros(info), _tables(info)]
    return c_header(guard, _banner(info), "".join(body))


def _custom_call_text(info: ModelInfo) -> str:
    """Custom-call failure status and message helper (xlac/customcall/c_header.py)."""
    return model_header_text(info)


def _describe(shape: ArrayShape) -> str:
    dims = ",".join(map(str, shape.dims))
    layout = "{" + ",".join(map(str, shape.minor_to_major)) + "}" if shape.rank else ""
    return f"{shape.dtype.name}[{dims}]{layout}"


def _threads_note(info: ModelInfo) -> list[str]:
    """Threaded objects (xlac compile --threads) call the runtime's thread pool, whose size the
    running program decides: say how, not a count this machine had."""
    if info.extra.get("threads", 1) <= 1:
        return []
    cap = info.extra.get("thread_cap", 0)
    call = ["Large loops run on xlac's thread pool through xlac_parallel_for_capped, each on at",
            f"most {cap} threads (the cap --threads {cap} set), fewer when the pool is smaller."] if cap else \
        ["Large loops run on xlac's thread pool through xlac_parallel_for, on as many threads as",
         "the pool has (no cap: compiled with --threads auto)."]
    return [*call,
            "The pool's size is decided in the running program when the pool starts (the first",
            "call): XLAC_NUM_THREADS when set, else the CPUs the process may run on",
            "(sched_getaffinity), fewer when its cgroup's CPU quota allows fewer; xlac_num_threads()",
            "returns it. Link the runtime, `cc -c -pthread $(xlac ffi-header --parallel-runtime)`,",
            "and -pthread.", ""]


def _isa_note(info: ModelInfo) -> list[str]:
    """Objects with kernels for several ISA levels (targets/cpu/dispatch.py) say which."""
    levels = info.extra.get("isa_levels")
    if not levels:
        return []
    return [f"Runs on every {info.triple.split('-')[0]} CPU. Its kernels are here for the ISA levels",
            f"{', '.join(levels)}: the first call picks the best this CPU has",
            "(CPUID and XCR0, once per process); XLAC_ISA=LEVEL in the environment picks a lower one;",
            f"{info.entry_name}_isa() returns the name of the one running.",
            *([_size_note(info.extra["isa_code_bytes"]) + "."] if info.extra.get("isa_code_bytes") else []), ""]


def _size_note(sizes: dict[str, int]) -> str:
    from xlac.targets.cpu.dispatch import size_note  # lazy: start-up

    return "Size: " + size_note(sizes)


def _devices_note(info: ModelInfo) -> list[str]:
    """Objects of a module for N devices meet through the collectives runtime (MPI)."""
    n = info.extra.get("devices", 1)
    if n <= 1:
        return []
    return [f"Built for {n} devices: every device (MPI rank) calls the entry, with its own",
            "inputs; collectives call xlac_device_id, xlac_all_gather, xlac_all_reduce_<kind>_<type>",
            "and xlac_collective_permute.",
            "Link the MPI runtime: `mpicc -c $(xlac ffi-header --cflags) $(xlac ffi-header",
            f"--collectives-runtime)`, and run under `mpirun -np {n}` (the world must have {n} ranks).", ""]


def _memory_note(info: ModelInfo) -> list[str]:
    """Microcontroller objects (thumb triples) state what they need of flash and RAM."""
    mem = info.extra.get("memory")
    if not mem:
        return []
    return [f"Memory: {mem['flash_bytes']} bytes of flash (code and constants, read-only sections), "
            f"{mem['ram_bytes']} bytes of RAM", f"({mem['temp_bytes']} of them temp), plus "
            f"{mem['buffer_bytes']} bytes of parameter and result buffers.", ""]


def _entry_note(info: ModelInfo) -> list[str]:
    origin = info.extra.get("entry_from")
    return [f"The entry's name, {info.entry_name}, comes from {origin}."] if origin else []


def _banner(info: ModelInfo) -> str:
    src = f" from {info.source_name}" if info.source_name else ""
    lines = [f"{info.entry_name}.h: generated by xlac{src}; do not edit.", "",
             f"HLO module '{info.module_name}' compiled for {info.triple}.", *_entry_note(info), "",
             f"  int32_t {info.entry_name}(void *const *params, void *const *results, void *temp);", "",
             "params[i]: parameter i's buffer (read only).",
             "results[j]: where result leaf j is written (tuples flattened depth-first).",
             f"temp: at least {info.temp_bytes} bytes of scratch aligned to {TEMP_ALIGN} bytes "
             f"({macro_prefix(info.entry_name)}_TEMP_BYTES); not kept between calls.",
             *_overlap_note(info),
             "Returns XLAC_STATUS_OK (0), or a custom call's non-zero failure status.", "",
             *_threads_note(info), *_isa_note(info), *_devices_note(info), *_memory_note(info),
             "Parameters:"]
    for k, (name, shape) in enumerate(info.params):
        lines.append(f"  params[{k}]  {name}: {_describe(shape)}, {shape.byte_size} bytes")
    if not info.params:
        lines.append("  (none; params may be NULL)")
    lines.append("Results:")
    donated = dict(_donated(info))
    for j, shape in enumerate(info.results):
        may_be = f" (may be params[{donated[j]}])" if j in donated else ""
        lines.append(f"  results[{j}] {_describe(shape)}, {shape.byte_size} bytes{may_be}" if shape.dtype.is_array
                     else f"  results[{j}] token (no buffer; pass NULL)")
    body = "\n".join((" * " + c_comment(line)).rstrip() for line in lines)
    return "/*\n" + body + "\n */\n"


def _donated(info: ModelInfo) -> list[tuple[int, int]]:
    return [(int(j), int(k)) for j, k in info.extra.get("donated", [])]


def _overlap_note(info: ModelInfo) -> list[str]:
    """What may share memory: nothing, or a donated parameter and its result (XLA's
    input_output_alias, JAX's donate_argnums)."""
    pairs = _donated(info)
    if not pairs:
        return ["Buffers must not overlap. The function allocates nothing and keeps no state: calls",
                "may run in several threads at once when each has its own temp and results."]
    listed = ", ".join(f"results[{j}] = params[{k}]" for j, k in pairs)
    return ["Buffers must not overlap, except that a donated parameter's buffer may also be",
            "passed as its result's (input_output_alias):",
            f"  {listed}",
            "and the call then updates that parameter in place. The function allocates nothing",
            "and keeps no state: calls may run in several threads at once when each has its own",
            "temp and results."]


def _entry_declaration(info: ModelInfo) -> str:
    isa = (f"/* The ISA level this CPU runs the kernels on (\"avx2\"...; see above). */\n"
           f"const char *{info.entry_name}_isa(void);\n\n") if info.extra.get("isa_levels") else ""
    return (f"/* The entry function. */\n"
            f"int32_t {info.entry_name}(void *const *params, void *const *results, void *temp);\n\n{isa}")


def _macros(info: ModelInfo) -> str:
    up = macro_prefix(info.entry_name)
    lines = [f"#define {up}_NUM_PARAMS {len(info.params)}",
             f"#define {up}_NUM_RESULTS {len(info.results)}",
             f"#define {up}_TEMP_BYTES {info.temp_bytes}u",
             f"#define {up}_TEMP_ALIGN {TEMP_ALIGN}u"]
    for k, (name, shape) in enumerate(info.params):
        lines.append(f"#define {up}_PARAM{k}_BYTES {shape.byte_size}u /* {c_comment(name)}: "
                     f"{_describe(shape)} */")
    for j, shape in enumerate(info.results):
        lines.append(f"#define {up}_RESULT{j}_BYTES {shape.byte_size}u /* {_describe(shape)} */")
    if _result_names(info):  # named by their source (xlac.jax): index macros by name
        for kind, names in (("PARAM", [n for n, _ in info.params]), ("RESULT", _result_names(info))):
            for k, name in enumerate(names):
                if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
                    lines.append(f"#define {up}_{kind}_{name.upper()} {k}")
    return "\n".join(lines) + "\n\n"


def _result_names(info: ModelInfo) -> list[str]:
    """Result names where the model's source gave them (``extra["result_names"]``), else none."""
    names = info.extra.get("result_names") or []
    return [str(n) for n in names] if len(names) == len(info.results) else []


def _int_array(values: list[int]) -> str:
    """Initializer of an array that needs one element even when ``values`` is empty (ISO C)."""
    return "{" + ", ".join(map(str, values or [0])) + "}"


def _buffer_tables(e: str, kind: str, buffers: list[tuple[str, ArrayShape]]) -> list[str]:
    lines = []
    records = []
    for k, (name, shape) in enumerate(buffers):
        dims, m2m = f"{e}_{kind}{k}_dims", f"{e}_{kind}{k}_minor_to_major"
        n = max(shape.rank, 1)
        lines.append(f"static const int64_t {dims}[{n}] XLAC_UNUSED = {_int_array(list(shape.dims))};")
        lines.append(f"static const int64_t {m2m}[{n}] XLAC_UNUSED = {_int_array(list(shape.minor_to_major))};")
        size = shape.dtype.itemsize if shape.dtype.is_array else 0
        records.append(f"  {{{c_string(name)}, {c_string(shape.dtype.name)}, {size}, {shape.rank}, {dims}, "
                       f"{m2m}, {shape.byte_size}u}}")
    count = max(len(buffers), 1)
    if not records:
        records.append("  {\"\", \"\", 0, 0, 0, 0, 0u} /* placeholder: there are none */")
    lines.append(f"static const xlac_buffer_info {e}_{kind}s[{count}] XLAC_UNUSED = {{\n" + ",\n".join(records)
                 + "\n};")
    sizes = [shape.byte_size for _, shape in buffers]
    lines.append(f"static const size_t {e}_{kind}_bytes[{count}] XLAC_UNUSED = {_int_array(sizes)};")
    return lines


def _tables(info: ModelInfo) -> str:
    e, up = info.entry_name, macro_prefix(info.entry_name)
    lines = ["/* Parameter and result descriptions (dims, layout, bytes per buffer). */"]
    lines += _buffer_tables(e, "param", info.params)
    lines += _buffer_tables(e, "result", list(zip(_result_names(info) or [""] * len(info.results), info.results)))
    lines.append(f"static const xlac_model_info {e}_info XLAC_UNUSED = {{\n"
                 f"  {c_string(info.module_name)}, {c_string(info.triple)}, {e},\n"
                 f"  {up}_NUM_PARAMS, {up}_NUM_RESULTS, {e}_params, {e}_results,\n"
                 f"  {up}_TEMP_BYTES, {up}_TEMP_ALIGN\n}};")
    return "\n".join(lines) + "\n\n"
