/**
 * Authored text and lucky factors for numbers, by language. Only English is written so far;
 * any other `lang` falls back to English and says so (`lang` in the result is the one used).
 */
import { NUMEROLOGY_EN } from '../../../content/numerology/en';
import type {
  ChallengeValue, Digit, MeaningNumber, NumberContext, NumerologyContent, PeriodNumber,
} from './content-types';
import { rootOf } from './reduce';

const CONTENT: Record<string, NumerologyContent> = { en: NUMEROLOGY_EN };

/** Languages with authored numerology text. */
export const NUMEROLOGY_LANGS: readonly string[] = Object.keys(CONTENT);

/** The content for `lang`, or English when that language has none. */
export function contentFor(lang = 'en'): NumerologyContent {
  return CONTENT[lang] ?? NUMEROLOGY_EN;
}

/** The language actually served for a requested `lang`. */
export function servedLang(lang = 'en'): string {
  return CONTENT[lang] ? lang : 'en';
}

/** Meaning of a number in one context. */
export interface Meaning {
  title: string;
  keywords: string[];
  /** Shared core text of the number. */
  text: string;
  /** The line for this context (driver, soul, ...). */
  context: string;
}

/** Lucky factors of a number: those of its root digit's planet. */
export interface LuckyFactors {
  /** The root digit 1-9 the factors belong to (11 -> 2, 22 -> 4, 33 -> 6). */
  number: number;
  planet: string;
  planet_sanskrit: string;
  /** First favourable weekday, and the whole list. */
  day: string;
  days: string[];
  color: string;
  colors: string[];
  /** The primary gemstone and the list with substitutes. */
  gemstone: string;
  gemstones: string[];
  deity: string;
  lucky_numbers: number[];
}

function isMeaningNumber(n: number): n is MeaningNumber {
  return (n >= 1 && n <= 9) || n === 11 || n === 22 || n === 33;
}

/** Meaning of `value` (1-9, 11, 22, 33) read as `context`. */
export function meaningOf(value: number, context: NumberContext, lang = 'en'): Meaning {
  if (!isMeaningNumber(value)) throw new RangeError(`no meaning for ${value}: expected 1-9, 11, 22 or 33`);
  const t = contentFor(lang).numbers[value];
  return { title: t.title, keywords: [...t.keywords], text: t.core, context: t.contexts[context] };
}

/** Lucky factors for any value 1-9, 11, 22, 33: the factors of its root digit. */
export function luckyFactors(value: number, lang = 'en'): LuckyFactors {
  const root = rootOf(value) as Digit;
  const l = contentFor(lang).lucky[root];
  if (!l) throw new RangeError(`no lucky factors for ${value}`);
  return {
    number: root,
    planet: l.planet,
    planet_sanskrit: l.planet_sanskrit,
    day: l.days[0] ?? '',
    days: [...l.days],
    color: l.colors[0] ?? '',
    colors: [...l.colors],
    gemstone: l.gemstones[0] ?? '',
    gemstones: [...l.gemstones],
    deity: l.deity,
    lucky_numbers: [...l.lucky_numbers],
  };
}

export function karmicLessonText(n: Digit, lang = 'en'): string {
  return contentFor(lang).karmic_lessons[n];
}
export function challengeText(n: ChallengeValue, lang = 'en'): string {
  return contentFor(lang).challenges[n];
}
export function periodText(kind: 'personal_year' | 'personal_month' | 'personal_day', n: PeriodNumber, lang = 'en'): string {
  return contentFor(lang)[kind][n];
}
export function subconsciousText(n: Digit, lang = 'en'): string {
  return contentFor(lang).subconscious_self[n];
}
export function hiddenPassionText(n: Digit, lang = 'en'): string {
  return contentFor(lang).hidden_passion[n];
}
export function balanceText(n: Digit, lang = 'en'): string {
  return contentFor(lang).balance[n];
}
