/**
 * The five-number profile: driver and conductor from the date of birth, soul, personality and
 * destiny from the full name, each with meaning and lucky factors.
 */
import { servedLang } from './content';
import { conductorNumber } from './conductor';
import { formatDate, toCivil, type CivilDate } from './dates';
import { driverNumber } from './driver';
import { NumerologyInputError } from './errors';
import { DEFAULT_SYSTEM, normaliseName, type NumerologySystem } from './letters';
import { nameNumberOf, type NameNumberKind } from './name-numbers';
import type { NameNumber, NumerologyNumber } from './types';

export interface ProfileInput {
  /** Full name; optional, but at least one of name and dob is needed. */
  name?: string;
  /** Date of birth "YYYY-MM-DD"; optional, but at least one of name and dob is needed. */
  dob?: string | CivilDate;
  system?: NumerologySystem;
  lang?: string;
}

export interface NumerologyProfile {
  name: string | null;
  normalised_name: string | null;
  dob: string | null;
  system: NumerologySystem;
  /** Language of the text actually served. */
  lang: string;
  driver: NumerologyNumber | null;
  conductor: NumerologyNumber | null;
  soul: NameNumber | null;
  personality: NameNumber | null;
  destiny: NameNumber | null;
  /** Characters of the name that were skipped. */
  ignored: string[];
  /** Why a number is null, and similar notes. */
  warnings: string[];
}

/**
 * All five core numbers. Numbers whose input is missing are null with a warning; a name that
 * has letters but no vowels (or no consonants) gives a null soul (or personality) with a
 * warning instead of failing the whole profile. Throws NumerologyInputError when neither name
 * nor dob is given, for a bad date, or for a name without Latin letters.
 */
export function numerologyProfile(input: ProfileInput): NumerologyProfile {
  const { name } = input;
  if ((name === undefined || name === '') && input.dob === undefined) {
    throw new NumerologyInputError('dob', 'give dob (YYYY-MM-DD), name, or both');
  }
  const system = input.system ?? DEFAULT_SYSTEM;
  const lang = servedLang(input.lang);
  const warnings: string[] = [];
  const birth = input.dob === undefined ? null : toCivil(input.dob, 'dob');
  const normalised = name === undefined || name === '' ? null : normaliseName(name);

  const fromName = (kind: NameNumberKind): NameNumber | null => {
    if (!normalised) return null;
    try {
      return nameNumberOf(kind, normalised, system, lang);
    } catch (err) {
      if (err instanceof NumerologyInputError) {
        warnings.push(err.message);
        return null;
      }
      throw err;
    }
  };

  if (!birth) warnings.push('driver and conductor need dob; they are null because no dob was given');
  if (!normalised) warnings.push('soul, personality and destiny need name; they are null because no name was given');
  if (normalised && normalised.ignored.length) {
    warnings.push(`skipped characters that are not Latin letters: ${normalised.ignored.join(' ')}`);
  }
  return {
    name: name && name !== '' ? name : null,
    normalised_name: normalised ? normalised.words.join(' ') : null,
    dob: birth ? formatDate(birth) : null,
    system,
    lang,
    driver: birth ? driverNumber(birth, { lang }) : null,
    conductor: birth ? conductorNumber(birth, { lang }) : null,
    soul: fromName('soul'),
    personality: fromName('personality'),
    destiny: fromName('destiny'),
    ignored: normalised ? [...normalised.ignored] : [],
    warnings,
  };
}
