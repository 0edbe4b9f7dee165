/**
 * Chart conditions the remedy rules test that no other engine module computes: Kaal Sarp,
 * Pitru dosha, Grahan yoga, the Rahu/Saturn conjunction doshas, Kemadruma and the afflicted
 * Moon. Each detector returns whether the condition holds and the facts that decided it.
 * Signs are sidereal whole signs; houses are counted from the lagna's sign.
 */
import { normDeg } from '../ephemeris/ephemeris';
import { type NatalChart, signOf } from '../kundli/types';
import { mangalDosha, shaniDosha } from '../matching/doshas';
import { houseFrom, lagnaSign, lordOfHouse, signOfGraha } from '../matching/reading';
import { angularDistance } from '../vedic/chart';
import { type Graha, SIGNS } from '../vedic/zodiac';
import type { DoshaId, Facts } from './types';

export interface Detection { holds: boolean; facts: Facts }

const SEVEN: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const lonOf = (c: NatalChart, g: Graha) => c.grahas.find((x) => x.name === g)!.longitude;
const sameSign = (c: NatalChart, a: Graha, b: Graha) => signOfGraha(c, a) === signOfGraha(c, b);

/** Kaal Sarp type names by Rahu's house from the lagna (content/catalogs/doshas.json sub_types). */
export const KAAL_SARP_TYPES = ['Anant', 'Kulik', 'Vasuki', 'Shankhpal', 'Padma', 'Mahapadma', 'Takshak', 'Karkotak', 'Shankhachur', 'Ghatak', 'Vishdhar', 'Sheshnag'] as const;

/**
 * Kaal Sarp: the seven grahas all strictly inside the arc Rahu -> Ketu (0-180 degrees ahead of
 * Rahu in zodiacal order) or all inside Ketu -> Rahu. A graha exactly on the axis breaks it.
 */
export function kaalSarp(c: NatalChart): Detection {
  const rahu = lonOf(c, 'Rahu');
  const ahead = SEVEN.map((g) => normDeg(lonOf(c, g) - rahu));
  const rahuSide = ahead.every((d) => d > 0 && d < 180);
  const ketuSide = ahead.every((d) => d > 180 && d < 360);
  const rahuHouse = houseFrom(lagnaSign(c), signOfGraha(c, 'Rahu'));
  const outside = SEVEN.filter((_, i) => !(ahead[i] > 0 && ahead[i] < 180));
  return {
    holds: rahuSide || ketuSide,
    facts: {
      rahu_longitude: r4(rahu), rahu_house: rahuHouse, ketu_house: houseFrom(lagnaSign(c), signOfGraha(c, 'Ketu')),
      hemmed: rahuSide ? 'rahu_to_ketu' : ketuSide ? 'ketu_to_rahu' : null,
      type: rahuSide || ketuSide ? `${KAAL_SARP_TYPES[rahuHouse - 1]} Kaal Sarp` : null,
      grahas_outside_rahu_to_ketu: outside,
    },
  };
}

/** Pitru dosha: Rahu, Ketu or Saturn with the Sun, in the 9th house, or with the 9th lord. */
export function pitruDosha(c: NatalChart): Detection {
  const afflictors: Graha[] = ['Rahu', 'Ketu', 'Saturn'];
  const lagna = lagnaSign(c);
  const ninthLord = lordOfHouse(c, 9);
  const withSun = afflictors.filter((a) => sameSign(c, a, 'Sun'));
  const inNinth = afflictors.filter((a) => houseFrom(lagna, signOfGraha(c, a)) === 9);
  const withNinthLord = afflictors.filter((a) => a !== ninthLord && sameSign(c, a, ninthLord));
  return {
    holds: withSun.length + inNinth.length + withNinthLord.length > 0,
    facts: { ninth_lord: ninthLord, with_sun: withSun, in_ninth_house: inNinth, with_ninth_lord: withNinthLord },
  };
}

