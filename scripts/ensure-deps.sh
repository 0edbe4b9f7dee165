#!/usr/bin/env bash
# Installs what a fresh clone is missing: the npm packages (pinned by package-lock.json; `npm ci`
# is not used because npm 11 here rejects its own lock files for platform-specific optional
# packages it did not record), only when
# node_modules is absent or older than the lock file) and the Swiss Ephemeris files copied out
# of the swisseph-wasm package. Safe to run any number of times.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1; then
  echo "Node.js 20 or newer is required (https://nodejs.org); it is not on PATH." >&2
  exit 1
fi
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 20 ]; then
  echo "Node.js 20 or newer is required; this is $(node --version)." >&2
  exit 1
fi

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm install, pinned by package-lock.json)..."
  npm install --no-audit --no-fund --loglevel=error
fi
node wasm/prepare.mjs
