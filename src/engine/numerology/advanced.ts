/**
 * Advanced name numbers: maturity, karmic lessons, sub-conscious self, hidden passion, balance.
 *
 * Rules (letter values from the chosen table; see letters.ts for normalisation):
 * - Maturity = destiny value + conductor value (masters counted as 11, 22, 33), reduced,
 *   keeping 11, 22, 33. Needs the date of birth; null without it.
 * - Karmic lessons = the numbers that no letter of the full name has. The possible numbers are
 *   1-9 in the Pythagorean table and 1-8 in the Chaldean table, where no letter is worth 9
 *   (so 9 is never a Chaldean karmic lesson).
 * - Sub-conscious self = 9 - the count of karmic lessons (1-9; a name always has at least one
 *   letter, so at most 8 numbers are missing).
 * - Hidden passion = the letter value(s) occurring most often in the full name; ties give
 *   several numbers.
 * - Balance = the first letter of every word (initials included) valued and summed, reduced to
 *   one digit with no master numbers.
 */
import type { Digit } from './content-types';
import { balanceText, hiddenPassionText, karmicLessonText, servedLang, subconsciousText } from './content';
import { conductorNumber } from './conductor';
import { formatDate, toCivil, type CivilDate } from './dates';
import { DEFAULT_SYSTEM, letterValue, normaliseName, type NumerologySystem } from './letters';
import { letterValues, nameNumberOf } from './name-numbers';
import { buildNumber } from './number';
import { chainText, NO_MASTERS, reduceWithChain } from './reduce';
import type { NameOptions, NumerologyNumber } from './types';

export interface MaturityNumber extends NumerologyNumber {
  destiny: number;
  conductor: number;
}

export interface NumberNote {
  number: number;
  meaning: string;
}

export interface AdvancedNumbers {
  name: string;
  normalised_name: string;
  system: NumerologySystem;
  /** Echo of the date of birth, or null when none was given. */
  dob: string | null;
  /** How many letters carry each value 1-9 ("1": 3, ...), the grid the next numbers read. */
  letter_counts: Record<string, number>;
  maturity: MaturityNumber | null;
  karmic_lessons: { numbers: number[]; lessons: NumberNote[]; possible: number[]; method: string };
  subconscious_self: { value: number; missing_count: number; method: string; meaning: string };
  hidden_passion: { numbers: number[]; count: number; passions: NumberNote[]; method: string };
  balance: {
    value: number;
    initials: Array<{ letter: string; value: number }>;
    method: string;
    working: string;
    meaning: string;
  };
  /** Characters skipped in the name. */
  ignored: string[];
  /** Notes such as "maturity needs dob". */
  warnings: string[];
}

export const MATURITY_METHOD =
  'destiny number + conductor number (11, 22 and 33 counted as themselves), reduced to one digit; 11, 22 and 33 are kept';
export const KARMIC_METHOD =
  'numbers that no letter of the full name is worth: 1-9 in the Pythagorean table, 1-8 in the Chaldean table (no Chaldean letter is worth 9)';
export const SUBCONSCIOUS_METHOD = '9 minus the number of karmic lessons';
export const HIDDEN_PASSION_METHOD = 'the letter value(s) that occur most often in the full name; ties give several numbers';
export const BALANCE_METHOD = 'the first letter of every word of the name (initials included), valued and summed, reduced to one digit with no master numbers';

/** Numbers some letter can be worth in a table. */
export function possibleValues(system: NumerologySystem): number[] {
  return system === 'chaldean' ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2, 3, 4, 5, 6, 7, 8, 9];
}

/**
 * The advanced numbers of a full name; `dob` ("YYYY-MM-DD") is optional and only feeds the
 * maturity number. Throws NumerologyInputError for a name without Latin letters or a bad dob.
 */
export function advancedNumbers(name: string, dob?: string | CivilDate, options: NameOptions = {}): AdvancedNumbers {
  const system = options.system ?? DEFAULT_SYSTEM;
  const lang = servedLang(options.lang);
  const normalised = normaliseName(name);
  const birth = dob === undefined ? null : toCivil(dob, 'dob');
  const values = letterValues(normalised, system);
  const warnings: string[] = [];

  const counts: Record<string, number> = {};
  for (let n = 1; n <= 9; n++) counts[String(n)] = 0;
  for (const l of values) counts[String(l.value)] = (counts[String(l.value)] ?? 0) + 1;

  // Maturity
  let maturity: MaturityNumber | null = null;
  if (birth) {
    const destiny = nameNumberOf('destiny', normalised, system, lang).value;
    const conductor = conductorNumber(birth).value;
    const n = buildNumber(destiny + conductor, [destiny, conductor], 'maturity', MATURITY_METHOD, lang);
    maturity = {
      ...n,
      working: `destiny ${destiny} + conductor ${conductor} = ${chainText(n.reduction)}${n.master ? ' (master number, kept)' : ''}`,
      destiny,
      conductor,
    };
  } else {
    warnings.push('maturity needs dob (destiny + conductor); it is null because no dob was given');
  }

  // Karmic lessons and sub-conscious self
  const possible = possibleValues(system);
  const missing = possible.filter((n) => (counts[String(n)] ?? 0) === 0);
  const subconscious = 9 - missing.length;

  // Hidden passion
  const top = Math.max(...possible.map((n) => counts[String(n)] ?? 0));
  const passion = possible.filter((n) => (counts[String(n)] ?? 0) === top);

  // Balance
  const initials = normalised.words.map((w) => {
    const letter = w.charAt(0);
    return { letter, value: letterValue(letter, system) };
  });
  const initialSum = initials.reduce((s, i) => s + i.value, 0);
  const balance = reduceWithChain(initialSum, NO_MASTERS);

  return {
    name,
    normalised_name: normalised.words.join(' '),
    system,
    dob: birth ? formatDate(birth) : null,
    letter_counts: counts,
    maturity,
    karmic_lessons: {
      numbers: missing,
      lessons: missing.map((n) => ({ number: n, meaning: karmicLessonText(n as Digit, lang) })),
      possible,
      method: KARMIC_METHOD,
    },
    subconscious_self: {
      value: subconscious,
      missing_count: missing.length,
      method: SUBCONSCIOUS_METHOD,
      meaning: subconsciousText(subconscious as Digit, lang),
    },
    hidden_passion: {
      numbers: passion,
      count: top,
      passions: passion.map((n) => ({ number: n, meaning: hiddenPassionText(n as Digit, lang) })),
      method: HIDDEN_PASSION_METHOD,
    },
    balance: {
      value: balance.value,
      initials,
      method: BALANCE_METHOD,
      working: `${initials.map((i) => `${i.letter}${i.value}`).join(' + ')} = ${chainText(balance.chain)}`,
      meaning: balanceText(balance.value as Digit, lang),
    },
    ignored: [...normalised.ignored],
    warnings,
  };
}
