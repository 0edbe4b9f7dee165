#!/usr/bin/env bash
# `npm start`: installs what a fresh clone is missing, builds the app and the widgets, and serves
# them (the widget demo page included). Touches no tracked file: everything it writes is in
# node_modules/, wasm/vendor/ and dist/, all git-ignored.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "Building the app and the widgets..."
npx vite build --logLevel warn
npx vite build --config vite.widgets.config.ts --logLevel warn
PORT="${PORT:-4173}"
cat <<MSG

  Akasha is being served at http://localhost:${PORT}/
  1. Open it once: the service worker installs and precaches the app, the WebAssembly
     ephemeris and its data; from then on the app and /v1 work with the network off.
  2. Go to "API console" (http://localhost:${PORT}/#/console), make a key (shown once),
     and call any endpoint; or from any page of that origin:
       fetch('/v1/meta/version', {headers: {Authorization: 'Bearer <your key>'}})
  Widgets demo (one script tag per page): http://localhost:${PORT}/widgets-demo.html
  The Node server is separate: npm run serve -- --port 8787   (prints a trial key)
  Stop with Ctrl+C.

MSG
exec npx vite preview --port "$PORT" --strictPort --host 127.0.0.1 --logLevel warn
