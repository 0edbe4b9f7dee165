/**
 * Doshas of matching and their classical exceptions (cancellations), each named.
 *
 * Mangal (Kuja) dosha: Mars in certain houses counted from the lagna, the Moon and Venus.
 *   `north` (default): houses 1, 2, 4, 7, 8, 12 (the list most North Indian almanacs print);
 *   `south`: houses 2, 4, 7, 8, 12 (the Kerala/Tamil list, which leaves out the 1st).
 *   Named cancellations (as the matching manuals list them; e.g. the "Kuja dosha parihara"
 *   rules quoted in B.V. Raman's *Muhurtha* and in the almanacs):
 *   - mars_own_or_exalted: Mars in Aries, Scorpio (own) or Capricorn (exalted);
 *   - house_sign_exception: Mars in the 2nd in Gemini or Virgo, in the 4th in Aries or Scorpio,
 *     in the 7th in Cancer or Capricorn, in the 8th in Sagittarius or Pisces, in the 12th in
 *     Taurus or Libra (counted from the lagna);
 *   - jupiter_influence: Jupiter conjoins or aspects Mars;
 *   - mars_with_moon: Mars conjoins the Moon (Chandra-Mangala yoga);
 *   - yogakaraka_lagna: Cancer or Leo lagna, for which Mars rules a kendra and a trikona;
 *   - mars_in_leo_or_aquarius: Mars in Leo or Aquarius (a rule found in the same lists).
 *   Between two charts: both partners manglik cancel each other (mangalMatch).
 * Nadi dosha (same nadi) exceptions: same Moon sign but different stars; same star but
 *   different Moon signs; same star in different padas; the two Moon signs ruled by one lord.
 * Bhakoot dosha (2/12, 5/9, 6/8) exceptions: one lord rules both Moon signs (Aries/Scorpio,
 *   Taurus/Libra, Capricorn/Aquarius); the two sign lords are natural friends of each other.
 * Gana dosha exceptions (scribd "Gana, Nadi, Bhakuta"): the Moon-sign lords are the same or
 *   friends; the Moon's navamsa lords are the same or friends.
 * Shani dosha (single chart): Saturn in the 1st, 4th, 7th, 10th or 12th from the lagna (and,
 *   reported separately, from the Moon); cancelled when Saturn is in its own sign (Capricorn,
 *   Aquarius) or exalted (Libra), when Jupiter conjoins or aspects it, or for Taurus and Libra
 *   lagnas, for which Saturn is the yogakaraka. Sade Sati at a given moment: transiting Saturn
 *   in the 12th (rising), 1st (peak) or 2nd (setting) sign from the natal Moon.
 */
import type { NatalChart } from '../kundli/types';
import { signOf } from '../kundli/types';
import { maitriPoints } from './kootas';
import type { MoonProfile } from './profile';
import { houseFrom, influences, lagnaSign, signOfGraha } from './reading';

export const MANGAL_METHODS = ['north', 'south'] as const;
export type MangalMethod = (typeof MANGAL_METHODS)[number];
export const MANGAL_HOUSES: Record<MangalMethod, readonly number[]> = { north: [1, 2, 4, 7, 8, 12], south: [2, 4, 7, 8, 12] };

export interface Cancellation { name: string; applies: boolean; rule: string }

export interface MangalDosha {
  method: MangalMethod;
  has_mangal_dosha: boolean;
  /** Present before cancellations. */
  present: boolean;
  cancelled: boolean;
  mars_sign: number;
  mars_house: number;
  mars_house_from_moon: number;
  mars_house_from_venus: number;
  from_lagna: boolean;
  from_moon: boolean;
  from_venus: boolean;
  /** low (one reference point), medium (two), high (all three); null when absent or cancelled. */
  severity: 'low' | 'medium' | 'high' | null;
  dosha_type: string | null;
  cancellations: Cancellation[];
  /** Names of the cancellations that apply. */
  cancelled_by: string[];
}

const EXCEPTION_SIGNS: Record<number, number[]> = { 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6] };

