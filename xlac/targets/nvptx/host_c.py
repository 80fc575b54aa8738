"""The host half of `xlac compile --target nvptx -o M.o`: C source for the entry function and
its header, compiled by the system C compiler.

    int M(void *const *params, void *const *results, void *temp, CUstream stream);

``params``/``results``/``temp`` are device pointers (``temp``: at least ``M_TEMP_BYTES``). The
first call loads the embedded image (a cubin when ptxas was there at compile time, else PTX
the driver compiles) into the calling thread's current context, once; every call then enqueues
the kernels on ``stream`` in order, reading a loop predicate or branch index back where the
program decides on the host, and calling custom-call targets (XLA's GPU signature, linked by
the caller) on the stream. Returns 0, the first failing call's CUresult, or -1 when a custom
call reports failure through its status.

Why generated C rather than LLVM IR for the host triple: the host side is control flow and
driver calls, which C states directly and every C compiler builds for its own host ABI; the
driver API is declared here with the prototypes of cuda.h (ABI-stable, the ``_v2`` names its
macros choose), so building the object needs neither cuda.h nor libcuda, only linking does
(``-lcuda``).
"""

from __future__ import annotations

from xlac.codegen.gpu.program import Cond, Copy, CustomCall, Launch, Loc, Program, Step, While
from xlac.customcall import abi
from xlac.errors import XlacError
from xlac.hlo.shapes import ArrayShape

_DRIVER_DECLS = """\
typedef int xlac_CUresult;
typedef unsigned long long xlac_CUdeviceptr;
typedef struct CUmod_st *xlac_CUmodule;
typedef struct CUfunc_st *xlac_CUfunction;
extern xlac_CUresult cuModuleLoadData(xlac_CUmodule *module, const void *image);
extern xlac_CUresult cuModuleGetFunction(xlac_CUfunction *fn, xlac_CUmodule module, const char *name);
extern xlac_CUresult cuLaunchKernel(xlac_CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                    unsigned by, unsigned bz, unsigned shared_bytes, CUstream stream,
                                    void **params, void **extra);
extern xlac_CUresult cuMemcpyDtoDAsync_v2(xlac_CUdeviceptr dst, xlac_CUdeviceptr src, size_t n, CUstream stream);
extern xlac_CUresult cuMemcpyDtoHAsync_v2(void *dst, xlac_CUdeviceptr src, size_t n, CUstream stream);
extern xlac_CUresult cuStreamSynchronize(CUstream stream);
"""

_STREAM_TYPEDEF = """\
#ifndef __cuda_cuda_h__
typedef struct CUstream_st *CUstream;
#endif
"""


def header(entry: str, temp_bytes: int, params: list[ArrayShape], results: list[ArrayShape], arch: str,
           entry_from: str = "") -> str:
    guard = f"XLAC_NVPTX_{entry.upper()}_H_"
    up = entry.upper()
    lines = [
        f"/* {entry}: compiled by xlac for the GPU (nvptx64-nvidia-cuda, {arch}). Link with -lcuda. */",
        *([f"/* The entry's name comes from {entry_from}. */"] if entry_from else []),
        f"#ifndef {guard}", f"#define {guard}", "#include <stddef.h>", "", _STREAM_TYPEDEF,
        "#ifdef __cplusplus", 'extern "C" {', "#endif", "",
        f"#define {up}_NUM_PARAMS {len(params)}",
        f"#define {up}_NUM_RESULTS {len(results)}",
        f"#define {up}_TEMP_BYTES {temp_bytes}u /* device scratch the caller provides */",
    ]
    for k, s in enumerate(params):
        lines.append(f"#define {up}_PARAM{k}_BYTES {s.byte_size}u /* {s} */")
    for k, s in enumerate(results):
        lines.append(f"#define {up}_RESULT{k}_BYTES {s.byte_size}u /* {s} */")
    lines += [
        "",
        "/* Device pointers in, device pointers out; the kernels are queued on `stream` (the caller's",
        "   current context must be the one the first call ran in). Returns 0, a CUresult, or -1 when a",
        "   custom call reports failure. */",
        f"int {entry}(void *const *params, void *const *results, void *temp, CUstream stream);",
        "", "#ifdef __cplusplus", "}", "#endif", f"#endif /* {guard} */", "",
    ]
    return "\n".join(lines)


