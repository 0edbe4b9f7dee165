#!/usr/bin/env node
// Runs the scripts that drive the production build in headless Chromium, one after another,
// each in its own Node process (as when run by hand): the service worker end-to-end test, the
// screenshot scripts and the widgets bundle on a foreign page. Every script runs even if an
// earlier one fails; the exit code is 1 if any failed. Needs `npm run build` first (`npm run test:browser` builds, then runs this).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SCRIPTS = ['sw.e2e.mjs', 'tarot-numerology.shots.mjs', 'kundli.shots.mjs', 'milan-muhurta.shots.mjs', 'panchang.shots.mjs', 'widgets.e2e.mjs'];

const results = [];
for (const script of SCRIPTS) {
  console.log(`\n== ${script}`);
  const t0 = Date.now();
  const run = spawnSync(process.execPath, [join(here, script)], { cwd: join(here, '../..'), stdio: 'inherit' });
  const code = run.error ? `not started: ${run.error.message}` : run.signal ? `killed by ${run.signal}` : run.status;
  results.push({ script, ok: code === 0, code, s: (Date.now() - t0) / 1000 });
}

console.log('\n== browser e2e scripts');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.script} (${r.s.toFixed(1)} s)${r.ok ? '' : `: exit ${r.code}`}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`browser e2e scripts: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
