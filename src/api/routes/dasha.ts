/**
 * Dasha family: Jaimini Chara dasha (spec 2.8, K.N. Rao) and, as Akasha extensions, the
 * Vimshottari tree (maha .. prana) and the periods running at a moment.
 */
import { z } from 'zod';
import { charaDasha } from '../../engine/kundli/dasha/char';
import { DEFAULT_YEAR_DAYS, LEVEL_NAMES, runningChainAt, type DashaPeriod, vimshottari } from '../../engine/kundli/dasha/vimshottari';
import { jdToIso, jdToLocal, localToJd } from '../../engine/time/julian';
import { parseDate } from '../../engine/time/parse';
import { GRAHAS, SIGNS } from '../../engine/vedic/zodiac';
import { chartParams, computeChart } from '../birth';
import { invalidParam } from '../errors';
import { q } from '../params';
import { endpoint } from '../registry';
import { zChartEcho } from '../schemas';

const yearDays = () => q.number({ min: 360, max: 366, fallback: DEFAULT_YEAR_DAYS, example: 365.25, description: 'Days per dasha year: 365.25 (Julian year, default); 365.256364 (sidereal year, PyJHora / JHora option); 360 (savana)' });
const localSec = (jd: number, tz: string) => jdToLocal(jd, tz);

