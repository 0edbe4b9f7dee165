#!/usr/bin/env node
// End-to-end tests of the service worker and the app, in real headless Chromium against the
// production build (`vite build` first; this script serves dist/ with `vite preview`). The
// @web/test-runner dev server cannot host a precaching service worker, hence this script.
//
//   1. the app registers its service worker and the first page becomes controlled;
//   2. the console: make a key (secret shown once), call an endpoint, see status, headers, JSON;
//   3. a second page calls fetch('/v1/...') with that key and gets Node's answer;
//      opening a /v1 URL as a page shows its JSON;
//   4. two pages spend at once: 20 parallel 10-credit calls on 1500 credits -> exactly 1300;
//   5. 402 trial_exhausted with top_up_url -> the billing page tops up -> 200 again;
//   6. server stopped and the context offline: reload; the app, the Worker and /v1 answer the same;
//   7. no request ever leaves the origin.
// Screenshots: test-artifacts/screenshots/. Exit code 1 if any step fails.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, createRunner, launchChromium, shotPath, startPreview, trackForeignRequests, trackPageErrors } from './e2e-harness.mjs';

const preview = await startPreview(4318, { needs: ['index.html', 'sw.js'] });
const { base, origin } = preview;

// Node's answers for the same inputs (the browser must agree with them).
const refFile = join(ROOT, 'test-artifacts', 'e2e', 'node-reference.json');
execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'test/browser/node-reference.ts'), refFile], { cwd: ROOT, stdio: 'inherit' });
const nodeRef = JSON.parse(readFileSync(refFile, 'utf8'));
const CHENNAI = '/v1/chart/planets?date=1996-12-07&time=10:34&tz=%2B05:30&lat=13.0878&lon=80.2785&ayanamsa=lahiri';
assert.ok(nodeRef[CHENNAI], 'node-reference.json holds the Chennai case');

const { step, finish } = createRunner('service worker e2e', { timed: true });

/** Deep comparison of two JSON values; returns the worst numeric difference. */
function sameJson(actual, expected, tol, at = '$') {
  if (typeof expected === 'number') {
    assert.equal(typeof actual, 'number', `${at} is a number`);
    const d = Math.abs(actual - expected);
    assert.ok(d <= tol, `${at}: ${actual} vs ${expected}`);
    return d;
  }
  if (expected === null || typeof expected !== 'object') { assert.equal(actual, expected, at); return 0; }
  assert.deepEqual(Object.keys(actual), Object.keys(expected), `${at} keys`);
  let worst = 0;
  for (const k of Object.keys(expected)) worst = Math.max(worst, sameJson(actual[k], expected[k], tol, `${at}.${k}`));
  return worst;
}

/** fetch() from inside a page; returns status, selected headers and parsed body. */
const pageFetch = (page, path, secret) => page.evaluate(async ([p, s]) => {
  const res = await fetch(p, { headers: s ? { Authorization: `Bearer ${s}` } : {} });
  const h = {};
  res.headers.forEach((v, k) => { h[k] = v; });
  const text = await res.text();
  let body = text;
  try { body = JSON.parse(text); } catch {}
  return { status: res.status, headers: h, body };
}, [path, secret]);

/** The key record as the service worker sees it (raw IndexedDB read). */
const keyRecord = (page, prefix) => page.evaluate((pre) => new Promise((resolveRecord, reject) => {
  const open = indexedDB.open('akasha');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const req = db.transaction('keys').objectStore('keys').getAll();
    req.onsuccess = () => { db.close(); resolveRecord(req.result.find((k) => k.prefix === pre)); };
    req.onerror = () => reject(req.error);
  };
}), prefix);

const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
const foreign = trackForeignRequests(context, origin);
const consoleErrors = trackPageErrors(context);

console.log(`service worker e2e against ${base} (Chromium ${browser.version()})`);
let secret = '';
let page1;
let page2;
let onlineAnswer;

