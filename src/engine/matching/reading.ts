/**
 * Small sign-based readings of a natal chart shared by the single-chart checks (doshas,
 * vivah-phal, santan, dhan, longevity): whole-sign houses from any reference point, house
 * lords, conjunction and graha drishti by sign (BPHS ch. 26 special aspects, kundli/aspects.ts),
 * and the dignity of a graha in its sign (kundli/dignity.ts).
 */
import { SPECIAL_ASPECTS } from '../kundli/aspects';
import { dignityOf } from '../kundli/dignity';
import { type NatalChart, signOf } from '../kundli/types';
import { angularDistance, COMBUSTION_ORB } from '../vedic/chart';
import { type Graha, SIGN_LORDS } from '../vedic/zodiac';

export const BENEFICS: readonly Graha[] = ['Jupiter', 'Venus', 'Mercury', 'Moon'];
export const MALEFICS: readonly Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];
export const KENDRAS = [1, 4, 7, 10];
export const TRIKONAS = [1, 5, 9];
export const DUSTHANAS = [6, 8, 12];

export const lonOf = (c: NatalChart, g: Graha): number => c.grahas.find((x) => x.name === g)!.longitude;
export const signOfGraha = (c: NatalChart, g: Graha): number => signOf(lonOf(c, g));
/** Whole-sign house (1-12) of a sign counted from a reference sign. */
export const houseFrom = (refSign: number, sign: number): number => ((sign - refSign + 12) % 12) + 1;
export const lagnaSign = (c: NatalChart): number => signOf(c.ascendant);
/** House of a graha from the lagna (whole sign). */
export const houseOfGraha = (c: NatalChart, g: Graha): number => houseFrom(lagnaSign(c), signOfGraha(c, g));
/** Lord of the n-th house from the lagna. */
export const lordOfHouse = (c: NatalChart, house: number): Graha => SIGN_LORDS[(lagnaSign(c) + house - 1) % 12] as Graha;
/** Grahas in the n-th house from the lagna. */
export const occupants = (c: NatalChart, house: number): Graha[] => c.grahas.filter((g) => houseFrom(lagnaSign(c), signOf(g.longitude)) === house).map((g) => g.name);

/** True when `from` casts a full graha drishti on `sign` (the 7th, and the special aspects). */
export function aspectsSign(c: NatalChart, from: Graha, sign: number): boolean {
  const h = houseFrom(signOfGraha(c, from), sign);
  return SPECIAL_ASPECTS[from].includes(h);
}
/** Conjunct (same sign) or aspecting. */
export function influences(c: NatalChart, from: Graha, sign: number): 'conjunct' | 'aspect' | null {
  if (signOfGraha(c, from) === sign) return 'conjunct';
  return aspectsSign(c, from, sign) ? 'aspect' : null;
}

export function dignity(c: NatalChart, g: Graha) {
  return dignityOf(g, lonOf(c, g), c);
}
/** Strong by sign: exalted, moolatrikona, own sign or a (great) friend's sign. */
export function wellPlaced(c: NatalChart, g: Graha): boolean {
  const d = dignity(c, g);
  return d.is_exalted || d.is_moolatrikona || d.is_own_sign || d.dignity === 'friend';
}
export function combust(c: NatalChart, g: Graha): boolean {
  const orb = COMBUSTION_ORB[g];
  if (!orb) return false;
  const x = c.grahas.find((y) => y.name === g)!;
  return angularDistance(x.longitude, lonOf(c, 'Sun')) < (x.retrograde ? orb.retrograde : orb.direct);
}

/** One named finding of a rule-based check: what was tested, whether it holds, and its weight. */
export interface Finding {
  name: string;
  holds: boolean;
  /** Points this finding adds (negative for afflictions) when it holds. */
  points: number;
  rule: string;
}

/** Sum of the points of the findings that hold, clamped to [0, max]. */
export function scoreOf(findings: Finding[], base: number, max: number): number {
  const s = findings.reduce((acc, f) => acc + (f.holds ? f.points : 0), base);
  return Math.max(0, Math.min(max, Math.round(s * 10) / 10));
}