// ---- Chara dasha (spec 2.8)
export const charMajor = endpoint({
  path: '/v1/dasha/char/major',
  summary: 'Jaimini Chara dasha major periods (K.N. Rao method): one row per sign from the lagna',
  description: 'Direction by the 9th sign from the lagna; years = count from the sign to its lord (forward for Ar, Ta, Ge, Li, Sc, Sg, backward otherwise) minus one, 12 in own sign, +1 exalted, -1 debilitated lord; stronger of the two lords for Scorpio and Aquarius. cycles=2 adds the second cycle (12 minus the first-cycle years).',
  params: { ...chartParams(), year_days: yearDays(), cycles: q.int({ min: 1, max: 2, fallback: 1, example: 1, description: 'Cycles of 12 signs: 1 (default) or 2' }) },
  response: z.object({
    ...zChartEcho, system: z.string(), year_days: z.number(), depth: z.number().int(),
    maha_dasha: z.array(z.object({
      sign: z.enum(SIGNS), sign_index: z.number().int().min(0).max(11), lord: z.enum(GRAHAS), years: z.number().int().min(0).max(12), cycle: z.number().int(),
      start_jd: z.number(), end_jd: z.number(), start_local: z.string(), end_local: z.string(),
    })),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const rows = charaDasha(c.angles.ascendant, c.grahas, c.moment.jd, p.year_days, p.cycles);
    return {
      ...c.echo, system: 'chara (Jaimini, K.N. Rao)', year_days: p.year_days, depth: 1,
      maha_dasha: rows.map((r) => ({
        sign: SIGNS[r.sign], sign_index: r.sign, lord: r.lord, years: r.years, cycle: r.cycle,
        start_jd: r.start_jd, end_jd: r.end_jd, start_local: localSec(r.start_jd, c.input.tz), end_local: localSec(r.end_jd, c.input.tz),
      })),
    };
  },
});

// ---- Vimshottari
const zBase = {
  lord: z.enum(GRAHAS), level: z.number().int().min(1).max(5), level_name: z.enum(LEVEL_NAMES), years: z.number(),
  start_jd: z.number(), end_jd: z.number(), start_iso: z.string(), end_iso: z.string(), start_local: z.string(), end_local: z.string(),
};
const z5 = z.object(zBase);
const z4 = z.object({ ...zBase, sub: z.array(z5).optional() });
const z3 = z.object({ ...zBase, sub: z.array(z4).optional() });
const z2 = z.object({ ...zBase, sub: z.array(z3).optional() });
const z1 = z.object({ ...zBase, sub: z.array(z2).optional() });

type Out = z.infer<typeof z5> & { sub?: Out[] };
function shape(p: DashaPeriod, tz: string): Out {
  return {
    lord: p.lord, level: p.level, level_name: LEVEL_NAMES[p.level - 1], years: Math.round(p.years * 1e6) / 1e6,
    start_jd: p.start_jd, end_jd: p.end_jd, start_iso: jdToIso(p.start_jd), end_iso: jdToIso(p.end_jd),
    start_local: localSec(p.start_jd, tz), end_local: localSec(p.end_jd, tz),
    ...(p.sub ? { sub: p.sub.map((s) => shape(s, tz)) } : {}),
  };
}
const zBalance = z.object({ lord: z.enum(GRAHAS), elapsed_fraction: z.number().min(0).max(1), balance_years: z.number(), balance_ymd: z.tuple([z.number().int(), z.number().int(), z.number().int()]).describe('Balance as years, months, days of 360/30-day reckoning, as books print it'), first_start_jd: z.number() });
function balanceOut(b: ReturnType<typeof vimshottari>['balance']) {
  const y = Math.floor(b.balance_years);
  const mf = (b.balance_years - y) * 12;
  const m = Math.floor(mf);
  const d = Math.floor((mf - m) * 30);
  return { lord: b.lord, elapsed_fraction: b.elapsed_fraction, balance_years: b.balance_years, balance_ymd: [y, m, d] as [number, number, number], first_start_jd: b.first_start_jd };
}

export const vimshottariTree = endpoint({
  path: '/v1/dasha/vimshottari',
  credits: 10,
  family: 'Calendar, Western, Dasha',
  summary: 'Vimshottari dasha from the Moon\'s nakshatra: 9 mahadashas over 120 years with antar, pratyantar, sookshma and prana periods to `depth`',
  description: 'depth 1-3 returns the whole tree; depth 4 and 5 need `maha` (one mahadasha lord), since the full 5-level tree has 59,049 periods.',
  params: {
    ...chartParams(),
    depth: q.int({ min: 1, max: 5, fallback: 2, example: 2, description: 'Levels: 1 maha, 2 antar (default), 3 pratyantar, 4 sookshma, 5 prana' }),
    year_days: yearDays(),
    maha: q.oneOf(GRAHAS, { required: false, caseInsensitive: true, example: 'Jupiter', description: 'Optional: only this mahadasha (required for depth 4-5)' }),
  },
  response: z.object({ ...zChartEcho, system: z.string(), year_days: z.number(), depth: z.number().int(), balance: zBalance, maha_dasha: z.array(z1).min(1).max(9) }),
  handler(p, { eph }) {
    if (p.depth > 3 && !p.maha) throw invalidParam('depth', 'depth 4 and 5 need maha= (one mahadasha lord)');
    const c = computeChart(eph, p);
    const v = vimshottari(c.grahas[1].longitude, c.moment.jd, p.depth, p.year_days);
    const list = p.maha ? v.periods.filter((x) => x.lord === p.maha) : v.periods;
    return { ...c.echo, system: 'vimshottari', year_days: p.year_days, depth: p.depth, balance: balanceOut(v.balance), maha_dasha: list.map((x) => shape(x, c.input.tz)) };
  },
});

export const vimshottariCurrent = endpoint({
  path: '/v1/dasha/vimshottari/current',
  credits: 10,
  family: 'Calendar, Western, Dasha',
  summary: 'The Vimshottari periods (maha .. prana) running at a moment',
  params: {
    ...chartParams(),
    at: q.date({ required: false, example: '2025-01-01', description: 'Date to check YYYY-MM-DD in tz; default today' }),
    at_time: q.time({ example: '12:00', description: 'Local time to check HH:MM; default 12:00' }),
    depth: q.int({ min: 1, max: 5, fallback: 5, example: 5, description: 'Levels to return, 1-5 (default 5)' }),
    year_days: yearDays(),
  },
  response: z.object({
    ...zChartEcho, system: z.string(), year_days: z.number(), depth: z.number().int(), at_jd: z.number(), at_local: z.string(), balance: zBalance,
    current: z.array(z5).max(5).describe('Running periods from maha down; empty outside the 120 years from the first mahadasha'),
  }),
  handler(p, { eph, now }) {
    const c = computeChart(eph, p);
    let atDate = p.at;
    if (!atDate) {
      const today = now().toISOString().slice(0, 10);
      const d = parseDate(today);
      if (typeof d === 'string') throw invalidParam('at', d);
      atDate = d;
    }
    const at = localToJd(atDate, p.at_time, c.input.tz).jd;
    const v = vimshottari(c.grahas[1].longitude, c.moment.jd, 1, p.year_days);
    const chain = runningChainAt(c.grahas[1].longitude, c.moment.jd, at, p.depth, p.year_days).map((x) => { const { sub: _s, ...rest } = shape({ ...x, sub: undefined }, c.input.tz); return rest; });
    return { ...c.echo, system: 'vimshottari', year_days: p.year_days, depth: p.depth, at_jd: at, at_local: localSec(at, c.input.tz), balance: balanceOut(v.balance), current: chain };
  },
});

export const dashaEndpoints = [charMajor, vimshottariTree, vimshottariCurrent];