try {
  await step('the app registers its service worker; the first page becomes controlled', async () => {
    page1 = await context.newPage();
    await page1.goto(`${base}/`);
    await page1.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const scriptURL = await page1.evaluate(() => navigator.serviceWorker.controller.scriptURL);
    assert.equal(scriptURL, `${base}/sw.js`);
    await page1.locator('akasha-app footer [data-door="controlled"]').waitFor({ timeout: 15_000 });
    const manifest = await page1.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    assert.equal(manifest.name, 'Akasha');
    assert.ok(manifest.icons.some((i) => i.sizes === '512x512') && manifest.icons.some((i) => i.sizes === '192x192'), 'manifest icons 192 and 512');
    await page1.locator('sky-now tbody tr').nth(8).waitFor({ timeout: 30_000 });
    await page1.screenshot({ path: shotPath('home-sky-now.png'), fullPage: true });
  });

  await step('console: make a key (secret shown once), call /v1/chart/planets, see status, headers and JSON', async () => {
    await page1.goto(`${base}/#/console`);
    await page1.locator('api-keys-panel input[name="key-name"]').fill('E2E key');
    await page1.locator('api-keys-panel form.make button').click();
    secret = (await page1.locator('api-keys-panel [data-secret]').textContent()).trim();
    assert.match(secret, /^ak_[0-9a-f]{32}$/);
    await page1.locator('api-console select[name="endpoint"] option[value="/v1/chart/planets"]').waitFor({ state: 'attached' });
    await page1.locator('api-console select[name="endpoint"]').selectOption('/v1/chart/planets');
    await page1.screenshot({ path: shotPath('console-key-made.png'), fullPage: true });
    await page1.locator('api-endpoint-form button[type="submit"]').click();
    const status = page1.locator('api-response-view .code');
    await status.waitFor({ timeout: 30_000 });
    assert.equal((await status.getAttribute('data-status')), '200', `console status: ${await status.textContent()}`);
    const shown = await page1.locator('api-response-view dl.key').textContent();
    assert.match(shown, /X-Request-Id\s*req_[0-9a-f]+/);
    assert.match(shown, /X-Credits-Cost\s*10/);
    assert.match(shown, /X-Credits-Remaining\s*1490/);
    const body = JSON.parse(await page1.locator('api-response-view pre.body').textContent());
    assert.equal(body.planets.length, 9);
    await page1.locator('api-keys-panel td.credits', { hasText: '1,490' }).waitFor({ timeout: 10_000 });
    await page1.screenshot({ path: shotPath('console-response.png'), fullPage: true });
    // Shown once: after "I have saved it" (or a reload) only the prefix remains.
    await page1.locator('api-keys-panel button', { hasText: 'I have saved it' }).click();
    assert.equal(await page1.locator('api-keys-panel').evaluate((el, s) => el.shadowRoot.textContent.includes(s), secret), false);
    await page1.reload();
    await page1.locator('api-keys-panel tbody tr').first().waitFor();
    const html = await page1.locator('api-keys-panel').evaluate((el) => el.shadowRoot.innerHTML);
    assert.ok(!html.includes(secret) && html.includes(`${secret.slice(0, 7)}…`), 'after reload only the prefix is shown');
  });

  await step('a second page calls fetch("/v1/...") with that key and gets the answer Node gives', async () => {
    page2 = await context.newPage();
    await page2.goto(`${base}/#/billing`);
    await page2.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    const r = await pageFetch(page2, CHENNAI, secret);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.headers['x-credits-cost'], '10');
    assert.equal(r.headers['x-credits-remaining'], '1480');
    assert.match(r.headers['x-request-id'], /^req_/);
    const worst = sameJson(r.body, nodeRef[CHENNAI], 1e-9);
    assert.ok(Math.abs(r.body.ascendant.longitude - 292.4458) < 1e-4, `ascendant ${r.body.ascendant.longitude}`);
    for (const p of Object.keys(nodeRef)) {
      const x = await pageFetch(page2, p, secret);
      assert.equal(x.status, 200, `${p}: ${JSON.stringify(x.body)}`);
      sameJson(x.body, nodeRef[p], 1e-9, p);
    }
    console.log(`      PASS (${Object.keys(nodeRef).length} cases, max difference service worker vs Node = ${worst})`);
    onlineAnswer = r.body;
    const unauth = await pageFetch(page2, CHENNAI, 'ak_00000000000000000000000000000000');
    assert.equal(unauth.status, 401);
    assert.equal(unauth.body.error.code, 'unauthorized');
    const post = await page2.evaluate(async () => (await fetch('/v1/meta/version', { method: 'POST' })).status);
    assert.equal(post, 405);
    const version = await pageFetch(page2, '/v1/meta/version');
    assert.equal(version.status, 200);
    assert.match(version.body.build_commit, /^([0-9a-f]{12}|unknown)$/);
  });

  await step('opening a /v1 URL as a page shows its JSON (navigations are answered too)', async () => {
    const p = await context.newPage();
    const res = await p.goto(`${base}/v1/meta/ayanamsas?date=2025-01-01&tz=UTC`);
    assert.equal(res.status(), 200);
    assert.equal(JSON.parse(await p.locator('body').innerText()).ayanamsas.length, 6);
    await p.close();
  });

  await step('two pages spending at once lose no charge and double none: 20 parallel calls -> 1500 - 200 = 1300', async () => {
    await page1.goto(`${base}/#/console`);
    await page1.locator('api-keys-panel input[name="key-name"]').fill('Race key');
    await page1.locator('api-keys-panel form.make button').click();
    const raceSecret = (await page1.locator('api-keys-panel [data-secret]').textContent()).trim();
    const burst = (page) => page.evaluate(async ([s, n]) => Promise.all(Array.from({ length: n }, (_, i) => fetch(`/v1/chart/planets?date=2000-01-${String(1 + i).padStart(2, '0')}&tz=UTC&lat=10&lon=20`, { headers: { Authorization: `Bearer ${s}` } })
      .then((r) => ({ status: r.status, remaining: r.headers.get('x-credits-remaining') })))), [raceSecret, 10]);
    const [a, b] = await Promise.all([burst(page1), burst(page2)]);
    const all = [...a, ...b];
    assert.deepEqual(all.map((r) => r.status), Array(20).fill(200));
    const remaining = all.map((r) => Number(r.remaining)).sort((x, y) => x - y);
    assert.deepEqual(remaining, Array.from({ length: 20 }, (_, i) => 1300 + 10 * i), 'each call saw its own balance');
    const rec = await keyRecord(page2, raceSecret.slice(0, 7));
    assert.equal(rec.credits, 1300);
    assert.equal(rec.spent, 200);
    assert.equal(rec.calls, 20);
  });

  await step('402 trial_exhausted names top_up_url; the billing page tops up; the call succeeds', async () => {
    // A key whose balance is below the cost (made through the page's own crypto + IndexedDB).
    const low = await page2.evaluate(async () => {
      const s = 'ak_' + Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0')).join('');
      const hash = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s))), (x) => x.toString(16).padStart(2, '0')).join('');
      await new Promise((res, rej) => {
        const open = indexedDB.open('akasha');
        open.onsuccess = () => {
          const tx = open.result.transaction('keys', 'readwrite');
          tx.objectStore('keys').add({ id: 'key_e2elow00', name: 'Almost empty', hash, prefix: s.slice(0, 7), createdAt: new Date().toISOString(), credits: 5, spent: 0, calls: 0 });
          tx.oncomplete = () => { open.result.close(); res(); };
          tx.onerror = () => rej(tx.error);
        };
        open.onerror = () => rej(open.error);
      });
      return s;
    });
    const r = await pageFetch(page2, CHENNAI, low);
    assert.equal(r.status, 402);
    assert.equal(r.body.error.code, 'trial_exhausted');
    assert.equal(r.body.error.top_up_url, `${origin}/#/billing`);
    await page2.goto(r.body.error.top_up_url.replace('#/billing', '#/billing?key=key_e2elow00'));
    const card = page2.locator('billing-page section[data-key-id="key_e2elow00"]');
    await card.waitFor();
    await card.locator('button', { hasText: '+ 1,500' }).click();
    await card.locator('.credits', { hasText: '1,505' }).waitFor();
    await page2.screenshot({ path: shotPath('billing-topped-up.png'), fullPage: true });
    const again = await pageFetch(page2, CHENNAI, low);
    assert.equal(again.status, 200);
    assert.equal(again.headers['x-credits-remaining'], '1495');
  });

  await step('with the server stopped and the network off, a reload serves the app, the Worker and /v1 the same', async () => {
    await preview.stop();
    await context.setOffline(true);
    await page2.reload();
    await page2.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    const r = await pageFetch(page2, CHENNAI, secret);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, onlineAnswer, 'same answer offline');
    // A family page not built yet (if any is left): its honest panel, read from the engine offline.
    const later = await page2.locator('akasha-app nav a.later').first().getAttribute('href', { timeout: 2_000 }).catch(() => null);
    if (later) {
      await page2.goto(`${base}/${later}`);
      await page2.locator('akasha-coming-soon h3').waitFor({ timeout: 30_000 });
      await page2.screenshot({ path: shotPath('offline-coming-soon.png'), fullPage: true });
    }
    const p3 = await context.newPage();
    await p3.goto(`${base}/`);
    await p3.locator('sky-now tbody tr').nth(8).waitFor({ timeout: 30_000 });
    assert.equal(await p3.evaluate(() => navigator.onLine), false, 'the page is offline');
    await p3.screenshot({ path: shotPath('offline-sky-now.png'), fullPage: true });
    await p3.goto(`${base}/#/console`);
    await p3.locator('api-console select[name="endpoint"] option[value="/v1/chart/ascendant"]').waitFor({ state: 'attached' });
    await p3.locator('api-console select[name="endpoint"]').selectOption('/v1/chart/ascendant');
    await p3.locator('api-console input[name="api-key"]').fill(secret);
    await p3.locator('api-endpoint-form button[type="submit"]').click();
    await p3.locator('api-response-view .code[data-status="200"]').waitFor({ timeout: 30_000 });
    await p3.screenshot({ path: shotPath('offline-console.png'), fullPage: true });
    // The service worker restarted from cold (as after idling) still answers offline.
    const cdp = await context.newCDPSession(p3);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const cold = await pageFetch(p3, CHENNAI, secret);
    assert.equal(cold.status, 200);
    assert.deepEqual(cold.body, onlineAnswer, 'same answer after a cold restart, offline');
  });

  await step('no request left the origin; no uncaught page errors', async () => {
    assert.deepEqual(foreign, [], 'requests to other origins');
    assert.deepEqual(consoleErrors, [], 'uncaught errors in pages');
  });
} finally {
  await browser.close();
  await preview.stop();
}

finish();
