/**
 * Navamsa (D9) compatibility, 0-10. The navamsa is the chart of marriage (BPHS 6; PVR Narasimha
 * Rao, ch. on vargas), so the classical rasi tests are repeated on it:
 *  - 4 points: friendship of the two D9 lagna lords (the graha maitri table of the kootas,
 *    5 maitri points = 4, 4 = 3.2, 3 = 2.4, 1 = 0.8, 0.5 = 0.4, 0 = 0);
 *  - 3 points: the two D9 lagnas are not 2/12, 5/9 or 6/8 from each other (the bhakoot rule);
 *  - 3 points: the Moons' D9 signs are not 2/12, 5/9 or 6/8 from each other.
 * The sum is rounded to an integer. This weighting is Akasha's, stated here; each part is a
 * published classical rule.
 */
import { varga } from '../kundli/vargas';
import type { NatalChart } from '../kundli/types';
import { type Graha, SIGN_LORDS, SIGNS } from '../vedic/zodiac';
import { bhakootDoshaName, maitriPoints } from './kootas';
import { countSigns } from './profile';
import { lonOf } from './reading';

export interface NavamsaCompat {
  boy_d9_ascendant: string;
  girl_d9_ascendant: string;
  boy_d9_moon: string;
  girl_d9_moon: string;
  boy_d9_lagna_lord: Graha;
  girl_d9_lagna_lord: Graha;
  d9_compatibility_score: number;
  max: 10;
  parts: { name: string; points: number; max: number; rule: string }[];
  notes: string[];
}

export function navamsaCompat(boy: NatalChart, girl: NatalChart): NavamsaCompat {
  const bl = varga(boy.ascendant, 9).sign, gl = varga(girl.ascendant, 9).sign;
  const bm = varga(lonOf(boy, 'Moon'), 9).sign, gm = varga(lonOf(girl, 'Moon'), 9).sign;
  const bLord = SIGN_LORDS[bl] as Graha, gLord = SIGN_LORDS[gl] as Graha;
  const m = maitriPoints(bLord, gLord);
  const lagnaDosha = bhakootDoshaName(countSigns(bl, gl));
  const moonDosha = bhakootDoshaName(countSigns(bm, gm));
  const parts = [
    { name: 'd9_lagna_lords', points: Math.round(m.points * 0.8 * 10) / 10, max: 4, rule: `D9 lagna lords ${bLord} (groom) and ${gLord} (bride): ${m.ab === 'same' ? 'the same planet' : `${m.ab}/${m.ba}`}, ${m.points} of 5 maitri points` },
    { name: 'd9_lagnas', points: lagnaDosha ? 0 : 3, max: 3, rule: lagnaDosha ? `D9 lagnas ${SIGNS[bl]} and ${SIGNS[gl]} are ${lagnaDosha}` : `D9 lagnas ${SIGNS[bl]} and ${SIGNS[gl]} are not 2/12, 5/9 or 6/8` },
    { name: 'd9_moons', points: moonDosha ? 0 : 3, max: 3, rule: moonDosha ? `D9 Moons ${SIGNS[bm]} and ${SIGNS[gm]} are ${moonDosha}` : `D9 Moons ${SIGNS[bm]} and ${SIGNS[gm]} are not 2/12, 5/9 or 6/8` },
  ];
  const score = Math.round(parts.reduce((s, p) => s + p.points, 0));
  const notes = parts.map((p) => p.rule);
  if (bl === gl) notes.push('the same navamsa lagna: similar outlook on married life');
  if (countSigns(bl, gl) === 7) notes.push('the navamsa lagnas are 7th from each other: mutual attraction (the 7th is the house of the partner)');
  return {
    boy_d9_ascendant: SIGNS[bl], girl_d9_ascendant: SIGNS[gl], boy_d9_moon: SIGNS[bm], girl_d9_moon: SIGNS[gm],
    boy_d9_lagna_lord: bLord, girl_d9_lagna_lord: gLord, d9_compatibility_score: score, max: 10, parts, notes,
  };
}
