#!/usr/bin/env bash
# Installs what a fresh clone is missing: the npm packages, with `npm ci` (exactly the versions
# package-lock.json pins, which records every platform's optional packages; the lock file is
# never rewritten), when node_modules is absent or was installed from another lock file; then
# the Swiss Ephemeris files copied out of the swisseph-wasm package. Safe to run any number of
# times: the SHA-256 of the lock file installed last is kept in node_modules/.akasha-lock.sha256.
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

marker=node_modules/.akasha-lock.sha256
want=$(node -e 'process.stdout.write(require("node:crypto").createHash("sha256").update(require("node:fs").readFileSync("package-lock.json")).digest("hex"))')
if [ ! -d node_modules ] || [ ! -f "$marker" ] || [ "$(cat "$marker")" != "$want" ]; then
  echo "Installing npm packages (npm ci: exactly as package-lock.json pins them)..."
  npm ci --no-audit --no-fund --prefer-offline --loglevel=error
  printf '%s' "$want" > "$marker"
fi
node wasm/prepare.mjs
