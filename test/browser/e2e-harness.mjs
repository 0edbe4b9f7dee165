// What the Node scripts that drive the production build in headless Chromium share
// (sw.e2e.mjs and the *.shots.mjs scripts; run-e2e.mjs runs them all). Not to be confused with
// harness.ts, which serves the @web/test-runner component tests inside the page.
//
// A screenshot script uses it like this (sw.e2e.mjs uses one context of its own):
//
//   const { base, origin, foreign, stop } = await startPreview(4320);   // exits 1 if dist/ is not built
//   const browser = await launchChromium();
//   const { step, finish } = createRunner('kundli screenshots');
//   try {
//     for await (const { label, page, width } of viewportPages(browser, origin, foreign)) {
//       await step(`${label}: the chart`, async () => {
//         await page.goto(`${base}/#/kundli`);
//         await noSidewaysScroll(page, 'kundli', width);
//         await page.screenshot({ path: shotPath(`${label}-kundli-page.png`) });
//       });
//     }
//     await step('no request left the origin', async () => assert.deepEqual(foreign, []));
//   } finally {
//     await browser.close();
//     await stop();
//   }
//   finish();   // prints "kundli screenshots: N passed, M failed; ..." and exits 1 if a step failed
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

/** The repository's root folder. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the screenshots go: test-artifacts/screenshots/ (made on first use by shotPath). */
export const SHOTS = join(ROOT, 'test-artifacts', 'screenshots');

/** Chromium's switches: no sandbox or GPU (containers, CI) and no traffic of its own, so that every request seen is the page's. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The system's Chromium (never a downloaded one); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The two viewports the screenshot scripts use, as options for browser.newContext(). */
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
};

/**
 * Serves dist/ with `vite preview` on 127.0.0.1:`port` (the next free port if it is taken).
 * First checks that each of `needs` (paths under dist/) exists; if one is missing it says to run
 * `npm run build` and exits with code 1.
 * Returns { server, base, origin, foreign, stop() }: `base` is the URL without its trailing
 * slash; `foreign` an empty list to collect the requests that leave `origin` into (see
 * trackForeignRequests, viewportPages); stop() closes the server (and any connection left open)
 * and may be called more than once.
 */
export async function startPreview(port, { needs = ['index.html'] } = {}) {
  for (const file of needs) {
    if (!existsSync(join(ROOT, 'dist', file))) {
      console.error(`dist/${file} is missing: run \`npm run build\` (vite build) first.`);
      process.exit(1);
    }
  }
  const server = await preview({ root: ROOT, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: false } });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  let open = true;
  return {
    server,
    base,
    origin: new URL(base).origin,
    foreign: [],
    async stop() {
      if (!open) return;
      open = false;
      await new Promise((res) => server.httpServer.close(() => res()));
      server.httpServer.closeAllConnections?.();
    },
  };
}

/** Launches headless Chromium (CHROMIUM_PATH, CHROMIUM_ARGS). */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A step runner for a script called `title`.
 *   step(name, fn): runs fn; prints "✓ name" or "✗ name" with the first lines of the error, and
 *     never throws, so the later steps still run (`timed` adds each step's milliseconds);
 *   failures: the names of the steps that failed;
 *   finish(): prints "<title>: N passed, M failed; screenshots in …" (CI reads the
 *     "N passed, M failed") and exits with code 1 if a step failed, else 0.
 */
export function createRunner(title, { timed = false } = {}) {
  const failures = [];
  let passed = 0;
  async function step(name, fn) {
    const t0 = Date.now();
    try {
      await fn();
      passed += 1;
      console.log(`  ✓ ${name}${timed ? ` (${Date.now() - t0} ms)` : ''}`);
    } catch (err) {
      failures.push(name);
      console.log(`  ✗ ${name}\n      ${String(err?.stack ?? err).split('\n').slice(0, 6).join('\n      ')}`);
    }
  }
  function finish() {
    console.log(`\n${title}: ${passed} passed, ${failures.length} failed; screenshots in ${SHOTS}`);
    process.exit(failures.length ? 1 : 0);
  }
  return { step, failures, finish };
}

/** Collects into `into` (returned) the URL of every request `context` makes outside `origin` (data: and blob: URLs aside). */
export function trackForeignRequests(context, origin, into = []) {
  context.on('request', (req) => {
    const u = req.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) into.push(u);
  });
  return into;
}

/**
 * For each of VIEWPORTS in turn: a new light-scheme context (with `contextOptions` added) whose
 * foreign requests go into `foreign`, and a page in it. Yields { label, options, context, page,
 * width } (width: the viewport width asked for); closes the context when the loop moves on.
 *   for await (const { label, page, width } of viewportPages(browser, origin, foreign)) { ... }
 */
export async function* viewportPages(browser, origin, foreign, contextOptions = {}) {
  for (const [label, options] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ ...options, colorScheme: 'light', ...contextOptions });
    trackForeignRequests(context, origin, foreign);
    const page = await context.newPage();
    yield { label, options, context, page, width: options.viewport.width };
    await context.close();
  }
}

/** Collects into `into` (returned) every uncaught error thrown in a page of `context`. */
export function trackPageErrors(context, into = []) {
  context.on('weberror', (e) => into.push(String(e.error())));
  return into;
}

/**
 * How many pixels the page is wider than `width`, the viewport width we asked for. (With isMobile
 * the layout viewport grows to fit wide content, so window.innerWidth cannot be the reference.)
 */
export function sidewaysOverflow(page, width) {
  return page.evaluate((w) => Math.max(0, document.documentElement.scrollWidth - w), width);
}

/** Fails (naming the widest elements, through shadow roots) if the page is wider than `width`; `what` names the view. */
export async function noSidewaysScroll(page, what, width) {
  const over = await sidewaysOverflow(page, width);
  if (over > 0) {
    const wide = await page.evaluate((w) => {
      const out = [];
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (r.right > w + 1) out.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} right=${Math.round(r.right)}`);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      return out.slice(-6);
    }, width);
    assert.fail(`${what}: the page is ${over}px wider than the ${width}px viewport; e.g. ${wide.join(', ')}`);
  }
}

let shotsMade = false;
/** The path of screenshot `name` (e.g. "phone-kundli-page.png") in test-artifacts/screenshots/. */
export function shotPath(name) {
  if (!shotsMade) {
    mkdirSync(SHOTS, { recursive: true });
    shotsMade = true;
  }
  return join(SHOTS, name);
}
