/** Dates of birth and reference dates: "YYYY-MM-DD", proleptic Gregorian, checked for real days. */
import { parseDate, formatDate, type CivilDate } from '../time';
import { NumerologyInputError } from './errors';

export type { CivilDate };

/**
 * Parses "YYYY-MM-DD" (years 0001-9999) into a civil date; `param` is the API parameter name
 * used in the error. Throws NumerologyInputError for a malformed string, a day that does not
 * exist (2023-02-29) or the year 0000 (its digits sum to 0, which no year number can be).
 */
export function parseIsoDate(value: string, param: string): CivilDate {
  const parsed = parseDate(value);
  if (typeof parsed === 'string') throw new NumerologyInputError(param, `${param} ${parsed} (got "${value}")`);
  return checkYear(parsed, param);
}

function checkYear(d: CivilDate, param: string): CivilDate {
  if (!Number.isInteger(d.y) || d.y < 1 || d.y > 9999) {
    throw new NumerologyInputError(param, `${param} year must be 0001-9999 (got ${d.y})`);
  }
  return d;
}

/** A date value or an ISO string, parsed and checked (years 0001-9999). */
export function toCivil(value: string | CivilDate, param: string): CivilDate {
  return typeof value === 'string' ? parseIsoDate(value, param) : checkYear(value, param);
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
