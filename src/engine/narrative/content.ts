/**
 * The authored English narrative tables (content/narratives/en/*.json) and the section model.
 * Text is data: this module only types it, fills {placeholders} and caps sections by verbosity.
 */
import common from '../../../content/narratives/en/common.json';
import dasha from '../../../content/narratives/en/dasha.json';
import doshas from '../../../content/narratives/en/doshas.json';
import glossary from '../../../content/narratives/en/glossary.json';
import horoscope from '../../../content/narratives/en/horoscope.json';
import houseLords from '../../../content/narratives/en/house-lords.json';
import karakas from '../../../content/narratives/en/karakas.json';
import milan from '../../../content/narratives/en/milan.json';
import nakshatras from '../../../content/narratives/en/nakshatras.json';
import outlooks from '../../../content/narratives/en/outlooks.json';
import planetInHouse from '../../../content/narratives/en/planet-in-house.json';
import planetInSign from '../../../content/narratives/en/planet-in-sign.json';
import signs from '../../../content/narratives/en/signs.json';
import transits from '../../../content/narratives/en/transits.json';
import vargas from '../../../content/narratives/en/vargas.json';
import varshaphal from '../../../content/narratives/en/varshaphal.json';
import yogas from '../../../content/narratives/en/yogas.json';

/** Every table, by file name (tests walk this for completeness and duplicates). */
export const EN = {
  common, dasha, doshas, glossary, horoscope, house_lords: houseLords, karakas, milan, nakshatras, outlooks,
  planet_in_house: planetInHouse, planet_in_sign: planetInSign, signs, transits, vargas, varshaphal, yogas,
};

type Dict = Record<string, string>;
export const T = {
  lagna: signs.lagna as Dict,
  moonSign: signs.moon_sign as Dict,
  sunSign: signs.sun_sign as Dict,
  signKeywords: signs.sign_keywords as Dict,
  nakshatra: nakshatras.nakshatras as Dict,
  pada: nakshatras.padas as Dict,
  planetInSign: planetInSign as Record<string, Dict>,
  planetInHouse: planetInHouse as Record<string, Dict>,
  houseNames: houseLords.house_names as Dict,
  lordOfHouse: houseLords.lord as Dict,
  lordPlaced: houseLords.placed as Dict,
  lordNotes: houseLords.notes as Dict,
  karakaRole: karakas.roles as Dict,
  atmakaraka: karakas.atmakaraka_planet as Dict,
  yoga: yogas as Dict,
  dosha: doshas.doshas as Dict,
  kaalSarp: doshas.kaal_sarp_types as Dict,
  grahan: doshas.grahan_types as Dict,
  doshaStatus: { cancelled: doshas.cancelled, not_applicable: doshas.not_applicable, absent: doshas.absent } as Dict,
  varga: vargas.themes as Dict,
  vargaFocus: vargas.focus as Record<string, string[]>,
  vargas,
  dasha,
  transits,
  transitPhal: transits.phal as Record<string, Dict>,
  favourable: transits.favourable_houses as Record<string, number[]>,
  varshaphal,
  horoscope,
  outlooks,
  milan,
  glossary: glossary as Record<string, Dict>,
  common,
};

/** Replaces {name} placeholders; a missing value is a programming error (thrown). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`narrative template needs {${k}}`);
    return String(values[k]);
  });
}

export type FactValue = string | number | boolean | null | (string | number)[];
export interface Section {
  /** Stable id of the section kind and subject, e.g. planet_in_sign.Mars. */
  id: string;
  heading: string;
  /** Authored text; paragraphs separated by line breaks (spec 2.7). */
  body: string;
  /** The chart facts that selected this text. */
  facts: Record<string, FactValue>;
}

export const VERBOSITY = ['brief', 'medium', 'full'] as const;
export type Verbosity = (typeof VERBOSITY)[number];
export const SECTION_CAP: Record<Verbosity, number> = { brief: 3, medium: 6, full: 12 };

/** The first `cap` sections in priority order. */
export function capSections(sections: Section[], verbosity: Verbosity): Section[] {
  return sections.slice(0, SECTION_CAP[verbosity]);
}

export { LOCALES, type Locale } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
/** The locales whose narrative text is loaded above (English only so far). */
export const NARRATIVE_LOCALES: readonly Locale[] = ['en'];
/** The warning for a locale without authored text (every one but en today). */
export function localeWarnings(lang: Locale): string[] {
  return lang === 'en' ? [] : [fill(common.language_warning, { lang })];
}
