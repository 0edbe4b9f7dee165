/**
 * Letter tables and name normalisation.
 *
 * Normalisation rule (one place, used by every name number):
 * 1. Unicode NFD, then combining marks removed: "José Núñez" -> "Jose Nunez".
 * 2. Latin letters that do not decompose are spelled out: ß -> SS, Æ -> AE, Œ -> OE, Ø -> O,
 *    Đ/Ð -> D, Ł -> L, Þ -> TH, ı -> I, Ħ -> H.
 * 3. Upper case. Only A-Z are counted.
 * 4. Spaces, hyphens (any dash), dots and commas separate words; apostrophes (' ’ ʼ `) are dropped
 *    without splitting ("O'Brien" is one word). Initials are letters like any other:
 *    "J. R. R. Tolkien" is the words J, R, R, TOLKIEN.
 * 5. Anything else (digits, other scripts, symbols) is skipped, listed in `ignored`, and also
 *    separates words. A name with no A-Z letter left is an error (the API answers 400).
 *
 * Vowel rule: A, E, I, O, U are vowels. Y is a consonant, except in a word that has no
 * A, E, I, O or U at all, where every Y is a vowel ("LYNN", "GLYNN", "WYNN"); this keeps the
 * rule simple and still gives such names a soul number. W is always a consonant.
 */
import { NumerologyInputError } from './errors';

/** The two letter tables. */
export type NumerologySystem = 'chaldean' | 'pythagorean';
export const SYSTEMS: readonly NumerologySystem[] = ['chaldean', 'pythagorean'];
/**
 * Default table: Chaldean, the one used by Indian (Vedic) numerologists for name numbers,
 * and the table whose 1-8 map to the planets behind the lucky factors. 9 is not assigned to
 * any letter in it (9 is held sacred), so Chaldean name letters only ever have values 1-8.
 */
export const DEFAULT_SYSTEM: NumerologySystem = 'chaldean';

/** Chaldean: 1 A I J Q Y, 2 B K R, 3 C G L S, 4 D M T, 5 E H N X, 6 U V W, 7 O Z, 8 F P. */
const CHALDEAN_GROUPS: Record<number, string> = {
  1: 'AIJQY', 2: 'BKR', 3: 'CGLS', 4: 'DMT', 5: 'EHNX', 6: 'UVW', 7: 'OZ', 8: 'FP',
};

function chaldeanTable(): Record<string, number> {
  const table: Record<string, number> = {};
  for (const [value, letters] of Object.entries(CHALDEAN_GROUPS)) for (const ch of letters) table[ch] = Number(value);
  return table;
}

/** Pythagorean: A=1 ... I=9, J=1 ... R=9, S=1 ... Z=8, i.e. (position in the alphabet - 1) mod 9 + 1. */
function pythagoreanTable(): Record<string, number> {
  const table: Record<string, number> = {};
  for (let i = 0; i < 26; i++) table[String.fromCharCode(65 + i)] = (i % 9) + 1;
  return table;
}

const TABLES: Record<NumerologySystem, Record<string, number>> = {
  chaldean: chaldeanTable(),
  pythagorean: pythagoreanTable(),
};

/** Value of one upper-case letter A-Z in a system. */
export function letterValue(letter: string, system: NumerologySystem): number {
  const v = TABLES[system][letter];
  if (v === undefined) throw new RangeError(`not a letter A-Z: ${JSON.stringify(letter)}`);
  return v;
}

/** The table as `{A: 1, B: 2, ...}`, e.g. for the API console or a page. */
export function letterTable(system: NumerologySystem): Readonly<Record<string, number>> {
  return TABLES[system];
}

/** Checks a `system` value; undefined gives the default. */
export function parseSystem(value: string | undefined): NumerologySystem {
  if (value === undefined || value === '') return DEFAULT_SYSTEM;
  const v = value.toLowerCase();
  if (v === 'chaldean' || v === 'pythagorean') return v;
  throw new NumerologyInputError('system', `system must be chaldean or pythagorean (got "${value}")`);
}

const SPELLED: Record<string, string> = {
  'ß': 'SS', 'ẞ': 'SS', 'Æ': 'AE', 'æ': 'AE', 'Œ': 'OE', 'œ': 'OE', 'Ø': 'O', 'ø': 'O',
  'Đ': 'D', 'đ': 'D', 'Ð': 'D', 'ð': 'D', 'Ł': 'L', 'ł': 'L', 'Þ': 'TH', 'þ': 'TH',
  'ı': 'I', 'Ħ': 'H', 'ħ': 'H',
};
const APOSTROPHES = new Set(["'", '’', 'ʼ', '`', '‘']);
const SEPARATOR_RE = /[\s\p{Pd}.,]/u;
const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** One counted letter of a name. */
export interface NameLetter {
  letter: string;
  /** Index of the word it belongs to (0-based). */
  word: number;
  vowel: boolean;
}

/** A normalised name. */
export interface NormalisedName {
  /** The input as given. */
  input: string;
  /** Words of A-Z letters: "Mary-Jane O'Neil" -> ["MARY", "JANE", "ONEIL"]. */
  words: string[];
  /** Every counted letter in order, with its vowel flag under the vowel rule. */
  letters: NameLetter[];
  /** Characters skipped because they are not Latin letters (digits, other scripts, symbols). */
  ignored: string[];
}

/**
 * Normalises a name by the rule at the top of this file. Throws NumerologyInputError
 * (param `name`) when no Latin letter remains.
 */
export function normaliseName(input: string, param = 'name'): NormalisedName {
  const words: string[] = [];
  const ignored: string[] = [];
  let current = '';
  const endWord = () => {
    if (current) words.push(current);
    current = '';
  };
  const decomposed = input.normalize('NFD').replace(/\p{M}/gu, '');
  for (const ch of decomposed) {
    const spelled = SPELLED[ch] ?? ch.toUpperCase();
    if (/^[A-Z]+$/.test(spelled)) {
      current += spelled;
    } else if (APOSTROPHES.has(ch)) {
      // dropped, no split
    } else if (SEPARATOR_RE.test(ch)) {
      endWord();
    } else {
      ignored.push(ch);
      endWord();
    }
  }
  endWord();
  if (words.length === 0) {
    throw new NumerologyInputError(param, `${param} has no Latin letters A-Z to count (got "${input}")`);
  }
  const letters: NameLetter[] = [];
  words.forEach((word, w) => {
    const hasPlainVowel = [...word].some((c) => VOWELS.has(c));
    for (const letter of word) {
      letters.push({ letter, word: w, vowel: VOWELS.has(letter) || (letter === 'Y' && !hasPlainVowel) });
    }
  });
  return { input, words, letters, ignored };
}
