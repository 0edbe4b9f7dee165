/**
 * South Indian matching: the ten poruthams (Dasa Porutham), each agreeing (1), partly (0.5) or
 * not (0), out of 10. The rules as the published Tamil/Kerala lists give them
 * (findyourfate.com 10porutham, bharatmatchpoint ten porutham; PyJHora's South tables):
 *  1 dina: count from the bride's star to the groom's is 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24
 *    or 26; the same star agrees for Rohini, Ardra, Magha, Vishakha, Shravana, Hasta, Uttara
 *    Ashadha, Revati, and partly for Ashwini, Krittika, Mrigashira, Punarvasu, Pushya, Uttara
 *    Phalguni, Chitra, Purva Ashadha.
 *  2 gana: the same gana agrees; Deva with Manushya partly; Rakshasa with another gana not.
 *  3 mahendra: count from the bride's star to the groom's is 4, 7, 10, 13, 16, 19, 22 or 25.
 *  4 stree_deergha: the groom's star is more than 13 stars from the bride's (7-13 partly).
 *  5 yoni: the same or friendly yoni agrees, neutral or inimical partly, sworn enemies not.
 *  6 rasi: the Moon signs are not 2/12, 5/9 or 6/8 from each other.
 *  7 rasyadhipati: the Moon-sign lords are the same or friends (4-5 maitri points); neutral
 *    (3) partly; else not.
 *  8 vasya: one Moon sign is vashya to the other by the classical sign list (Aries: Leo,
 *    Scorpio; Taurus: Cancer, Libra; Gemini: Virgo; Cancer: Scorpio, Sagittarius; Leo: Libra;
 *    Virgo: Pisces, Gemini; Libra: Virgo, Capricorn; Scorpio: Cancer; Sagittarius: Pisces;
 *    Capricorn: Aries, Aquarius; Aquarius: Aries; Pisces: Capricorn).
 *  9 rajju: the stars are in different rajjus (body parts); the same rajju is a dosha.
 * 10 vedha: the stars are not a vedha (obstructing) pair.
 */
import { countSigns, countStars, type MoonProfile } from './profile';
import { bhakootDoshaName, maitriPoints, YONI_ANIMALS, YONI_TABLE } from './kootas';

export const PORUTHAMS = ['dina', 'gana', 'mahendra', 'stree_deergha', 'yoni', 'rasi', 'rasyadhipati', 'vasya', 'rajju', 'vedha'] as const;
export type PoruthamName = (typeof PORUTHAMS)[number];

export interface Porutham {
  koota: PoruthamName;
  points: number;
  max: 1;
  boy: string;
  girl: string;
  rule: string;
  method: 'porutham';
  detail: Record<string, number | string>;
}

const DINA_GOOD = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
const SAME_STAR_GOOD = [4, 6, 10, 16, 22, 13, 21, 27];
const SAME_STAR_PARTLY = [1, 3, 5, 7, 8, 12, 14, 20];
export const MAHENDRA_COUNTS = [4, 7, 10, 13, 16, 19, 22, 25];
/** Vashya signs of each sign (0 = Aries). */
export const VASYA_SIGNS: readonly number[][] = [[4, 7], [3, 6], [5], [7, 8], [6], [11, 2], [5, 9], [3], [11], [0, 10], [0], [9]];

const mk = (koota: PoruthamName, points: number, boy: string, girl: string, rule: string, detail: Record<string, number | string> = {}): Porutham =>
  ({ koota, points, max: 1, boy, girl, rule, method: 'porutham', detail });

export function dinaPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const c = countStars(girl.nakshatra_index, boy.nakshatra_index);
  if (c === 1) {
    const p = SAME_STAR_GOOD.includes(boy.nakshatra_index) ? 1 : SAME_STAR_PARTLY.includes(boy.nakshatra_index) ? 0.5 : 0;
    return mk('dina', p, boy.nakshatra, girl.nakshatra, `the same star ${boy.nakshatra}: ${p === 1 ? 'one of the stars that agree when shared' : p ? 'agrees partly when shared' : 'does not agree when shared'}`, { count: c });
  }
  const ok = DINA_GOOD.includes(c);
  return mk('dina', ok ? 1 : 0, boy.nakshatra, girl.nakshatra, `count from the bride's star to the groom's is ${c}: ${ok ? 'agrees' : 'not one of 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26'}`, { count: c });
}

