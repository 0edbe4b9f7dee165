#!/usr/bin/env bash
# The package from the outside: packs the tarball, installs it into a fresh project outside the
# repository (with msw, vite and vitest from the local npm cache) and runs there a Vitest suite
# calling /v1/chart/planets through MSW's setupServer, then a headless Chromium page (vite
# preview on another port) calling /v1/panchang/summary through setupWorker with the network
# off, and the drop-in service worker of `npx akasha init`. Answers must equal Akasha's own /v1.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/akasha-package.XXXXXX")
server_pid=
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
ver() { node -p "require('$repo/node_modules/$1/package.json').version"; }

echo "-- npm pack"
npm pack --pack-destination "$work" --silent >/dev/null
tarball=$(ls "$work"/akasha-*.tgz)
echo "tarball: $(basename "$tarball") $(du -k "$tarball" | cut -f1) kB"

echo "-- Akasha's own /v1 answers (the reference)"
mkdir -p "$work/expected"
planets_q='date=1990-05-15&time=10:30&tz=Asia/Kolkata&lat=28.6139&lon=77.209'
summary_q='date=2025-03-14&time=06:30&tz=Asia/Kolkata&lat=28.6139&lon=77.209'
npx tsx src/node/cli.ts "/v1/chart/planets?$planets_q" >"$work/expected/chart-planets.json" 2>/dev/null
npx tsx src/node/cli.ts "/v1/panchang/summary?$summary_q" >"$work/expected/panchang-summary.json" 2>/dev/null

echo "-- a fresh project with the tarball, msw, vite and vitest"
app="$work/app"
mkdir -p "$app"
cp -r test/package/app/. "$app/"
cd "$app"
printf '{ "name": "akasha-package-check", "private": true, "type": "module" }\n' >package.json
npm install --prefer-offline --no-audit --no-fund --loglevel=error \
  "$tarball" "msw@$(ver msw)" "vite@$(ver vite)" "vitest@$(ver vitest)" "typescript@$(ver typescript)" >/dev/null
echo "installed: akasha $(du -sk node_modules/akasha | cut -f1) kB; node_modules $(du -sk node_modules | cut -f1) kB"

echo "-- the entry points are typed (tsc in the fresh project)"
npx tsc -p tsconfig.json

echo "-- Vitest in the fresh project (setupServer)"
AKASHA_EXPECTED_DIR="$work/expected" npx vitest run

echo "-- Chromium on the fresh project's page (setupWorker, network off; npx akasha init)"
npx akasha init public
npx msw init public --no-save >/dev/null
npx vite build --logLevel warn
# A free port (another than the app's 4173), and the server's own pid (no npx wrapper) to stop it.
port=${AKASHA_PACKAGE_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port "$port" --strictPort >"$work/preview.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$port/index.html" >/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/preview.log"; exit 1; }
  sleep 0.2
done
cd "$repo"
node test/package/browser-check.mjs "http://127.0.0.1:$port" "$work/expected/panchang-summary.json" "$summary_q"
echo "-- package checks passed"
