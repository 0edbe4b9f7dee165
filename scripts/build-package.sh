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
# Hand-written declarations the emitted ones refer to are not emitted by tsc: copy them beside.
mkdir -p dist/pkg/types/wasm
cp wasm/swisseph.d.ts dist/pkg/types/wasm/
for f in src/engine/ephemeris/browser-assets.d.ts src/ui/vite-env.d.ts; do cp "$f" "dist/pkg/types/$f"; done