export function ganaPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const same = boy.gana === girl.gana;
  const dm = [boy.gana, girl.gana].sort().join('+') === 'Deva+Manushya';
  const p = same ? 1 : dm ? 0.5 : 0;
  return mk('gana', p, boy.gana, girl.gana, same ? 'the same gana' : dm ? 'Deva with Manushya: agrees partly' : 'Rakshasa with another gana: no agreement');
}

export function mahendraPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const c = countStars(girl.nakshatra_index, boy.nakshatra_index);
  const ok = MAHENDRA_COUNTS.includes(c);
  return mk('mahendra', ok ? 1 : 0, boy.nakshatra, girl.nakshatra, `count from the bride's star to the groom's is ${c}: ${ok ? 'a Mahendra count (4, 7, 10 ... 25)' : 'not a Mahendra count'}`, { count: c });
}

export function streeDeerghaPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const c = countStars(girl.nakshatra_index, boy.nakshatra_index);
  const p = c > 13 ? 1 : c >= 7 ? 0.5 : 0;
  return mk('stree_deergha', p, boy.nakshatra, girl.nakshatra, `the groom's star is ${c} from the bride's: ${p === 1 ? 'more than 13' : p ? '7 to 13, partly' : 'less than 7'}`, { count: c });
}

export function yoniPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const v = YONI_TABLE[YONI_ANIMALS.indexOf(boy.yoni as never)][YONI_ANIMALS.indexOf(girl.yoni as never)];
  const p = v >= 3 ? 1 : v >= 1 ? 0.5 : 0;
  return mk('yoni', p, boy.yoni, girl.yoni, v === 0 ? 'sworn-enemy yonis' : v >= 3 ? 'the same or friendly yonis' : 'neutral or inimical yonis: partly', { yoni_points: v });
}

export function rasiPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const c = countSigns(boy.sign_index, girl.sign_index);
  const bad = bhakootDoshaName(c);
  return mk('rasi', bad ? 0 : 1, boy.sign, girl.sign, bad ? `the Moon signs are ${bad}` : `the Moon signs are ${c}/${countSigns(girl.sign_index, boy.sign_index)}: agrees`, { count_from_boy: c });
}

export function rasyadhipatiPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const m = maitriPoints(boy.sign_lord, girl.sign_lord);
  const p = m.points >= 4 ? 1 : m.points === 3 ? 0.5 : 0;
  return mk('rasyadhipati', p, boy.sign_lord, girl.sign_lord, `sign lords ${boy.sign_lord} and ${girl.sign_lord}: ${m.ab}/${m.ba} (${m.points} maitri points)`, { maitri_points: m.points });
}

export function vasyaPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const gToB = VASYA_SIGNS[girl.sign_index].includes(boy.sign_index);
  const bToG = VASYA_SIGNS[boy.sign_index].includes(girl.sign_index);
  const ok = gToB || bToG || boy.sign_index === girl.sign_index;
  return mk('vasya', ok ? 1 : 0, boy.sign, girl.sign, boy.sign_index === girl.sign_index ? 'the same Moon sign' : gToB ? `${boy.sign} is vashya to ${girl.sign}` : bToG ? `${girl.sign} is vashya to ${boy.sign}` : 'neither sign is vashya to the other');
}

export function rajjuPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const same = boy.rajju === girl.rajju;
  return mk('rajju', same ? 0 : 1, boy.rajju, girl.rajju, same ? `both stars are in ${boy.rajju} rajju: rajju dosha` : 'different rajjus');
}

export function vedhaPorutham(boy: MoonProfile, girl: MoonProfile): Porutham {
  const v = boy.vedha.includes(girl.nakshatra);
  return mk('vedha', v ? 0 : 1, boy.nakshatra, girl.nakshatra, v ? `${boy.nakshatra} and ${girl.nakshatra} obstruct each other (vedha)` : 'not a vedha pair');
}

export function poruthams(boy: MoonProfile, girl: MoonProfile): { total: number; max: 10; poruthams: Record<PoruthamName, Porutham> } {
  const list = [dinaPorutham, ganaPorutham, mahendraPorutham, streeDeerghaPorutham, yoniPorutham, rasiPorutham, rasyadhipatiPorutham, vasyaPorutham, rajjuPorutham, vedhaPorutham].map((f) => f(boy, girl));
  const out = {} as Record<PoruthamName, Porutham>;
  for (const p of list) out[p.koota] = p;
  return { total: list.reduce((s, p) => s + p.points, 0), max: 10, poruthams: out };
}
