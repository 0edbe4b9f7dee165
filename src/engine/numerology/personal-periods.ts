/**
 * Personal year, month and day for a reference date.
 *
 * Rules (calendar-year method: the personal year turns on 1 January, not on the birthday):
 * - personal year  = digits of the birth month + birth day + the reference year, summed in one
 *   sum and reduced, keeping 11 and 22;
 * - personal month = root of the personal year + digits of the reference month, reduced
 *   keeping 11 and 22;
 * - personal day   = root of the personal month + digits of the reference day, reduced
 *   keeping 11 and 22.
 * ("Root" is the single digit behind a master: 11 -> 2, 22 -> 4.) 33 is not used for periods.
 * Example: born 1990-07-15, reference 2025-03-10: year 7 + 1+5 + 2+0+2+5 = 22 (master);
 * month 4 + 3 = 7; day 7 + 1+0 = 8.
 */
import type { PeriodNumber } from './content-types';
import { luckyFactors, periodText, servedLang } from './content';
import { compareDates, formatDate, toCivil, type CivilDate } from './dates';
import { NumerologyInputError } from './errors';
import { digitsOf } from './number';
import { chainText, isMaster, PERIOD_MASTERS, reduceWithChain, rootOf } from './reduce';
import type { LuckyFactors, NumerologyOptions } from './types';

/** One personal period number. */
export interface PersonalPeriod {
  /** 1-9, 11 or 22. */
  value: number;
  root: number;
  master: boolean;
  /** The calendar span the number holds for: "2025", "2025-03", "2025-03-10". */
  period: string;
  method: string;
  working: string;
  meaning: string;
  lucky: LuckyFactors;
}

export interface PersonalPeriods {
  dob: string;
  ref_date: string;
  personal_year: PersonalPeriod;
  personal_month: PersonalPeriod;
  personal_day: PersonalPeriod;
}

export const PERSONAL_YEAR_METHOD =
  'digits of the birth month and birth day plus the digits of the reference year, summed, then reduced to one digit; 11 and 22 are kept; the year turns on 1 January';
export const PERSONAL_MONTH_METHOD =
  'personal year (11 counted as 2, 22 as 4) plus the digits of the reference month, reduced to one digit; 11 and 22 are kept';
export const PERSONAL_DAY_METHOD =
  'personal month (11 counted as 2, 22 as 4) plus the digits of the reference day, reduced to one digit; 11 and 22 are kept';

function period(
  kind: 'personal_year' | 'personal_month' | 'personal_day',
  addends: number[],
  label: string,
  method: string,
  lang: string,
): PersonalPeriod {
  const total = addends.reduce((a, b) => a + b, 0);
  const { value, chain } = reduceWithChain(total, PERIOD_MASTERS);
  const steps = chain.length > 1 ? ` -> ${chainText(chain.slice(1))}` : '';
  return {
    value,
    root: rootOf(value),
    master: isMaster(value),
    period: label,
    method,
    working: `${addends.join(' + ')} = ${total}${steps}${isMaster(value) ? ' (master number, kept)' : ''}`,
    meaning: periodText(kind, value as PeriodNumber, lang),
    lucky: luckyFactors(value, lang),
  };
}

/**
 * Personal year, month and day of a person born on `dob` for the calendar date `refDate`
 * (both "YYYY-MM-DD"). Throws NumerologyInputError for bad dates, or (param `ref_date`) when
 * the reference date is before the date of birth.
 */
export function personalPeriods(
  dob: string | CivilDate,
  refDate: string | CivilDate,
  options: NumerologyOptions = {},
): PersonalPeriods {
  const birth = toCivil(dob, 'dob');
  const ref = toCivil(refDate, 'ref_date');
  if (compareDates(ref, birth) < 0) {
    throw new NumerologyInputError('ref_date', `ref_date ${formatDate(ref)} is before dob ${formatDate(birth)}`);
  }
  const lang = servedLang(options.lang);
  const refIso = formatDate(ref);
  const year = period(
    'personal_year',
    [...digitsOf(birth.m), ...digitsOf(birth.d), ...digitsOf(ref.y)],
    refIso.slice(0, 4),
    PERSONAL_YEAR_METHOD,
    lang,
  );
  const month = period('personal_month', [year.root, ...digitsOf(ref.m)], refIso.slice(0, 7), PERSONAL_MONTH_METHOD, lang);
  const day = period('personal_day', [month.root, ...digitsOf(ref.d)], refIso, PERSONAL_DAY_METHOD, lang);
  return { dob: formatDate(birth), ref_date: refIso, personal_year: year, personal_month: month, personal_day: day };
}
