"""The Node.js device: wasm32 code linked into a standalone WebAssembly module and run in Node.

``xlac compile M.hlo --triple wasm32-unknown-unknown -o M.wasm`` links the object with wasm-ld
(Debian ``lld``) into a module that imports nothing, and writes ``M.mjs`` beside it: an ES-module
loader that takes and returns typed arrays, for Node.js and browsers alike.

libm is compiled in, not provided by the loader: wasm-ld pulls the few functions the object calls
(expf, atan2f, memcpy...) from Debian's ``wasi-libc`` (musl's libm, pure functions, no WASI
imports) and the f16/i128 helpers from LLVM's wasm32 builtins (``libclang-rt-14-dev-wasm32``).
So results come from the same algorithms as the C libraries of the other triples, not from a JS
engine's ``Math`` (which has no f32 functions, no erf or lgamma, and differs between engines),
and a page needs no import object.

The module exports ``memory``, ``__heap_base`` and the entry; the loader places the parameter,
result and temp buffers above ``__heap_base`` (growing memory once), so the code never allocates.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import llvmlite.binding as llvm

from xlac.errors import XlacError
from xlac.hlo.shapes import ArrayShape
from xlac.targets.base import Executable, SupportRow
from xlac.targets.cpu.abi import TEMP_ALIGN, ModelInfo
from xlac.targets.cpu.header import _describe
from xlac.targets.cpu.machine import WASM_TRIPLE, is_wasm, target_machine
from xlac.targets.cpu.options import CpuOptions
from xlac.targets.cpu.staged import StagedDevice

STACK_BYTES = 1 << 20
WASI_LIBC = Path("/usr/lib/wasm32-wasi/libc.a")
BUILTINS_GLOB = "/usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a"


def _builtins() -> Path | None:
    found = sorted(Path("/").glob(BUILTINS_GLOB.lstrip("/")))
    return found[-1] if found else None


def missing_tools(need_node: bool = True) -> list[str]:
    """What is absent, each with the Debian package that provides it."""
    missing = []
    if not shutil.which("wasm-ld"):
        missing.append("the linker wasm-ld (Debian package lld)")
    if not WASI_LIBC.is_file():
        missing.append(f"musl's libm for wasm32 in {WASI_LIBC} (Debian package wasi-libc)")
    if _builtins() is None:
        missing.append("LLVM's wasm32 builtins (Debian package libclang-rt-14-dev-wasm32)")
    if need_node and not shutil.which("node"):
        missing.append("Node.js (Debian package nodejs)")
    return missing


INSTALL_HINT = "apt-get install lld wasi-libc libclang-rt-14-dev-wasm32 nodejs"


def require_tools(need_node: bool = True) -> None:
    missing = missing_tools(need_node)
    if missing:
        raise XlacError(f"{'running' if need_node else 'linking'} {WASM_TRIPLE} code needs "
                        + "; ".join(missing) + f": {INSTALL_HINT}")


def support_row() -> SupportRow:
    missing = missing_tools()
    return SupportRow(WASM_TRIPLE, "Node.js (wasm-ld, node)" if not missing else
                      f"compile only; to run: {INSTALL_HINT}")


# A module compiled with threads (`xlac run --triple` compiles as for the host) calls the thread
# pool, which a WebAssembly module without threads cannot have: each loop runs whole on the caller,
# as xlac/runtime/parallel.c does with one thread.
SERIAL_PARALLEL_FOR = """
define void @xlac_parallel_for(ptr %fn, ptr %ctx, i64 %n, i64 %grain) {
entry:
  call void @xlac_parallel_for_capped(ptr %fn, ptr %ctx, i64 %n, i64 %grain, i64 0)
  ret void
}

