/** Result types shared by the numerology functions. */
import type { LuckyFactors, Meaning } from './content';
import type { NumerologySystem } from './letters';

export type { LuckyFactors, Meaning, NumerologySystem };

/** Options every numerology function takes. */
export interface NumerologyOptions {
  /** Language of the authored text; unknown languages fall back to English. Default `en`. */
  lang?: string;
}

/** Options of the name-based numbers. */
export interface NameOptions extends NumerologyOptions {
  /** Letter table; default `chaldean` (see letters.ts). */
  system?: NumerologySystem;
}

/** One number with its working, meaning and lucky factors. */
export interface NumerologyNumber {
  /** 1-9, or a master number 11, 22, 33 where the rule keeps masters. */
  value: number;
  /** The single digit behind the value: 11 -> 2, 22 -> 4, 33 -> 6; equal to value otherwise. */
  root: number;
  /** True for 11, 22, 33. */
  master: boolean;
  /** The sum before reduction (the "compound" number Chaldean readers also look at). */
  total: number;
  /** Reduction chain from `total` to `value`, e.g. [32, 5]. */
  reduction: number[];
  /** The rule used, in words. */
  method: string;
  /** The arithmetic for this input: "2 + 9 = 11 (master, kept)". */
  working: string;
  meaning: Meaning;
  lucky: LuckyFactors;
}

/** A counted letter and its value in the table used. */
export interface LetterValue {
  letter: string;
  value: number;
  vowel: boolean;
}

/** A number computed from a name. */
export interface NameNumber extends NumerologyNumber {
  system: NumerologySystem;
  /** The normalised name: upper-case words of A-Z joined by single spaces. */
  normalised_name: string;
  /** The letters that were counted for this number, with their values. */
  letters: LetterValue[];
  /** Characters of the input that were skipped (digits, other scripts, symbols). */
  ignored: string[];
}
