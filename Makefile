# xlac: `make run` sets itself up and runs a sample; `make test` sets itself up and runs the tests.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
JOBS   ?= auto

.PHONY: setup run test test-fast bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

setup: $(STAMP)

run: $(STAMP)
	$(BIN)/xlac run samples/mlp.hlo --seed 0

test: $(STAMP)
	$(BIN)/python -m pytest -n $(JOBS) -q

test-fast: $(STAMP)
	$(BIN)/python -m pytest -n $(JOBS) -q -m "not slow"

bench: $(STAMP)
	$(BIN)/python bench/run.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build *.egg-info
