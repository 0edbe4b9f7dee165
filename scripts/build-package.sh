#!/usr/bin/env bash
# `npm pack` (prepack): builds the installable package into dist/pkg/ (git-ignored):
# node/ (Fetch handler, stores, ephemeris, MSW for Node), browser/ (MSW for the browser),
# kit/ (engine Worker and service worker copied by `npx akasha init`), widgets/, types/.
set -euo pipefail
cd "$(dirname "$0")/.."
node wasm/prepare.mjs
rm -rf dist/pkg
for mode in node browser kit; do npx vite build -c vite.package.config.ts --mode "$mode" --logLevel warn; done
npx vite build --config vite.widgets.config.ts --outDir dist/pkg/widgets --logLevel warn
npx tsc -p tsconfig.kit.json
npx tsc -p tsconfig.package.json
