#!/usr/bin/env node
// The widgets bundle on a foreign page, in real headless Chromium. dist/widgets/ (from
// `npm run build` or `npm run build:widgets`; built here if missing) is copied into a temporary site under another
// folder name (vendor/akasha/), next to a plain host page: no app, no service worker, no /v1.
// A small static server serves that folder, so the bundle must find its Worker, wasm and data
// relative to its own URL. Checks what a person sees against Node's own answers:
//   <akasha-kundli>: lagna Capricorn for 1996-12-07 10:34 +05:30 13.0878N 80.2785E (PVR's chart);
//   <akasha-panchang>: the tithi at sunrise and its end time = Node's /v1/panchang/tithi at sunrise;
//   <akasha-tarot-daily>: the card = Node's /v1/tarot/daily for the same zone and date;
// then: one Worker for the three widgets, started only when the first widget connects; no
// request outside the page's origin; attribute changes (chart style, varga); the loading state;
// the error states (a bad attribute, a Worker that cannot start); theming from the page; and the
// bundle served from another origin than the page (a CDN, with CORS), where the Worker starts
// through its same-origin shim. Saves test-artifacts/screenshots/{phone,desktop}-widgets.png,
// desktop-widgets-dark.png, phone-widgets-states.png. Exit code 1 if a check fails.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { ROOT, createRunner, launchChromium, noSidewaysScroll, shotPath, trackForeignRequests, trackPageErrors, viewportPages } from './e2e-harness.mjs';

const DIST = join(ROOT, 'dist', 'widgets');
if (!existsSync(join(DIST, 'akasha-widgets.js'))) {
  // `npm run test:browser` builds the app only (which empties dist/): build the widgets here.
  console.log('dist/widgets/ is missing: building it (vite build --config vite.widgets.config.ts)');
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.widgets.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

/** Node's answer for a /v1 path (src/node/cli.ts prints the JSON body on stdout). */
const nodeApi = (path) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/node/cli.ts'), path], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString());

// ------------------------------------------------------------------ the foreign site

const DELHI = { lat: '28.6139', lon: '77.209', tz: 'Asia/Kolkata' };
const PANCHANG_DATE = '2024-10-31';
const CHENNAI_1996 = { date: '1996-12-07', time: '10:34', tz: '+05:30', lat: '13.0878', lon: '80.2785' };

const site = mkdtempSync(join(tmpdir(), 'akasha-widgets-site-'));
cpSync(DIST, join(site, 'vendor', 'akasha'), { recursive: true });

const hostPage = (src, { extraHead = '', body = '' } = {}) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A site that embeds Akasha</title>
<style>
  body { margin: 0; padding: 12px; font: 16px/1.45 Georgia, serif; background: #fbfaf7; color: #222; }
  h1 { font-size: 1.3rem; margin: 0 0 0.8rem; }
  .cols { display: grid; gap: 14px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 330px), 1fr)); align-items: start; }
  .cols > * { max-width: none; }
  akasha-kundli { --akasha-accent: rgb(164, 67, 27); }
</style>${extraHead}</head>
<body><h1>My astrology blog</h1>${body}<script type="module" src="${src}"></script></body></html>`;

const WIDGETS = `<div class="cols">
  <akasha-panchang date="${PANCHANG_DATE}" lat="${DELHI.lat}" lon="${DELHI.lon}" tz="${DELHI.tz}" place-name="New Delhi"></akasha-panchang>
  <akasha-kundli date="${CHENNAI_1996.date}" time="${CHENNAI_1996.time}" tz="${CHENNAI_1996.tz}" lat="${CHENNAI_1996.lat}" lon="${CHENNAI_1996.lon}" place-name="Chennai"></akasha-kundli>
  <akasha-tarot-daily tz="${DELHI.tz}"></akasha-tarot-daily>
</div>`;

writeFileSync(join(site, 'index.html'), hostPage('vendor/akasha/akasha-widgets.js', { body: WIDGETS }));
writeFileSync(join(site, 'dark.html'), hostPage('vendor/akasha/akasha-widgets.js', { body: WIDGETS.replace(/<akasha-(\S+) /g, '<akasha-$1 theme="dark" '), extraHead: '<style>body{background:#0e0c1a;color:#eee}</style>' }));
writeFileSync(join(site, 'lazy.html'), hostPage('vendor/akasha/akasha-widgets.js'));
writeFileSync(join(site, 'states.html'), hostPage('vendor/akasha/akasha-widgets.js', {
  body: `<akasha-panchang id="no-place" tz="Asia/Kolkata"></akasha-panchang><br>
