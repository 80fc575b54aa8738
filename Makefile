# xlac: `make run` sets itself up and runs a sample; `make test` sets itself up and runs the tests.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
JOBS   ?= auto

.PHONY: bytecode setup run test test-slow test-full lint bench bench-xacc bench-devices clean samples samples-build corpus corpus-stablehlo fuzz

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	$(BIN)/xlac run samples/mlp.hlo --seed 0

# `make test`: lint, type checks and every test but the slow tier (about 6 minutes on 2 quiet cores);
# `make test-slow`: the slow tier alone (CI runs both); `make test-full`: everything at once.
test: lint bytecode
	$(BIN)/python -m pytest -n $(JOBS) -q -m "not slow"

test-slow: $(STAMP) bytecode
	$(BIN)/python -m pytest -n $(JOBS) -q -m slow

test-full: lint bytecode
	$(BIN)/python -m pytest -n $(JOBS) -q

# xlac's modules as bytecode (__pycache__, as `pip install` leaves them): where PYTHONDONTWRITEBYTECODE
# is set, an editable install otherwise compiles every module from source in each `xlac` process the
# tests start (~0.2 s of CPU apiece). Only changed files are compiled again.
bytecode: $(STAMP)
	$(BIN)/python -m compileall -q xlac >/dev/null

# Lint and type checks (part of `make test`): ruff (pyflakes, pycodestyle, import order, bugbear)
# and mypy over xlac/ (pyproject.toml lists the modules still checked loosely).
lint: $(STAMP)
	$(BIN)/ruff check xlac tests bench tools
	$(BIN)/mypy xlac

# `make fuzz`: the long reliability run (issue 13): 100,000 mutated and adversarial modules
# through `xlac compile`/`xlac run` (10 s CPU, 2 GiB each), 10,000 random programs interpreter
# vs cpu, 100 back-to-back `xlac run` of every bench/ module, and every corpus object under
# valgrind. Its fast tier (a few hundred inputs, a few valgrind cases) is in `make test`.
# FUZZ_ARGS overrides the counts.
FUZZ_ARGS ?= --mutated 100000 --differential 10000 --soak 100 --jobs 2 --report fuzz-report.json
fuzz: $(STAMP) bytecode
	XLAC_VALGRIND_CORPUS=1 $(BIN)/python -m pytest -n $(JOBS) -q -p no:cacheprovider tests/reliability/test_valgrind.py
	$(BIN)/python tests/fuzz/fuzz.py $(FUZZ_ARGS)

# `make bench`: its own venv (bench/.venv) with xlac and jax (~600 MB; never in the test venv),
# so XLA's CPU backend runs the same HLO. Without network access jax is skipped and the
# table has no XLA column. Not part of `make test`.
BENCH_VENV  := bench/.venv
BENCH_STAMP := $(BENCH_VENV)/.installed
$(BENCH_STAMP): pyproject.toml
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install -q --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install -q -e .
	-$(BENCH_VENV)/bin/python -m pip install -q jax==0.10.2 jaxlib==0.10.2
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python bench/run.py $(BENCH_ARGS)
	$(BENCH_VENV)/bin/python -m xlac.targets.xacc.bench

# the xacc cycle model: vector/matrix utilization and simulator speed (no jax needed)
bench-xacc: $(STAMP)
	$(BIN)/python -m xlac.targets.xacc.bench

# several devices: all-reduce across threads vs memcpy, across 2 MPI ranks vs MPI_Allreduce, and a
# data-parallel step on 1 vs 2 devices (bench/make_devices.py makes its modules with jax)
bench-devices: $(STAMP)
	$(BIN)/python bench/devices.py

# `make corpus`: regenerate the JAX conformance corpus (tests/corpus/jax) and bench/train_step_transformer
# from tools/corpus/programs/*.py with real XLA:CPU outputs. jax lives in an environment of its own
# (tools/corpus/.venv, jax 0.10.2 pinned), or JAX_PYTHON=/path/to/python with jax installed; never in
# the test venv. CORPUS_ARGS passes options (--only NAME..., --module MOD..., --list, --mlir-only,
# --mlir-from-hlo). `make corpus-stablehlo`: tests/corpus/stablehlo from tools/corpus/stablehlo_cases.py.
CORPUS_VENV  := tools/corpus/.venv
CORPUS_STAMP := $(CORPUS_VENV)/.installed
$(CORPUS_STAMP):
	$(PYTHON) -m venv $(CORPUS_VENV)
	$(CORPUS_VENV)/bin/python -m pip install -q jax==0.10.2 jaxlib==0.10.2 numpy ml_dtypes
	touch $(CORPUS_STAMP)

ifdef JAX_PYTHON
corpus:
	$(JAX_PYTHON) tools/corpus/generate.py $(CORPUS_ARGS)
corpus-stablehlo:
	$(JAX_PYTHON) tools/corpus/stablehlo_cases.py $(CORPUS_ARGS)
else
corpus: $(CORPUS_STAMP)
	$(CORPUS_VENV)/bin/python tools/corpus/generate.py $(CORPUS_ARGS)
corpus-stablehlo: $(CORPUS_STAMP)
	$(CORPUS_VENV)/bin/python tools/corpus/stablehlo_cases.py $(CORPUS_ARGS)
endif

# `make corpus-check-converted`: `xlac dump-ir --stage hlo` of every StableHLO twin, run on XLA:CPU
# (the jax environment above) against the outputs stored for the case (tools/corpus/check_converted.py).
ifdef JAX_PYTHON
corpus-check-converted: $(STAMP)
	$(JAX_PYTHON) tools/corpus/check_converted.py $(CORPUS_ARGS)
