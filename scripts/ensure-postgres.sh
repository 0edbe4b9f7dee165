#!/usr/bin/env bash
# Makes sure the PostgreSQL server binaries (initdb, pg_ctl, postgres) are on this machine for
# the multi-instance test: installs the OS package `postgresql` with apt-get when they are
# missing and we may (root, or sudo without a password). Never fails the test command: where
# PostgreSQL cannot be installed it says so, and the test skips with the same message.
# The test finds the binaries itself (AKASHA_PG_BIN, `pg_config --bindir`, /usr/lib/postgresql/*/bin).
set -uo pipefail

find_bin() {
  if [ -n "${AKASHA_PG_BIN:-}" ] && [ -x "$AKASHA_PG_BIN/initdb" ]; then echo "$AKASHA_PG_BIN"; return 0; fi
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r) /usr/local/pgsql/bin /usr/local/bin /usr/bin; do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && [ -x "$d/postgres" ]; then echo "$d"; return 0; fi
  done
  return 1
}

if bin=$(find_bin); then
  echo "PostgreSQL: $("$bin/postgres" --version) in $bin"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
fi
if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; }; then
  echo "PostgreSQL is missing: installing the OS package (apt-get install -y postgresql)..."
  export DEBIAN_FRONTEND=noninteractive
  if ! $SUDO apt-get install -y --no-install-recommends postgresql >/tmp/akasha-apt-postgresql.log 2>&1; then
    $SUDO apt-get update >/dev/null 2>&1 || true
    $SUDO apt-get install -y --no-install-recommends postgresql >/tmp/akasha-apt-postgresql.log 2>&1 || true
  fi
  # The Debian package starts a cluster of its own on port 5432; the test uses a private one.
  if bin=$(find_bin); then echo "PostgreSQL: installed in $bin"; exit 0; fi
  echo "PostgreSQL could not be installed (see /tmp/akasha-apt-postgresql.log): the multi-instance PostgreSQL test will be skipped." >&2
  exit 0
fi
echo "PostgreSQL is not installed and cannot be installed here (no apt-get, or not root and no password-less sudo): the multi-instance PostgreSQL test will be skipped. Install it (e.g. apt-get install postgresql) or set AKASHA_PG_BIN." >&2
exit 0