export function mangalDosha(c: NatalChart, method: MangalMethod = 'north'): MangalDosha {
  const houses = MANGAL_HOUSES[method];
  const mars = signOfGraha(c, 'Mars');
  const hL = houseFrom(lagnaSign(c), mars);
  const hM = houseFrom(signOfGraha(c, 'Moon'), mars);
  const hV = houseFrom(signOfGraha(c, 'Venus'), mars);
  const fromLagna = houses.includes(hL), fromMoon = houses.includes(hM), fromVenus = houses.includes(hV);
  const count = [fromLagna, fromMoon, fromVenus].filter(Boolean).length;
  const present = count > 0;
  const jup = influences(c, 'Jupiter', mars);
  const cancellations: Cancellation[] = [
    { name: 'mars_own_or_exalted', applies: [0, 7, 9].includes(mars), rule: 'Mars in its own sign (Aries, Scorpio) or exalted (Capricorn)' },
    { name: 'house_sign_exception', applies: (EXCEPTION_SIGNS[hL] ?? []).includes(mars), rule: 'Mars in the 2nd in Gemini/Virgo, 4th in Aries/Scorpio, 7th in Cancer/Capricorn, 8th in Sagittarius/Pisces or 12th in Taurus/Libra from the lagna' },
    { name: 'jupiter_influence', applies: jup !== null, rule: `Jupiter conjoins or aspects Mars${jup ? ` (${jup})` : ''}` },
    { name: 'mars_with_moon', applies: signOfGraha(c, 'Moon') === mars, rule: 'Mars in the same sign as the Moon (Chandra-Mangala yoga)' },
    { name: 'yogakaraka_lagna', applies: [3, 4].includes(lagnaSign(c)), rule: 'Cancer or Leo lagna: Mars rules a kendra and a trikona (yogakaraka)' },
    { name: 'mars_in_leo_or_aquarius', applies: [4, 10].includes(mars), rule: 'Mars in Leo or Aquarius' },
  ];
  const cancelledBy = present ? cancellations.filter((x) => x.applies).map((x) => x.name) : [];
  const cancelled = present && cancelledBy.length > 0;
  const has = present && !cancelled;
  const refs = [fromLagna ? 'lagna' : null, fromMoon ? 'Moon' : null, fromVenus ? 'Venus' : null].filter(Boolean);
  return {
    method, has_mangal_dosha: has, present, cancelled,
    mars_sign: mars, mars_house: hL, mars_house_from_moon: hM, mars_house_from_venus: hV,
    from_lagna: fromLagna, from_moon: fromMoon, from_venus: fromVenus,
    severity: has ? (['low', 'medium', 'high'] as const)[count - 1] : null,
    dosha_type: present ? `Mars in a dosha house from the ${refs.join(', ')}` : null,
    cancellations, cancelled_by: cancelledBy,
  };
}

/** Two charts: both manglik (before cancellation) neutralise each other. */
export function mangalMatch(boy: MangalDosha, girl: MangalDosha): { verdict: 'ok' | 'acceptable' | 'caution' | 'warning'; rule: string } {
  if (!boy.has_mangal_dosha && !girl.has_mangal_dosha) {
    return { verdict: boy.present || girl.present ? 'acceptable' : 'ok', rule: boy.present || girl.present ? 'Mangal dosha present but cancelled by a named rule' : 'no Mangal dosha in either chart' };
  }
  if (boy.present && girl.present) return { verdict: 'acceptable', rule: 'both charts carry Mangal dosha: they cancel each other' };
  const who = boy.has_mangal_dosha ? 'groom' : 'bride';
  const sev = (boy.has_mangal_dosha ? boy : girl).severity;
  return { verdict: sev === 'high' ? 'warning' : 'caution', rule: `only the ${who}'s chart carries uncancelled Mangal dosha (${sev})` };
}

// ---------------------------------------------------------------- pair exceptions

export interface PairDosha {
  dosha: 'nadi' | 'bhakoot' | 'gana';
  present: boolean;
  cancelled: boolean;
  exceptions: Cancellation[];
  cancelled_by: string[];
}

function pair(dosha: PairDosha['dosha'], present: boolean, exceptions: Cancellation[]): PairDosha {
  const by = present ? exceptions.filter((e) => e.applies).map((e) => e.name) : [];
  return { dosha, present, cancelled: by.length > 0, exceptions, cancelled_by: by };
}

