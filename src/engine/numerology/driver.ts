/** Driver number (Mulank, psychic number): from the day of birth. */
import type { CivilDate } from './dates';
import { toCivil } from './dates';
import { servedLang } from './content';
import { buildNumber } from './number';
import type { NumerologyNumber, NumerologyOptions } from './types';

/** The rule, as returned in `method`. */
export const DRIVER_METHOD =
  'day of birth (1-31), its digits summed until one digit remains; master numbers 11, 22 and 33 are kept (days 11 and 29 give 11, day 22 gives 22; no day reaches 33)';

/**
 * Driver (Mulank) from a date of birth "YYYY-MM-DD".
 * Rule: reduce the day of the month, keeping masters: day 7 -> 7, day 19 -> 10 -> 1,
 * day 11 -> 11, day 22 -> 22, day 29 -> 11, day 30 -> 3.
 * Throws NumerologyInputError (param `dob`) for a malformed or impossible date.
 */
export function driverNumber(dob: string | CivilDate, options: NumerologyOptions = {}): NumerologyNumber {
  const date = toCivil(dob, 'dob');
  const lang = servedLang(options.lang);
  // The day itself is the total: 29 reduces through its digit sum 2 + 9 = 11.
  const n = buildNumber(date.d, [date.d], 'driver', DRIVER_METHOD, lang);
  return { ...n, working: `day ${n.working}` };
}