def source(entry: str, program: Program, kernels: list[str], image: bytes, num_params: int,
           num_results: int, header_name: str) -> str:
    """The C translation unit: the image, the one-time load, the program as straight C."""
    index = {name: k for k, name in enumerate(kernels)}
    nargs = num_params + num_results + 1
    calls = list(_custom_calls(program.steps))
    declared: dict[str, int] = {}
    for c in calls:
        if c.api_version == abi.API_TYPED_FFI:
            raise XlacError(f"custom call '{c.target}' is a typed-FFI handler: the C host object calls GPU "
                            "custom calls with XLA's legacy GPU signature only (api_version 1-3)")
        if declared.setdefault(c.symbol, c.api_version) != c.api_version:
            raise XlacError(f"custom call '{c.target}' is used with two API versions")
    decls = [f"extern void {sym}(CUstream stream, void **buffers, const char *opaque, size_t opaque_len"
             f"{', void *status' if version != abi.API_ORIGINAL else ''});" for sym, version in declared.items()]
    out = [
        f"/* Generated by xlac: the host side of {entry} (see {header_name}). */",
        "#include <stddef.h>", "#include <pthread.h>", f'#include "{header_name}"', "", _DRIVER_DECLS, *decls,
        "/* XlaCustomCallStatus as xlac lays it out (xlac_ffi.h): failed, message length, message. */",
        "typedef struct { int failed; unsigned message_len; char message[1016]; } xlac_status;", "",
        f"static const unsigned char {entry}_image[{len(image) + 1}] = {{",
    ]
    data = image + b"\0"
    for start in range(0, len(data), 24):
        out.append("  " + ",".join(str(b) for b in data[start:start + 24]) + ",")
    out += ["};", ""]
    names = ", ".join(f'"{n}"' for n in kernels) or '""'
    out += [
        f"static const char *const {entry}_kernel_names[{max(len(kernels), 1)}] = {{{names}}};",
        f"static xlac_CUfunction {entry}_kernels[{max(len(kernels), 1)}];",
        f"static xlac_CUresult {entry}_load_status = 0;",
        f"static pthread_once_t {entry}_once = PTHREAD_ONCE_INIT;", "",
        f"static void {entry}_load(void) {{",
        "  xlac_CUmodule module;",
        f"  xlac_CUresult r = cuModuleLoadData(&module, {entry}_image);",
        f"  for (int k = 0; r == 0 && k < {len(kernels)}; ++k)",
        f"    r = cuModuleGetFunction(&{entry}_kernels[k], module, {entry}_kernel_names[k]);",
        f"  {entry}_load_status = r;",
        "}", "",
        f"int {entry}(void *const *params, void *const *results, void *temp, CUstream stream) {{",
        f"  pthread_once(&{entry}_once, {entry}_load);",
        f"  if ({entry}_load_status != 0) return {entry}_load_status;",
        f"  xlac_CUdeviceptr args[{nargs}];",
        f"  void *argp[{nargs}];",
        f"  for (int k = 0; k < {num_params}; ++k) args[k] = (xlac_CUdeviceptr)(size_t)params[k];",
        f"  for (int k = 0; k < {num_results}; ++k) args[{num_params} + k] = (xlac_CUdeviceptr)(size_t)results[k];",
        f"  args[{nargs - 1}] = (xlac_CUdeviceptr)(size_t)temp;",
        f"  for (int k = 0; k < {nargs}; ++k) argp[k] = &args[k];",
        "  xlac_CUresult r;",
        "  (void)r;",
    ]
    out += _steps(program.steps, index, entry, num_params, num_results, 1)
    out += ["  return 0;", "}", ""]
    return "\n".join(out)


