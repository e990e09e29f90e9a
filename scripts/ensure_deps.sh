#!/usr/bin/env bash
# Dependencies for `make run` / `make test` / `make lint`.
#   ensure_deps.sh venv          make .venv hold exactly the versions in uv.lock (`uv sync --locked`,
#                                with the `test` extra and the `dev` group: ruff, mypy). uv itself
#                                is bootstrapped with pip into .tools/uv at the version pinned by
#                                `[tool.uv] required-version` in pyproject.toml (its binary kept in
#                                ~/.cache/derlg-tools for the next clone on the machine).
#   ensure_deps.sh lock          re-resolve uv.lock after editing pyproject.toml (`make lock`).
#   ensure_deps.sh lint          ruff check and format check (pyproject.toml), mypy on every package.
#   ensure_deps.sh test [ARGS]   venv, lint, the system packages the tests need (redis-server,
#                                chromium via apt-get when missing and root), then pytest with
#                                ARGS on PYTEST_WORKERS (5) workers side by side, then the tests
#                                marked `alone` in one process (run_tests below). When
#                                redis-server / chromium cannot be installed, prints
#                                "SKIPPING browser/redis tests: <reason>" and exports
#                                DERLG_SKIP_BROWSER_REASON / DERLG_SKIP_REDIS_REASON, which
#                                tests/conftest.py turns into visible pytest skips.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV="${VENV:-.venv}"
PYTHON="${PYTHON:-python3}"
TOOLS=".tools/uv"
UV="$TOOLS/bin/uv"

# uv works on the project's own venv and never downloads an interpreter. A new venv is made
# with $PYTHON; an existing one is kept as long as its Python satisfies requires-python.
export UV_PROJECT_ENVIRONMENT="$VENV" UV_PYTHON_DOWNLOADS=never UV_NO_PROGRESS=1
[[ -x "$VENV/bin/python" ]] || export UV_PYTHON="$PYTHON"

uv_version() {  # the pin in pyproject.toml, e.g. 0.13.9
  "$PYTHON" - <<'EOF'
import tomllib
print(tomllib.load(open("pyproject.toml", "rb"))["tool"]["uv"]["required-version"].lstrip("="))
EOF
}

ensure_uv() {
  "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || { echo "ensure_deps: Python >= 3.11 needed (set PYTHON=python3.11)" >&2; exit 1; }
  local want; want="$(uv_version)"
  if [[ -x "$UV" && "$("$UV" --version 2>/dev/null)" == "uv $want"* ]]; then
    return 0
  fi
  # uv is one standalone binary: a copy kept per machine and version saves every later clone the
  # pip bootstrap (~6 s of a fresh clone's `make test`). DERLG_TOOLS_CACHE= (empty) turns it off.
  local kept="${DERLG_TOOLS_CACHE-${XDG_CACHE_HOME:-$HOME/.cache}/derlg-tools}"
  kept="${kept:+$kept/uv-$want}"
  rm -rf "$TOOLS"
  if [[ -n "$kept" && -x "$kept" && "$("$kept" --version 2>/dev/null)" == "uv $want"* ]]; then
    mkdir -p "$TOOLS/bin" && cp "$kept" "$UV" && return 0
  fi
  echo "ensure_deps: installing uv $want into $TOOLS (pip)"
  "$PYTHON" -m venv "$TOOLS"
  "$TOOLS/bin/python" -m pip install --quiet --disable-pip-version-check "uv==$want"
  if [[ -n "$kept" ]]; then  # written whole, then renamed: clones set up side by side never see half of it
    { mkdir -p "$(dirname "$kept")" && cp "$UV" "$kept.$$" && mv -f "$kept.$$" "$kept"; } 2>/dev/null || rm -f "$kept.$$"
  fi
}

# The chat page's Khmer and Chinese web fonts (npm @fontsource, woff2 split by unicode-range so a
# page loads only the pieces it shows), served by the bridge at /fonts. Without npm the page keeps
# the system fonts: a warning, not a failure.
FONTS=".tools/fonts"
FONT_PACKAGES=("@fontsource/noto-sans-khmer@5.3.0" "@fontsource/noto-sans-sc@5.3.0")
ensure_fonts() {
  [[ -f "$FONTS/node_modules/@fontsource/noto-sans-sc/400.css" && -f "$FONTS/node_modules/@fontsource/noto-sans-khmer/400.css" ]] && return 0
  if ! command -v npm >/dev/null; then
    echo "ensure_deps: npm not found: the chat page uses system fonts for Khmer and Chinese" >&2
    return 0
  fi
  npm install --no-audit --no-fund --silent --prefix "$FONTS" "${FONT_PACKAGES[@]}" >&2 \
    || echo "ensure_deps: the web fonts did not install: the chat page uses system fonts" >&2
}

