/**
 * Gulika (upagraha of Saturn) as Jagannatha Hora and PVR's book define it: the day from sunrise
 * to sunset (or the night from sunset to the next sunrise) in eight equal parts; the parts are
 * ruled in weekday order starting from the weekday's lord by day, and from the 5th lord from it
 * by night; the eighth part has no lord. Gulika is the ascendant rising at the start of
 * Saturn's part (Mandi, at its middle, is the other convention; not used here).
 */
import type { AyanamsaName } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { hinduDay } from '../kundli/sunday';
import { angles } from '../vedic/chart';

export interface Gulika {
  longitude: number;
  /** JD (UT) at which the point was cast: start of Saturn's part. */
  jd: number;
  part: number;
  of_night: boolean;
  polar: boolean;
}

/** Saturn's part (1-7) of a day or night whose first part is ruled by weekday lord `firstLord` (0 = Sun). */
export const saturnPart = (firstLord: number): number => ((6 - firstLord + 7) % 7) + 1;

export function gulika(eph: Ephemeris, jd: number, lat: number, lon: number, alt: number, ayanamsa: AyanamsaName): Gulika {
  const d = hinduDay(eph, jd, lat, lon, alt);
  const night = jd >= d.sunset;
  const first = night ? (d.weekday + 4) % 7 : d.weekday;
  const part = saturnPart(first);
  const [a, b] = night ? [d.sunset, d.nextSunrise] : [d.sunrise, d.sunset];
  const t = a + ((b - a) * (part - 1)) / 8;
  return { longitude: angles(eph, t, lat, lon, ayanamsa, 'whole_sign').ascendant, jd: t, part, of_night: night, polar: d.polar };
}
