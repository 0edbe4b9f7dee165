/**
 * Julian Day (UT) conversions. JD 2440587.5 is 1970-01-01T00:00:00Z; the proleptic Gregorian
 * calendar is used throughout (Akasha's range, 1800-2399, is wholly Gregorian).
 */
import { daysFromCivil, fixedOffsetMinutes, formatLocal, formatSeconds, localToInstant, offsetMinutesAt, pad, type ResolvedLocal, utcMs } from './zone';

export const JD_UNIX_EPOCH = 2440587.5;
export const MS_PER_DAY = 86400000;

export const jdFromEpochMs = (ms: number): number => ms / MS_PER_DAY + JD_UNIX_EPOCH;
export const epochMsFromJd = (jd: number): number => (jd - JD_UNIX_EPOCH) * MS_PER_DAY;

/** RFC 3339 UTC string with Z, to the second: "2024-03-20T03:06:21Z". */
export function jdToIso(jd: number): string {
  const fast = formatSeconds(Math.round(epochMsFromJd(jd) / 1000), 'T');
  if (fast !== null) return `${fast}Z`;
  const d = new Date(Math.round(epochMsFromJd(jd) / 1000) * 1000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}Z`;
}

/** Local "YYYY-MM-DD HH:MM:SS" in tz for a JD (UT). */
export function jdToLocal(jd: number, tz: string): string {
  const ms = epochMsFromJd(jd);
  return formatLocal(ms, offsetMinutesAt(tz, ms));
}

/** Offset (minutes) of tz at a JD. */
export function offsetAtJd(jd: number, tz: string): number {
  return offsetMinutesAt(tz, epochMsFromJd(jd));
}

export interface CivilMoment extends ResolvedLocal {
  jd: number;
}

/** Local civil date and time in tz to JD (UT), with DST resolution (see localToInstant). */
export function localToJd(date: { y: number; m: number; d: number }, time: { h: number; mi: number; s: number }, tz: string): CivilMoment {
  const r = localToInstant(date.y, date.m, date.d, time.h, time.mi, time.s, tz);
  return { ...r, jd: jdFromEpochMs(r.epochMs) };
}

/** JD (UT) of local midnight starting the civil date in tz. */
export function localMidnightJd(y: number, m: number, d: number, tz: string): number {
  return jdFromEpochMs(localToInstant(y, m, d, 0, 0, 0, tz).epochMs);
}

/** Civil date (y, m, d) in tz at a JD. */
export function localDateAt(jd: number, tz: string): { y: number; m: number; d: number } {
  const ms = epochMsFromJd(jd);
  const off = fixedOffsetMinutes(tz) ?? offsetMinutesAt(tz, ms);
  const t = new Date(ms + off * 60000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** Weekday 0 = Sunday .. 6 = Saturday of a civil date. */
export function weekdayOf(y: number, m: number, d: number): number {
  // 1970-01-01 was a Thursday (4); integer days from the civil date, no Date object.
  if (y >= 0 && Number.isInteger(y) && Number.isInteger(m) && Number.isInteger(d)) return (((daysFromCivil(y, m, d) + 4) % 7) + 7) % 7;
  return new Date(utcMs(y, m, d)).getUTCDay();
}