ensure_venv() {
  ensure_fonts
  ensure_uv
  local log; log="$(mktemp)"
  # --locked: install exactly uv.lock, and refuse when pyproject.toml no longer matches it.
  if ! "$UV" sync --locked --extra test --quiet 2>"$log"; then
    cat "$log" >&2; rm -f "$log"
    if ! "$UV" lock --check --offline --quiet 2>/dev/null; then
      echo "" >&2
      echo "ensure_deps: pyproject.toml changed but uv.lock was not updated." >&2
      echo "             Run \`make lock\` and commit uv.lock together with pyproject.toml." >&2
    fi
    exit 1
  fi
  rm -f "$log"
}

lint() {
  local rc=0
  "$VENV/bin/ruff" check --quiet . || rc=1
  "$VENV/bin/ruff" format --check --quiet . || { echo "ensure_deps: run \`$VENV/bin/ruff format .\`" >&2; rc=1; }
  "$VENV/bin/mypy" || rc=1
  if [[ $rc != 0 ]]; then
    echo "ensure_deps: lint failed (ruff / mypy above; \`make lint\` reruns just these)" >&2
  fi
  return $rc
}

apt_install() {  # apt_install PKG...  -> 0 on success, else prints why on stdout and returns 1
  if [[ "$(id -u)" != "0" ]]; then echo "not root, cannot apt-get install $*"; return 1; fi
  if ! command -v apt-get >/dev/null; then echo "no apt-get to install $*"; return 1; fi
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"; } >/tmp/derlg-apt.log 2>&1; then
    echo "apt-get install $* failed (see /tmp/derlg-apt.log)"; return 1
  fi
  return 0
}

ensure_system() {
  local why
  if ! command -v redis-server >/dev/null; then
    if why="$(apt_install redis-server)"; then :; else
      echo "SKIPPING redis tests: $why"
      export DERLG_SKIP_REDIS_REASON="$why"
    fi
  fi
  if [[ ! -x /usr/bin/chromium ]]; then
    if why="$(apt_install chromium)"; then :; else
      echo "SKIPPING browser tests: $why"
      export DERLG_SKIP_BROWSER_REASON="$why"
    fi
  fi
}

run_tests() {  # run_tests [pytest args]
  # 1) Side by side: PYTEST_WORKERS pytest-xdist workers (default 5, on 2 cores too: most of the
  #    suite waits on servers, timeouts and outages rather than the CPU), one test handed out at
  #    a time so the long ones (run first, tests/conftest.py) spread over the workers. 0 = one
  #    process. 2) Then the few tests marked `alone` (production timeouts that a CPU-starved
  #    machine breaks), in one process; skipped when phase 1 collected none (its collection
  #    alone costs ~15 s). Exit 5 ("no tests selected", e.g. a -k) is no failure.
  # Bytecode caches: a shell with PYTHONDONTWRITEBYTECODE (this machine's, CI's) makes every
  # Python process of the run (the workers, every sandbox / worker / bridge a test starts) compile
  # each module it imports from source again, ~40% of a stack test's CPU. The run writes them
  # (__pycache__/, gitignored and dockerignored; a cache is used only while it matches its source).
  # A path among the args (PYTEST_ARGS="tests/sandbox", a file, a file::test) runs those tests only;
  # otherwise the whole of tests/ (a -k narrows it).
  unset PYTHONDONTWRITEBYTECODE
  local rc=0 phase alone_count arg targets=(tests)
  for arg in "$@"; do [[ $arg != -* && -e ${arg%%::*} ]] && targets=(); done
  alone_count="$(mktemp)"
  DERLG_ALONE_COUNT_FILE="$alone_count" "$VENV/bin/pytest" "${targets[@]}" -q -rs -p no:cacheprovider \
    -n "${PYTEST_WORKERS:-5}" --maxschedchunk 1 -m "not alone" "$@" || { phase=$?; [[ $phase == 5 ]] || rc=$phase; }
  if [[ "$(cat "$alone_count")" != "0" ]]; then  # empty (not written): run it, to be safe
    "$VENV/bin/pytest" "${targets[@]}" -q -rs -p no:cacheprovider -m alone "$@" || { phase=$?; [[ $phase == 5 ]] || rc=$phase; }
  fi
  rm -f "$alone_count"
  return $rc
}

warm_caches() {  # sets $warming: the bytecode caches (run_tests) written by one process while lint runs
  # Otherwise every worker compiles the same modules and rewrites the same test modules' asserts
  # side by side when it collects (~7 of its ~10 CPU s on a fresh clone). Its result is not used.
  env -u PYTHONDONTWRITEBYTECODE "$VENV/bin/pytest" tests --collect-only -q -p no:cacheprovider >/dev/null 2>&1 &
  warming=$!
}

case "${1:-}" in
  venv) ensure_venv ;;
  lock) ensure_uv; "$UV" lock ;;
  lint) ensure_venv; lint ;;
  test)
    shift
    ensure_venv
    warm_caches
    lint || { rc=$?; kill "$warming" 2>/dev/null || true; exit $rc; }
    ensure_system
    wait "$warming" || true
    run_tests "$@"
    ;;
  *) echo "usage: $0 venv | lock | lint | test [pytest args]" >&2; exit 2 ;;
esac