define void @xlac_parallel_for_capped(ptr %fn, ptr %ctx, i64 %n, i64 %grain, i64 %max_threads) {
entry:
  %some = icmp sgt i64 %n, 0
  br i1 %some, label %run, label %done
run:
  call void %fn(ptr %ctx, i64 0, i64 %n)
  br label %done
done:
  ret void
}
"""


def serial_parallel_for(triple: str) -> bytes:
    """An object for ``triple`` defining ``xlac_parallel_for`` (and its capped form, for objects
    compiled with --threads N) as one call of the whole range."""
    tm = target_machine(triple, CpuOptions(triple=triple))
    mod = llvm.parse_assembly(f'target triple = "{triple}"\n' + SERIAL_PARALLEL_FOR)
    mod.data_layout = str(tm.target_data)
    return tm.emit_object(mod)


def link_module(obj: bytes, info: ModelInfo) -> bytes:
    """The object linked into a standalone module (no imports) exporting memory, __heap_base
    and the entry."""
    require_tools(need_node=False)
    if not is_wasm(info.triple):
        raise XlacError(f"a WebAssembly module needs code for {WASM_TRIPLE}, not {info.triple}")
    with tempfile.TemporaryDirectory(prefix="xlac-wasm-") as tmp:
        o, out = Path(tmp, "model.o"), Path(tmp, "model.wasm")
        o.write_bytes(obj)
        objects = [str(o)]
        if info.extra.get("threads", 1) > 1:
            Path(tmp, "serial.o").write_bytes(serial_parallel_for(info.triple))
            objects.append(str(Path(tmp, "serial.o")))
        cmd = ["wasm-ld", "--no-entry", f"--export={info.entry_name}", "--export=__heap_base",
               "-z", f"stack-size={STACK_BYTES}", "--gc-sections", *objects, str(WASI_LIBC), str(_builtins()),
               "-o", str(out)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            undefined = sorted(set(re.findall(r"undefined symbol: (\S+)", proc.stderr)))
            if undefined:
                raise XlacError(f"the module calls {', '.join(undefined)}, which nothing defines for {info.triple} "
                                f"(custom-call targets need an implementation compiled for it)")
            raise XlacError(f"wasm-ld could not link the module for {info.triple}:\n{proc.stderr.strip()[:2000]}")
        return out.read_bytes()


# ---- the ES-module loader -----------------------------------------------------------------

_TYPED = {
    "f32": "Float32Array", "f64": "Float64Array", "c64": "Float32Array", "c128": "Float64Array",
    "s8": "Int8Array", "s16": "Int16Array", "s32": "Int32Array", "s64": "BigInt64Array",
    "u8": "Uint8Array", "u16": "Uint16Array", "u32": "Uint32Array", "u64": "BigUint64Array",
    "pred": "Uint8Array", "f16": "Uint16Array", "bf16": "Uint16Array",
}


def typed_array_name(shape: ArrayShape) -> str:
    """The JS typed array of a buffer: raw bits for f16/bf16/f8, (re, im) pairs for complex."""
    name = _TYPED.get(shape.dtype.name)
    if name is not None:
        return name
    return {1: "Uint8Array", 2: "Uint16Array", 4: "Uint32Array", 8: "BigUint64Array"}.get(shape.dtype.itemsize,
                                                                                         "Uint8Array")


def _buffer_doc(name: str, shape: ArrayShape) -> dict:
    is_array = shape.dtype.is_array
    return {"name": name, "dtype": shape.dtype.name, "dims": list(shape.dims),
            "minorToMajor": list(shape.minor_to_major), "bytes": shape.byte_size if is_array else 0,
            "array": typed_array_name(shape) if is_array else None}


LOADER = r"""// @NAME@.mjs: generated by xlac@SOURCE@; do not edit.
//
// HLO module '@MODULE@' compiled for wasm32, linked into @WASM@ (no imports).
//
//   import { load } from './@NAME@.mjs';
//   const model = await load();            // Node: reads @WASM@ beside this file; browsers fetch it
//   const [out0, ...] = model.run(in0, ...);
//
// Each input is a typed array (or any ArrayBufferView) holding the parameter's elements in its
// layout (minorToMajor[0] is the fastest-varying dimension; [rank-1, ..., 0] is row-major);
// each output is a new typed array. pred is one byte per element; f16/bf16/f8 are raw bits;
// complex numbers are (re, im) pairs; tokens take and give null. `load(source)` also takes the
// module's bytes, a Response or a URL.
//
// Parameters:
@PARAMS@
// Results:
@RESULTS@
// Temp: @TEMP@ bytes, allocated once per loaded model.

