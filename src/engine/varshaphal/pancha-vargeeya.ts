/**
 * Pancha-vargeeya bala: the Tajika strength used to choose the year lord (Tajika Neelakanthi;
 * PVR, ch. on Tajaka; K.S. Charak, *A Textbook of Varshaphala*). Five parts, summed and divided
 * by 4 (maximum 20 units):
 *  - kshetra bala (rasi sign):      own 30, friend 22.5, neutral 15, enemy 7.5
 *  - uchcha bala:                    20 x (distance from the deep debilitation point) / 180
 *  - hadda bala (Tajika terms):      own 15, friend 11.25, neutral 7.5, enemy 3.75
 *  - drekkana bala (D3 sign):        own 10, friend 7.5, neutral 5, enemy 2.5
 *  - navamsa bala (D9 sign):         own 5, friend 3.75, neutral 2.5, enemy 1.25
 * i.e. every part gives its maximum in an own sign and 3/4, 1/2, 1/4 of it for a friend's,
 * a neutral's and an enemy's sign (the book's kshetra figures; the same fractions for the other
 * parts). Friendship is the natural (naisargika) one (BPHS 3.55). "Own" means the planet owns
 * the sign (or the hadda). Hadda: the Egyptian terms, which Tajika texts use (Ptolemy,
 * Tetrabiblos I.21); PyJHora's table has the same bounds except a typo for Taurus 14-22
 * (Jupiter's term).
 */
import { EXALTATION_DEG, naturalRelation, OWN_SIGNS } from '../kundli/dignity';
import type { NatalChart, Planet7 } from '../kundli/types';
import { SEVEN, signOf } from '../kundli/types';
import { varga } from '../kundli/vargas';
import { type Graha, SIGN_LORDS } from '../vedic/zodiac';

/** Hadda (terms) per sign: [lord, end degree] in order. */
export const HADDA: readonly (readonly [Planet7, number])[][] = [
  [['Jupiter', 6], ['Venus', 12], ['Mercury', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 8], ['Mercury', 14], ['Jupiter', 22], ['Saturn', 27], ['Mars', 30]],
  [['Mercury', 6], ['Jupiter', 12], ['Venus', 17], ['Mars', 24], ['Saturn', 30]],
  [['Mars', 7], ['Venus', 13], ['Mercury', 19], ['Jupiter', 26], ['Saturn', 30]],
  [['Jupiter', 6], ['Venus', 11], ['Saturn', 18], ['Mercury', 24], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 17], ['Jupiter', 21], ['Mars', 28], ['Saturn', 30]],
  [['Saturn', 6], ['Mercury', 14], ['Jupiter', 21], ['Venus', 28], ['Mars', 30]],
  [['Mars', 7], ['Venus', 11], ['Mercury', 19], ['Jupiter', 24], ['Saturn', 30]],
  [['Jupiter', 12], ['Venus', 17], ['Mercury', 21], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Jupiter', 14], ['Venus', 22], ['Saturn', 26], ['Mars', 30]],
  [['Mercury', 7], ['Venus', 13], ['Jupiter', 20], ['Mars', 25], ['Saturn', 30]],
  [['Venus', 12], ['Jupiter', 16], ['Mercury', 19], ['Mars', 28], ['Saturn', 30]],
];

/** Lord of the hadda holding a sidereal longitude. */
export function haddaLord(longitude: number): Planet7 {
  const s = signOf(longitude);
  const deg = (((longitude % 360) + 360) % 360) - s * 30;
  for (const [lord, end] of HADDA[s]) if (deg < end) return lord;
  return HADDA[s][4][0];
}

/** Fraction of the part's maximum for a planet in a place ruled by `lord`. */
export function relationFraction(p: Planet7, lord: Planet7, ownPlace: boolean): number {
  if (ownPlace || lord === p) return 1;
  const r = naturalRelation(p, lord as Graha);
  return r === 'friend' ? 0.75 : r === 'neutral' ? 0.5 : 0.25;
}

export interface PanchaVargeeya {
  kshetra: number;
  uchcha: number;
  hadda: number;
  drekkana: number;
  navamsa: number;
  /** (sum of the five) / 4: 0-20 units. */
  total: number;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

export function panchaVargeeya(p: Planet7, longitude: number): PanchaVargeeya {
  const rasi = signOf(longitude);
  const kshetra = 30 * relationFraction(p, SIGN_LORDS[rasi] as Planet7, OWN_SIGNS[p].includes(rasi));
  let dist = Math.abs(longitude - EXALTATION_DEG[p]) % 360;
  if (dist > 180) dist = 360 - dist;
  const uchcha = (20 * (180 - dist)) / 180;
  const hadda = 15 * relationFraction(p, haddaLord(longitude), false);
  const d3 = varga(longitude, 3, 'parashara').sign;
  const drekkana = 10 * relationFraction(p, SIGN_LORDS[d3] as Planet7, OWN_SIGNS[p].includes(d3));
  const d9 = varga(longitude, 9, 'parashara').sign;
  const navamsa = 5 * relationFraction(p, SIGN_LORDS[d9] as Planet7, OWN_SIGNS[p].includes(d9));
  return { kshetra: r3(kshetra), uchcha: r3(uchcha), hadda: r3(hadda), drekkana: r3(drekkana), navamsa: r3(navamsa), total: r3((kshetra + uchcha + hadda + drekkana + navamsa) / 4) };
}

export function panchaVargeeyaAll(chart: NatalChart): Record<Planet7, PanchaVargeeya> {
  const out = {} as Record<Planet7, PanchaVargeeya>;
  for (const p of SEVEN) out[p] = panchaVargeeya(p, chart.grahas.find((g) => g.name === p)!.longitude);
  return out;
}
