#!/usr/bin/env node
// Screenshots of the Kundli page on a phone-sized and a desktop viewport, in real headless
// Chromium against the production build (`npm run build` first; served with `vite preview`,
// as sw.e2e.mjs does). The behaviour is tested in kundli.test.ts; this script enters the same
// birth as a person would (1996-12-07 10:34, Chennai picked from the list), checks that nothing
// overflows the viewport sideways and that no request leaves the origin, and saves:
//   test-artifacts/screenshots/{phone,desktop}-kundli-{page,north,south,east,d9}.png, desktop-kundli-print.png
// Exit code 1 if a check fails.
import assert from 'node:assert/strict';
import { createRunner, launchChromium, noSidewaysScroll, shotPath, startPreview, viewportPages } from './e2e-harness.mjs';

const { base, origin, foreign, stop } = await startPreview(4320);
const browser = await launchChromium();
const { step, finish } = createRunner('kundli screenshots');

const chartSvg = (page, style) => page.locator(`kundli-page kundli-chart svg[data-style="${style}"]`);

try {
  for await (const { label, page, width } of viewportPages(browser, origin, foreign)) {
    await step(`${label}: enter 1996-12-07 10:34 Chennai (picked from the list), D1 north`, async () => {
      await page.goto(`${base}/#/kundli`);
      await page.locator('kundli-page birth-form input[name="date"]').fill('1996-12-07');
      await page.locator('kundli-page birth-form input[name="time"]').fill('10:34');
      await page.locator('kundli-page place-picker input[role="combobox"]').fill('chennai');
      await page.locator('kundli-page place-picker li[role="option"]').first().click();
      await page.locator('kundli-page birth-form').getByRole('button', { name: 'Show chart' }).click();
      await chartSvg(page, 'north').waitFor({ timeout: 40_000 });
      await page.locator('kundli-page dasha-timeline li.maha').first().waitFor({ timeout: 30_000 });
      assert.match(await page.locator('kundli-page p.lagna').textContent(), /Lagna Capricorn 22°26'/);
      assert.equal(await page.locator('kundli-page kundli-chart g.house[data-house="1"]').getAttribute('data-sign'), 'Capricorn');
      await page.locator('kundli-page dasha-timeline li.maha[aria-current="true"] button').click();
      await page.locator('kundli-page dasha-timeline .antars li').first().waitFor();
      await noSidewaysScroll(page, 'kundli', width);
      await page.screenshot({ path: shotPath(`${label}-kundli-page.png`), fullPage: true });
      await page.locator('kundli-page .chart-panel').screenshot({ path: shotPath(`${label}-kundli-north.png`) });
    });

    for (const style of ['south', 'east']) {
      await step(`${label}: ${style} style`, async () => {
        await page.locator(`kundli-page input[name="chart-style"][value="${style}"]`).check();
        await chartSvg(page, style).waitFor();
        await noSidewaysScroll(page, style, width);
        await page.locator('kundli-page .chart-panel').screenshot({ path: shotPath(`${label}-kundli-${style}.png`) });
      });
    }

    await step(`${label}: D9 navamsa, north`, async () => {
      await page.locator('kundli-page input[name="chart-style"][value="north"]').check();
      await page.locator('kundli-page select[name="varga"]').selectOption('D9');
      await page.locator('kundli-page kundli-chart[caption="D9 Navamsa"]').waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('kundli-page kundli-chart g.house[data-house="1"]').getAttribute('data-sign'), 'Cancer');
      await noSidewaysScroll(page, 'D9', width);
      await page.locator('kundli-page .chart-panel').screenshot({ path: shotPath(`${label}-kundli-d9.png`) });
    });

    if (label === 'desktop') {
      await step('desktop: print layout', async () => {
        await page.locator('kundli-page select[name="varga"]').selectOption('D1');
        await page.locator('kundli-page kundli-chart[caption="D1 Rasi"]').waitFor();
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: shotPath('desktop-kundli-print.png'), fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      });
    }
  }
  await step('no request left the origin', async () => assert.deepEqual(foreign, []));
} finally {
  await browser.close();
  await stop();
}

finish();
