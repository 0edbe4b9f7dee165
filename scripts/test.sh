#!/usr/bin/env bash
# `npm test`: installs what is missing (npm packages; headless Chromium from the OS packages)
# and runs every test: type checks, the Node tests (vitest) and the browser tests (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-deps.sh
mkdir -p test-artifacts
echo "== type checks"
npx tsc -p tsconfig.json
npx tsc -p tsconfig.web.json
npx tsc -p tsconfig.sw.json
echo "== Node tests (vitest)"
npx vitest run
echo "== browser tests (headless Chromium)"
npm run -s test:browser
echo "== the packed package in a fresh project (Vitest + MSW setupServer, Chromium + setupWorker)"
bash scripts/test-package.sh
echo "== all tests passed"
