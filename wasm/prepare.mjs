#!/usr/bin/env node
// Copies the Swiss Ephemeris Emscripten glue, its .wasm and the ephemeris data bundle out of the
// swisseph-wasm package into wasm/vendor/ (git-ignored), where the rest of Akasha imports them.
// The package's exports map hides wasm/*, so we locate the package through its package.json.
// Runs from `postinstall` and before every build, test, bench and serve; it is idempotent.
import { createRequire } from 'node:module';
import { copyFileSync, mkdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('swisseph-wasm/package.json'));
const out = join(here, 'vendor');
mkdirSync(out, { recursive: true });
for (const name of ['swisseph.js', 'swisseph.wasm', 'swisseph.data']) {
  const from = join(pkgDir, 'wasm', name);
  const to = join(out, name);
  if (existsSync(to) && statSync(to).size === statSync(from).size && statSync(to).mtimeMs >= statSync(from).mtimeMs) continue;
  copyFileSync(from, to);
}
// Our hand-written typing of the glue sits beside it, so TypeScript types '#swisseph-glue'.
copyFileSync(join(here, 'swisseph.d.ts'), join(out, 'swisseph.d.ts'));
