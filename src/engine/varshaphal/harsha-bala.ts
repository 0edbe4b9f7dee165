/**
 * Harsha bala (Tajika Neelakanthi, Varsha Tantra; PVR, ch. on Tajaka): four sources of "joy",
 * 5 units each, 0-20 per planet, in the annual chart:
 *  1. sthana (house): Sun in the 9th, Moon 3rd, Mars 6th, Mercury 1st, Jupiter 11th, Venus 12th,
 *     Saturn 12th house from the annual lagna;
 *  2. uchcha / swa-kshetra: in its exaltation sign or an own sign;
 *  3. stri-purusha (gender): female planets (Moon, Venus, Saturn) in houses 1, 2, 3, 7, 8, 9;
 *     male planets (Sun, Mars, Jupiter) in houses 4, 5, 6, 10, 11, 12;
 *  4. dina-ratri: male planets when the year begins by day, female planets when by night.
 * Mercury is neuter in the Tajika texts and so gains nothing from rules 3 and 4 (PyJHora
 * counts it female; we do not).
 */
import { EXALTATION_DEG, OWN_SIGNS } from '../kundli/dignity';
import type { Planet7 } from '../kundli/types';
import { SEVEN, signOf } from '../kundli/types';
import type { AnnualChart } from './annual-chart';

export const HARSHA_HOUSE: Record<Planet7, number> = { Sun: 9, Moon: 3, Mars: 6, Mercury: 1, Jupiter: 11, Venus: 12, Saturn: 12 };
export const FEMALE: readonly Planet7[] = ['Moon', 'Venus', 'Saturn'];
export const MALE: readonly Planet7[] = ['Sun', 'Mars', 'Jupiter'];
const FEMALE_HOUSES = [1, 2, 3, 7, 8, 9];
const MALE_HOUSES = [4, 5, 6, 10, 11, 12];

export interface HarshaBala {
  planet: Planet7;
  house: number;
  sthana: number;
  uchcha_swakshetra: number;
  stri_purusha: number;
  dina_ratri: number;
  total: number;
}

export function harshaOf(p: Planet7, longitude: number, ascendant: number, day: boolean): HarshaBala {
  const sign = signOf(longitude);
  const house = ((sign - signOf(ascendant) + 12) % 12) + 1;
  const sthana = HARSHA_HOUSE[p] === house ? 5 : 0;
  const uchcha = Math.floor(EXALTATION_DEG[p] / 30) === sign || OWN_SIGNS[p].includes(sign) ? 5 : 0;
  const gender = (FEMALE.includes(p) && FEMALE_HOUSES.includes(house)) || (MALE.includes(p) && MALE_HOUSES.includes(house)) ? 5 : 0;
  const dr = (day && MALE.includes(p)) || (!day && FEMALE.includes(p)) ? 5 : 0;
  return { planet: p, house, sthana, uchcha_swakshetra: uchcha, stri_purusha: gender, dina_ratri: dr, total: sthana + uchcha + gender + dr };
}

export function harshaBala(a: AnnualChart): HarshaBala[] {
  return SEVEN.map((p) => harshaOf(p, a.grahas.find((g) => g.name === p)!.longitude, a.angles.ascendant, a.day));
}
