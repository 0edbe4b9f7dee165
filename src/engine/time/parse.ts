/** Parsing of the API's date and time strings, with messages that name the rule. */
import { civilFromDays, daysFromCivil, utcMs } from './zone';

export interface CivilDate { y: number; m: number; d: number }
export interface CivilTime { h: number; mi: number; s: number }

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function daysInMonth(y: number, m: number): number {
  return [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/** "YYYY-MM-DD" to a civil date, or an error sentence. */
export function parseDate(s: string): CivilDate | string {
  const m = DATE_RE.exec(s);
  if (!m) return 'must be a date YYYY-MM-DD';
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12) return 'month must be 01-12';
  if (d < 1 || d > daysInMonth(y, mo)) return `day must be 01-${daysInMonth(y, mo)} in ${m[1]}-${m[2]}`;
  return { y, m: mo, d };
}

/** "HH:MM" or "HH:MM:SS" (24-hour) to a civil time, or an error sentence. */
export function parseTime(s: string): CivilTime | string {
  const m = TIME_RE.exec(s);
  if (!m) return 'must be a time HH:MM (24-hour), optionally :SS';
  const h = Number(m[1]);
  const mi = Number(m[2]);
  const sec = m[3] === undefined ? 0 : Number(m[3]);
  if (h > 23) return 'hour must be 00-23';
  if (mi > 59) return 'minute must be 00-59';
  if (sec > 59) return 'second must be 00-59';
  return { h, mi, s: sec };
}

export const formatDate = (d: CivilDate): string =>
  d.y >= 1000 && d.y <= 9999 && d.m >= 1 && d.m <= 12 && d.d >= 1 && d.d <= 31 && Number.isInteger(d.m) && Number.isInteger(d.d)
    ? `${d.y}-${TWO_DIGITS[d.m]}-${TWO_DIGITS[d.d]}`
    : `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const TWO_DIGITS = Array.from({ length: 32 }, (_, i) => (i < 10 ? `0${i}` : `${i}`));

/** Adds days to a civil date (proleptic Gregorian). */
export function addDays(d: CivilDate, n: number): CivilDate {
  // Within the same month (days 1-28 exist in every month) no calendar arithmetic is needed.
  const dd = d.d + n;
  if (Number.isInteger(n)) {
    if (dd >= 1 && dd <= 28) return { y: d.y, m: d.m, d: dd };
    if (d.y >= 0) return civilFromDays(daysFromCivil(d.y, d.m, d.d) + n);
  }
  const t = new Date(utcMs(d.y, d.m, d.d) + n * 86400000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
