#!/usr/bin/env node
// Screenshots of the Kundli page on a phone-sized and a desktop viewport, in real headless
// Chromium against the production build (`npm run build` first; served with `vite preview`,
// as sw.e2e.mjs does). The behaviour is tested in kundli.test.ts; this script enters the same
// birth as a person would (1996-12-07 10:34, Chennai picked from the list), checks that nothing
// overflows the viewport sideways and that no request leaves the origin, and saves:
//   test-artifacts/screenshots/{phone,desktop}-kundli-{page,north,south,east,d9}.png, desktop-kundli-print.png
// Exit code 1 if a check fails.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shots = join(root, 'test-artifacts', 'screenshots');
mkdirSync(shots, { recursive: true });
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` (vite build) first.');
  process.exit(1);
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
};

const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port: 4320, strictPort: false } });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const origin = new URL(base).origin;
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const failures = [];
const foreign = [];

async function step(name, fn) {
  try {
    await fn();
    console.log(`  ✓ ${name}`);
  } catch (err) {
    failures.push(name);
    console.log(`  ✗ ${name}\n      ${String(err?.stack ?? err).split('\n').slice(0, 5).join('\n      ')}`);
  }
}

async function noSidewaysScroll(page, what) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scroll <= inner, `${what}: page is ${scroll}px wide in a ${inner}px viewport`);
}

const chartSvg = (page, style) => page.locator(`kundli-page kundli-chart svg[data-style="${style}"]`);

try {
  for (const [label, options] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ ...options, colorScheme: 'light' });
    context.on('request', (req) => {
      const u = req.url();
      if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) foreign.push(u);
    });
    const page = await context.newPage();

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
      await noSidewaysScroll(page, 'kundli');
      await page.screenshot({ path: join(shots, `${label}-kundli-page.png`), fullPage: true });
      await page.locator('kundli-page .chart-panel').screenshot({ path: join(shots, `${label}-kundli-north.png`) });
    });

    for (const style of ['south', 'east']) {
      await step(`${label}: ${style} style`, async () => {
        await page.locator(`kundli-page input[name="chart-style"][value="${style}"]`).check();
        await chartSvg(page, style).waitFor();
        await noSidewaysScroll(page, style);
        await page.locator('kundli-page .chart-panel').screenshot({ path: join(shots, `${label}-kundli-${style}.png`) });
      });
    }

    await step(`${label}: D9 navamsa, north`, async () => {
      await page.locator('kundli-page input[name="chart-style"][value="north"]').check();
      await page.locator('kundli-page select[name="varga"]').selectOption('D9');
      await page.locator('kundli-page kundli-chart[caption="D9 Navamsa"]').waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('kundli-page kundli-chart g.house[data-house="1"]').getAttribute('data-sign'), 'Cancer');
      await noSidewaysScroll(page, 'D9');
      await page.locator('kundli-page .chart-panel').screenshot({ path: join(shots, `${label}-kundli-d9.png`) });
    });

    if (label === 'desktop') {
      await step('desktop: print layout', async () => {
        await page.locator('kundli-page select[name="varga"]').selectOption('D1');
        await page.locator('kundli-page kundli-chart[caption="D1 Rasi"]').waitFor();
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: join(shots, 'desktop-kundli-print.png'), fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      });
    }
    await context.close();
  }
  await step('no request left the origin', async () => {
    assert.deepEqual(foreign, []);
  });
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}

console.log(`\nkundli screenshots: ${failures.length ? `${failures.length} failed` : 'all checks passed'}; saved in ${shots}`);
process.exit(failures.length ? 1 : 0);