export function nadiDosha(boy: MoonProfile, girl: MoonProfile): PairDosha {
  const present = boy.nadi === girl.nadi;
  return pair('nadi', present, [
    { name: 'same_sign_different_nakshatra', applies: boy.sign_index === girl.sign_index && boy.nakshatra_index !== girl.nakshatra_index, rule: 'the same Moon sign but different birth stars' },
    { name: 'same_nakshatra_different_sign', applies: boy.nakshatra_index === girl.nakshatra_index && boy.sign_index !== girl.sign_index, rule: 'the same birth star but different Moon signs' },
    { name: 'same_nakshatra_different_pada', applies: boy.nakshatra_index === girl.nakshatra_index && boy.pada !== girl.pada, rule: 'the same birth star in different padas' },
    { name: 'same_sign_lord', applies: boy.sign_lord === girl.sign_lord, rule: 'one planet rules both Moon signs' },
  ]);
}

export function bhakootDosha(boy: MoonProfile, girl: MoonProfile, present: boolean): PairDosha {
  const m = maitriPoints(boy.sign_lord, girl.sign_lord);
  return pair('bhakoot', present, [
    { name: 'same_sign_lord', applies: boy.sign_lord === girl.sign_lord, rule: 'one planet rules both Moon signs (Aries/Scorpio, Taurus/Libra, Capricorn/Aquarius)' },
    { name: 'friendly_sign_lords', applies: boy.sign_lord !== girl.sign_lord && m.ab === 'friend' && m.ba === 'friend', rule: 'the two Moon-sign lords are natural friends of each other' },
  ]);
}

export function ganaDosha(boy: MoonProfile, girl: MoonProfile, present: boolean): PairDosha {
  const s = maitriPoints(boy.sign_lord, girl.sign_lord);
  const n = maitriPoints(boy.navamsa_lord, girl.navamsa_lord);
  return pair('gana', present, [
    { name: 'sign_lords_same_or_friends', applies: s.points === 5, rule: 'the Moon-sign lords are the same planet or mutual friends' },
    { name: 'navamsa_lords_same_or_friends', applies: n.points === 5, rule: 'the lords of the Moon\'s navamsa signs are the same planet or mutual friends' },
  ]);
}

// ---------------------------------------------------------------- shani

export interface ShaniDosha {
  has_shani_dosha: boolean;
  present: boolean;
  saturn_sign: number;
  saturn_house: number;
  saturn_house_from_moon: number;
  from_lagna: boolean;
  from_moon: boolean;
  cancellations: Cancellation[];
  cancelled_by: string[];
}

export const SHANI_HOUSES = [1, 4, 7, 10, 12];

export function shaniDosha(c: NatalChart): ShaniDosha {
  const sat = signOfGraha(c, 'Saturn');
  const h = houseFrom(lagnaSign(c), sat);
  const hm = houseFrom(signOfGraha(c, 'Moon'), sat);
  const fromLagna = SHANI_HOUSES.includes(h);
  const fromMoon = SHANI_HOUSES.includes(hm);
  const jup = influences(c, 'Jupiter', sat);
  const cancellations: Cancellation[] = [
    { name: 'saturn_own_or_exalted', applies: [9, 10, 6].includes(sat), rule: 'Saturn in its own sign (Capricorn, Aquarius) or exalted (Libra)' },
    { name: 'jupiter_influence', applies: jup !== null, rule: `Jupiter conjoins or aspects Saturn${jup ? ` (${jup})` : ''}` },
    { name: 'yogakaraka_lagna', applies: [1, 6].includes(lagnaSign(c)), rule: 'Taurus or Libra lagna: Saturn rules a kendra and a trikona (yogakaraka)' },
  ];
  const by = fromLagna ? cancellations.filter((x) => x.applies).map((x) => x.name) : [];
  return {
    has_shani_dosha: fromLagna && by.length === 0, present: fromLagna, saturn_sign: sat, saturn_house: h, saturn_house_from_moon: hm,
    from_lagna: fromLagna, from_moon: fromMoon, cancellations, cancelled_by: by,
  };
}

/** Sade Sati phase from transiting Saturn's sidereal longitude and the natal Moon's sign. */
export function sadeSatiPhase(transitSaturnLon: number, natalMoonSign: number): 'rising' | 'peak' | 'setting' | null {
  const h = houseFrom(natalMoonSign, signOf(transitSaturnLon));
  return h === 12 ? 'rising' : h === 1 ? 'peak' : h === 2 ? 'setting' : null;
}
