/**
 * A sidereal chart at a moment and place: the nine grahas, the ascendant and house cusps.
 * One tropical position per body and one ayanamsa per moment: 9 + 1 ephemeris calls, plus one
 * houses call.
 */
import type { AyanamsaName, BodyName, HouseSystem } from '../ephemeris/constants';
import { type Ephemeris, normDeg } from '../ephemeris/ephemeris';
import { GRAHA_ABBR, GRAHAS, type Graha, type NakshatraPosition, nakshatraPosition, round, type SignPosition, signPosition, wholeSignHouse } from './zodiac';

export type NodeKind = 'mean' | 'true';

export interface GrahaState {
  name: Graha;
  /** Sidereal longitude, degrees. */
  longitude: number;
  latitude: number;
  /** Degrees per day in sidereal longitude. */
  speed: number;
  retrograde: boolean;
  tropicalLongitude: number;
}

const BODY_OF: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, BodyName> = {
  Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn',
};

/**
 * The nine grahas, sidereal (Ephemeris.sidereal: geometric positions, mean equinox, mean
 * ayanamsa, as Jagannatha Hora), in the order Sun..Ketu. Ketu is Rahu + 180 deg, same speed.
 * `tropicalLongitude` is the same point referred to the true equinox of date.
 */
export function grahaStates(eph: Ephemeris, jdUt: number, ayanamsa: AyanamsaName, node: NodeKind = 'mean'): GrahaState[] {
  const ayan = eph.ayanamsa(jdUt, ayanamsa);
  const out: GrahaState[] = [];
  for (const g of GRAHAS) {
    if (g === 'Ketu') {
      const rahu = out[out.length - 1];
      out.push({ ...rahu, name: 'Ketu', longitude: normDeg(rahu.longitude + 180), latitude: -rahu.latitude, tropicalLongitude: normDeg(rahu.tropicalLongitude + 180) });
      continue;
    }
    const body: BodyName = g === 'Rahu' ? (node === 'true' ? 'TrueNode' : 'MeanNode') : BODY_OF[g];
    const p = eph.sidereal(jdUt, body, ayanamsa);
    const speed = p.lonSpeed;
    out.push({
      name: g, longitude: p.lon, latitude: p.lat, speed, tropicalLongitude: normDeg(p.lon + ayan.true),
      // The nodes move backwards on average; the true node sometimes briefly moves forward.
      retrograde: speed < 0,
    });
  }
  return out;
}

export interface Angles {
  ascendant: number;
  mc: number;
  /** Sidereal house cusps 1..12 of the requested system (whole_sign: sign starts). */
  cusps: number[];
  armc: number;
}

export const POLAR_LIMIT_DEG = 66;

/** Sidereal ascendant, MC and cusps. The caller rejects placidus/koch above 66 deg. */
export function angles(eph: Ephemeris, jdUt: number, lat: number, lon: number, ayanamsa: AyanamsaName, system: HouseSystem): Angles {
  const ayan = eph.ayanamsa(jdUt, ayanamsa).true;
  const libSystem = system === 'whole_sign' ? 'equal' : system;
  const h = eph.houses(jdUt, lat, lon, libSystem);
  const asc = normDeg(h.ascendant - ayan);
  const cusps = system === 'whole_sign'
    ? Array.from({ length: 12 }, (_, i) => normDeg(Math.floor(asc / 30) * 30 + i * 30))
    : h.cusps.map((c) => normDeg(c - ayan));
  return { ascendant: asc, mc: normDeg(h.mc - ayan), cusps, armc: h.armc };
}

/** House (1-12) of a longitude: by sign for whole_sign, else the cusp interval that holds it. */
export function houseOf(longitude: number, a: Angles, system: HouseSystem): number {
  if (system === 'whole_sign') return wholeSignHouse(longitude, a.ascendant);
  const lon = normDeg(longitude);
  for (let i = 0; i < 12; i++) {
    const start = a.cusps[i];
    const end = a.cusps[(i + 1) % 12];
    const span = normDeg(end - start);
    if (normDeg(lon - start) < span) return i + 1;
  }
  return 1;
}

/**
 * Classical combustion orbs from the Sun in degrees (Surya Siddhanta, as used by Jagannatha
 * Hora): Moon 12, Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when
 * retrograde), Saturn 15. The nodes are never combust.
 */
export const COMBUSTION_ORB: Partial<Record<Graha, { direct: number; retrograde: number }>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};

export function angularDistance(a: number, b: number): number {
  const d = Math.abs(normDeg(a - b));
  return d > 180 ? 360 - d : d;
}

export function isCombust(g: GrahaState, sunLongitude: number): boolean {
  const orb = COMBUSTION_ORB[g.name];
  if (!orb) return false;
  return angularDistance(g.longitude, sunLongitude) < (g.retrograde ? orb.retrograde : orb.direct);
}

/** The shared planet object (DESIGN.md; service names for the chart/planets fields). */
export interface PlanetObject extends SignPosition, NakshatraPosition {
  name: Graha;
  abbr: string;
  latitude: number;
  speed: number;
  speed_deg_per_day: number;
  retrograde: boolean;
  combust: boolean;
  house: number;
}

export function planetObject(g: GrahaState, house: number, sunLongitude: number): PlanetObject {
  const sp = signPosition(g.longitude);
  return {
    name: g.name,
    abbr: GRAHA_ABBR[g.name],
    ...sp,
    latitude: round(g.latitude),
    speed: round(g.speed),
    speed_deg_per_day: round(g.speed),
    retrograde: g.retrograde,
    combust: isCombust(g, sunLongitude),
    house,
    ...nakshatraPosition(g.longitude),
  };
}
