/**
 * Scaling figures (issue 16): time and ephemeris calls for 1, 30, 365 and 3,650 days of
 * panchang, a kundli with all twenty vargas (the brihad report), a best-time search over 31 and
 * 365 days, and every report, so that the growth of the cost is visible (linear in days).
 * `warm`: a steady-state request (median); `cold`: the first request on an engine whose shared
 * ephemeris nodes were forgotten (src/engine/ephemeris/nodes.ts), with the calls it made.
 * `scalingBench()` returns the rows; run this file directly to print them.
 */
import { exampleUrl } from '../src/api/examples';
import { ENDPOINTS } from '../src/api/routes/index';
import { nodeEphemeris } from '../src/engine/ephemeris/node';
import { dropNodes } from '../src/engine/ephemeris/nodes';
import type { Ephemeris } from '../src/engine/ephemeris/ephemeris';
import { Sky } from '../src/engine/panchang/elements';
import { panchangDay, SunCalendar } from '../src/engine/panchang/day';
import { bestTime } from '../src/engine/muhurta/best-time';
import { addDays } from '../src/engine/time/parse';
import { localToJd } from '../src/engine/time/julian';
import { createNodeApi } from '../src/node/api';
import { ensureKey } from '../src/node/keys';
import { MemoryStore } from '../src/store/memory';

const PLACE = { lat: 28.6139, lon: 77.209, alt: 0, tz: 'Asia/Kolkata' };
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

interface Row { work: string; warm_ms: number; warm_calls: number; cold_ms: number; cold_calls: number; per_unit_us?: number }

/** Cold (first run after the nodes were dropped) and warm (median over >= 3 runs and 300 ms) figures of fn. */
async function measure(eph: Ephemeris, work: string, fn: () => unknown | Promise<unknown>, units?: number): Promise<Row> {
  await fn(); // the code itself warm (JIT), so that `cold` is the cost of the missing nodes
  dropNodes(eph);
  let c0 = eph.calls, t0 = performance.now();
  await fn();
  const cold_ms = performance.now() - t0, cold_calls = eph.calls - c0;
  await fn();
  c0 = eph.calls;
  await fn();
  const warm_calls = eph.calls - c0;
  const xs: number[] = [];
  const m0 = performance.now();
  while (xs.length < 3 || (performance.now() - m0 < 300 && xs.length < 200)) { t0 = performance.now(); await fn(); xs.push(performance.now() - t0); }
  const warm_ms = median(xs);
  const row: Row = { work, warm_ms: +warm_ms.toPrecision(3), warm_calls, cold_ms: +cold_ms.toPrecision(3), cold_calls };
  if (units) row.per_unit_us = +((warm_ms * 1000) / units).toPrecision(3);
  return row;
}

export async function scalingBench(): Promise<{ place: typeof PLACE; rows: Row[] }> {
  const eph = await nodeEphemeris();
  const rows: Row[] = [];
  const start = { y: 2025, m: 1, d: 1 };
  const geo = { lat: PLACE.lat, lon: PLACE.lon, alt: 0 };
  // n panchang days: sunrise to sunrise with every limb occurrence, sunset, moonrise and moonset.
  for (const n of [1, 30, 365, 3650]) {
    rows.push(await measure(eph, `panchang ${n} day${n > 1 ? 's' : ''} (per_unit = per day)`, () => {
      const sky = new Sky(eph, 'lahiri');
      const cal = new SunCalendar(eph, PLACE.tz, geo, 'disc_center');
      for (let i = 0; i < n; i++) { const d = addDays(start, i); panchangDay(sky, cal, d); cal.moonrise(d); cal.moonset(d); }
    }, n));
  }
  // Best-time: 31 days is one request (its limit); 365 days is twelve consecutive requests.
  for (const [label, days] of [['31 days', 31], ['365 days (12 requests)', 365]] as const) {
    rows.push(await measure(eph, `muhurta best-time ${label} (per_unit = per day)`, () => {
      const t0 = localToJd(start, { h: 0, mi: 0, s: 0 }, 'UTC').jd;
      for (let a = 0; a < days; a += 31) {
        bestTime(eph, { startJd: t0 + a, endJd: t0 + Math.min(days, a + 31), tz: PLACE.tz, geo, ayanamsa: 'lahiri', purpose: 'vivah', topN: 5 });
      }
    }, days));
  }
  // Reports through the router (JSON), the brihad kundli being the one with all twenty vargas.
  const store = new MemoryStore();
  await ensureKey(store, { name: 'bench', credits: 1e12, rate: 0 });
  const api = createNodeApi(store);
  for (const e of ENDPOINTS.filter((x) => x.path.startsWith('/v1/reports/'))) {
    const url = exampleUrl(e, { format: 'json', as_of: '2025-06-01', generated_at: '2025-06-01T00:00:00Z' });
    const label = e.path === '/v1/reports/kundli/brihad' ? `${e.path} (kundli with all vargas)` : e.path;
    rows.push(await measure(eph, label, async () => {
      const res = await api.request(url, { headers: { Authorization: 'Bearer bench' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} -> ${res.status}`);
    }));
  }
  console.table(rows);
  return { place: PLACE, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) await scalingBench();
