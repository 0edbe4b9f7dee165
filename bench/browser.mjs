#!/usr/bin/env node
// Engine cold start in Chromium (system /usr/bin/chromium, headless), median of fresh browser
// contexts (empty HTTP cache, no service worker, no compiled-wasm cache):
//   worker:          new Worker -> Comlink -> fetch + compile + instantiate swisseph.wasm, mount
//                    swisseph.data (bench/browser-worker.html, built here with Vite);
//   service_worker:  the production build (dist/, `vite build`) under `vite preview`: after
//                    install, the first /v1 call (engine loaded from the precache inside the
//                    service worker), a warm call, and a call after the service worker was
//                    stopped (DevTools ServiceWorker.stopAllWorkers: what idling does).
// Both are served by a plain static server (below), not `vite preview`: the preview server gzips
// the 2 MB swisseph.data on the fly for every request (about 0.5 s in Chromium), which measures
// the server, not the engine. Real hosting serves the file as is or pre-compressed.
// Waterfalls: the worker's (wf_*: entry, router core, endpoint family, ephemeris fetch, streaming
// compile, data, instantiate) and the restarted service worker's (restart_*: script start,
// script evaluated, first request start and duration, ms since the worker's time origin).
// Progress goes to stderr; the last line of stdout is the JSON result (bench/run.ts reads it).
// Flags: --runs N (default 7, at least 5), --skip-build (reuse dist/ and the bench build).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { browserStubs } from '../scripts/vite-browser-stubs.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const runs = Math.max(5, Number(argv[argv.indexOf('--runs') + 1]) || 7);
const skipBuild = argv.includes('--skip-build');
const benchOut = join(root, 'test-artifacts', 'bench-build');
const log = (...a) => console.error(...a);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const r1 = (x) => Math.round(x * 10) / 10;
const summarise = (samples) => Object.fromEntries(Object.keys(samples[0]).map((k) => [k, { median: r1(median(samples.map((s) => s[k]))), min: r1(Math.min(...samples.map((s) => s[k]))), max: r1(Math.max(...samples.map((s) => s[k]))) }]));

if (!skipBuild || !existsSync(join(root, 'dist', 'sw.js'))) {
  log('building the app (vite build)...');
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 2, 2] });
}
if (!skipBuild || !existsSync(join(benchOut, 'bench', 'browser-worker.html'))) {
  log('building the Worker bench page...');
  await build({
    configFile: false, root, base: '/', logLevel: 'warn', publicDir: false,
    define: { __BUILD_COMMIT__: JSON.stringify('bench') },
    plugins: [browserStubs()],
    worker: { format: 'es', plugins: () => [browserStubs()] },
    build: { outDir: benchOut, emptyOutDir: true, target: 'es2022', rollupOptions: { input: join(root, 'bench', 'browser-worker.html') } },
  });
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png' };
/** Serves `dir` as files (index.html for '/'), uncompressed, no caching headers beyond the default. */
function staticServer(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, base: `http://127.0.0.1:${server.address().port}` })));
}
const bench = await staticServer(benchOut);
const app = await staticServer(join(root, 'dist'));
const benchBase = bench.base;
const appBase = app.base;

const timedFetch = (page, path) => page.evaluate(async (p) => {
  const t0 = performance.now();
  const res = await fetch(p);
  await res.text();
  if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  return performance.now() - t0;
}, path);

const worker = [];
const direct = [];
const sw = [];
try {
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${benchBase}/bench/browser-worker.html`);
    await page.waitForFunction(() => window.akashaReady === true);
    worker.push(await page.evaluate(() => window.akashaWorkerBench()));
    await ctx.close();
    log(`worker run ${i + 1}/${runs}: ${r1(worker.at(-1).start_to_ready_ms)} ms`);
  }
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${benchBase}/bench/browser-worker.html`);
    await page.waitForFunction(() => window.akashaReady === true);
    direct.push(await page.evaluate(() => window.akashaWorkerDirect()));
    await ctx.close();
    log(`worker direct call run ${i + 1}/${runs}: ${r1(direct.at(-1).start_to_first_answer_ms)} ms`);
  }
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    const t0 = Date.now();
    await page.goto(`${appBase}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const installMs = Date.now() - t0;
    const first = await timedFetch(page, '/v1/meta/version');
    const warm = await timedFetch(page, '/v1/meta/version');
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const restart = await timedFetch(page, '/v1/meta/version');
    // The restarted service worker's own waterfall (src/sw/sw.ts): ms since its time origin.
    const t = await page.evaluate(() => new Promise((ok) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = (e) => ok(e.data);
      navigator.serviceWorker.controller.postMessage({ type: 'akasha-sw-timing' }, [ch.port2]);
    }));
    sw.push({
      load_to_controlled_ms: installMs, first_call_engine_cold_ms: first, warm_call_ms: warm, call_after_stop_ms: restart,
      restart_script_start_ms: t.boot_ms, restart_script_evaluated_ms: t.evaluated_ms,
      restart_request_start_ms: t.first_request_start_ms, restart_request_ms: t.first_request_end_ms - t.first_request_start_ms,
    });
    await ctx.close();
    log(`service worker run ${i + 1}/${runs}: first ${r1(first)} ms, after stop ${r1(restart)} ms`);
  }
} finally {
  await browser.close();
  bench.server.close();
  app.server.close();
}

const result = {
  chromium: browser.version(),
  runs,
  worker: summarise(worker),
  worker_direct_call: summarise(direct),
  service_worker: summarise(sw),
  notes: 'ms; median/min/max over fresh browser contexts. worker.start_to_ready_ms = new Worker until warm() resolves (ephemeris loaded, router core imported); worker.first_call_ms includes loading the endpoint family of the path; worker_direct_call = a fresh Worker asked for /v1/chart/planets at once (start to answer); service_worker.first_call_engine_cold_ms = first /v1/meta/version after install (engine loaded from the precache); call_after_stop_ms = the same after the service worker was stopped (boot + engine load).',
};
console.log(JSON.stringify(result));
