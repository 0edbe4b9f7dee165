#!/usr/bin/env bash
# `npm test`: installs what is missing (npm packages with npm ci; headless Chromium from the OS
# packages) and runs every test: type checks, the Node tests (vitest), the browser tests
# (Chromium) and the README's set-up on a fresh clone (scripts/check-fresh-clone.sh). Fails if
# the run changed any tracked file (`git status` before and after must agree).
set -euo pipefail
cd "$(dirname "$0")/.."
before="$(git status --porcelain 2>/dev/null || true)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-deps.sh
bash scripts/ensure-postgres.sh   # for test/node/multi-instance.test.ts (skipped with a message where it cannot be installed)
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
echo "== the README's set-up on a fresh clone"
bash scripts/check-fresh-clone.sh
echo "== git status unchanged by the tests"
after="$(git status --porcelain 2>/dev/null || true)"
if [ "$before" != "$after" ]; then
  echo "the test run changed tracked files:" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  exit 1
fi
echo "== all tests passed"
