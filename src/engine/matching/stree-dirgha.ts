/**
 * Stree Deergha: the distance of the groom's birth star from the bride's, counted from the
 * bride's star (inclusive). The wife's welfare and long married life need the groom's star
 * to be far enough ahead. Two published thresholds:
 *  - `south` (default; the Tamil/Kerala porutham, findyourfate.com 10porutham): more than 13
 *    agrees, 7-13 partly, under 7 not;
 *  - `north` (the Stri-Doora rule as madamastro.com states it): under 9 malefic, 9-18 medium,
 *    above 18 auspicious.
 */
import { countStars, type MoonProfile } from './profile';

export const STREE_DIRGHA_METHODS = ['south', 'north'] as const;
export type StreeDirghaMethod = (typeof STREE_DIRGHA_METHODS)[number];

export interface StreeDirgha {
  method: StreeDirghaMethod;
  count: number;
  quality: 'good' | 'medium' | 'bad';
  points: number;
  max: 1;
  is_favorable: boolean;
  rule: string;
}

export function streeDirgha(boy: MoonProfile, girl: MoonProfile, method: StreeDirghaMethod = 'south'): StreeDirgha {
  const count = countStars(girl.nakshatra_index, boy.nakshatra_index);
  let quality: StreeDirgha['quality'];
  let rule: string;
  if (method === 'south') {
    quality = count > 13 ? 'good' : count >= 7 ? 'medium' : 'bad';
    rule = `the groom's star ${boy.nakshatra} is ${count} from the bride's ${girl.nakshatra}: ${quality === 'good' ? 'more than 13, agrees' : quality === 'medium' ? '7 to 13, agrees partly' : 'under 7, does not agree'} (south: more than 13)`;
  } else {
    quality = count > 18 ? 'good' : count >= 9 ? 'medium' : 'bad';
    rule = `the groom's star ${boy.nakshatra} is ${count} from the bride's ${girl.nakshatra}: ${quality === 'good' ? 'above 18, auspicious' : quality === 'medium' ? '9 to 18, medium' : 'under 9, malefic'} (north: Stri-Doora)`;
  }
  const points = quality === 'good' ? 1 : quality === 'medium' ? 0.5 : 0;
  return { method, count, quality, points, max: 1, is_favorable: quality !== 'bad', rule };
}
