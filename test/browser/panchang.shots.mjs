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
import { join } from 'node:path';
import { ROOT, createRunner, launchChromium, noSidewaysScroll, shotPath, startPreview, trackPageErrors, viewportPages } from './e2e-harness.mjs';

const preview = await startPreview(4321, { needs: ['index.html', 'sw.js'] });
const { base, origin, foreign } = preview;

/** Node's answer for a /v1 path (src/node/cli.ts prints the JSON body on stdout). */
const nodeApi = (path) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/node/cli.ts'), path], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString());
const DELHI_OCT = nodeApi('/v1/panchang/monthly?year=2025&month=10&tz=Asia/Kolkata&lat=28.6139&lon=77.209&include=sheet');

const browser = await launchChromium();
const { step, finish } = createRunner('panchang screenshots');
const pageErrors = [];

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
  for await (const { label, context, page, width } of viewportPages(browser, origin, foreign, { serviceWorkers: 'allow' })) {
    trackPageErrors(context, pageErrors);

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
        await page.screenshot({ path: shotPath(`${label}-panchang-month.png`) });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: shotPath(`${label}-panchang-top.png`) });
      } else {
        await page.screenshot({ path: shotPath(`${label}-panchang-month.png`), fullPage: true });
      }
      await noSidewaysScroll(page, 'month', width);
    });

    await step(`${label}: the day view of Diwali with its timeline`, async () => {
      const rahu = page.locator('panchang-timeline li[data-window="rahu_kaal"] .when');
      await rahu.waitFor({ timeout: 40_000 });
      const expected = nodeApi('/v1/panchang/rahu-kaal?date=2025-10-20&tz=Asia/Kolkata&lat=28.6139&lon=77.209');
      assert.equal(await rahu.textContent(), `${expected.start_local.slice(11, 16)}–${expected.end_local.slice(11, 16)}`);
      await page.locator('panchang-day-view').screenshot({ path: shotPath(`${label}-panchang-day.png`) });
      await page.locator('panchang-timeline').screenshot({ path: shotPath(`${label}-panchang-timeline.png`) });
      await noSidewaysScroll(page, 'day view', width);
    });

    await step(`${label}: amanta month names`, async () => {
      await page.locator('panchang-calendar input[name="month-system"][value="amanta"]').check();
      await page.waitForFunction(() => {
        const g = document.querySelector('akasha-app').shadowRoot.querySelector('panchang-calendar').shadowRoot.querySelector('panchang-month-grid').shadowRoot;
        return g.querySelector('td[data-date="2025-10-10"]')?.dataset.hinduMonth === 'Ashwin';
      }, null, { timeout: 40_000 });
      await page.locator('panchang-month-grid').screenshot({ path: shotPath(`${label}-panchang-amanta.png`) });
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
      await page.screenshot({ path: shotPath(`${label}-panchang-chennai.png`), fullPage: false });
      await noSidewaysScroll(page, 'Chennai', width);
    });

    if (label === 'desktop') {
      await step('desktop: print layout of the month', async () => {
        await page.emulateMedia({ media: 'print' });
        assert.ok(await page.locator('panchang-print-sheet tr[data-date="2025-10-31"]').isVisible(), 'the sheet prints');
        assert.ok(!(await page.locator('panchang-month-grid').isVisible()), 'the grid does not print');
        await page.screenshot({ path: shotPath('desktop-panchang-print.png'), fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      });

      await step('offline: server stopped, network off, reload: the page, the engine and the place list still answer', async () => {
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
        await preview.stop();
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
        await page.screenshot({ path: shotPath('offline-panchang.png'), fullPage: false });
      });
    }
  }
  await step('no request left the origin; no uncaught page errors', async () => {
    assert.deepEqual(foreign, []);
    assert.deepEqual(pageErrors, []);
  });
} finally {
  await browser.close();
  await preview.stop();
}

finish();
