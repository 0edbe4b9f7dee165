/**
 * Shape of the authored numerology text of one language (content/numerology/<lang>.ts).
 * The engine reads it; the content folder holds data only.
 */

/** Numbers that carry meanings: 1-9 and the masters 11, 22, 33. */
export type MeaningNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;
/** Single digits 1-9. */
export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** Challenge values 0-8. */
export type ChallengeValue = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** Personal year, month and day values: 1-9, 11, 22. */
export type PeriodNumber = Digit | 11 | 22;

/** The contexts a core number is read in; each gets one line on top of the shared core text. */
export type NumberContext = 'driver' | 'conductor' | 'soul' | 'personality' | 'destiny' | 'maturity';

export interface NumberText {
  /** Short name of the number's character: "The Pioneer". */
  title: string;
  keywords: string[];
  /** The shared core meaning, 2-3 sentences. */
  core: string;
  /** One line per context. */
  contexts: Record<NumberContext, string>;
}

/** Lucky factors of a root number 1-9, tied to its ruling planet (Chaldean/Vedic association). */
export interface LuckyText {
  /** English planet name: Sun, Moon, Jupiter, Rahu, Mercury, Venus, Ketu, Saturn, Mars. */
  planet: string;
  /** Sanskrit name: Surya, Chandra, Guru, ... */
  planet_sanskrit: string;
  /** Favourable weekdays, the planet's own first. */
  days: string[];
  /** Favourable colours, most characteristic first. */
  colors: string[];
  /** Gemstones: the planet's navaratna stone first, then gentler substitutes. */
  gemstones: string[];
  /** The deity commonly worshipped for the planet in popular practice. */
  deity: string;
  /** Favourable numbers: the number itself, then those whose planets are its natural friends. */
  lucky_numbers: number[];
}

export interface NumerologyContent {
  lang: string;
  numbers: Record<MeaningNumber, NumberText>;
  lucky: Record<Digit, LuckyText>;
  /** A number missing from the name's letters: the lesson it asks for. */
  karmic_lessons: Record<Digit, string>;
  challenges: Record<ChallengeValue, string>;
  personal_year: Record<PeriodNumber, string>;
  personal_month: Record<PeriodNumber, string>;
  personal_day: Record<PeriodNumber, string>;
  /** Sub-conscious self 1-9: how a person reacts when caught off guard. */
  subconscious_self: Record<Digit, string>;
  /** Hidden passion: the talent behind the most frequent letter value. */
  hidden_passion: Record<Digit, string>;
  /** Balance number: how to steady oneself in difficulty. */
  balance: Record<Digit, string>;
}
