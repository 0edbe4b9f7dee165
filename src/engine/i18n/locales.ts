/**
 * The ten locales Akasha speaks: English plus nine Indian languages, each with the Unicode
 * script its names are written in. One list for the API, the app, the widgets and the tests.
 */
export const LOCALES = ['en', 'hi', 'mr', 'bn', 'kn', 'ta', 'te', 'gu', 'ml', 'pa'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  name_en: string;
  name_native: string;
  /** Unicode script name (as in `\p{Script=...}`). */
  script: 'Latin' | 'Devanagari' | 'Bengali' | 'Kannada' | 'Tamil' | 'Telugu' | 'Gujarati' | 'Malayalam' | 'Gurmukhi';
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { code: 'en', name_en: 'English', name_native: 'English', script: 'Latin' },
  hi: { code: 'hi', name_en: 'Hindi', name_native: 'हिन्दी', script: 'Devanagari' },
  mr: { code: 'mr', name_en: 'Marathi', name_native: 'मराठी', script: 'Devanagari' },
  bn: { code: 'bn', name_en: 'Bengali', name_native: 'বাংলা', script: 'Bengali' },
  kn: { code: 'kn', name_en: 'Kannada', name_native: 'ಕನ್ನಡ', script: 'Kannada' },
  ta: { code: 'ta', name_en: 'Tamil', name_native: 'தமிழ்', script: 'Tamil' },
  te: { code: 'te', name_en: 'Telugu', name_native: 'తెలుగు', script: 'Telugu' },
  gu: { code: 'gu', name_en: 'Gujarati', name_native: 'ગુજરાતી', script: 'Gujarati' },
  ml: { code: 'ml', name_en: 'Malayalam', name_native: 'മലയാളം', script: 'Malayalam' },
  pa: { code: 'pa', name_en: 'Punjabi', name_native: 'ਪੰਜਾਬੀ', script: 'Gurmukhi' },
};

export const isLocale = (s: string): s is Locale => (LOCALES as readonly string[]).includes(s);

/**
 * The best locale of ours for a BCP 47 tag (`hi-IN` -> hi, `en-GB` -> en, `ta` -> ta), or
 * undefined when none fits. Used for the browser's language and a page's `<html lang>`.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}
