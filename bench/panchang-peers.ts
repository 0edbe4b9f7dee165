/**
 * Panchang benchmark: Akasha's engine against the JavaScript libraries @ishubhamx/panchangam-js
 * and mhah-panchang on the same days and place (New Delhi), in one process. Medians of repeated
 * runs after a warm-up; prints the ratios (peer time / our time) and our ephemeris calls per
 * request on a fresh engine (the shared ephemeris nodes of src/engine/ephemeris/nodes.ts
 * forgotten first; a warm engine makes none for days it has seen). `panchangBench()` returns
 * the figures; run this file directly to print them.
 */
import { createRequire } from 'node:module';
import { nodeEphemeris } from '../src/engine/ephemeris/node';
import { dropNodes } from '../src/engine/ephemeris/nodes';
import { Sky } from '../src/engine/panchang/elements';
import { limbsOfDay, LIMBS, panchangDay, solarFrame, SunCalendar } from '../src/engine/panchang/day';
import { panchangEndpoints } from '../src/api/routes/panchang';
import type { HandlerContext } from '../src/api/registry';
import type { Ephemeris } from '../src/engine/ephemeris/ephemeris';
import { localToJd } from '../src/engine/time/julian';
import { addDays } from '../src/engine/time/parse';

const require = createRequire(import.meta.url);
const byPath = (p: string) => panchangEndpoints.find((e) => e.path === p)!;
const ctx = (eph: Ephemeris) => ({ eph, requestId: 'bench', now: () => new Date(), registry: [], build: { apiVersion: 'v1', commit: 'bench' } }) as HandlerContext;
/** The handlers themselves, without HTTP or parameter parsing. */
const advanced = (params: Record<string, unknown>, eph: Ephemeris) => byPath('/v1/panchang/advanced').handler(params, ctx(eph));
const monthly = (params: Record<string, unknown>, eph: Ephemeris) => byPath('/v1/panchang/monthly').handler(params, ctx(eph));
const PLACE = { lat: 28.6139, lon: 77.209, alt: 216, tz: 'Asia/Kolkata', offsetMin: 330 };
const START = { y: 2025, m: 1, d: 1 };

function median(xs: number[]): number { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; }
/**
 * Median time of fn in the steady state, the same for every library: warm-up until 150 ms and
 * 3 runs have passed (so the JIT has compiled each side's hot code), then at least `runs` runs
 * and 300 ms of them (at most 5,000 runs).
 */
function time(fn: () => void, runs: number, batch = 1): number {
  const w0 = performance.now();
  for (let i = 0; i < 3 || performance.now() - w0 < 150; i++) fn();
  const xs: number[] = [];
  const m0 = performance.now();
  while ((xs.length < runs || performance.now() - m0 < 300) && xs.length < 5000) {
    const t0 = performance.now();
    for (let b = 0; b < batch; b++) fn();
    xs.push((performance.now() - t0) / batch);
  }
  return median(xs);
}
/** Work under a few microseconds is timed in batches of this many (per-call time = batch / count), for every library alike: the clock's own cost would otherwise weigh on it. */
const BATCH_SMALL = 100;
const dateAt = (i: number, h = 0) => { const d = addDays(START, i); return new Date(Date.UTC(d.y, d.m - 1, d.d, h, 0, 0) - PLACE.offsetMin * 60000); };

