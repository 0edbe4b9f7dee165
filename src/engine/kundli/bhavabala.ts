/**
 * Bhava bala exactly as spec 2.3: for each of the 12 houses
 *  - bhavadhipati: the full shadbala (virupas) of the lord of the sign holding the bhava madhya
 *    in the bhava chalit (Sripati) chart;
 *  - bhava_dig_bala: 0-60 in steps of 10 by the kind of sign at the madhya: human signs
 *    (Gemini, Virgo, Libra, Aquarius, first half of Sagittarius) strongest in house 1, water signs
 *    (Cancer, Pisces, second half of Capricorn) in house 4, insects (Scorpio) in house 7,
 *    quadrupeds (Aries, Taurus, Leo, second half of Sagittarius, first half of Capricorn) in
 *    house 10; 10 less for each house away (BPHS 27.40; B.V. Raman, Graha and Bhava Balas ch. 12);
 *  - bhava_drsti: sputa drishti of the seven grahas on the madhya: one quarter of each benefic's
 *    aspect added and each malefic's subtracted, but Mercury's and Jupiter's aspects counted in
 *    full (Raman);
 *  - total = the sum of the three.
 * Sripati bhava madhyas are the Porphyry cusps: the ascendant, the MC, their opposite points and
 * the trisections of the four quadrants between them.
 */
import type { Ephemeris } from '../ephemeris/ephemeris';
import { normDeg } from '../ephemeris/ephemeris';
import { SIGN_LORDS } from '../vedic/zodiac';
import { drishtiVirupas } from './aspects';
import { beneficsMalefics, type Shadbala } from './shadbala';
import { type NatalChart, SEVEN, type Planet7, signOf } from './types';

export interface BhavaBalaRow {
  house: number;
  bhavadhipati: number;
  bhava_dig_bala: number;
  bhava_drsti: number;
  total: number;
}

/** Sidereal Sripati bhava madhyas 1..12 (Porphyry cusps of the sidereal ascendant and MC). */
export function sripatiMadhyas(ascendant: number, mc: number): number[] {
  const ic = normDeg(mc + 180);
  const desc = normDeg(ascendant + 180);
  const out: number[] = new Array(12);
  const quad = (from: number, to: number, startHouse: number) => {
    const span = normDeg(to - from);
    for (let k = 0; k < 3; k++) out[(startHouse - 1 + k) % 12] = normDeg(from + (span * k) / 3);
  };
  quad(ascendant, ic, 1);
  quad(ic, desc, 4);
  quad(desc, mc, 7);
  quad(mc, ascendant, 10);
  return out;
}

/** House (1, 4, 7 or 10) where a sign kind is strongest, for a sidereal longitude. */
export function strongestHouse(longitude: number): 1 | 4 | 7 | 10 {
  const s = signOf(longitude);
  const firstHalf = longitude % 30 < 15;
  if ([2, 5, 6, 10].includes(s) || (s === 8 && firstHalf)) return 1; // nara (human)
  if ([3, 11].includes(s) || (s === 9 && !firstHalf)) return 4; // jalachara (water)
  if (s === 7) return 7; // keeta (insect)
  return 10; // chatushpada (quadruped): Ar, Ta, Le, 2nd half Sg, 1st half Cp
}

export function bhavaDigBala(house: number, longitude: number): number {
  const strong = strongestHouse(longitude);
  const d = Math.abs(house - strong) % 12;
  return 60 - 10 * Math.min(d, 12 - d);
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export function bhavabala(_eph: Ephemeris, chart: NatalChart, sb: Shadbala): { madhyas: number[]; rows: BhavaBalaRow[] } {
  const madhyas = sripatiMadhyas(chart.ascendant, chart.mc);
  const { benefics } = beneficsMalefics(chart);
  const lon = (p: Planet7) => chart.grahas.find((x) => x.name === p)!.longitude;
  const rows = madhyas.map((m, i) => {
    const house = i + 1;
    const lord = SIGN_LORDS[signOf(m)] as Planet7;
    const bhavadhipati = sb.total_virupas[lord];
    const dig = bhavaDigBala(house, m);
    let drsti = 0;
    for (const p of SEVEN) {
      const v = drishtiVirupas(p, m - lon(p));
      const w = p === 'Mercury' || p === 'Jupiter' ? v : v / 4;
      drsti += benefics.includes(p) ? w : -w;
    }
    const bd = r2(drsti);
    return { house, bhavadhipati, bhava_dig_bala: dig, bhava_drsti: bd, total: r2(bhavadhipati + dig + bd) };
  });
  return { madhyas, rows };
}
