/**
 * Soul (heart's desire, from vowels), personality (from consonants) and destiny (expression,
 * from all letters) numbers of a full name, in the Chaldean or Pythagorean table.
 *
 * Rule: normalise the name (letters.ts), take the letters of the kind, add their table values
 * in one sum, reduce keeping 11, 22, 33. Example, "Ravi Kumar" in Chaldean:
 * R2 A1 V6 I1 K2 U6 M4 A1 R2; vowels A I U A = 1+1+6+1 = 9; consonants R V K M R = 2+6+2+4+2 = 16 -> 7;
 * all letters = 25 -> 7.
 */
import type { NumberContext } from './content-types';
import { servedLang } from './content';
import { NumerologyInputError } from './errors';
import { DEFAULT_SYSTEM, letterValue, normaliseName, type NormalisedName, type NumerologySystem } from './letters';
import { buildNumber } from './number';
import type { LetterValue, NameNumber, NameOptions } from './types';

export type NameNumberKind = 'soul' | 'personality' | 'destiny';

const SELECTION: Record<NameNumberKind, { pick: (l: LetterValue) => boolean; what: string }> = {
  soul: { pick: (l) => l.vowel, what: 'vowels A, E, I, O, U (Y only in a word with none of them)' },
  personality: { pick: (l) => !l.vowel, what: 'consonants (every letter that is not a vowel; Y is one unless its word has no A, E, I, O, U)' },
  destiny: { pick: () => true, what: 'all letters' },
};

/** Every counted letter of a normalised name with its value in `system`. */
export function letterValues(name: NormalisedName, system: NumerologySystem): LetterValue[] {
  return name.letters.map((l) => ({ letter: l.letter, value: letterValue(l.letter, system), vowel: l.vowel }));
}

/** The method sentence for a name number. */
export function nameMethod(kind: NameNumberKind, system: NumerologySystem): string {
  return `${SELECTION[kind].what} of the full name, valued in the ${system} table, summed, then digits summed until one digit remains; master numbers 11, 22 and 33 are kept`;
}

/**
 * Computes one name number from an already normalised name. Throws NumerologyInputError
 * (param `name`) when the name has no letters of the kind (no vowels for soul, no consonants
 * for personality).
 */
export function nameNumberOf(kind: NameNumberKind, name: NormalisedName, system: NumerologySystem, lang: string): NameNumber {
  const letters = letterValues(name, system).filter(SELECTION[kind].pick);
  if (letters.length === 0) {
    const missing = kind === 'soul' ? 'vowels' : 'consonants';
    throw new NumerologyInputError('name', `name "${name.input}" has no ${missing}, so it has no ${kind} number`);
  }
  const total = letters.reduce((sum, l) => sum + l.value, 0);
  const n = buildNumber(total, letters.map((l) => l.value), kind as NumberContext, nameMethod(kind, system), lang);
  return {
    ...n,
    working: `${letters.map((l) => `${l.letter}${l.value}`).join(' ')}: ${n.working}`,
    system,
    normalised_name: name.words.join(' '),
    letters,
    ignored: [...name.ignored],
  };
}

function nameNumber(kind: NameNumberKind, name: string, options: NameOptions): NameNumber {
  return nameNumberOf(kind, normaliseName(name), options.system ?? DEFAULT_SYSTEM, servedLang(options.lang));
}

/** Soul number (heart's desire): vowels of the full name. */
export function soulNumber(name: string, options: NameOptions = {}): NameNumber {
  return nameNumber('soul', name, options);
}

/** Personality number: consonants of the full name. */
export function personalityNumber(name: string, options: NameOptions = {}): NameNumber {
  return nameNumber('personality', name, options);
}

/** Destiny number (expression, name number): all letters of the full name. */
export function destinyNumber(name: string, options: NameOptions = {}): NameNumber {
  return nameNumber('destiny', name, options);
}
