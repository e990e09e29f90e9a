# The two commands: `make run` (the whole stack on this machine) and `make test` (every test).
# Both create .venv and install the project only when pyproject.toml changed (scripts/ensure_deps.sh).
VENV   ?= .venv
PY     := $(VENV)/bin/python
export VENV

.PHONY: run test bench drills lint venv help

help:
	@echo "make run     start Temporal dev server, sandbox backend, worker and bridge (Ctrl-C stops)"
	@echo "make test    install test needs, run every test (PYTEST_ARGS='-k foo' to narrow)"
	@echo "make bench   load benchmark (scripts/bench.py)"
	@echo "make drills  failure drills (scripts/drills.py)"

venv:
	@bash scripts/ensure_deps.sh venv

run: venv
	$(PY) -m scripts.devstack

test:
	@bash scripts/ensure_deps.sh test $(PYTEST_ARGS)

bench: venv
	$(PY) -m scripts.bench $(ARGS)

drills: venv
	$(PY) -m scripts.drills $(ARGS)

lint: venv
	$(PY) -m compileall -q agent workflows activities api sandbox scripts worker.py