export async function panchangBench(): Promise<object> {
  const eph = await nodeEphemeris();
  const pj = require('@ishubhamx/panchangam-js');
  const { MhahPanchang } = require('mhah-panchang');
  const mhah = new MhahPanchang();
  const observer = new pj.Observer(PLACE.lat, PLACE.lon, PLACE.alt);
  const geo = { lat: PLACE.lat, lon: PLACE.lon, alt: 0 };
  const results: Record<string, { ours_ms: number; panchangam_js_ms: number | null; mhah_ms: number | null; ours_calls: number }> = {};

  /** Ephemeris calls of one run on an engine whose shared nodes were just forgotten (a fresh engine's first request; warm runs make none). */
  const calls = (fn: () => void) => { dropNodes(eph); const c0 = eph.calls; fn(); return eph.calls - c0; };

  // 1, 30 and 365 days of sunrise.
  for (const n of [1, 30, 365]) {
    const ours = () => { const cal = new SunCalendar(eph, PLACE.tz, geo, 'disc_center'); for (let i = 0; i < n; i++) cal.sunrise(addDays(START, i)); };
    const runs = n === 365 ? 5 : 20;
    const batch = n === 1 ? BATCH_SMALL : 1;
    results[`sunrise x${n}`] = {
      ours_ms: time(ours, runs, batch), ours_calls: calls(ours),
      panchangam_js_ms: time(() => { for (let i = 0; i < n; i++) pj.getSunrise(dateAt(i, 12), observer, { timezoneOffset: PLACE.offsetMin }); }, runs, batch),
      mhah_ms: time(() => { for (let i = 0; i < n; i++) mhah.sunTimer(dateAt(i, 12), PLACE.lat, PLACE.lon); }, runs, batch),
    };
  }

  // The four limbs (tithi, nakshatra, yoga, karana) with start and end at a moment, 30 days.
  {
    const jd0 = localToJd(START, { h: 6, mi: 0, s: 0 }, PLACE.tz).jd;
    const ours = () => { const sky = new Sky(eph, 'lahiri'); for (let i = 0; i < 30; i++) for (const l of LIMBS) sky.spanAt(l, jd0 + i); };
    results['four limbs with end times x30 days'] = {
      ours_ms: time(ours, 10), ours_calls: calls(ours),
      // panchangam-js: getTithi/getNakshatra/getYoga/getKarana take longitudes (passing a Date
      // computed nothing); its start/end searches are findTithiStart/End, findNakshatraStart/End
      // and findYogaEnd (it has no yoga start or karana end, so it does less than we do here).
      panchangam_js_ms: time(() => {
        for (let i = 0; i < 30; i++) {
          const d = dateAt(i, 6);
          const ay = pj.getAyanamsa(d);
          pj.findTithiStart(d); pj.findTithiEnd(d); pj.findNakshatraStart(d, ay); pj.findNakshatraEnd(d, ay); pj.findYogaEnd(d, ay);
        }
      }, 10),
      mhah_ms: time(() => { for (let i = 0; i < 30; i++) mhah.calculate(dateAt(i, 6)); }, 10),
    };
  }

  // Every transition of the day (sunrise to next sunrise) for 30 days.
  {
    const ours = () => { const sky = new Sky(eph, 'lahiri'); const cal = new SunCalendar(eph, PLACE.tz, geo, 'disc_center'); for (let i = 0; i < 30; i++) panchangDay(sky, cal, addDays(START, i)); };
    results['every transition x30 days'] = {
      ours_ms: time(ours, 10), ours_calls: calls(ours),
      panchangam_js_ms: time(() => { for (let i = 0; i < 30; i++) pj.getPanchangam(dateAt(i, 12), observer, { timezoneOffset: PLACE.offsetMin }); }, 5),
      mhah_ms: time(() => { for (let i = 0; i < 30; i++) mhah.calendar(dateAt(i, 12), PLACE.lat, PLACE.lon); }, 10),
    };
  }

  // The month: our monthly endpoint with the printable sheet (festivals, moonrise/moonset ...).
  {
    const params = { year: 2025, month: 1, tz: PLACE.tz, lat: PLACE.lat, lon: PLACE.lon, alt: 0, ayanamsa: 'lahiri', sunrise: 'disc_center', month_system: 'purnimanta', include: 'sheet', lang: 'en' };
    const ours = () => { monthly(params, eph); };
    results['month with sheet'] = {
      ours_ms: time(ours, 10), ours_calls: calls(ours),
      panchangam_js_ms: time(() => { for (let i = 0; i < 31; i++) { pj.getPanchangam(dateAt(i, 12), observer, { timezoneOffset: PLACE.offsetMin }); } }, 3),
      mhah_ms: time(() => { for (let i = 0; i < 31; i++) mhah.calendar(dateAt(i, 12), PLACE.lat, PLACE.lon); }, 5),
    };
  }

  // advanced for one day (not offered by the peers).
  {
    const p = { date: START, time: { h: 12, mi: 0, s: 0 }, tz: PLACE.tz, lat: PLACE.lat, lon: PLACE.lon, alt: 0, ayanamsa: 'lahiri', sunrise: 'disc_center', month_system: 'purnimanta', lang: 'en' };
    const ours = () => { advanced(p, eph); };
    results['advanced (1 day)'] = { ours_ms: time(ours, 20), ours_calls: calls(ours), panchangam_js_ms: null, mhah_ms: null };
  }

  const rows = Object.entries(results).map(([k, r]) => ({
    work: k, ours_ms: +r.ours_ms.toPrecision(3), ours_calls_fresh_engine: r.ours_calls,
    panchangam_js_ms: r.panchangam_js_ms === null ? null : +r.panchangam_js_ms.toPrecision(3),
    mhah_ms: r.mhah_ms === null ? null : +r.mhah_ms.toPrecision(3),
    ratio_panchangam_js: r.panchangam_js_ms === null ? null : +(r.panchangam_js_ms / r.ours_ms).toFixed(1),
    ratio_mhah: r.mhah_ms === null ? null : +(r.mhah_ms / r.ours_ms).toFixed(1),
  }));
  console.table(rows);
  void solarFrame; void limbsOfDay;
  return { place: PLACE, start: '2025-01-01', rows };
}

if (import.meta.url === `file://${process.argv[1]}`) await panchangBench();
