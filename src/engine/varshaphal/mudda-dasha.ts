/**
 * Mudda dasha (varsha Vimshottari): the Vimshottari sequence compressed into one Tajika year.
 *
 * `janma_nakshatra` (default; K.S. Charak, *A Textbook of Varshaphala* ch. on dashas; PVR's book;
 * Jagannatha Hora and PyJHora `mudda.py`): the first lord is found by counting the completed
 * years on from the natal Moon's nakshatra lord in the Vimshottari order (equivalently:
 * (janma nakshatra number + completed years - 2) mod 9, 1 = Sun .. 0 = Venus, counted from
 * Krittika). Its balance at the varsha pravesha is the untraversed part of the natal Moon's
 * nakshatra, the other eight lords follow in full, and the part of the first lord already
 * "elapsed" closes the year: 10 rows. Each lord's share of the year is its Vimshottari years /
 * 120 (Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17, Ketu 7, Venus 20;
 * i.e. x3 days in a 360-day year). Sub-periods (antar) divide a period in the same proportions
 * from its own lord.
 *
 * `varsha_lord` (the catalog's wording "18 periods (9 planets, 2 cycles) from the Varsha lord"):
 * two cycles of the nine lords starting from the year lord, each cycle spreading the Vimshottari
 * proportions over half the year, no balance: 18 rows. This reading is the service's, not a
 * classical text's; it is offered for compatibility.
 *
 * The year is the real interval from this varsha pravesha to the next one, so the periods tile
 * it exactly (no 360- or 365.25-day convention is needed).
 */
import { DASHA_YEARS } from '../kundli/kp';
import { type Graha, NAKSHATRA_LORD_CYCLE, NAKSHATRA_SPAN_DEG } from '../vedic/zodiac';

const CYCLE = NAKSHATRA_LORD_CYCLE as readonly Graha[];

export type MuddaMethod = 'janma_nakshatra' | 'varsha_lord';
export const MUDDA_METHODS: readonly MuddaMethod[] = ['janma_nakshatra', 'varsha_lord'];

export interface MuddaPeriod {
  lord: Graha;
  /** 1 or 2: which pass through the nine lords. */
  cycle: number;
  start_jd: number;
  end_jd: number;
  days: number;
  /** True for the opening balance and the closing remainder of the first lord (janma_nakshatra). */
  partial: boolean;
  sub?: MuddaPeriod[];
}

export interface MuddaDasha {
  method: MuddaMethod;
  first_lord: Graha;
  /** Elapsed fraction of the first lord's period at the varsha pravesha (0 for varsha_lord). */
  elapsed_fraction: number;
  year_start_jd: number;
  year_end_jd: number;
  periods: MuddaPeriod[];
}

/** First lord of the janma_nakshatra method: the Moon's nakshatra lord advanced by the completed years. */
export function muddaFirstLord(natalMoonLon: number, completedYears: number): { lord: Graha; elapsed: number } {
  const lon = ((natalMoonLon % 360) + 360) % 360;
  const n = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const elapsed = (lon - n * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  return { lord: CYCLE[(n + completedYears) % 9], elapsed };
}

function subs(lord: Graha, start: number, length: number, cycle: number): MuddaPeriod[] {
  const i0 = CYCLE.indexOf(lord);
  const out: MuddaPeriod[] = [];
  let t = start;
  for (let k = 0; k < 9; k++) {
    const l = CYCLE[(i0 + k) % 9];
    const end = k === 8 ? start + length : t + (length * DASHA_YEARS[l]) / 120;
    out.push({ lord: l, cycle, start_jd: t, end_jd: end, days: end - t, partial: false });
    t = end;
  }
  return out;
}

function clip(p: MuddaPeriod, a: number, b: number): MuddaPeriod | null {
  const s = Math.max(p.start_jd, a);
  const e = Math.min(p.end_jd, b);
  if (e - s <= 1e-9) return null;
  const partial = p.partial || s > p.start_jd || e < p.end_jd;
  return { ...p, start_jd: s, end_jd: e, days: e - s, partial, ...(p.sub ? { sub: p.sub.map((x) => clip(x, s, e)).filter((x): x is MuddaPeriod => x !== null) } : {}) };
}

/**
 * The year's periods. `yearStart`/`yearEnd`: this and the next varsha pravesha (JD UT).
 * `depth` 1 = periods only, 2 = with antar periods.
 */
export function muddaDasha(o: { method: MuddaMethod; natalMoonLon: number; completedYears: number; yearLord: Graha; yearStart: number; yearEnd: number; depth: 1 | 2 }): MuddaDasha {
  const L = o.yearEnd - o.yearStart;
  const periods: MuddaPeriod[] = [];
  const push = (lord: Graha, start: number, length: number, cycle: number) => {
    periods.push({ lord, cycle, start_jd: start, end_jd: start + length, days: length, partial: false, ...(o.depth === 2 ? { sub: subs(lord, start, length, cycle) } : {}) });
  };
  if (o.method === 'varsha_lord') {
    const half = L / 2;
    const i0 = CYCLE.indexOf(o.yearLord);
    for (let c = 0; c < 2; c++) {
      let t = o.yearStart + c * half;
      for (let k = 0; k < 9; k++) {
        const lord = CYCLE[(i0 + k) % 9];
        const len = k === 8 ? o.yearStart + (c + 1) * half - t : (half * DASHA_YEARS[lord]) / 120;
        push(lord, t, len, c + 1);
        t += len;
      }
    }
    periods[periods.length - 1].end_jd = o.yearEnd;
    return { method: o.method, first_lord: o.yearLord, elapsed_fraction: 0, year_start_jd: o.yearStart, year_end_jd: o.yearEnd, periods };
  }
  const { lord: first, elapsed } = muddaFirstLord(o.natalMoonLon, o.completedYears);
  const i0 = CYCLE.indexOf(first);
  // Full periods from the start of the first lord's period (before the year) to past its end.
  let t = o.yearStart - elapsed * (L * DASHA_YEARS[first]) / 120;
  for (let k = 0; k < 10; k++) {
    const lord = CYCLE[(i0 + k) % 9];
    const len = (L * DASHA_YEARS[lord]) / 120;
    push(lord, t, len, k < 9 ? 1 : 2);
    t += len;
  }
  const clipped = periods.map((p) => clip(p, o.yearStart, o.yearEnd)).filter((x): x is MuddaPeriod => x !== null);
  clipped[0].start_jd = o.yearStart;
  clipped[clipped.length - 1].end_jd = o.yearEnd;
  return { method: o.method, first_lord: first, elapsed_fraction: elapsed, year_start_jd: o.yearStart, year_end_jd: o.yearEnd, periods: clipped };
}
