/**
 * Mahendra koota: the groom's star counted from the bride's (inclusive) falls on 4, 7, 10, 13,
 * 16, 19, 22 or 25 (every third star from the 4th): it promises progeny and the husband's
 * protection of the family (the ten-porutham lists, e.g. findyourfate.com 10porutham;
 * PyJHora's mahendra_porutham_array).
 */
import { MAHENDRA_COUNTS } from './porutham';
import { countStars, type MoonProfile } from './profile';

export interface Mahendra {
  count: number;
  is_mahendra: boolean;
  points: number;
  max: 1;
  favorable_counts: number[];
  rule: string;
}

export function mahendra(boy: MoonProfile, girl: MoonProfile): Mahendra {
  const count = countStars(girl.nakshatra_index, boy.nakshatra_index);
  const ok = MAHENDRA_COUNTS.includes(count);
  return {
    count, is_mahendra: ok, points: ok ? 1 : 0, max: 1, favorable_counts: [...MAHENDRA_COUNTS],
    rule: `the groom's star ${boy.nakshatra} is ${count} from the bride's ${girl.nakshatra}: ${ok ? 'a Mahendra count' : 'not one of 4, 7, 10, 13, 16, 19, 22, 25'}`,
  };
}
