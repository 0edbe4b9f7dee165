/**
 * Varsha pravesha (Tajika solar return) and maasa pravesha (Tajika month returns): the instant
 * the sidereal Sun comes back to its natal sidereal longitude (or to that longitude plus whole
 * signs), found by Newton's method on the continuous longitude difference. Sidereal longitudes
 * are those of Ephemeris.sidereal (geometric, mean equinox, mean ayanamsa: Jagannatha Hora's and
 * PyJHora's convention), so a return is the moment JHora calls "Varsha Pravesh".
 * Units: JD (UT), degrees. Source of the definition: P.V.R. Narasimha Rao, *Vedic Astrology: An
 * Integrated Approach*, ch. on Tajaka annual charts (Example 118); K.S. Charak, *A Textbook of
 * Varshaphala* ch. 2. (The book's approximate method with the "dhruvanka" table is not used.)
 */
import type { AyanamsaName } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';

/** Sidereal year in days (J2000): the mean interval between two returns of the sidereal Sun. */
export const SIDEREAL_YEAR_DAYS = 365.256363;
/** Convergence target in degrees of solar longitude: 1e-9 deg is about 0.1 ms of time. */
const TOLERANCE_DEG = 1e-9;

/** Signed difference a - b folded into (-180, 180]. */
export const wrap180 = (d: number): number => {
  const r = ((d % 360) + 540) % 360 - 180;
  return r === -180 ? 180 : r;
};

export interface SunReturn {
  /** JD (UT) of the return. */
  jd: number;
  /** Sidereal Sun longitude at `jd` (degrees). */
  sun_longitude: number;
  /** Newton iterations used. */
  iterations: number;
}

/**
 * The instant nearest `guessJd` (within about half a year) when the sidereal Sun is at
 * `targetLon`. Newton's method with the Sun's own daily motion: converges in 3-4 steps from a
 * guess within a few days. Throws EphemerisRangeError outside 1800-2399.
 */
export function sunAt(eph: Ephemeris, targetLon: number, guessJd: number, ayanamsa: AyanamsaName): SunReturn {
  let t = guessJd;
  let p = eph.sidereal(t, 'Sun', ayanamsa);
  let i = 0;
  for (; i < 20; i++) {
    const d = wrap180(p.lon - targetLon);
    if (Math.abs(d) < TOLERANCE_DEG) break;
    t -= d / p.lonSpeed;
    p = eph.sidereal(t, 'Sun', ayanamsa);
  }
  return { jd: t, sun_longitude: p.lon, iterations: i };
}

export interface VarshaPravesha extends SunReturn {
  /** Completed years of life at the return (0 = the birth itself). */
  completed_years: number;
  /** Running year of life (completed + 1). */
  year_of_life: number;
  natal_sun_longitude: number;
}

/** The return after `completedYears` whole years of life. */
export function varshaPravesha(eph: Ephemeris, birthJd: number, natalSunLon: number, completedYears: number, ayanamsa: AyanamsaName): VarshaPravesha {
  const r = completedYears === 0
    ? { jd: birthJd, sun_longitude: natalSunLon, iterations: 0 }
    : sunAt(eph, natalSunLon, birthJd + completedYears * SIDEREAL_YEAR_DAYS, ayanamsa);
  return { ...r, completed_years: completedYears, year_of_life: completedYears + 1, natal_sun_longitude: natalSunLon };
}

export interface MaasaPravesha extends SunReturn {
  /** Tajika month 1-12 of the annual year (1 starts at the varsha pravesha). */
  month: number;
  target_longitude: number;
}

/**
 * Maasa pravesha: the Tajika month `month` (1-12) of the year that begins at `varshaJd` starts
 * when the Sun reaches the natal longitude + (month - 1) x 30 degrees (PVR, Tajaka monthly
 * charts; the reference case gives month 2 of Example 118).
 */
export function maasaPravesha(eph: Ephemeris, varshaJd: number, natalSunLon: number, month: number, ayanamsa: AyanamsaName): MaasaPravesha {
  const target = (natalSunLon + (month - 1) * 30) % 360;
  const r = month === 1 ? { jd: varshaJd, sun_longitude: natalSunLon, iterations: 0 } : sunAt(eph, target, varshaJd + ((month - 1) * SIDEREAL_YEAR_DAYS) / 12, ayanamsa);
  return { ...r, month, target_longitude: target };
}
