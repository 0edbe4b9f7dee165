#!/usr/bin/env node
// The panchang page on a phone-sized and a desktop viewport, in real headless Chromium against
// the production build (`npm run build` first; served with `vite preview`, as sw.e2e.mjs does).
// The behaviour is tested in panchang.test.ts; this script uses the page as a person would
// (New Delhi, October 2025, Diwali opened; amanta; Chennai picked from the list), checks the
// grid against Node's own /v1/panchang/monthly, that nothing overflows the viewport sideways and
// that no request leaves the origin, then stops the server, goes offline and reloads: the page,
// the engine Worker and the place list must still answer. Saves:
//   test-artifacts/screenshots/{phone,desktop}-panchang-{month,day,timeline,amanta,chennai}.png, phone-panchang-top.png,
//   desktop-panchang-print.png, offline-panchang.png
// Exit code 1 if a check fails.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shots = join(root, 'test-artifacts', 'screenshots');
mkdirSync(shots, { recursive: true });
if (!existsSync(join(root, 'dist', 'sw.js'))) {
  console.error('dist/sw.js is missing: run `npm run build` (vite build) first.');
  process.exit(1);
}

/** Node's answer for a /v1 path (src/node/cli.ts prints the JSON body on stdout). */
const nodeApi = (path) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/node/cli.ts'), path], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString());
const DELHI_OCT = nodeApi('/v1/panchang/monthly?year=2025&month=10&tz=Asia/Kolkata&lat=28.6139&lon=77.209&include=sheet');

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
};

const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port: 4321, strictPort: false } });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const origin = new URL(base).origin;
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const failures = [];
const foreign = [];
const pageErrors = [];
let serverOpen = true;

async function step(name, fn) {
  try {
    await fn();
    console.log(`  ✓ ${name}`);
  } catch (err) {
    failures.push(name);
    console.log(`  ✗ ${name}\n      ${String(err?.stack ?? err).split('\n').slice(0, 5).join('\n      ')}`);
  }
}

