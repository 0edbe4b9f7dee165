/**
 * The browser half of the packed-package test (scripts/test-package.sh): headless Chromium opens
 * the fresh project's built page (served by `vite preview` on another port), where MSW's
 * setupWorker runs Akasha's handlers; with the network off, `/v1/panchang/summary` on the
 * page's origin and on the real service's URL must equal Akasha's own /v1 answer, computed in a
 * Worker. Then, in fresh contexts, the drop-in service worker and the widgets of `npx akasha init`.
 * Usage: node test/package/browser-check.mjs <base-url> <expected.json> <query>
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, expectedFile, query] = process.argv.slice(2);
const expected = JSON.parse(readFileSync(expectedFile, 'utf8'));
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args });
let failures = 0;
const check = (what, ok, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures++;
};
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

async function call(page, url) {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { Authorization: 'Bearer dv_live_anything' } });
    return { status: res.status, body: await res.json() };
  }, url);
}

try {
  // 1. MSW setupWorker + the engine Worker.
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await page.goto(`${base}/index.html`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready', null, { timeout: 60_000 });
  const warm = await page.evaluate(() => window.akashaWarm);
  check('engine Worker loaded the ephemeris', typeof warm?.swisseph === 'string', JSON.stringify(warm));
  check('the engine runs in a dedicated Worker', page.workers().some((w) => /engine\.worker\.js/.test(w.url())), page.workers().map((w) => w.url()).join(', '));
  await ctx.setOffline(true);
  check('network is off', await page.evaluate(() => navigator.onLine === false));
  for (const url of [`/v1/panchang/summary?${query}`, `https://api.divyastroapi.com/v1/panchang/summary?${query}`]) {
    const r = await call(page, url);
    check(`MSW answers ${url.split('?')[0]} offline, equal to Akasha's own /v1`, r.status === 200 && same(r.body, expected), `status ${r.status}`);
  }
  const bad = await call(page, '/v1/panchang/summary?tz=UTC');
  check('bad input is a 400 in the envelope', bad.status === 400 && bad.body.error?.code === 'missing_param', JSON.stringify(bad.body.error ?? bad.body).slice(0, 120));
  await ctx.close();

  // 2. The drop-in service worker (npx akasha init), in a context of its own.
  const ctx2 = await browser.newContext();
  const page2 = await ctx2.newPage();
  page2.on('pageerror', (e) => console.log('page error:', e.message));
  await page2.goto(`${base}/sw.html`);
  await page2.waitForFunction(() => window.akashaSwReady === true, null, { timeout: 60_000 });
  await page2.reload(); // now controlled by the service worker
  await page2.waitForFunction(() => window.akashaSwReady === true && !!navigator.serviceWorker.controller, null, { timeout: 60_000 });
  await ctx2.setOffline(true);
  const r2 = await call(page2, `/v1/panchang/summary?${query}`);
  check("akasha-sw.js answers /v1/panchang/summary offline, equal to Akasha's own /v1", r2.status === 200 && same(r2.body, expected), `status ${r2.status}`);
  await ctx2.close();

  // 3. The widgets copied by `npx akasha init`, with their own engine Worker.
  const ctx3 = await browser.newContext();
  const page3 = await ctx3.newPage();
  page3.on('pageerror', (e) => console.log('page error:', e.message));
  await page3.goto(`${base}/widgets.html`);
  const tithi = page3.locator('akasha-panchang tr[data-limb="tithi"] .el').first();
  await tithi.waitFor({ timeout: 60_000 });
  const name = await tithi.getAttribute('data-name');
  check("<akasha-panchang> from the kit shows the tithi at sunrise of Akasha's own /v1", name === expected.tithi.name, `${name} vs ${expected.tithi.name}`);
  await ctx3.close();
} finally {
  await browser.close();
}
if (failures) {
  console.error(`${failures} browser check(s) failed`);
  process.exit(1);
}