else
corpus-check-converted: $(STAMP) $(CORPUS_STAMP)
	$(CORPUS_VENV)/bin/python tools/corpus/check_converted.py $(CORPUS_ARGS)
endif

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build *.egg-info samples/build

# ---- samples: every samples/*.hlo compiled ahead of time, linked with samples/main.c, and run:
# natively for the host, under qemu-user for aarch64 and riscv64, in Node.js for wasm32, under
# qemu-system-arm for a Cortex-M4F. Outputs go to samples/build/ARCH/.
# samples/*.hlo (HLO text) and samples/*.mlir (StableHLO, JAX's default text) build alike
SAMPLE_FILES  := $(wildcard samples/*.hlo samples/*.mlir)
SAMPLE_NAMES  := $(basename $(notdir $(SAMPLE_FILES)))
src_of         = $(filter samples/$(1).%,$(SAMPLE_FILES))
SAMPLE_ARCHS  := host aarch64 riscv64
XLAC_SOURCES  := $(shell find xlac grammars -name '*.py' -o -name '*.lark' 2>/dev/null)
SAMPLE_CFLAGS := -std=c99 -O2 -Wall -Werror
triple_host    := host
cc_host        := $(or $(CC),cc)
exec_host      :=
triple_aarch64 := aarch64-linux-gnu
cc_aarch64     := aarch64-linux-gnu-gcc
exec_aarch64   := qemu-aarch64 -L /usr/aarch64-linux-gnu
triple_riscv64 := riscv64-linux-gnu
cc_riscv64     := riscv64-linux-gnu-gcc
exec_riscv64   := qemu-riscv64 -L /usr/riscv64-linux-gnu

# $(1) = arch, $(2) = sample. The entry symbol is the sample's name (--entry), so main.c finds it.
define SAMPLE_RULES
samples/build/$(1)/$(2).o: $(call src_of,$(2)) $(XLAC_SOURCES) | $(STAMP)
	@mkdir -p $$(@D)
	$(BIN)/xlac compile $$< --triple $(triple_$(1)) --entry $(2) -o $$@
samples/build/$(1)/$(2).h: samples/build/$(1)/$(2).o ;
samples/build/$(1)/$(2): samples/main.c samples/build/$(1)/$(2).o samples/build/$(1)/$(2).h
	$(cc_$(1)) $(SAMPLE_CFLAGS) -Isamples/build/$(1) -DXLAC_MODEL=$(2) samples/main.c samples/build/$(1)/$(2).o -o $$@ -lm
samples/build/$(1)/$(2).txt: samples/build/$(1)/$(2)
	$(exec_$(1)) ./$$< > $$@.tmp && mv $$@.tmp $$@
endef
$(foreach a,$(SAMPLE_ARCHS),$(foreach n,$(SAMPLE_NAMES),$(eval $(call SAMPLE_RULES,$(a),$(n)))))

# The edge targets: a WebAssembly module with its ES-module loader (run in Node.js), and a Cortex-M4F
# object (linked into firmware and run under qemu-system-arm); `xlac run` runs what `xlac compile` wrote.
EDGE_ARCHS        := wasm32 cortex-m4
triple_wasm32     := wasm32-unknown-unknown
ext_wasm32        := wasm
triple_cortex-m4  := thumbv7em-none-eabihf
ext_cortex-m4     := o
define EDGE_SAMPLE_RULES
samples/build/$(1)/$(2).$(ext_$(1)): $(call src_of,$(2)) $(XLAC_SOURCES) | $(STAMP)
	@mkdir -p $$(@D)
	$(BIN)/xlac compile $$< --triple $(triple_$(1)) --entry $(2) -o $$@
samples/build/$(1)/$(2).txt: samples/build/$(1)/$(2).$(ext_$(1))
	$(BIN)/xlac run $$< --seed 0 > $$@.tmp && mv $$@.tmp $$@
endef
$(foreach a,$(EDGE_ARCHS),$(foreach n,$(SAMPLE_NAMES),$(eval $(call EDGE_SAMPLE_RULES,$(a),$(n)))))

SAMPLE_OUTPUTS := $(foreach a,$(SAMPLE_ARCHS) $(EDGE_ARCHS),$(foreach n,$(SAMPLE_NAMES),samples/build/$(a)/$(n).txt))

# the xacc accelerator: each sample assembled to a binary and run on the simulator (checked
# against the interpreter, with the cycle statistics)
define XACC_SAMPLE_RULES
samples/build/xacc/$(1).xbin: $(call src_of,$(1)) $(XLAC_SOURCES) | $(STAMP)
	@mkdir -p $$(@D)
	$(BIN)/xlac compile $$< --target xacc -o $$@
endef
$(foreach n,$(SAMPLE_NAMES),$(eval $(call XACC_SAMPLE_RULES,$(n))))
samples/build/xacc/%.txt: samples/build/xacc/%.xbin
	$(BIN)/xlac run $< --seed 0 --stats --check > $@.tmp 2>&1 && mv $@.tmp $@
SAMPLE_OUTPUTS += $(foreach n,$(SAMPLE_NAMES),samples/build/xacc/$(n).txt)

samples-build: $(foreach a,$(SAMPLE_ARCHS),$(foreach n,$(SAMPLE_NAMES),samples/build/$(a)/$(n))) \
	$(foreach a,$(EDGE_ARCHS),$(foreach n,$(SAMPLE_NAMES),samples/build/$(a)/$(n).$(ext_$(a))))

samples: $(SAMPLE_OUTPUTS)
	@for f in $(SAMPLE_OUTPUTS); do echo "== $$f"; head -n 12 $$f; done
