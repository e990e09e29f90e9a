# The two commands: `make run` (the whole stack on this machine) and `make test` (every test).
# Both make .venv hold exactly the versions in uv.lock (uv, bootstrapped by scripts/ensure_deps.sh).
VENV   ?= .venv
PY     := $(VENV)/bin/python
export VENV

.PHONY: run test bench tokens drills eval lint lock venv help

help:
	@echo "make run     start Temporal dev server, sandbox backend, worker and bridge (Ctrl-C stops)"
	@echo "make test    install the locked dependencies, lint, run every test (PYTEST_ARGS='-k foo' to narrow)"
	@echo "make lint    ruff + mypy only (the first step of make test)"
	@echo "make lock    update uv.lock after editing pyproject.toml (commit both)"
	@echo "make bench   load benchmark (scripts/bench.py)"
	@echo "make tokens  input tokens per model call for one scripted journey (scripts/tokens.py)"
	@echo "make drills  failure drills (scripts/drills.py)"
	@echo "make eval    whole journeys as tasks, scored by the end state (evals/; TASKS=dir K=3 FILTER=zh JSON=out.json)"

venv:
	@bash scripts/ensure_deps.sh venv

run: venv
	$(PY) -m scripts.devstack

test:
	@bash scripts/ensure_deps.sh test $(PYTEST_ARGS)

lint:
	@bash scripts/ensure_deps.sh lint

lock:
	@bash scripts/ensure_deps.sh lock

bench: venv
	$(PY) -m scripts.bench $(ARGS)

tokens: venv
	$(PY) -m scripts.tokens $(ARGS)

drills: venv
	$(PY) -m scripts.drills $(ARGS)

eval: venv
	$(PY) -m evals $(if $(TASKS),--tasks $(TASKS)) $(if $(K),-k $(K)) $(if $(FILTER),--filter $(FILTER)) $(if $(JSON),--json $(JSON)) $(ARGS)
