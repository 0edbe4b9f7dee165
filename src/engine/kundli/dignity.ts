/**
 * Dignity (BPHS ch. 3): exaltation and debilitation, moolatrikona, own sign, and the five-fold
 * (panchadha) relationship = natural (naisargika) + temporary (tatkalika) friendship.
 * The nodes follow the common BPHS reading: Rahu exalted in Taurus, Ketu in Scorpio,
 * moolatrikona Gemini / Sagittarius, own Aquarius / Scorpio (co-lords).
 */
import type { Graha } from '../vedic/zodiac';
import { SIGN_LORDS } from '../vedic/zodiac';
import { type NatalChart, signOf } from './types';

/** Deep exaltation points, sidereal degrees (Sun 10 Ar, Moon 3 Ta, Mars 28 Cp, Mercury 15 Vi, Jupiter 5 Cn, Venus 27 Pi, Saturn 20 Li). */
export const EXALTATION_DEG: Record<Graha, number> = {
  Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200, Rahu: 50, Ketu: 230,
};
/** Moolatrikona sign and degree range [from, to) inside it. */
export const MOOLATRIKONA: Record<Graha, { sign: number; from: number; to: number }> = {
  Sun: { sign: 4, from: 0, to: 20 }, Moon: { sign: 1, from: 3, to: 30 }, Mars: { sign: 0, from: 0, to: 12 },
  Mercury: { sign: 5, from: 15, to: 20 }, Jupiter: { sign: 8, from: 0, to: 10 }, Venus: { sign: 6, from: 0, to: 15 },
  Saturn: { sign: 10, from: 0, to: 20 }, Rahu: { sign: 2, from: 0, to: 30 }, Ketu: { sign: 8, from: 0, to: 30 },
};
export const OWN_SIGNS: Record<Graha, number[]> = {
  Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10], Rahu: [10], Ketu: [7],
};

type Rel = 'friend' | 'neutral' | 'enemy';
/** Natural relationships (BPHS 3.55): friends / enemies; every other graha is neutral. */
const NATURAL: Record<Graha, { friends: Graha[]; enemies: Graha[] }> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
  Rahu: { friends: ['Mercury', 'Venus', 'Saturn'], enemies: ['Sun', 'Moon', 'Mars'] },
  Ketu: { friends: ['Mars', 'Venus', 'Saturn'], enemies: ['Sun', 'Moon'] },
};

export function naturalRelation(of: Graha, to: Graha): Rel {
  if (NATURAL[of].friends.includes(to)) return 'friend';
  if (NATURAL[of].enemies.includes(to)) return 'enemy';
  return 'neutral';
}

/** Temporary friend: `to` sits 2, 3, 4, 10, 11 or 12 signs from `of` (BPHS 3.56). */
export function temporaryRelation(ofSign: number, toSign: number): 'friend' | 'enemy' {
  const h = ((toSign - ofSign + 12) % 12) + 1;
  return [2, 3, 4, 10, 11, 12].includes(h) ? 'friend' : 'enemy';
}

export type Compound = 'great_friend' | 'friend' | 'neutral' | 'enemy' | 'great_enemy';

/** Five-fold relationship (BPHS 3.57-58). */
export function compoundRelation(natural: Rel, temporary: 'friend' | 'enemy'): Compound {
  if (natural === 'friend') return temporary === 'friend' ? 'great_friend' : 'neutral';
  if (natural === 'enemy') return temporary === 'friend' ? 'neutral' : 'great_enemy';
  return temporary === 'friend' ? 'friend' : 'enemy';
}

/** Compound relationship of every graha towards every other, from the rasi chart. */
export function compoundTable(chart: NatalChart): Record<Graha, Record<Graha, Compound>> {
  const out = {} as Record<Graha, Record<Graha, Compound>>;
  for (const a of chart.grahas) {
    out[a.name] = {} as Record<Graha, Compound>;
    for (const b of chart.grahas) {
      if (a.name === b.name) continue;
      out[a.name][b.name] = compoundRelation(naturalRelation(a.name, b.name), temporaryRelation(signOf(a.longitude), signOf(b.longitude)));
    }
  }
  return out;
}

export type DignityStatus = 'exalted' | 'debilitated' | 'moolatrikona' | 'own_sign' | 'great_friend' | 'friend' | 'neutral' | 'enemy' | 'great_enemy';

export interface Dignity {
  name: Graha;
  sign: number;
  sign_lord: string;
  /** The service's collapsed status: exalted|debilitated|own_sign|moolatrikona|friend|neutral|enemy. */
  dignity: 'exalted' | 'debilitated' | 'moolatrikona' | 'own_sign' | 'friend' | 'neutral' | 'enemy';
  /** The full status with the five-fold relationship to the sign lord. */
  status: DignityStatus;
  is_exalted: boolean;
  is_debilitated: boolean;
  is_moolatrikona: boolean;
  is_own_sign: boolean;
  natural_relationship: Rel | 'self';
  temporary_relationship: 'friend' | 'enemy' | 'self';
  compound_relationship: Compound | 'self';
  /** Degrees from the deep exaltation point (0-180). */
  distance_from_exaltation: number;
}

export function dignityOf(g: Graha, longitude: number, chart: NatalChart): Dignity {
  const sign = signOf(longitude);
  const deg = longitude - sign * 30;
  const exSign = Math.floor(EXALTATION_DEG[g] / 30);
  const isEx = sign === exSign;
  const isDeb = sign === (exSign + 6) % 12;
  const mt = MOOLATRIKONA[g];
  const isMt = sign === mt.sign && deg >= mt.from && deg < mt.to;
  const isOwn = OWN_SIGNS[g].includes(sign);
  const lord = SIGN_LORDS[sign] as Graha;
  let nat: Rel | 'self' = 'self';
  let tmp: 'friend' | 'enemy' | 'self' = 'self';
  let comp: Compound | 'self' = 'self';
  if (lord !== g) {
    nat = naturalRelation(g, lord);
    const lordLon = chart.grahas.find((x) => x.name === lord)!.longitude;
    tmp = temporaryRelation(sign, signOf(lordLon));
    comp = compoundRelation(nat, tmp);
  }
  const status: DignityStatus = isEx ? 'exalted' : isDeb ? 'debilitated' : isMt ? 'moolatrikona' : isOwn ? 'own_sign' : comp === 'self' ? 'own_sign' : comp;
  const collapsed = status === 'great_friend' ? 'friend' : status === 'great_enemy' ? 'enemy' : status;
  let dist = Math.abs(longitude - EXALTATION_DEG[g]) % 360;
  if (dist > 180) dist = 360 - dist;
  return {
    name: g, sign, sign_lord: lord, dignity: collapsed, status,
    is_exalted: isEx, is_debilitated: isDeb, is_moolatrikona: isMt, is_own_sign: isOwn,
    natural_relationship: nat, temporary_relationship: tmp, compound_relationship: comp,
    distance_from_exaltation: Math.round(dist * 1e4) / 1e4,
  };
}
