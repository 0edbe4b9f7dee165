#!/usr/bin/env bash
# The README's set-up on a fresh copy, as a newcomer runs it: `git clone` of this repository's
# committed state into a temporary folder, then `npm start` there (npm ci from the local npm
# cache, the app and widget builds, the preview server). Checks that the set-up prints no
# warning, serves the app, the widget demo page and the widgets bundle, and leaves `git status`
# clean (the lock file untouched, nothing written into tracked paths). Run by scripts/test.sh;
# alone: bash scripts/check-fresh-clone.sh. Only lines of the machine's own npm configuration
# ("Unknown user config" of ~/.npmrc) are not counted as warnings: they are not the project's.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
server=""
cleanup() {
  if [ -n "$server" ]; then kill -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "fresh clone: FAIL: $*" >&2; [ -f "$tmp/start.log" ] && sed 's/^/  | /' "$tmp/start.log" >&2; exit 1; }

git clone --quiet "$repo" "$tmp/akasha"
cd "$tmp/akasha"
port="$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
started=$(date +%s)
PORT="$port" setsid bash scripts/start.sh > "$tmp/start.log" 2>&1 &
server=$!

base="http://127.0.0.1:$port"
for _ in $(seq 1 600); do
  if curl -fs -o /dev/null "$base/"; then break; fi
  kill -0 "$server" 2>/dev/null || fail "npm start exited before serving"
  sleep 0.5
done
curl -fs -o /dev/null "$base/" || fail "nothing served at $base/ after 300 s"
echo "fresh clone: npm start served $base/ after $(( $(date +%s) - started )) s"

demo="$(curl -fs "$base/widgets-demo.html")" || fail "no /widgets-demo.html"
grep -q '<akasha-panchang' <<<"$demo" || fail "the demo page has no <akasha-panchang>"
src="$(grep -o 'src="[^"]*akasha-widgets\.js"' <<<"$demo" | head -1 | sed 's/^src="//; s/"$//')"
[ -n "$src" ] || fail "the demo page loads no akasha-widgets.js"
case "$src" in /*) url="$base$src" ;; *) url="$base/$src" ;; esac
bytes="$(curl -fs "$url" | wc -c)" || fail "the widgets bundle $src is not served"
[ "$bytes" -gt 10000 ] || fail "the widgets bundle $src is $bytes bytes (empty build?)"
for f in dist/widgets/akasha-widgets.js dist/index.html dist/sw.js; do [ -s "$f" ] || fail "$f was not built"; done

if grep -v 'Unknown user config' "$tmp/start.log" | grep -inE 'warn|deprecat|\(!\)|error' >/dev/null; then
  fail "npm start printed warnings"
fi
status="$(git status --porcelain)"
[ -z "$status" ] || fail "git status is not clean after npm start: $status"
echo "fresh clone: npm ci, builds without warnings, demo page and widgets served, git status clean"
