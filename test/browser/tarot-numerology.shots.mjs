#!/usr/bin/env node
// Screenshots of the Tarot and Numerology pages on a phone-sized and a desktop viewport, in real
// headless Chromium against the production build (`vite build` first; served with
// `vite preview`, as sw.e2e.mjs does). The behaviour is tested in tarot.test.ts and
// numerology.test.ts; this script drives the same pages as a person would, checks that nothing
// overflows the viewport sideways and that no request leaves the origin, and saves:
//   test-artifacts/screenshots/{phone,desktop}-{home-daily,tarot-three,tarot-celtic,tarot-celtic-cross,tarot-card,numerology,numerology-view}.png
// Exit code 1 if a check fails.
import assert from 'node:assert/strict';
import { createRunner, launchChromium, noSidewaysScroll, shotPath, sidewaysOverflow, startPreview, viewportPages } from './e2e-harness.mjs';

const { base, origin, foreign, stop } = await startPreview(4319);
const browser = await launchChromium();
const { step, finish } = createRunner('tarot/numerology screenshots');

async function draw(page, kind, seed) {
  await page.locator('tarot-table form.draw select[name="type"]').selectOption(kind);
  await page.locator('tarot-table input[name="seed"]').fill(seed);
  await page.locator('tarot-table form.draw button[type="submit"]').click();
  await page.locator(`tarot-table .spread[data-type="${kind}"]`).waitFor();
  await page.locator('tarot-table .turn button').click();
  await page.waitForFunction((k) => {
    const t = document.querySelector('akasha-app').shadowRoot.querySelector('tarot-table').shadowRoot;
    return t.querySelectorAll('.reading .card-name').length === { single: 1, three: 3, celtic: 10 }[k];
  }, kind);
  await page.waitForTimeout(800); // the flip animation
}

try {
  for await (const { label, page, width } of viewportPages(browser, origin, foreign)) {
    await step(`${label}: the start page shows the card of the day`, async () => {
      await page.goto(`${base}/#/`);
      await page.locator('tarot-daily .name strong').waitFor({ timeout: 30_000 });
      await page.locator('sky-now tbody tr').first().waitFor({ timeout: 30_000 });
      // The start page's own table (sky-now) may be wider than a phone; only report it here.
      const over = await sidewaysOverflow(page, width);
      if (over > 0) console.log(`    note: the start page is ${over}px wider than the ${width}px viewport`);
      await page.screenshot({ path: shotPath(`${label}-home-daily.png`), fullPage: true });
    });

    await step(`${label}: tarot table, past-present-future, seed 42, all turned over`, async () => {
      await page.goto(`${base}/#/tarot`);
      await draw(page, 'three', '42');
      assert.equal(await page.locator('tarot-table .reading .card-name').first().textContent(), 'Page of Wands');
      await noSidewaysScroll(page, 'tarot three', width);
      await page.locator('tarot-table .spread').screenshot({ path: shotPath(`${label}-tarot-three.png`) });
    });

    await step(`${label}: tarot table, Celtic Cross, seed 42`, async () => {
      await draw(page, 'celtic', '42');
      await noSidewaysScroll(page, 'tarot celtic', width);
      await page.locator('tarot-table .spread').screenshot({ path: shotPath(`${label}-tarot-celtic.png`) });
      await page.locator('tarot-table .stage').screenshot({ path: shotPath(`${label}-tarot-celtic-cross.png`) });
    });

    await step(`${label}: card browser, a card opened`, async () => {
      await page.locator('tarot-browser input[type="search"]').fill('heartbreak');
      await page.waitForFunction(() => document.querySelector('akasha-app').shadowRoot.querySelector('tarot-table').shadowRoot
        .querySelector('tarot-browser').shadowRoot.querySelectorAll('.tile').length === 1);
      await page.locator('tarot-browser .tile[data-card-id="66"]').click();
      await page.locator('tarot-browser dialog[open] h3').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: shotPath(`${label}-tarot-card.png`) });
      await page.locator('tarot-browser dialog .close button').click();
    });

    await step(`${label}: numerology, Ravi Kumar 1990-07-15`, async () => {
      await page.goto(`${base}/#/numerology`);
      await page.locator('numerology-page input[name="name"]').fill('Ravi Kumar');
      await page.locator('numerology-page input[name="dob"]').fill('1990-07-15');
      await page.locator('numerology-page button[type="submit"]').click();
      await page.locator('numerology-page .today').waitFor({ timeout: 30_000 });
      assert.equal(await page.locator('numerology-page [data-number="destiny"] .value').textContent(), '7');
      await page.locator('numerology-page [data-number="driver"] summary').click();
      await noSidewaysScroll(page, 'numerology', width);
      await page.screenshot({ path: shotPath(`${label}-numerology.png`), fullPage: true });
      await page.locator('numerology-page .result').scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath(`${label}-numerology-view.png`) });
    });
  }
  await step('no request left the origin', async () => assert.deepEqual(foreign, []));
} finally {
  await browser.close();
  await stop();
}

finish();
