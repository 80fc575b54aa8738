"""The `xacc` target: HLO -> xacc assembly -> binary, run on the simulated device."""

from __future__ import annotations

from pathlib import Path

from xlac.errors import XlacError
from xlac.hlo.ir import Module
from xlac.hlo.shapes import Shape, shape_from_json
from xlac.targets.base import CompileOptions, Executable, MemoryModel, SupportRow, Target, optimized_hlo

from . import container as ct
from . import isa
from .assembler import disassemble
from .device import XaccExecutable
from .elemental import LANE_OPS
from .lowering import LOWERED, UNSUPPORTED, Lowering
from .memory import memory_model
from .selection import Elemental


class XaccTarget(Target):
    name = "xacc"
    description = "xacc: a 16-lane vector + 16x16 matrix accelerator of our own ISA, run on a cycle-counting simulator"
    emit_kinds = {"xbin": ".xbin", "asm": ".s"}
    dump_stages = ("isa", "asm")
    #: multi-output fusions would need one loop for outputs of different shapes; kernels stay single-shape
    skip_passes = ("multi-output-fusion",)
    #: kernels read a buffer in its producer's layout: a tuple, loop state or result that records
    #: another layout than its operand's needs layout assignment's copies at every -O level
    required_passes = ("dynamic-padder", "dot-algorithm", "layout-assignment")
    #: the chip the code is generated for (a second chip of the family: a subclass with its own)
    machine: isa.MachineDescription = isa.XACC
    #: no instruction for these: tan, log1p and expm1 from sin/cos, log and exp; complex division
    #: in f32 pairs; total-order compares on the bits as s32
    decompositions = frozenset({"decompose-tan", "decompose-log-plus-one", "decompose-exponential-minus-one",
                                "decompose-logistic", "decompose-total-order-compare", "decompose-complex-divide"})
    unsupported_ops = UNSUPPORTED

    def __init__(self) -> None:
        from .customcalls import _load_defaults

        _load_defaults()  # in-tree kernels' names must be known before a module is checked

    @property
    def memory_model(self) -> MemoryModel:
        """The chip's DRAM, offsets on its ``dram_alignment``, donated parameters possibly aliased
        (memory.memory_model); the scratchpad is each kernel's own, planned by no one."""
        return memory_model(self.machine)

    def lowers(self, opcode: str) -> bool:
        """Lowered by ``Lowering.instruction`` itself, or as a kernel: a lane op or one of the
        element generator's ``_op_<name>``."""
        return opcode in LOWERED or opcode in LANE_OPS or hasattr(Elemental, "_op_" + opcode.replace("-", "_"))

    def compile(self, module: Module, options: CompileOptions | None = None) -> XaccExecutable:
        options = options or self.options_class()
        optimized = optimized_hlo(module, options.opt_level, self)
        from xlac.hlo.printer import print_module

        source = print_module(module)
        keep = source if len(source) <= MAX_STORED_HLO else None  # big constants: no --check from the binary
        lowering = Lowering(optimized, keep, self.machine, self.memory_model)
        exe = XaccExecutable(*Executable.describing(module), lowering.lower(), self.machine)
        exe.memory, exe.scratchpad_peak = lowering.memory, lowering.spm_peak
        return exe

    def hlo_passes(self, opt_level: int, default: list) -> list:
        """Every level ends with reshape-to-bitcast (-O2 and -O3 have it): a reshape that moves no
        byte is then a bitcast, which the buffer assignment knows shares its operand's memory
        (a reshape xacc passed on by reference would otherwise be copied to a buffer of its own)."""
        return default if "reshape-to-bitcast" in default else [*default, "reshape-to-bitcast"]

    def dump(self, module: Module, stage: str, options: CompileOptions) -> str:
        if stage not in self.dump_stages:
            raise XlacError(f"the '{self.name}' target has no stage '{stage}' (one of {', '.join(self.dump_stages)})")
        return disassemble(self.compile(module, options).container)

    def owns_artifact(self, path: Path) -> bool:
        return ct.is_xbin(path)

    def load(self, path: str | Path) -> tuple[XaccExecutable, str | None]:
        exe = load_binary(ct.read(path), self.machine)
        return exe, exe.container.metadata.get("hlo")

    def assemble_file(self, source: str | Path, out: str | Path | None = None) -> Path:
        """`xlac asm`: assembly text -> binary (errors name file:line:col)."""
        from .assembler import assemble

        try:
            text = Path(source).read_text()
        except (OSError, UnicodeDecodeError) as e:
            raise XlacError(f"cannot read {source}: {getattr(e, 'strerror', None) or e}") from None
        c = assemble(text, str(source))
        return ct.write_atomic(out or Path(source).with_suffix(".xbin"), c.to_bytes())

    def disassemble_file(self, binary: str | Path, out: str | Path | None = None) -> str:
        """`xlac disasm`: binary -> assembly text (written to ``out`` when given)."""
        text = disassemble(ct.read(binary))
        if out is not None:
            ct.write_atomic(out, text)
        return text

    def support(self) -> list[SupportRow]:
        return [
            SupportRow("device", "simulated (xlac/targets/xacc/simulator.py); ISA in xlac/targets/xacc/ISA.md"),
            SupportRow("dtypes", "f32; bf16, f16, f8e4m3fn, f8e5m2 (computed in f32, rounded per op); s32, u32, "
                                 "s16, u16, s8, u8, pred; s4/u4 (one per byte, not packed: no bitcast-convert "
                                 "to or from another width); c64 (pairs of f32); u64/s64 as pairs of u32 (add, "
                                 "subtract, multiply, divide, remainder, shifts, bitwise, compare, convert)"),
            SupportRow("unsupported dtypes", "f64, c128, s2/u2, f4/f6 and the other f8 kinds: reported per op as "
                                             "'unsupported on xacc' (no software emulation yet)"),
            SupportRow("unsupported ops", "; ".join(f"{', '.join(ops)}: {why}" for why, ops in _by_reason(UNSUPPORTED))),
            SupportRow("matrix unit", "2-D f32/bf16 dots with dims multiple of 16; stride-1 NHWC convolutions with "
                                      "channels multiple of 16; other dots and convolutions on the vector unit"),
            SupportRow("custom calls", "xacc assembly kernels (customcalls.py), else host implementations with explicit copies"),
            SupportRow("memory", "device DRAM planned by the buffer assignment (the cpu target's planner): temps "
                                 "packed into one block per launch by liveness, results computed in place, "
                                 "in-place updates; the scratchpad is each kernel's own (--memory-report)"),
        ]


def _by_reason(table: dict[str, str]) -> list[tuple[str, list[str]]]:
    """The ops of ``table`` grouped by their reason, in table order."""
    groups: dict[str, list[str]] = {}
    for op, why in table.items():
        groups.setdefault(why, []).append(op)
    return list(groups.items())


MAX_STORED_HLO = 1 << 20


def _shape(doc: object) -> Shape:
    try:
        return shape_from_json(doc)
    except (KeyError, ValueError, TypeError):
        raise XlacError(f"bad shape '{doc}' in binary metadata") from None


def load_binary(c: ct.Container, machine: isa.MachineDescription = isa.XACC) -> XaccExecutable:
    """An executable from a binary alone (its metadata carries the signature)."""
    meta = c.metadata
    return XaccExecutable(meta.get("module", "module"), [_shape(s) for s in meta.get("parameters", [])],
                          _shape(meta.get("result", "()")), c, machine)
