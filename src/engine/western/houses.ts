/**
 * Tropical houses for Western charts: placidus (default), koch, equal (from the ascendant) and
 * whole_sign (each house one sign, the first the ascendant's), from swe_houses_ex through the
 * facade. Placidus and Koch are undefined near the poles: callers reject |lat| > 66 (422).
 * The angles' daily motion is taken by a one-minute difference (for applying/separating).
 */
import type { Ephemeris } from '../ephemeris/ephemeris';
import { normDeg } from '../ephemeris/ephemeris';

export const WESTERN_HOUSE_SYSTEMS = ['placidus', 'whole_sign', 'koch', 'equal'] as const;
export type WesternHouseSystem = (typeof WESTERN_HOUSE_SYSTEMS)[number];
export const WESTERN_POLAR_LIMIT = 66;

export interface WesternHouses {
  system: WesternHouseSystem;
  cusps: number[];
  ascendant: number;
  mc: number;
  /** Degrees per day. */
  ascendantSpeed: number;
  mcSpeed: number;
}

const wrap180 = (x: number) => { const r = normDeg(x); return r >= 180 ? r - 360 : r; };

export function westernHouses(eph: Ephemeris, jdUt: number, lat: number, lon: number, system: WesternHouseSystem): WesternHouses {
  const h = eph.houses(jdUt, lat, lon, system);
  const dt = 1 / 1440;
  const h2 = eph.houses(jdUt + dt, lat, lon, system);
  const cusps = system === 'whole_sign'
    ? Array.from({ length: 12 }, (_, i) => normDeg(Math.floor(h.ascendant / 30) * 30 + i * 30))
    : h.cusps.map(normDeg);
  return {
    system, cusps, ascendant: normDeg(h.ascendant), mc: normDeg(h.mc),
    ascendantSpeed: wrap180(h2.ascendant - h.ascendant) / dt, mcSpeed: wrap180(h2.mc - h.mc) / dt,
  };
}

/** House (1-12) of a longitude: the cusp interval that holds it. */
export function westernHouseOf(longitude: number, cusps: number[]): number {
  const lon = normDeg(longitude);
  for (let i = 0; i < 12; i++) {
    const span = normDeg(cusps[(i + 1) % 12] - cusps[i]);
    if (normDeg(lon - cusps[i]) < span) return i + 1;
  }
  return 1;
}
