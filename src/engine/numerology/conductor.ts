/** Conductor number (Bhagyank, life path, destiny by date): from the full date of birth. */
import type { CivilDate } from './dates';
import { formatDate, toCivil } from './dates';
import { servedLang } from './content';
import { buildNumber } from './number';
import type { NumerologyNumber, NumerologyOptions } from './types';

/** The rule, as returned in `method`. */
export const CONDUCTOR_METHOD =
  'every digit of the full date of birth (YYYY, MM, DD) summed, then digits summed until one digit remains; master numbers 11, 22 and 33 are kept';

/**
 * Conductor (Bhagyank) from a date of birth "YYYY-MM-DD".
 * Rule: add all eight digits of YYYYMMDD in one sum and reduce, keeping 11, 22, 33.
 * 1990-07-15: 1+9+9+0+0+7+1+5 = 32 -> 5. 1987-10-29: 1+9+8+7+1+0+2+9 = 37 -> 10 -> 1.
 * (Summing all digits at once, rather than reducing day, month and year separately first,
 * is the method; the two can differ only in whether a master number appears.)
 */
export function conductorNumber(dob: string | CivilDate, options: NumerologyOptions = {}): NumerologyNumber {
  const date = toCivil(dob, 'dob');
  const digits = formatDate(date).replace(/-/g, '').split('').map(Number);
  const total = digits.reduce((a, b) => a + b, 0);
  return buildNumber(total, digits, 'conductor', CONDUCTOR_METHOD, servedLang(options.lang));
}

/** Just the conductor value (used by maturity and challenge timing). */
export function conductorValue(date: CivilDate): number {
  return conductorNumber(date).value;
}
