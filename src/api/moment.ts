/** Turning request parameters into the engine's moment (JD UT) with warnings and an echo. */
import type { AyanamsaName } from '../engine/ephemeris/constants';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import { EphemerisRangeError } from '../engine/ephemeris/errors';
import { JD_MAX, JD_MIN } from '../engine/ephemeris/constants';
import { jdToLocal, localToJd } from '../engine/time/julian';
import { type CivilDate, type CivilTime, formatDate } from '../engine/time/parse';
import { fmtOffset } from '../engine/time/zone';
import { invalidParam } from './errors';

export interface Moment {
  jd: number;
  date: string;
  time: string;
  tz: string;
  /** UTC offset in force at the moment, e.g. "+05:30". */
  utc_offset: string;
  warnings: string[];
}

export const fmtTime = (t: CivilTime): string =>
  `${String(t.h).padStart(2, '0')}:${String(t.mi).padStart(2, '0')}${t.s ? `:${String(t.s).padStart(2, '0')}` : ''}`;

/** Resolves date + time + tz; a date outside 1800-2399 is a 400 on `dateParam`. */
export function resolveMoment(eph: Ephemeris | undefined, date: CivilDate, time: CivilTime, tz: string, dateParam = 'date'): Moment {
  const r = localToJd(date, time, tz);
  if (eph) {
    try { eph.checkRange(r.jd); } catch (e) {
      if (e instanceof EphemerisRangeError) throw invalidParam(dateParam, rangeProblem(formatDate(date), fmtTime(time), tz, r.jd));
      throw e;
    }
  }
  return {
    jd: r.jd, date: formatDate(date), time: fmtTime(time), tz, utc_offset: fmtOffset(r.offsetMinutes),
    warnings: r.warning ? [r.warning] : [],
  };
}

/**
 * The sentence for a moment outside the ephemeris, in the caller's own terms: the local date and
 * time they gave and the first (or last) local moment the ephemeris covers in their zone. The
 * files cover 1800-01-01 00:00 to 2400-01-01 00:00 UT, so near the edges a local date inside
 * 1800-2399 can still fall outside (1800-01-01 00:30 at +05:30 is 1799-12-31 in UT).
 */
export function rangeProblem(date: string, time: string, tz: string, jd: number): string {
  const given = `${date} ${time} (${tz})`;
  if (!(jd >= JD_MIN)) return `${given} is before the ephemeris begins: the first moment it covers is ${jdToLocal(JD_MIN, tz).slice(0, 16)} in that time zone (dates 1800-01-01 to 2399-12-31 are served)`;
  return `${given} is after the ephemeris ends: the last moment it covers is ${jdToLocal(JD_MAX - 1 / 86400, tz).slice(0, 16)} in that time zone (dates 1800-01-01 to 2399-12-31 are served)`;
}

export interface Location { lat: number; lon: number; alt: number }

/**
 * The ayanamsa echo. Planets are geometric positions on the mean equinox of date (Jagannatha
 * Hora's convention), so the value subtracted from them is the mean ayanamsa: ayanamsa_value.
 * ayanamsa_true adds nutation: the value subtracted from angles on the true equinox.
 */
export function ayanamsaEcho(eph: Ephemeris, jd: number, name: AyanamsaName) {
  const a = eph.ayanamsa(jd, name);
  return {
    ayanamsa: name,
    ayanamsa_value: Math.round(a.mean * 1e8) / 1e8,
    ayanamsa_mean: Math.round(a.mean * 1e8) / 1e8,
    ayanamsa_true: Math.round(a.true * 1e8) / 1e8,
    positions: 'geometric' as const,
  };
}