<akasha-kundli id="bad-varga" date="1996-12-07" time="10:34" tz="+05:30" lat="13.0878" lon="80.2785" varga="D99"></akasha-kundli><br>
<akasha-panchang id="slow" date="2025-10-20" lat="28.6139" lon="77.209" tz="Asia/Kolkata" place-name="New Delhi"></akasha-panchang>`,
}));

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.data': 'application/octet-stream' };

/** Serves `root` on 127.0.0.1 (a free port); `cors` adds Access-Control-Allow-Origin: *. */
async function serve(root, { cors = false } = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', ...(cors ? { 'access-control-allow-origin': '*' } : {}) });
    res.end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, close: () => new Promise((ok) => { server.close(() => ok()); server.closeAllConnections?.(); }) };
}

const main = await serve(site);
const cdnSite = mkdtempSync(join(tmpdir(), 'akasha-widgets-cdn-'));
cpSync(DIST, join(cdnSite, 'akasha'), { recursive: true });
const cdn = await serve(cdnSite, { cors: true });
writeFileSync(join(site, 'cdn.html'), hostPage(`${cdn.origin}/akasha/akasha-widgets.js`, { body: WIDGETS }));

// ------------------------------------------------------------------ Node's answers

const q = new URLSearchParams({ date: PANCHANG_DATE, tz: DELHI.tz, lat: DELHI.lat, lon: DELHI.lon }).toString();
const nodeSummary = nodeApi(`/v1/panchang/summary?${q}`);
// The panchang shows the limbs as at sunrise: Node's /tithi one second after that sunrise.
const [h, m, s] = nodeSummary.sunrise.split(':').map(Number);
const atSunrise = new Date(Date.UTC(2000, 0, 1, h, m, s + 1)).toISOString().slice(11, 19);
const nodeTithi = nodeApi(`/v1/panchang/tithi?${q}&time=${atSunrise}`).tithi;
const nodeDaily = nodeApi(`/v1/tarot/daily?tz=${encodeURIComponent(DELHI.tz)}`);
console.log(`Node: tithi at sunrise ${PANCHANG_DATE} (${atSunrise}) = ${nodeTithi.paksha} ${nodeTithi.name} until ${nodeTithi.end_local}; daily card ${nodeDaily.date} = ${nodeDaily.card.card.name} ${nodeDaily.card.orientation}`);

// ------------------------------------------------------------------ the checks

const browser = await launchChromium();
const { step, finish } = createRunner('widgets e2e', { timed: true });
const foreign = [];

/** Waits until every widget on the page has answers or an error. */
const settled = (page, n = 3) => page.waitForFunction((count) => {
  const ws = [...document.querySelectorAll('akasha-panchang, akasha-kundli, akasha-tarot-daily')];
  return ws.length === count && ws.every((w) => w.shadowRoot?.querySelector('section')?.dataset.state !== 'loading' && !w.loading);
}, n, { timeout: 60_000 });

/** Every request and every Worker of a page. */
function watch(page) {
  const seen = { requests: [], workers: [] };
  page.on('request', (r) => seen.requests.push(r.url()));
  page.on('worker', (w) => seen.workers.push(w.url()));
  return seen;
}

async function checkContent(page, label) {
  // Kundli: the lagna in words and in the chart.
  const lagna = page.locator('akasha-kundli [data-field="lagna"]');
  await lagna.waitFor({ timeout: 60_000 });
  assert.match(await lagna.innerText(), /Lagna\s+Capricorn\s+22°26′/, `${label}: the kundli's lagna line`);
  assert.equal(await page.locator('akasha-kundli kundli-chart g.house.lagna').getAttribute('data-sign'), 'Capricorn', `${label}: house 1 of the chart`);
  assert.match(await page.locator('akasha-kundli kundli-chart figcaption').innerText(), /lagna Capricorn/);
  // Panchang: the tithi at sunrise, its end, as Node computes it.
  const first = page.locator('akasha-panchang tr[data-limb="tithi"] .el').first();
  assert.equal(await first.getAttribute('data-name'), nodeTithi.name, `${label}: tithi name`);
  assert.equal(await first.getAttribute('data-end'), nodeTithi.end_local, `${label}: tithi end`);
  const seen = await first.innerText();
  assert.ok(seen.includes(`${nodeTithi.paksha} ${nodeTithi.name}`), `${label}: "${seen}" should name ${nodeTithi.paksha} ${nodeTithi.name}`);
  assert.ok(seen.includes(`until ${nodeTithi.end_local.slice(11, 16)}`), `${label}: "${seen}" should say until ${nodeTithi.end_local.slice(11, 16)}`);
  assert.match(await page.locator('akasha-panchang [data-field="sunrise"]').innerText(), new RegExp(nodeSummary.sunrise.slice(0, 5)));
  assert.match(await page.locator('akasha-panchang [data-field="rahu-kaal"]').innerText(), new RegExp(`${nodeSummary.rahu_kaal.start}–${nodeSummary.rahu_kaal.end}`));
  // Tarot: the card of the day.
  const card = page.locator('akasha-tarot-daily p.name');
  assert.equal(await card.getAttribute('data-card'), nodeDaily.card.card.name, `${label}: daily card`);
  assert.equal(await card.getAttribute('data-orientation'), nodeDaily.card.orientation, `${label}: orientation`);
  assert.match(await page.locator('akasha-tarot-daily .daily').innerText(), new RegExp(`same card for everyone on ${nodeDaily.date}`));
  assert.equal(await page.locator('akasha-tarot-daily tarot-card').getAttribute('face-up'), '', `${label}: the card is face up`);
}