/** Grahan yoga: the Sun or the Moon in the sign of Rahu or Ketu. */
export function grahanYoga(c: NatalChart): Detection {
  const pairs: string[] = [];
  for (const l of ['Sun', 'Moon'] as const) for (const n of ['Rahu', 'Ketu'] as const) if (sameSign(c, l, n)) pairs.push(`${l}-${n}`);
  return {
    holds: pairs.length > 0,
    facts: { conjunctions: pairs, surya_grahan: pairs.some((p) => p.startsWith('Sun')), chandra_grahan: pairs.some((p) => p.startsWith('Moon')) },
  };
}

/** Two grahas in one sign (Guru Chandal, Shrapit, Angarak, Vish). */
export function conjunction(c: NatalChart, a: Graha, b: Graha): Detection {
  const s = signOfGraha(c, a);
  return {
    holds: s === signOfGraha(c, b),
    facts: { [`${a.toLowerCase()}_sign`]: SIGNS[s], [`${b.toLowerCase()}_sign`]: SIGNS[signOfGraha(c, b)], house: houseFrom(lagnaSign(c), s) },
  };
}

/** Kemadruma: no Mars, Mercury, Jupiter, Venus or Saturn in the 2nd or 12th sign from the Moon. */
export function kemadruma(c: NatalChart): Detection {
  const moon = signOfGraha(c, 'Moon');
  const five: Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  const second = five.filter((g) => houseFrom(moon, signOfGraha(c, g)) === 2);
  const twelfth = five.filter((g) => houseFrom(moon, signOfGraha(c, g)) === 12);
  return { holds: second.length === 0 && twelfth.length === 0, facts: { moon_sign: SIGNS[moon], in_second_from_moon: second, in_twelfth_from_moon: twelfth } };
}

/** Afflicted Moon: with Saturn/Rahu/Ketu by sign, within `orb` degrees of the Sun, or in Scorpio. */
export function moonAfflicted(c: NatalChart, orb: number, afflictors: readonly Graha[]): Detection {
  const moon = lonOf(c, 'Moon');
  const joined = afflictors.filter((a) => sameSign(c, a, 'Moon'));
  const fromSun = angularDistance(moon, lonOf(c, 'Sun'));
  const nearSun = fromSun < orb;
  const debilitated = signOf(moon) === 7;
  return {
    holds: joined.length > 0 || nearSun || debilitated,
    facts: { moon_sign: SIGNS[signOf(moon)], conjunct_with: joined, distance_from_sun_deg: r4(fromSun), near_new_moon: nearSun, debilitated },
  };
}

/** The dosha detectors the rules name. Mangal and Shani dosha are the matching engine's. */
export function detectDosha(c: NatalChart, id: DoshaId): Detection {
  switch (id) {
    case 'mangal_dosha': {
      const m = mangalDosha(c, 'north');
      return {
        holds: m.has_mangal_dosha,
        facts: {
          method: 'north', mars_house: m.mars_house, mars_house_from_moon: m.mars_house_from_moon, mars_house_from_venus: m.mars_house_from_venus,
          from_lagna: m.from_lagna, from_moon: m.from_moon, from_venus: m.from_venus, severity: m.severity, present_before_cancellation: m.present, cancelled_by: m.cancelled_by,
        },
      };
    }
    case 'shani_dosha': {
      const s = shaniDosha(c);
      return { holds: s.has_shani_dosha, facts: { saturn_house: s.saturn_house, saturn_sign: SIGNS[s.saturn_sign], present_before_cancellation: s.present, cancelled_by: s.cancelled_by } };
    }
    case 'kaal_sarp': return kaalSarp(c);
    case 'pitru_dosha': return pitruDosha(c);
    case 'grahan_yoga': return grahanYoga(c);
    case 'guru_chandal': return conjunction(c, 'Jupiter', 'Rahu');
    case 'shrapit': return conjunction(c, 'Saturn', 'Rahu');
    case 'angarak': return conjunction(c, 'Mars', 'Rahu');
    case 'vish': return conjunction(c, 'Moon', 'Saturn');
    case 'kemadruma': return kemadruma(c);
  }
}

function r4(x: number): number { return Math.round(x * 1e4) / 1e4; }