export const params = @PARAMS_JSON@;
export const results = @RESULTS_JSON@;
export const tempBytes = @TEMP@;
export const entryName = '@ENTRY@';

const ALIGN = @ALIGN@;
const ARRAYS = { Float32Array, Float64Array, Int8Array, Int16Array, Int32Array, BigInt64Array,
                 Uint8Array, Uint16Array, Uint32Array, BigUint64Array };
const up = (n, a) => Math.ceil(n / a) * a;

async function moduleBytes(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source) || source instanceof WebAssembly.Module) {
    return source;
  }
  if (typeof Response !== 'undefined' && source instanceof Response) return await source.arrayBuffer();
  const url = source === undefined ? new URL('./@WASM@', import.meta.url) : new URL(source, import.meta.url);
  if (url.protocol === 'file:') {
    const fs = await import('node:fs/promises');
    return await fs.readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot fetch ${url}: ${response.status}`);
  return await response.arrayBuffer();
}

export async function load(source) {
  const bytes = await moduleBytes(source);
  const instance = bytes instanceof WebAssembly.Module
    ? await WebAssembly.instantiate(bytes, {})
    : (await WebAssembly.instantiate(bytes, {})).instance;
  return new Model(instance);
}

export class Model {
  constructor(instance) {
    this.exports = instance.exports;
    this.memory = instance.exports.memory;
    this.entry = instance.exports[entryName];
    let at = up(Number(instance.exports.__heap_base.value), ALIGN);
    this.paramTable = at; at += 4 * Math.max(params.length, 1);
    this.resultTable = at; at += 4 * Math.max(results.length, 1);
    const place = (b) => { if (!b.array) return 0; at = up(at, ALIGN); const p = at; at += b.bytes; return p; };
    this.paramAt = params.map(place);
    this.resultAt = results.map(place);
    at = up(at, ALIGN);
    this.temp = at; at += tempBytes;
    const page = 65536, need = Math.ceil(at / page) - this.memory.buffer.byteLength / page;
    if (need > 0) this.memory.grow(need);
    const table = new Uint32Array(this.memory.buffer);
    this.paramAt.forEach((p, k) => { table[this.paramTable / 4 + k] = p; });
    this.resultAt.forEach((p, k) => { table[this.resultTable / 4 + k] = p; });
  }

  run(...inputs) {
    if (inputs.length !== params.length) {
      throw new Error(`'@MODULE@' takes ${params.length} inputs, ${inputs.length} given`);
    }
    const heap = new Uint8Array(this.memory.buffer);
    params.forEach((p, k) => {
      if (!p.array) return;
      const x = inputs[k];
      if (!ArrayBuffer.isView(x) || x.byteLength !== p.bytes) {
        throw new Error(`input ${k} (${p.name}: ${p.dtype}[${p.dims}]) must be a typed array of ${p.bytes} bytes`);
      }
      heap.set(new Uint8Array(x.buffer, x.byteOffset, x.byteLength), this.paramAt[k]);
    });
    const status = this.entry(this.paramTable, this.resultTable, this.temp);
    if (status !== 0) throw new Error(`the compiled module returned status ${status}`);
    return results.map((r, j) => r.array
      ? new ARRAYS[r.array](this.memory.buffer.slice(this.resultAt[j], this.resultAt[j] + r.bytes))
      : null);
  }
}
"""


def render_loader(info: ModelInfo, wasm_name: str) -> str:
    """The ES-module loader for ``info``'s linked module ``wasm_name``; deterministic text."""
    def lines(items: list[tuple[str, ArrayShape]], kind: str) -> str:
        out = [f"//   {kind}[{k}] {name + ': ' if name else ''}{_describe(s)}, {s.byte_size} bytes, "
               f"{typed_array_name(s)}" if s.dtype.is_array else f"//   {kind}[{k}] token (null)"
               for k, (name, s) in enumerate(items)]
        return "\n".join(out) or "//   (none)"

    params = [_buffer_doc(n, s) for n, s in info.params]
    results = [_buffer_doc("", s) for s in info.results]
    stem = wasm_name[: -len(".wasm")] if wasm_name.endswith(".wasm") else wasm_name
    src = f" from {info.source_name}" if info.source_name else ""
    return (LOADER.replace("@PARAMS_JSON@", json.dumps(params)).replace("@RESULTS_JSON@", json.dumps(results))
            .replace("@PARAMS@", lines(info.params, "params"))
            .replace("@RESULTS@", lines([("", s) for s in info.results], "results"))
            .replace("@NAME@", stem).replace("@SOURCE@", src).replace("@WASM@", wasm_name)
            .replace("@MODULE@", info.module_name.replace("'", "").replace("\n", " "))
            .replace("@ENTRY@", info.entry_name).replace("@TEMP@", str(info.temp_bytes))
            .replace("@ALIGN@", str(TEMP_ALIGN)))


RUNNER = r"""// Generated by xlac: run one linked model in Node on inputs from files (see wasm.py).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const [loader, dir, repeatArg] = process.argv.slice(2);
const m = await import(pathToFileURL(loader).href);
const model = await m.load();
const inputs = m.params.map((p, k) => p.array ? new Uint8Array(readFileSync(`${dir}/in${k}.bin`)) : null);
let outputs = model.run(...inputs);
console.log('status 0');
for (let k = 0; k < Number(repeatArg || 0); ++k) {
  const t0 = performance.now();
  outputs = model.run(...inputs);
  console.log(`time_ms ${(performance.now() - t0).toFixed(6)}`);
}
outputs.forEach((o, j) => {
  writeFileSync(`${dir}/out${j}.bin`, o ? new Uint8Array(o.buffer, o.byteOffset, o.byteLength) : new Uint8Array(0));
});
"""


class NodeDevice(StagedDevice):
    """A WebAssembly engine: Node.js. Each launch runs the linked module through its generated
    loader (built once per executable), so every run also tests the loader a web page would use.
    Timed launches are timed in Node (performance.now)."""

    folder_prefix = "xlac-wasm-"

    def __init__(self, triple: str = WASM_TRIPLE, keep: str | Path | None = None):
        super().__init__(keep)
        self.triple = triple
        self.name = f"node ({triple})"
        require_tools()

    def accepts(self, info: ModelInfo) -> bool:
        return is_wasm(info.triple)

    def _prepare(self, executable: Executable, info: ModelInfo, folder: Path) -> None:
        code = executable.object_code()  # type: ignore[attr-defined]
        module = code if info.extra.get("wasm_module") else link_module(code, info)
        (folder / "model.wasm").write_bytes(module)
        (folder / "model.mjs").write_text(render_loader(info, "model.wasm"))
        (folder / "run.mjs").write_text(RUNNER)

    def _run(self, executable: Executable, params: Sequence[Any], results: Sequence[Any], repeat: int,
             timeout: float = 600) -> list[float]:
        folder, info, _ = self.program(executable)
        data = folder / "data"
        self.write_inputs(data, params)
        cmd = ["node", str(folder / "run.mjs"), str(folder / "model.mjs"), str(data), str(repeat)]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise XlacError(f"the {info.triple} module ran longer than {timeout:.0f} s in Node.js") from None
        if proc.returncode != 0:
            err = (proc.stderr or proc.stdout).strip()
            status = next((ln for ln in err.splitlines() if "returned status" in ln), None)
            if status is not None:
                raise XlacError(status.split("Error: ", 1)[-1])
            raise XlacError(f"the {info.triple} module failed in Node.js (exit {proc.returncode}):\n{err[:2000]}")
        outputs = [(data / f"out{j}.bin").read_bytes() if b is not None else b"" for j, b in enumerate(results)]
        self.read_results(outputs, results, f"the {info.triple} module")
        return [float(line.split()[1]) for line in proc.stdout.splitlines() if line.startswith("time_ms ")]


__all__ = ["NodeDevice", "is_wasm", "link_module", "render_loader", "missing_tools", "require_tools",
           "support_row", "WASM_TRIPLE"]
