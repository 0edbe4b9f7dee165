/**
 * Krishnamurti Paddhati: each nakshatra (13 deg 20') is divided among the nine Vimshottari lords
 * in proportion to their dasha years, starting from the nakshatra's own lord (sub); each sub is
 * divided the same way from the sub lord (sub-sub). Cutting the subs that straddle a sign
 * boundary gives the classical table of 249 subdivisions (K.S. Krishnamurti, KP Reader I).
 * House significators (KP Reader) in four levels for each Placidus house:
 *  1. grahas in the nakshatra of an occupant, 2. the occupants, 3. grahas in the nakshatra of the
 *  house lord, 4. the house lord (lord of the sign on the cusp).
 */
import { normDeg } from '../ephemeris/ephemeris';
import { type Graha, NAKSHATRA_LORD_CYCLE, NAKSHATRA_SPAN_DEG, SIGN_LORDS, SIGNS } from '../vedic/zodiac';

export const DASHA_YEARS: Record<Graha, number> = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 };
const CYCLE = NAKSHATRA_LORD_CYCLE as readonly Graha[];

function division(start: number, span: number, firstLord: Graha): { lord: Graha; start: number; end: number }[] {
  const out = [];
  let s = start;
  const i0 = CYCLE.indexOf(firstLord);
  for (let k = 0; k < 9; k++) {
    const lord = CYCLE[(i0 + k) % 9];
    const len = (span * DASHA_YEARS[lord]) / 120;
    out.push({ lord, start: s, end: s + len });
    s += len;
  }
  return out;
}

export interface KpLords { star_lord: Graha; sub_lord: Graha; sub_sub_lord: Graha }

export function kpLords(longitude: number): KpLords {
  const lon = normDeg(longitude);
  const n = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const star = CYCLE[n % 9];
  const subs = division(n * NAKSHATRA_SPAN_DEG, NAKSHATRA_SPAN_DEG, star);
  const sub = subs.find((x) => lon < x.end) ?? subs[8];
  const subsubs = division(sub.start, sub.end - sub.start, sub.lord);
  const ss = subsubs.find((x) => lon < x.end) ?? subsubs[8];
  return { star_lord: star, sub_lord: sub.lord, sub_sub_lord: ss.lord };
}

export interface KpSubdivision { index: number; sign: string; sign_lord: string; star_lord: Graha; sub_lord: Graha; start: number; end: number }

let table: KpSubdivision[] | null = null;
/** The 249 subdivisions of the zodiac (subs cut at sign boundaries), from 0 Aries. */
export function kpTable(): KpSubdivision[] {
  if (table) return table;
  const out: KpSubdivision[] = [];
  for (let n = 0; n < 27; n++) {
    for (const sub of division(n * NAKSHATRA_SPAN_DEG, NAKSHATRA_SPAN_DEG, CYCLE[n % 9])) {
      let s = sub.start;
      while (s < sub.end - 1e-9) {
        const signEnd = (Math.floor(s / 30 + 1e-9) + 1) * 30;
        const e = Math.min(sub.end, signEnd);
        const si = Math.floor(s / 30 + 1e-9);
        out.push({ index: out.length + 1, sign: SIGNS[si], sign_lord: SIGN_LORDS[si], star_lord: CYCLE[n % 9], sub_lord: sub.lord, start: s, end: e });
        s = e;
      }
    }
  }
  table = out;
  return out;
}

export interface KpSignificators { house: number; level1: Graha[]; level2: Graha[]; level3: Graha[]; level4: Graha[]; all: Graha[] }

/** Four-level significators per house. `houseOf` gives a graha's Placidus house; `cusps` are sidereal. */
export function kpSignificators(grahas: { name: Graha; longitude: number }[], cusps: number[], houseOf: (lon: number) => number): KpSignificators[] {
  const starLord = new Map(grahas.map((g) => [g.name, kpLords(g.longitude).star_lord]));
  const inStarOf = (lords: Graha[]) => grahas.filter((g) => lords.includes(starLord.get(g.name)!)).map((g) => g.name);
  return cusps.map((c, i) => {
    const house = i + 1;
    const occupants = grahas.filter((g) => houseOf(g.longitude) === house).map((g) => g.name);
    const lord = SIGN_LORDS[Math.floor(normDeg(c) / 30)] as Graha;
    const level1 = inStarOf(occupants);
    const level3 = inStarOf([lord]);
    const all = [...new Set([...level1, ...occupants, ...level3, lord])];
    return { house, level1, level2: occupants, level3, level4: [lord], all };
  });
}
