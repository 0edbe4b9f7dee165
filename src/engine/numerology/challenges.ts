/**
 * Challenge numbers CH1-CH4 and the span of life each one covers.
 *
 * Rule: reduce month, day and year of birth each to one digit first (no masters: 11 -> 2,
 * 22 -> 4), then
 *   CH1 = |month - day|, CH2 = |day - year|, CH3 = |CH1 - CH2| (the main challenge),
 *   CH4 = |month - year|.
 * Every challenge is 0-8.
 * Example, 1990-07-15: month 7, day 1+5 = 6, year 1+9+9+0 = 19 -> 10 -> 1;
 * CH1 = |7-6| = 1, CH2 = |6-1| = 5, CH3 = |1-5| = 4, CH4 = |7-1| = 6.
 *
 * Timing (the pinnacle periods): the first challenge runs from birth to age 36 minus the life
 * path digit (the conductor reduced to 1-9), the second and third for 9 years each after it,
 * the fourth for the rest of life. Ages are whole years reached on the birthday.
 */
import type { ChallengeValue } from './content-types';
import { challengeText, servedLang } from './content';
import { ageInYears, compareDates, formatDate, toCivil, type CivilDate } from './dates';
import { NumerologyInputError } from './errors';
import { conductorNumber } from './conductor';
import { digitSum, NO_MASTERS, reduce } from './reduce';
import type { NumerologyOptions } from './types';

export interface Challenge {
  /** 1-4. */
  index: number;
  /** "CH1".."CH4". */
  name: string;
  /** 0-8. */
  value: number;
  /** Ages (whole years) the challenge covers; `to_age` null means for the rest of life. */
  from_age: number;
  to_age: number | null;
  /** True for the challenge active at `ref_date`. */
  current: boolean;
  /** True for CH3, the main challenge felt through the whole life. */
  main: boolean;
  working: string;
  meaning: string;
}

export interface Challenges {
  dob: string;
  ref_date: string;
  /** Age in whole years at `ref_date`. */
  age: number;
  /** Month, day and year of birth each reduced to one digit. */
  reduced: { month: number; day: number; year: number };
  /** Life path digit used for the timing. */
  life_path_root: number;
  method: string;
  challenges: Challenge[];
}

export const CHALLENGES_METHOD =
  'month, day and year of birth each reduced to one digit (no master numbers); CH1 = |month - day|, CH2 = |day - year|, CH3 = |CH1 - CH2| (main challenge), CH4 = |month - year|; CH1 lasts from birth to age 36 minus the life path digit, CH2 and CH3 nine years each, CH4 the rest of life';

/**
 * The four challenges for a date of birth, with the one active at `refDate` marked.
 * Throws NumerologyInputError for bad dates, or (param `ref_date`) when `refDate` is before
 * the date of birth.
 */
export function challenges(
  dob: string | CivilDate,
  refDate: string | CivilDate,
  options: NumerologyOptions = {},
): Challenges {
  const birth = toCivil(dob, 'dob');
  const ref = toCivil(refDate, 'ref_date');
  if (compareDates(ref, birth) < 0) {
    throw new NumerologyInputError('ref_date', `ref_date ${formatDate(ref)} is before dob ${formatDate(birth)}`);
  }
  const lang = servedLang(options.lang);
  const month = reduce(birth.m, NO_MASTERS);
  const day = reduce(birth.d, NO_MASTERS);
  const year = reduce(digitSum(birth.y), NO_MASTERS);
  const ch1 = Math.abs(month - day);
  const ch2 = Math.abs(day - year);
  const ch3 = Math.abs(ch1 - ch2);
  const ch4 = Math.abs(month - year);
  const lifePathRoot = conductorNumber(birth).root;
  const firstEnd = 36 - lifePathRoot;
  const spans: Array<[number, number | null]> = [
    [0, firstEnd], [firstEnd, firstEnd + 9], [firstEnd + 9, firstEnd + 18], [firstEnd + 18, null],
  ];
  const age = ageInYears(birth, ref);
  const workings = [
    `|${month} - ${day}| = ${ch1}`,
    `|${day} - ${year}| = ${ch2}`,
    `|${ch1} - ${ch2}| = ${ch3}`,
    `|${month} - ${year}| = ${ch4}`,
  ];
  const list = [ch1, ch2, ch3, ch4].map((value, i): Challenge => {
    const [from, to] = spans[i] ?? [0, null];
    return {
      index: i + 1,
      name: `CH${i + 1}`,
      value,
      from_age: from,
      to_age: to,
      current: age >= from && (to === null || age < to),
      main: i === 2,
      working: workings[i] ?? '',
      meaning: challengeText(value as ChallengeValue, lang),
    };
  });
  return {
    dob: formatDate(birth),
    ref_date: formatDate(ref),
    age,
    reduced: { month, day, year },
    life_path_root: lifePathRoot,
    method: CHALLENGES_METHOD,
    challenges: list,
  };
}