def _address(loc: Loc, num_params: int, num_results: int) -> str:
    base = {"param": f"args[{loc.index}]", "result": f"args[{num_params + loc.index}]",
            "temp": f"args[{num_params + num_results}]"}[loc.kind]
    return f"({base} + {loc.offset}ull)" if loc.offset else base


def _steps(steps: list[Step], index: dict[str, int], entry: str, np_: int, nr: int, depth: int) -> list[str]:
    pad = "  " * depth
    out: list[str] = []
    for s in steps:
        if isinstance(s, Launch):
            gx, gy, gz = s.grid
            bx, by, bz = s.block
            out.append(f"{pad}if ((r = cuLaunchKernel({entry}_kernels[{index[s.kernel]}], {gx}, {gy}, {gz}, "
                       f"{bx}, {by}, {bz}, 0, stream, argp, NULL)) != 0) return r;")
        elif isinstance(s, Copy):
            out.append(f"{pad}if ((r = cuMemcpyDtoDAsync_v2({_address(s.dst, np_, nr)}, {_address(s.src, np_, nr)}, "
                       f"{s.nbytes}, stream)) != 0) return r;")
        elif isinstance(s, CustomCall):
            bufs = ", ".join(f"(void *)(size_t){_address(b, np_, nr)}" for b in s.buffers) or "NULL"
            opaque = "".join(f"\\x{byte:02x}" for byte in s.opaque.encode())
            n = len(s.opaque.encode())
            out.append(f"{pad}{{  /* custom call {s.target} */")
            out.append(f"{pad}  void *buffers[{max(len(s.buffers), 1)}] = {{{bufs}}};")
            if s.api_version == abi.API_ORIGINAL:
                out.append(f'{pad}  {s.symbol}(stream, buffers, "{opaque}", {n});')
            else:
                out.append(f"{pad}  xlac_status status = {{0, 0, {{0}}}};")
                out.append(f'{pad}  {s.symbol}(stream, buffers, "{opaque}", {n}, &status);')
                out.append(f"{pad}  if (status.failed) return -1;")
            out.append(f"{pad}}}")
        elif isinstance(s, While):
            out.append(f"{pad}for (;;) {{")
            out += _steps(s.cond, index, entry, np_, nr, depth + 1)
            out += _read_back(f"{pad}  ", "unsigned char", _address(s.pred, np_, nr), 1)
            out.append(f"{pad}  if (!value) break;")
            out += _steps(s.body, index, entry, np_, nr, depth + 1)
            out.append(f"{pad}}}")
        elif isinstance(s, Cond):
            ctype, size = ("unsigned char", 1) if s.index_dtype == "u1" else ("int", 4)
            out.append(f"{pad}{{")
            out += _read_back(f"{pad}  ", ctype, _address(s.index, np_, nr), size)
            n = len(s.branches)
            if s.is_pred:
                out.append(f"{pad}  int branch = value ? 0 : 1;")
            else:
                out.append(f"{pad}  int branch = (value >= 0 && value < {n}) ? (int)value : {n - 1};")
            for k, br in enumerate(s.branches):
                out.append(f"{pad}  {'if' if k == 0 else '} else if'} (branch == {k}) {{")
                out += _steps(br, index, entry, np_, nr, depth + 2)
            out.append(f"{pad}  }}")
            out.append(f"{pad}}}")
    return out


def _custom_calls(steps: list[Step]):
    for s in steps:
        if isinstance(s, CustomCall):
            yield s
        elif isinstance(s, While):
            yield from _custom_calls(s.cond)
            yield from _custom_calls(s.body)
        elif isinstance(s, Cond):
            for br in s.branches:
                yield from _custom_calls(br)


def _read_back(pad: str, ctype: str, address: str, size: int) -> list[str]:
    return [f"{pad}{ctype} value = 0;",
            f"{pad}if ((r = cuMemcpyDtoHAsync_v2(&value, {address}, {size}, stream)) != 0) return r;",
            f"{pad}if ((r = cuStreamSynchronize(stream)) != 0) return r;"]
