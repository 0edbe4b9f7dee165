/**
 * Name tables per locale (content/i18n/<locale>/names.json): tithi, nakshatra, yoga, karana,
 * vara, masa, samvatsara, rashi, graha, festival, koota, dasha, varga, yoga and dosha names,
 * tarot cards, labels and units. Keys are the stable English names the engine emits; every
 * locale file has exactly the keys of the English one (test/content/i18n-names.test.ts).
 *
 * Lookups go through one flat map per locale (English key -> local name). Where the same key
 * stands in two sections, the sections agree (the test checks it; `_notes.conflict.*` lists
 * deliberate exceptions), except that a caller may name the section it means.
 */
import en from '../../../content/i18n/en/names.json';
import hi from '../../../content/i18n/hi/names.json';
import mr from '../../../content/i18n/mr/names.json';
import bn from '../../../content/i18n/bn/names.json';
import kn from '../../../content/i18n/kn/names.json';
import ta from '../../../content/i18n/ta/names.json';
import te from '../../../content/i18n/te/names.json';
import gu from '../../../content/i18n/gu/names.json';
import ml from '../../../content/i18n/ml/names.json';
import pa from '../../../content/i18n/pa/names.json';
import { LOCALES, type Locale } from './locales';

export type NameTable = Record<string, Record<string, string>>;

const RAW: Record<Locale, Record<string, unknown>> = { en, hi, mr, bn, kn, ta, te, gu, ml, pa };

/** Sections of a table: every object of the file but the ones starting with `_` and `patterns`. */
function sectionsOf(raw: Record<string, unknown>): NameTable {
  const out: NameTable = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k.startsWith('_') || k === 'patterns' || !v || typeof v !== 'object') continue;
    out[k] = v as Record<string, string>;
  }
  return out;
}

const TABLES = Object.fromEntries(LOCALES.map((l) => [l, sectionsOf(RAW[l])])) as Record<Locale, NameTable>;
const PATTERNS = Object.fromEntries(LOCALES.map((l) => [l, (RAW[l].patterns ?? {}) as Record<string, string>])) as Record<Locale, Record<string, string>>;

/** The English sections and their keys: the contract every locale fills. */
export const NAME_SECTIONS: readonly string[] = Object.keys(TABLES.en);

let flat: Partial<Record<Locale, Map<string, string>>> = {};
function flatOf(locale: Locale): Map<string, string> {
  let m = flat[locale];
  if (!m) {
    m = new Map();
    // English sections in their order decide which entry answers a bare key.
    for (const section of NAME_SECTIONS) {
      const t = TABLES[locale][section];
      if (!t) continue;
      for (const key of Object.keys(TABLES.en[section])) {
        const v = t[key];
        if (typeof v === 'string' && v !== '' && !m.has(key)) m.set(key, v);
      }
    }
    flat[locale] = m;
  }
  return m;
}

/** Every English key of every section (the flat key set). */
export function englishNameKeys(): ReadonlySet<string> {
  return new Set(flatOf('en').keys());
}

/** True when `english` is a name of the tables (in any section). */
export const isKnownName = (english: string): boolean => flatOf('en').has(english);

/**
 * The name in `locale` of an English key, from `section` when given, else from whichever section
 * holds the key. Undefined when the key is not a name of the tables.
 */
export function localName(english: string, locale: Locale, section?: string): string | undefined {
  if (section) return TABLES[locale][section]?.[english];
  return flatOf(locale).get(english);
}

/** Like localName, but falls back to the English key itself (for display). */
export const displayName = (english: string, locale: Locale, section?: string): string => localName(english, locale, section) ?? english;

/** A lunar month's name with its adhika or kshaya form, as the locale writes it ("अधिक श्रावण"). */
export function masaName(english: string, locale: Locale, form: 'plain' | 'adhika' | 'kshaya' | 'nija' = 'plain'): string {
  const masa = displayName(english, locale, 'masas');
  if (form === 'plain') return masa;
  const pattern = PATTERNS[locale][`${form}_masa`] ?? PATTERNS.en[`${form}_masa`];
  return pattern.replace('{masa}', masa);
}

export interface NameCoverage {
  keys: number;
  present: number;
  complete: boolean;
  /** Per section: [present, keys]. */
  sections: Record<string, [number, number]>;
}

/** How much of the English table a locale fills, computed from the content (never declared). */
export function nameCoverage(locale: Locale): NameCoverage {
  let keys = 0;
  let present = 0;
  const sections: Record<string, [number, number]> = {};
  for (const s of NAME_SECTIONS) {
    const want = Object.keys(TABLES.en[s]);
    const have = want.filter((k) => typeof TABLES[locale][s]?.[k] === 'string' && TABLES[locale][s][k] !== '').length;
    sections[s] = [have, want.length];
    keys += want.length;
    present += have;
  }
  for (const p of Object.keys(PATTERNS.en)) { keys += 1; if (PATTERNS[locale][p]?.includes('{masa}')) present += 1; }
  return { keys, present, complete: present === keys, sections };
}

/** The raw table of a locale (tests and the app's name lookups). */
export const nameTable = (locale: Locale): NameTable => TABLES[locale];
export const namePatterns = (locale: Locale): Record<string, string> => PATTERNS[locale];
