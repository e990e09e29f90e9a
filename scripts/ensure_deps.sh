#!/usr/bin/env bash
# Dependencies for `make run` / `make test`.
#   ensure_deps.sh venv          create .venv and `pip install -e '.[test]'` unless already done
#                                (stamp file keyed on the sha256 of pyproject.toml)
#   ensure_deps.sh test [ARGS]   the system packages the tests need (redis-server, chromium via
#                                apt-get when missing and root), then exec pytest with ARGS.
#                                When they cannot be installed, prints
#                                "SKIPPING browser/redis tests: <reason>" and exports
#                                DERLG_SKIP_BROWSER_REASON / DERLG_SKIP_REDIS_REASON, which
#                                tests/conftest.py turns into visible pytest skips.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV="${VENV:-.venv}"
PYTHON="${PYTHON:-python3}"
STAMP="$VENV/.derlg-install-stamp"

want_stamp() { sha256sum pyproject.toml | cut -d' ' -f1; }

ensure_venv() {
  if [[ ! -x "$VENV/bin/python" ]]; then
    "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
      || { echo "ensure_deps: Python >= 3.11 needed (set PYTHON=python3.11)" >&2; exit 1; }
    echo "ensure_deps: creating $VENV"
    "$PYTHON" -m venv "$VENV"
  fi
  local want; want="$(want_stamp)"
  if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$want" ]]; then
    return 0
  fi
  echo "ensure_deps: installing the project into $VENV (pyproject.toml changed or first run)"
  "$VENV/bin/python" -m pip install --quiet -e '.[test]'
  echo "$want" > "$STAMP"
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

case "${1:-}" in
  venv) ensure_venv ;;
  test)
    shift
    ensure_venv
    ensure_system
    exec "$VENV/bin/pytest" tests -q -rs -p no:cacheprovider "$@"
    ;;
  *) echo "usage: $0 venv | test [pytest args]" >&2; exit 2 ;;
esac
