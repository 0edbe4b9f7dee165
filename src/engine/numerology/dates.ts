/** Dates of birth and reference dates: "YYYY-MM-DD", proleptic Gregorian, checked for real days. */
import { parseDate, formatDate, type CivilDate } from '../time';
import { NumerologyInputError } from './errors';

export type { CivilDate };

/**
 * Parses "YYYY-MM-DD" (years 0000-9999) into a civil date; `param` is the API parameter name
 * used in the error. Throws NumerologyInputError for a malformed string or a day that does not
 * exist (2023-02-29).
 */
export function parseIsoDate(value: string, param: string): CivilDate {
  const parsed = parseDate(value);
  if (typeof parsed === 'string') throw new NumerologyInputError(param, `${param} ${parsed} (got "${value}")`);
  return parsed;
}

/** A date value or an ISO string, parsed. */
export function toCivil(value: string | CivilDate, param: string): CivilDate {
  return typeof value === 'string' ? parseIsoDate(value, param) : value;
}

/** Orders two civil dates: negative when a < b. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/** Whole years from `from` to `to` (birthday not yet reached in `to`'s year: one less). */
export function ageInYears(from: CivilDate, to: CivilDate): number {
  const years = to.y - from.y;
  return to.m < from.m || (to.m === from.m && to.d < from.d) ? years - 1 : years;
}

export { formatDate };
