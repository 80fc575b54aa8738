"""xlac's fuzzer: mutated corpus modules and adversarial modules through the CLI, random
programs interpreter vs cpu, and back-to-back `xlac run` of every bench/ module.

    python tests/fuzz/fuzz.py --mutated 100000 --differential 10000 --soak 100 --jobs 2

Every input goes through `xlac compile` (and, when its buffers are small, `xlac run`) in a
forked child limited to 10 s of CPU and 2 GiB of address space (harness.py). Findings (internal
errors, wrapped internal errors, signals, timeouts, out-of-memory) are written with their input
to --findings (default /tmp/xlac-fuzz-findings) and make the run exit 1. The report gives the
throughput and the classes of rejections seen.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path[:0] = [str(HERE), str(HERE.parent)]

import harness  # noqa: E402
from mutate import adversarial, mutate, structured  # noqa: E402

CORPUS = REPO / "tests" / "corpus" / "jax"
RUN_BYTES = 64 << 20  # run a module when all its buffers together stay below this


def corpus_texts() -> list[str]:
    """Every corpus module in both its text forms: HLO (NAME.hlo) and StableHLO (NAME.mlir)."""
    texts = [p.read_text() for p in sorted(CORPUS.glob("*.hlo")) + sorted(CORPUS.glob("*.mlir"))]
    if not texts:
        raise SystemExit(f"no corpus modules in {CORPUS}")
    return texts


def fuzz_input(seed: int, corpus: list[str]) -> tuple[str, str]:
    """The input for ``seed``: (label, text). 60% mutated corpus modules, 10% adversarial,
    30% structured (one op with random operands and attributes, its shape inferred)."""
    rng = random.Random(seed)
    u = rng.random()
    if u < 0.10:
        return "adversarial", adversarial(rng)
    if u < 0.40:
        return "structured", structured(rng)
    k = rng.randrange(len(corpus))
    return f"mutated:{k}", mutate(corpus[k], rng, corpus)


def _footprint(path: Path) -> tuple[int, bool] | None:
    """(bytes of all instruction results, has a while loop) of a module that compiled; the
    parse already succeeded under limits in a child, so it is safe here."""
    from xlac.hlo.frontend import parse_path

    try:
        module = parse_path(path)
    except Exception:
        return None
    total, loops = 0, False
    for comp in module.computations:
        for instr in comp.instructions:
            total += instr.shape.byte_size
            loops |= instr.opcode == "while"
    return total, loops


def check_text(text: str, workdir: Path, run: bool = True) -> list[tuple[str, harness.Outcome]]:
    """`xlac compile` on ``text``, then `xlac run` when it compiled and is small; returns
    (command, outcome) for each command run."""
    model = workdir / "in.hlo"
    model.write_bytes(text.encode("utf-8", "surrogatepass"))
    out = workdir / "out.o"
    results = [("compile", harness.run_cli(["compile", str(model), "-o", str(out)]))]
    for f in workdir.glob("out.*"):
        f.unlink()
    if run and results[0][1].kind == "ok":
        foot = _footprint(model)
        if foot is not None and foot[0] <= RUN_BYTES:
            outcome = harness.run_cli(["run", str(model), "-q"])
            if outcome.kind == "timeout" and foot[1]:
                outcome.kind = "loop"  # the program's own while loop runs long: not xlac's fault
            results.append(("run", outcome))
    return results


class Stats:
    def __init__(self) -> None:
        self.kinds: collections.Counter = collections.Counter()
        self.classes: collections.Counter = collections.Counter()
        self.findings: list[dict] = []
        self.inputs = 0
        self.commands = 0
        self.cpu = 0.0

    def add(self, seed: int, label: str, text: str, results, findings_dir: Path | None) -> None:
        self.inputs += 1
        for command, o in results:
            self.commands += 1
            self.cpu += o.seconds
            self.kinds[f"{command}:{o.kind}"] += 1
            if o.kind == "rejected":
                self.classes[harness.rejection_class(o)] += 1
            if o.is_finding:
                entry = {"seed": seed, "label": label, "command": command, "kind": o.kind,
                         "message": o.message[:500]}
                self.findings.append(entry)
                if findings_dir is not None:
                    findings_dir.mkdir(parents=True, exist_ok=True)
                    base = findings_dir / f"{o.kind}-{command}-{seed}"
                    base.with_suffix(".hlo").write_bytes(text.encode("utf-8", "surrogatepass"))
                    base.with_suffix(".txt").write_text(json.dumps(entry) + "\n" + o.stderr)

    def to_json(self) -> dict:
        return {"inputs": self.inputs, "commands": self.commands, "cpu": self.cpu, "kinds": dict(self.kinds),
                "classes": dict(self.classes), "findings": self.findings}

    def merge(self, d: dict) -> None:
        self.inputs += d["inputs"]
        self.commands += d["commands"]
        self.cpu += d["cpu"]
        self.kinds.update(d["kinds"])
        self.classes.update(d["classes"])
        self.findings += d["findings"]


def fuzz_range(seeds: range, findings_dir: Path | None, progress: bool = False) -> Stats:
    corpus = corpus_texts()
    stats = Stats()
    with tempfile.TemporaryDirectory(prefix="xlac-fuzz-") as tmp:
        for seed in seeds:
            label, text = fuzz_input(seed, corpus)
            stats.add(seed, label, text, check_text(text, Path(tmp)), findings_dir)
            if progress and stats.inputs % 500 == 0:
                print(f"  [{seeds.start}..] {stats.inputs} inputs, {len(stats.findings)} findings", flush=True)
    return stats


def _sharded(fn, total: int, jobs: int, *args) -> list[dict]:
    """Run fn(range, *args) -> Stats-like dict over ``jobs`` forked shards of range(total)."""
    outs, pids = [], []
    for j in range(jobs):
        seeds = range(j * total // jobs, (j + 1) * total // jobs)
        fd, name = tempfile.mkstemp(suffix=".json")
        os.close(fd)
        outs.append(Path(name))
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                Path(name).write_text(json.dumps(fn(seeds, *args)))
            except BaseException as e:
                print(f"shard {j}: {type(e).__name__}: {e}", file=sys.stderr)
                code = 1
            os._exit(code)
        pids.append(pid)
    results = []
    for pid, out in zip(pids, outs):
        _, status = os.waitpid(pid, 0)
        if status != 0:
            raise SystemExit(f"a fuzz shard failed (status {status})")
        results.append(json.loads(out.read_text()))
        out.unlink()
    return results


# ---------------------------------------------------------------------------------------------
# Differential: random programs, interpreter vs cpu

def differential_one(seed: int, target: str = "cpu", windows: bool = False) -> int:
    """In a child: 0 when ``target`` matches the interpreter on random program ``seed``, 3 if
    not. Odd seeds end their programs in while loops that shuffle state (``random_program(seed,
    loops=True)``), even seeds are the straight-line programs; ``windows`` adds window and index
    ops (reduce-window, convolution, gather, scatter, select-and-scatter)."""
    from random_programs import differences, random_program

    text = random_program(seed, loops=seed % 2 == 1, windows=windows)
    problems = differences(text, target, seed % 3, seed, f"random-{seed}.hlo")
    if problems:
        sys.stderr.write("MISMATCH\n" + "\n".join(problems[:5]) + "\n" + text)
        return 3
    return 0


def differential_range(seeds: range, findings_dir: Path | None, progress: bool = False, target: str = "cpu",
                       windows: bool = False) -> dict:
    counts: collections.Counter = collections.Counter()
    failures = []
    cpu = 0.0
    for seed in seeds:
        # a GPU driver maps far more address space than it uses: no RLIMIT_AS for nvptx
        memory = resource.RLIM_INFINITY if target == "nvptx" else harness.MEMORY_LIMIT
        status, stderr, seconds, out_of_time = harness.run_forked(lambda: differential_one(seed, target, windows),
                                                                  time_limit=60, memory=memory)
        cpu += seconds
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
        kind = {0: "match", 3: "mismatch"}.get(code, "timeout" if out_of_time else "error")
        counts[kind] += 1
        if kind != "match":
            failures.append({"seed": seed, "kind": kind, "stderr": stderr[-3000:]})
            if findings_dir is not None:
                findings_dir.mkdir(parents=True, exist_ok=True)
                (findings_dir / f"differential-{kind}-{seed}.txt").write_text(stderr)
        if progress and sum(counts.values()) % 50 == 0:
            print(f"  [{seeds.start}..] {sum(counts.values())} programs, {counts}", flush=True)
    return {"counts": dict(counts), "failures": failures, "cpu": cpu}


# ---------------------------------------------------------------------------------------------
# Soak: the real `xlac run` many times

def soak(modules: list[Path], runs: int) -> dict:
    """``runs`` back-to-back `xlac run MODULE -q` of each module (default thread count)."""
    exe = Path(sys.executable).parent / "xlac"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "xlac.cli"]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("XLAC_NUM_THREADS", None)
    report = {}
    for m in modules:
        codes: collections.Counter = collections.Counter()
        start = time.monotonic()
        for _ in range(runs):
            r = subprocess.run(cmd + ["run", str(m), "-q"], capture_output=True, env=env, timeout=600)
            codes[r.returncode] += 1
        report[m.name] = {"exit_codes": {str(k): v for k, v in codes.items()},
                          "signals": sum(v for k, v in codes.items() if k < 0 or k > 128),
                          "seconds": round(time.monotonic() - start, 1)}
        print(f"  soak {m.name}: {report[m.name]}", flush=True)
    return report


# ---------------------------------------------------------------------------------------------

def _cpu_name() -> str:
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        return next(l.split(":", 1)[1].strip() for l in out.splitlines() if l.startswith("Model name"))
    except Exception:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mutated", type=int, default=100_000)
    ap.add_argument("--differential", type=int, default=10_000)
    ap.add_argument("--soak", type=int, default=100, help="runs of each bench/ module (0: none)")
    ap.add_argument("--soak-modules", nargs="*", default=None,
                    help="bench/ module names to soak, in this order (default: all)")
    ap.add_argument("--target", default="cpu", help="the target the differential programs run on, against the "
                    "interpreter (cpu; nvptx where a GPU is)")
    ap.add_argument("--windows", action="store_true", help="differential programs with window and index ops")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--findings", type=Path, default=Path(tempfile.gettempdir()) / "xlac-fuzz-findings")
    ap.add_argument("--report", type=Path, default=None, help="also write the report as JSON here")
    args = ap.parse_args(argv)
    os.environ.setdefault("XLAC_NUM_THREADS", "2")  # fuzz children: few threads under RLIMIT_AS
    harness.preload()
    report: dict = {"cpu": _cpu_name()}
    failed = False
    if args.mutated:
        start = time.monotonic()
        stats = Stats()
        seeds = range(args.seed, args.seed + args.mutated)
        for part in _sharded(lambda r, d: fuzz_range(range(seeds.start + r.start, seeds.start + r.stop), d,
                                                     True).to_json(), args.mutated, args.jobs, args.findings):
            stats.merge(part)
        took = time.monotonic() - start
        report["mutated"] = {"inputs": stats.inputs, "commands": stats.commands, "wall_s": round(took, 1),
                             "inputs_per_s": round(stats.inputs / took, 2), "child_cpu_s": round(stats.cpu, 1),
                             "outcomes": dict(stats.kinds), "findings": stats.findings,
                             "rejection_classes": dict(stats.classes.most_common())}
        failed |= bool(stats.findings)
        print(f"mutated: {stats.inputs} inputs in {took:.0f} s ({stats.inputs / took:.1f}/s), "
              f"{len(stats.findings)} findings; outcomes {dict(stats.kinds)}")
        print("rejection classes (top 40):")
        for cls, n in stats.classes.most_common(40):
            print(f"  {n:7d}  {cls}")
    if args.differential:
        start = time.monotonic()
        counts: collections.Counter = collections.Counter()
        failures = []
        for part in _sharded(lambda r, d: differential_range(
                range(args.seed + r.start, args.seed + r.stop), d, True, args.target, args.windows), args.differential, args.jobs,
                args.findings):
            counts.update(part["counts"])
            failures += part["failures"]
        took = time.monotonic() - start
        report["differential"] = {"target": args.target, "programs": sum(counts.values()), "counts": dict(counts),
                                  "wall_s": round(took, 1), "failures": failures}
        failed |= bool(failures)
        print(f"differential on {args.target}: {dict(counts)} in {took:.0f} s")
    if args.soak:
        modules = sorted((REPO / "bench").glob("*.hlo"))
        if args.soak_modules:
            modules = [REPO / "bench" / (n if n.endswith(".hlo") else n + ".hlo") for n in args.soak_modules]
        report["soak"] = soak(modules, args.soak)
        failed |= any(v["exit_codes"].keys() - {"0"} for v in report["soak"].values())
    print(f"cpu: {report['cpu']}")
    if args.report:
        args.report.write_text(json.dumps(report, indent=1))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
