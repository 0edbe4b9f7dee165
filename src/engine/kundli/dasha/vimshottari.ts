/**
 * Vimshottari dasha (BPHS ch. 46): 120 years in the order Ketu, Venus, Sun, Moon, Mars, Rahu,
 * Jupiter, Saturn, Mercury. The first mahadasha is that of the Moon's nakshatra lord and the
 * part already elapsed is the elapsed fraction of the nakshatra; every lower level divides its
 * parent in proportion to the same years, starting from the parent's lord. Levels: 1 maha,
 * 2 antar, 3 pratyantar, 4 sookshma, 5 prana.
 * Year length `yearDays` (days per dasha year) is a parameter: 365.25 (Julian year) by default;
 * PyJHora and Jagannatha Hora's sidereal option use 365.256364.
 */
import { type Graha, NAKSHATRA_LORD_CYCLE, NAKSHATRA_SPAN_DEG } from '../../vedic/zodiac';
import { DASHA_YEARS } from '../kp';

export const DEFAULT_YEAR_DAYS = 365.25;
export const LEVEL_NAMES = ['maha', 'antar', 'pratyantar', 'sookshma', 'prana'] as const;
const CYCLE = NAKSHATRA_LORD_CYCLE as readonly Graha[];

export interface DashaPeriod {
  lord: Graha;
  level: number;
  start_jd: number;
  end_jd: number;
  years: number;
  sub?: DashaPeriod[];
}

export interface VimshottariBalance {
  lord: Graha;
  /** Fraction of the nakshatra (and of the first mahadasha) already elapsed at birth. */
  elapsed_fraction: number;
  balance_years: number;
  first_start_jd: number;
}

export function vimshottariBalance(moonLon: number, birthJd: number, yearDays = DEFAULT_YEAR_DAYS): VimshottariBalance {
  const lon = ((moonLon % 360) + 360) % 360;
  const n = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const lord = CYCLE[n % 9];
  const frac = (lon - n * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const years = DASHA_YEARS[lord];
  return { lord, elapsed_fraction: frac, balance_years: years * (1 - frac), first_start_jd: birthJd - frac * years * yearDays };
}

function subdivide(parent: DashaPeriod, depth: number, yearDays: number): void {
  if (parent.level >= depth) return;
  const i0 = CYCLE.indexOf(parent.lord);
  let t = parent.start_jd;
  parent.sub = [];
  for (let k = 0; k < 9; k++) {
    const lord = CYCLE[(i0 + k) % 9];
    const years = (parent.years * DASHA_YEARS[lord]) / 120;
    const end = k === 8 ? parent.end_jd : t + years * yearDays;
    const p: DashaPeriod = { lord, level: parent.level + 1, start_jd: t, end_jd: end, years };
    subdivide(p, depth, yearDays);
    parent.sub.push(p);
    t = end;
  }
}

/** The nine mahadashas from the one running at birth (120 years), each subdivided to `depth` levels (1-5). */
export function vimshottari(moonLon: number, birthJd: number, depth = 1, yearDays = DEFAULT_YEAR_DAYS): { balance: VimshottariBalance; periods: DashaPeriod[] } {
  const balance = vimshottariBalance(moonLon, birthJd, yearDays);
  const i0 = CYCLE.indexOf(balance.lord);
  let t = balance.first_start_jd;
  const periods: DashaPeriod[] = [];
  for (let k = 0; k < 9; k++) {
    const lord = CYCLE[(i0 + k) % 9];
    const years = DASHA_YEARS[lord];
    const p: DashaPeriod = { lord, level: 1, start_jd: t, end_jd: t + years * yearDays, years };
    subdivide(p, depth, yearDays);
    periods.push(p);
    t = p.end_jd;
  }
  return { balance, periods };
}

/** The chain of periods (maha .. level `depth`) running at jd, or [] outside the 120 years. */
/**
 * The periods running at `jd`, maha down to `depth`, subdividing only the running period at
 * each level: 9 x depth periods instead of the 9^depth of a full tree (59,049 at depth 5).
 * The same periods, to the last digit, as `runningAt(vimshottari(..., depth).periods, jd)`;
 * each chain member but the last carries its nine sub-periods in `sub`.
 */
export function runningChainAt(moonLon: number, birthJd: number, jd: number, depth = 5, yearDays = DEFAULT_YEAR_DAYS): DashaPeriod[] {
  let list: DashaPeriod[] = vimshottari(moonLon, birthJd, 1, yearDays).periods;
  const chain: DashaPeriod[] = [];
  for (let level = 1; level <= depth; level++) {
    const hit = list.find((p) => jd >= p.start_jd && jd < p.end_jd);
    if (!hit) break;
    chain.push(hit);
    if (level === depth) break;
    subdivide(hit, level + 1, yearDays);
    list = hit.sub!;
  }
  return chain;
}

export function runningAt(periods: DashaPeriod[], jd: number): DashaPeriod[] {
  const chain: DashaPeriod[] = [];
  let list: DashaPeriod[] | undefined = periods;
  while (list) {
    const hit: DashaPeriod | undefined = list.find((p) => jd >= p.start_jd && jd < p.end_jd);
    if (!hit) break;
    chain.push(hit);
    list = hit.sub;
  }
  return chain;
}
