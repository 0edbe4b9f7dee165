#!/usr/bin/env node
// Screenshots of the Matchmaking and Muhurta pages on a phone-sized and a desktop viewport, in
// real headless Chromium against the production build (`vite build` first; served with
// `vite preview`, as sw.e2e.mjs does). The behaviour is tested in matchmaking.test.ts and
// muhurta.test.ts; this script drives the same pages as a person would (places picked from the
// list), checks that the bars sum to the total, that nothing overflows the viewport sideways and
// that no request leaves the origin, and saves:
//   test-artifacts/screenshots/{phone,desktop}-{matchmaking,matchmaking-kootas,matchmaking-doshas,muhurta,muhurta-heatmap,muhurta-slot,muhurta-range-error}.png
//   test-artifacts/screenshots/desktop-matchmaking-print.png
// Exit code 1 if a check fails.
import assert from 'node:assert/strict';
import { createRunner, launchChromium, noSidewaysScroll, shotPath, startPreview, viewportPages } from './e2e-harness.mjs';

async function pickPlace(picker, query, name) {
  await picker.locator('input[role="combobox"]').fill(query);
  await picker.locator('li[role="option"]', { hasText: name }).first().click();
  await picker.locator('.chosen strong', { hasText: name }).waitFor();
}

async function enterBirth(page, who, date, time, query, name, button) {
  const form = page.locator(`matchmaking-page fieldset[data-person="${who}"] birth-form`);
  await form.locator('input[name="date"]').fill(date);
  await form.locator('input[name="time"]').fill(time);
  await pickPlace(form.locator('place-picker'), query, name);
  await form.getByRole('button', { name: button }).click();
}

const { base, origin, foreign, stop } = await startPreview(4321);
const browser = await launchChromium();
const { step, finish } = createRunner('matchmaking/muhurta screenshots');

try {
  for await (const { label, page, width } of viewportPages(browser, origin, foreign)) {
    await step(`${label}: matchmaking, groom 1990-05-15 10:30 New Delhi, bride 1992-08-20 14:15 Mumbai`, async () => {
      await page.goto(`${base}/#/matchmaking`);
      await enterBirth(page, 'boy', '1990-05-15', '10:30', 'new delhi', 'New Delhi', 'Use the groom\'s birth');
      await enterBirth(page, 'girl', '1992-08-20', '14:15', 'mumbai', 'Mumbai', 'Use the bride\'s birth');
      await page.locator('matchmaking-page koota-bars li[data-koota="nadi"]').waitFor({ timeout: 40_000 });
      const points = await page.locator('matchmaking-page koota-bars li[data-koota]').evaluateAll((lis) => lis.map((li) => Number(li.dataset.points)));
      const total = Number(await page.locator('matchmaking-page match-verdict .n').textContent());
      assert.equal(points.length, 8, 'eight kootas');
      assert.equal(points.reduce((a, b) => a + b, 0), total, 'the bars sum to the total');
      await page.locator('matchmaking-page mangal-dosha-card[data-who="girl"] .status').waitFor();
      await noSidewaysScroll(page, 'matchmaking', width);
      await page.screenshot({ path: shotPath(`${label}-matchmaking.png`), fullPage: true });
      await page.locator('matchmaking-page match-report section.summary').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(`${label}-matchmaking-kootas.png`) });
      await page.locator('matchmaking-page dosha-list').scrollIntoViewIfNeeded();
      await page.locator('matchmaking-page dosha-list').screenshot({ path: shotPath(`${label}-matchmaking-doshas.png`) });
    });

    if (label === 'desktop') {
      await step('desktop: matchmaking print layout', async () => {
        await page.emulateMedia({ media: 'print' });
        assert.equal(await page.locator('matchmaking-page .form-panel').isVisible(), false, 'the forms are not printed');
        await page.screenshot({ path: shotPath('desktop-matchmaking-print.png'), fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      });
    }

    await step(`${label}: muhurta, vivah at New Delhi, 1-8 Feb 2025 (7 dates), best slot opened`, async () => {
      await page.goto(`${base}/#/muhurta`);
      const form = page.locator('muhurta-finder muhurta-form');
      await form.locator('select[name="purpose"]').selectOption('vivah');
      await pickPlace(form.locator('place-picker'), 'new delhi', 'New Delhi');
      await form.locator('input[name="start_date"]').fill('2025-02-01');
      await form.locator('input[name="end_date"]').fill('2025-02-08');
      await form.locator('input[name="birth_date"]').fill('1995-07-21');
      await form.getByRole('button', { name: 'Find muhurtas' }).click();
      await page.locator('muhurta-finder muhurta-windows button.window').first().waitFor({ timeout: 40_000 });
      await page.waitForFunction(() => {
        const f = document.querySelector('akasha-app').shadowRoot.querySelector('muhurta-finder').shadowRoot;
        const m = f.querySelector('muhurta-heatmap')?.shadowRoot;
        return m && m.querySelectorAll('button.day').length === 7 && !m.querySelector('button.day.pending');
      }, undefined, { timeout: 60_000 });
      await page.locator('muhurta-finder muhurta-windows button.window').first().click();
      await page.locator('muhurta-finder slot-factors tr[data-factor]').first().waitFor();
      await noSidewaysScroll(page, 'muhurta', width);
      await page.screenshot({ path: shotPath(`${label}-muhurta.png`), fullPage: true });
      await page.locator('muhurta-finder muhurta-heatmap').screenshot({ path: shotPath(`${label}-muhurta-heatmap.png`) });
      await page.locator('muhurta-finder #slot-panel').screenshot({ path: shotPath(`${label}-muhurta-slot.png`) });
    });

    await step(`${label}: muhurta, a 35-day range shows the API's rule`, async () => {
      const form = page.locator('muhurta-finder muhurta-form');
      await form.locator('input[name="end_date"]').fill('2025-03-08');
      await form.getByRole('button', { name: 'Find muhurtas' }).click();
      const alert = page.locator('muhurta-finder .api-error');
      await alert.waitFor({ timeout: 20_000 });
      assert.match(await alert.textContent(), /must be at most 31 days after start_date; got 35 days/);
      await noSidewaysScroll(page, 'muhurta error', width);
      await page.locator('muhurta-finder .form-panel').screenshot({ path: shotPath(`${label}-muhurta-range-error.png`) });
    });
  }
  await step('no request left the origin', async () => assert.deepEqual(foreign, []));
} finally {
  await browser.close();
  await stop();
}

finish();