const pageErrors = [];
try {
  for await (const { label, context, page, width } of viewportPages(browser, main.origin, foreign)) {
    trackPageErrors(context, pageErrors);
    const seen = watch(page);
    await step(`${label}: the three widgets on a plain page show Node's answers`, async () => {
      await page.goto(`${main.origin}/index.html`);
      await settled(page);
      await checkContent(page, label);
    });
    await step(`${label}: one engine Worker for three widgets, loaded from the bundle's folder`, async () => {
      assert.equal(seen.workers.length, 1, `workers: ${seen.workers.join(', ')}`);
      const loaded = (re) => seen.requests.filter((u) => re.test(u));
      assert.equal(loaded(/engine\.worker-[\w-]+\.js$/).length, 1, 'the Worker script is fetched once');
      assert.equal(loaded(/swisseph-[\w-]+\.wasm$/).length, 1, 'swisseph.wasm is fetched once');
      assert.equal(loaded(/swisseph-[\w-]+\.data$/).length, 1, 'swisseph.data is fetched once');
      const outside = seen.requests.filter((u) => u !== `${main.origin}/index.html` && !u.startsWith(`${main.origin}/vendor/akasha/`));
      assert.deepEqual(outside, [], 'every request is the page or a file of the widget folder');
    });
    await step(`${label}: nothing overflows sideways; screenshot`, async () => {
      await noSidewaysScroll(page, 'widgets host page', width);
      await page.screenshot({ path: shotPath(`${label}-widgets.png`), fullPage: true });
    });
    if (label === 'desktop') {
      await step('desktop: chart-style redraws without computing; varga D9 computes the navamsa', async () => {
        const calls = seen.requests.length;
        const kundli = page.locator('akasha-kundli');
        await kundli.evaluate((el) => el.setAttribute('chart-style', 'south'));
        await page.locator('akasha-kundli kundli-chart svg[data-style="south"]').waitFor();
        await kundli.evaluate((el) => el.setAttribute('chart-style', 'east'));
        await page.locator('akasha-kundli kundli-chart svg[data-style="east"]').waitFor();
        assert.equal(seen.requests.length, calls, 'no request for a style change');
        await kundli.evaluate((el) => el.setAttribute('varga', 'D9'));
        await page.locator('akasha-kundli [data-field="varga-lagna"]').waitFor({ timeout: 30_000 });
        const d9 = nodeApi(`/v1/chart/divisional/D9?${new URLSearchParams(CHENNAI_1996)}`);
        assert.match(await page.locator('akasha-kundli [data-field="varga-lagna"]').innerText(), new RegExp(`D9 lagna\\s+${d9.ascendant.sign}`));
        assert.match(await page.locator('akasha-kundli kundli-chart figcaption').innerText(), /D9 Navamsa/);
        assert.equal(seen.workers.length, 1, 'still one Worker');
        await page.screenshot({ path: shotPath('desktop-widgets-east-d9.png'), fullPage: true });
      });
      await step('desktop: the page themes the widgets with --akasha-accent', async () => {
        const color = await page.locator('akasha-kundli h2').evaluate((h2) => getComputedStyle(h2).color);
        assert.equal(color, 'rgb(164, 67, 27)');
      });
    }
  }

  await step('theme="dark": screenshot', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    trackForeignRequests(context, main.origin, foreign);
    const page = await context.newPage();
    await page.goto(`${main.origin}/dark.html`);
    await settled(page);
    const bg = await page.locator('akasha-panchang section').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(bg, 'rgb(28, 25, 48)');
    await page.screenshot({ path: shotPath('desktop-widgets-dark.png'), fullPage: true });
    await context.close();
  });

  await step('lazy: the bundle alone starts no Worker; the first widget connected starts it', async () => {
    const context = await browser.newContext();
    trackForeignRequests(context, main.origin, foreign);
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${main.origin}/lazy.html`);
    await page.waitForFunction(() => customElements.get('akasha-tarot-daily') !== undefined);
    await page.waitForTimeout(500);
    assert.equal(seen.workers.length, 0, 'no Worker before a widget');
    assert.equal(seen.requests.filter((u) => /\.(wasm|data)$/.test(u)).length, 0, 'no ephemeris download before a widget');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<akasha-tarot-daily tz="UTC" date="2025-03-10"></akasha-tarot-daily>'));
    await settled(page, 1);
    assert.equal(seen.workers.length, 1);
    await context.close();
  });

  await step('states: a missing place and an unknown varga are clear errors; the loading state shows while the engine loads', async () => {
    const context = await browser.newContext({ ...{ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } });
    trackForeignRequests(context, main.origin, foreign);
    const page = await context.newPage();
    // Hold swisseph.data until the loading state has been seen.
    let release;
    const held = new Promise((ok) => { release = ok; });
    await page.route(/swisseph-[\w-]+\.data$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${main.origin}/states.html`);
    const loading = page.locator('#slow [part="loading"]');
    await loading.waitFor({ timeout: 20_000 });
    assert.match(await loading.innerText(), /Computing on this device/);
    assert.equal(await loading.getAttribute('role'), 'status');
    const noPlace = page.locator('#no-place [role="alert"]');
    await noPlace.waitFor();
    assert.match(await noPlace.innerText(), /needs lat and lon/);
    await page.screenshot({ path: shotPath('phone-widgets-loading.png'), fullPage: true });
    release();
    await settled(page);
    assert.match(await page.locator('#bad-varga [role="alert"]').innerText(), /D99/);
    assert.ok(await page.locator('#slow tr[data-limb="tithi"] .el').first().getAttribute('data-name'));
    await page.screenshot({ path: shotPath('phone-widgets-states.png'), fullPage: true });
    await context.close();
  });

  await step('a Worker that cannot start gives an error with Try again, not an endless spinner', async () => {
    const context = await browser.newContext();
    trackForeignRequests(context, main.origin, foreign);
    const page = await context.newPage();
    let block = true;
    await page.route(/engine\.worker-[\w-]+\.js$/, (route) => (block ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
    await page.goto(`${main.origin}/index.html`);
    await settled(page);
    for (const tag of ['akasha-panchang', 'akasha-kundli', 'akasha-tarot-daily']) {
      assert.match(await page.locator(`${tag} [role="alert"]`).innerText(), /engine Worker could not be started/, tag);
    }
    block = false;
    await page.locator('akasha-kundli [part="retry"]').click();
    await page.locator('akasha-kundli [data-field="lagna"]').waitFor({ timeout: 60_000 });
    assert.match(await page.locator('akasha-kundli [data-field="lagna"]').innerText(), /Capricorn/);
    await context.close();
  });

  await step('served from another origin (a CDN with CORS): same answers, one Worker, requests only to the page and the CDN', async () => {
    const context = await browser.newContext();
    trackPageErrors(context, pageErrors);
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${main.origin}/cdn.html`);
    await settled(page);
    await checkContent(page, 'cdn');
    assert.equal(seen.workers.length, 1, `workers: ${seen.workers.join(', ')}`);
    const elsewhere = seen.requests.filter((u) => !u.startsWith(`${main.origin}/`) && !u.startsWith(`${cdn.origin}/akasha/`) && !u.startsWith('blob:'));
    assert.deepEqual(elsewhere, []);
    assert.ok(seen.requests.some((u) => u.startsWith(`${cdn.origin}/akasha/swisseph-`)), 'the ephemeris came from the CDN');
    await context.close();
  });

  await step('no request left the origin; no uncaught page error', async () => {
    assert.deepEqual(foreign, []);
    assert.deepEqual(pageErrors, []);
  });
} finally {
  await browser.close();
  await main.close();
  await cdn.close();
  rmSync(site, { recursive: true, force: true });
  rmSync(cdnSite, { recursive: true, force: true });
}
finish();