async function noSidewaysScroll(page, what, width) {
  const over = await page.evaluate((w) => Math.max(0, document.documentElement.scrollWidth - w), width);
  if (over > 0) {
    // Name the widest elements (through shadow roots) to say what overflows.
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

/** Waits until the grid shows the last day of the month and the page is not computing. */
async function monthShown(page, lastDate) {
  await page.locator(`panchang-month-grid td[data-date="${lastDate}"]`).waitFor({ timeout: 40_000 });
  await page.waitForFunction(() => {
    const el = document.querySelector('akasha-app')?.shadowRoot?.querySelector('panchang-calendar');
    return el && !el.busy;
  }, null, { timeout: 40_000 });
}

/** Tithi text of each grid cell, by date. */
const gridTithis = (page) => page.evaluate(() => {
  const grid = document.querySelector('akasha-app').shadowRoot.querySelector('panchang-calendar').shadowRoot.querySelector('panchang-month-grid').shadowRoot;
  return Object.fromEntries([...grid.querySelectorAll('td[data-date]')].map((td) => [td.dataset.date, td.querySelector('.tname').textContent.trim()]));
});

try {
  for (const [label, options] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ ...options, colorScheme: 'light', serviceWorkers: 'allow' });
    context.on('request', (req) => {
      const u = req.url();
      if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
    });
    context.on('weberror', (e) => pageErrors.push(String(e.error())));
    const page = await context.newPage();
    const width = options.viewport.width;

    await step(`${label}: New Delhi, October 2025: the grid is Node's monthly, Diwali on the 20th`, async () => {
      await page.goto(`${base}/#/panchang?month=2025-10&date=2025-10-20`);
      await monthShown(page, '2025-10-31');
      const tithis = await gridTithis(page);
      for (const d of DELHI_OCT.days) assert.equal(tithis[d.date], d.tithi.name, `${d.date} tithi`);
      const diwali = await page.locator('panchang-month-grid td[data-date="2025-10-20"] .festival').allTextContents();
      assert.ok(diwali.some((f) => f.startsWith('Diwali')), `festivals on the 20th: ${diwali.join(', ')}`);
      if (label === 'phone') {
        // What a phone shows: the list scrolled to the Diwali week.
        await page.locator('panchang-month-grid td[data-date="2025-10-18"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: join(shots, `${label}-panchang-month.png`) });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(shots, `${label}-panchang-top.png`) });
      } else {
        await page.screenshot({ path: join(shots, `${label}-panchang-month.png`), fullPage: true });
      }
      await noSidewaysScroll(page, 'month', width);
    });

    await step(`${label}: the day view of Diwali with its timeline`, async () => {
      const rahu = page.locator('panchang-timeline li[data-window="rahu_kaal"] .when');
      await rahu.waitFor({ timeout: 40_000 });
      const expected = nodeApi('/v1/panchang/rahu-kaal?date=2025-10-20&tz=Asia/Kolkata&lat=28.6139&lon=77.209');
      assert.equal(await rahu.textContent(), `${expected.start_local.slice(11, 16)}–${expected.end_local.slice(11, 16)}`);
      await page.locator('panchang-day-view').screenshot({ path: join(shots, `${label}-panchang-day.png`) });
      await page.locator('panchang-timeline').screenshot({ path: join(shots, `${label}-panchang-timeline.png`) });
      await noSidewaysScroll(page, 'day view', width);
    });

    await step(`${label}: amanta month names`, async () => {
      await page.locator('panchang-calendar input[name="month-system"][value="amanta"]').check();
      await page.waitForFunction(() => {
        const g = document.querySelector('akasha-app').shadowRoot.querySelector('panchang-calendar').shadowRoot.querySelector('panchang-month-grid').shadowRoot;
        return g.querySelector('td[data-date="2025-10-10"]')?.dataset.hinduMonth === 'Ashwin';
      }, null, { timeout: 40_000 });
      await page.locator('panchang-month-grid').screenshot({ path: join(shots, `${label}-panchang-amanta.png`) });
    });

    await step(`${label}: Chennai picked from the list`, async () => {
      const input = page.locator('panchang-calendar place-picker input[name="place-query"]');
      await input.fill('chennai');
      await page.locator('panchang-calendar place-picker li[role="option"]', { hasText: 'Chennai' }).first().click();
      await page.waitForFunction(() => {
        const el = document.querySelector('akasha-app').shadowRoot.querySelector('panchang-calendar');
        return el.place.name === 'Chennai' && !el.busy && el.data?.location?.lat === 13.0878;
      }, null, { timeout: 40_000 });
      const ref = nodeApi('/v1/panchang/monthly?year=2025&month=10&tz=Asia/Kolkata&lat=13.0878&lon=80.2785&month_system=amanta&include=sheet');
      const tithis = await gridTithis(page);
      for (const d of ref.days) assert.equal(tithis[d.date], d.tithi.name, `Chennai ${d.date} tithi`);
      await page.screenshot({ path: join(shots, `${label}-panchang-chennai.png`), fullPage: false });
      await noSidewaysScroll(page, 'Chennai', width);
    });

    if (label === 'desktop') {
      await step('desktop: print layout of the month', async () => {
        await page.emulateMedia({ media: 'print' });
        assert.ok(await page.locator('panchang-print-sheet tr[data-date="2025-10-31"]').isVisible(), 'the sheet prints');
        assert.ok(!(await page.locator('panchang-month-grid').isVisible()), 'the grid does not print');
        await page.screenshot({ path: join(shots, 'desktop-panchang-print.png'), fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      });

      await step('offline: server stopped, network off, reload: the page, the engine and the place list still answer', async () => {
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
        await new Promise((res) => server.httpServer.close(() => res()));
        server.httpServer.closeAllConnections?.();
        serverOpen = false;
        await context.setOffline(true);
        await page.evaluate(() => { location.hash = '#/panchang?month=2025-11&date=2025-11-05'; });
        await page.reload();
        await monthShown(page, '2025-11-30');
        assert.equal(await page.evaluate(() => navigator.onLine), false, 'the page is offline');
        await page.locator('panchang-timeline li[data-window="rahu_kaal"] .when').waitFor({ timeout: 40_000 });
        const input = page.locator('panchang-calendar place-picker input[name="place-query"]');
        await input.fill('varanasi');
        await page.locator('panchang-calendar place-picker li[role="option"]', { hasText: 'Varanasi' }).first().click();
        await page.waitForFunction(() => {
          const el = document.querySelector('akasha-app').shadowRoot.querySelector('panchang-calendar');
          return el.place.name === 'Varanasi' && !el.busy && el.data;
        }, null, { timeout: 40_000 });
        await page.screenshot({ path: join(shots, 'offline-panchang.png'), fullPage: false });
      });
    }
    await context.close();
  }
  await step('no request left the origin; no uncaught page errors', async () => {
    assert.deepEqual(foreign, []);
    assert.deepEqual(pageErrors, []);
  });
} finally {
  await browser.close();
  if (serverOpen) await new Promise((r) => server.httpServer.close(r));
}

console.log(`\npanchang screenshots: ${failures.length ? `${failures.length} failed` : 'all checks passed'}; saved in ${shots}`);
process.exit(failures.length ? 1 : 0);
