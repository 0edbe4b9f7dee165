#!/usr/bin/env node
/**
 * `npx akasha init <public-dir>`: copies Akasha's browser kit into a web app's public folder
 * (as `npx msw init` does for MSW): <public-dir>/akasha/ gets the engine Worker, the service
 * worker module, swisseph.wasm and swisseph.data, and widgets/ (the embeddable custom elements);
 * <public-dir>/akasha-sw.js is the one-line
 * service worker to register at the root scope. Prints the line that registers it.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const kit = join(pkg, 'dist', 'pkg', 'kit');
const vendor = join(pkg, 'wasm', 'vendor');

function usage(code) {
  console.error('usage: npx akasha init <public-dir>\n  copies the /v1 service worker, the engine Worker and the ephemeris files into <public-dir>');
  process.exit(code);
}

const [command, target, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h') usage(0);
if (command !== 'init' || !target || rest.length) usage(2);
for (const [dir, what] of [[kit, 'the kit (dist/pkg/kit)'], [vendor, 'the ephemeris (wasm/vendor)']]) {
  if (!existsSync(dir)) {
    console.error(`akasha init: ${what} is missing from ${pkg}; in a clone of Akasha run \`npm pack\` first`);
    process.exit(1);
  }
}

const publicDir = resolve(target);
const out = join(publicDir, 'akasha');
// The folder is Akasha's own: clear it so that chunks of an older version do not pile up.
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const f of readdirSync(kit)) cpSync(join(kit, f), join(out, f));
for (const f of ['swisseph.wasm', 'swisseph.data']) cpSync(join(vendor, f), join(out, f));
const widgets = join(pkg, 'dist', 'pkg', 'widgets');
if (existsSync(widgets)) cpSync(widgets, join(out, 'widgets'), { recursive: true });
writeFileSync(join(publicDir, 'akasha-sw.js'),
  "// Akasha's /v1 service worker (npx akasha init). Register: navigator.serviceWorker.register('/akasha-sw.js', { type: 'module' })\nimport './akasha/sw.js';\n");

const rel = relative(process.cwd(), publicDir) || '.';
console.log(`Akasha's kit is in ${rel}/akasha/ and ${rel}/akasha-sw.js.`);
console.log('Either answer /v1 with the service worker, from any script of your app:');
console.log("  navigator.serviceWorker.register('/akasha-sw.js', { type: 'module' });");
console.log("or with MSW: setupWorker(...akashaHandlers()) from 'akasha/msw' (the engine Worker is /akasha/engine.worker.js).");
console.log('Widgets: <script type="module" src="/akasha/widgets/akasha-widgets.js"></script>');
