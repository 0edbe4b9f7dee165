/**
 * Western (tropical) positions: apparent geocentric longitudes on the true equinox of date
 * (Ephemeris.tropical: light-time, aberration and nutation applied, as ephemerides print them)
 * for the Sun, Moon, Mercury..Pluto, the mean lunar node (North Node) and Chiron. Chiron comes
 * from the asteroid file seas_18.se1 that Akasha ships (the library gives it for 675-4650 CE, so
 * for the whole 1800-2399 range).
 */
import type { BodyName } from '../ephemeris/constants';
import { type Ephemeris, normDeg } from '../ephemeris/ephemeris';
import { dms, round, SIGNS, type SignName } from '../vedic/zodiac';
import { type Rulership, rulerOf } from './rulership';

export const WESTERN_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'North Node', 'Chiron'] as const;
export type WesternBody = (typeof WESTERN_BODIES)[number];
export type WesternPoint = WesternBody | 'Ascendant' | 'MC';

const BODY: Record<WesternBody, BodyName> = {
  Sun: 'Sun', Moon: 'Moon', Mercury: 'Mercury', Venus: 'Venus', Mars: 'Mars', Jupiter: 'Jupiter', Saturn: 'Saturn',
  Uranus: 'Uranus', Neptune: 'Neptune', Pluto: 'Pluto', 'North Node': 'MeanNode', Chiron: 'Chiron',
};

export interface WesternPosition {
  name: WesternBody;
  longitude: number;
  latitude: number;
  speed: number;
  retrograde: boolean;
}

export function westernPositions(eph: Ephemeris, jdUt: number): WesternPosition[] {
  return WESTERN_BODIES.map((name) => {
    const p = eph.tropical(jdUt, BODY[name]);
    return { name, longitude: normDeg(p.lon), latitude: p.lat, speed: p.lonSpeed, retrograde: p.lonSpeed < 0 };
  });
}

export interface WesternSignPosition {
  longitude: number;
  sign_index: number;
  sign: SignName;
  degree_in_sign: number;
  dms_in_sign: string;
  ruler: string;
}

/** Spec 2.1 sign position of a tropical longitude, ruler by the chosen scheme. */
export function westernSignPosition(longitude: number, rulership: Rulership): WesternSignPosition {
  const lon = normDeg(longitude);
  const idx = Math.min(11, Math.floor(lon / 30));
  const inSign = lon - idx * 30;
  return { longitude: round(lon), sign_index: idx, sign: SIGNS[idx], degree_in_sign: round(inSign), dms_in_sign: dms(inSign), ruler: rulerOf(idx, rulership) };
}
