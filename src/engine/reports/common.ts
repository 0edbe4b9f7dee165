/**
 * What every report shares: the envelope (Locale, Branding, Subject, GeneratedAt, Contents,
 * Sections, Warnings; PascalCase at the top as the service's reports, snake_case leaves), the
 * report kinds with their page targets, and small formatting helpers.
 */
import { jdToLocal } from '../time/julian';
import { dms, type Graha, nakshatraPosition, SIGNS, SIGN_LORDS, signPosition } from '../vedic/zodiac';
import { type Block, chapter, para, type ReportSection } from './document';

export const REPORT_VERSION = 'akasha-reports-1';

export const REPORT_KINDS = [
  'kundli_brihad', 'kundli_detailed', 'kundli_lite', 'match_making', 'varshaphal', 'sade_sati', 'mangal_dosha', 'numerology',
  'dasha_analysis', 'horoscope_daily', 'horoscope_weekly', 'horoscope_monthly',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Record<ReportKind, string> = {
  kundli_brihad: 'Brihad Kundli', kundli_detailed: 'Detailed Kundli', kundli_lite: 'Kundli (summary)', match_making: 'Match-making (Kundli Milan)',
  varshaphal: 'Varshaphal (Annual Horoscope)', sade_sati: 'Sade Sati', mangal_dosha: 'Mangal Dosha', numerology: 'Vedic Numerology',
  dasha_analysis: 'Vimshottari Dasha Analysis', horoscope_daily: 'Daily Horoscope', horoscope_weekly: 'Weekly Horoscope', horoscope_monthly: 'Monthly Horoscope',
};

export interface Branding {
  CompanyName: string; LogoURL: string | null; PrimaryColor: string; SecondaryColor: string; FooterText: string; WatermarkText: string | null;
}
/** The one branding of offline Akasha (the service lets white-label accounts set theirs). */
export const BRANDING: Branding = {
  CompanyName: 'Akasha', LogoURL: null, PrimaryColor: '#4B2E83', SecondaryColor: '#B8860B',
  FooterText: 'Computed offline by Akasha (Swiss Ephemeris). For reflection and study; not a substitute for professional advice.', WatermarkText: null,
};

export interface ReportEnvelope {
  Report: { kind: ReportKind; title: string; version: string };
  Locale: 'en';
  RequestedLocale: string;
  Branding: Branding;
  GeneratedAt: string;
  Contents: { id: string; heading: string }[];
  Sections: ReportSection[];
  Warnings: string[];
}

export interface EnvelopeInput { kind: ReportKind; lang: string; generatedAt: string; sections: ReportSection[]; warnings: string[] }

export const LANGUAGE_WARNING = (lang: string) =>
  `reports are authored in English only so far: lang=${lang} is answered in English (names in IAST transliteration)`;

export function envelope(x: EnvelopeInput): ReportEnvelope {
  return {
    Report: { kind: x.kind, title: REPORT_TITLES[x.kind], version: REPORT_VERSION },
    Locale: 'en',
    RequestedLocale: x.lang,
    Branding: BRANDING,
    GeneratedAt: x.generatedAt,
    Contents: x.sections.filter((s) => s.level === 1).map((s) => ({ id: s.id, heading: s.heading })),
    Sections: x.sections,
    Warnings: [...x.warnings, ...(x.lang === 'en' ? [] : [LANGUAGE_WARNING(x.lang)])],
  };
}

/** Sign placement as the service's reports print it. */
export interface Placement { sign: string; dms_within: string; nakshatra: string; pada: number; nak_lord: string }
export function placementOf(longitude: number): Placement {
  const s = signPosition(longitude);
  const n = nakshatraPosition(longitude);
  return { sign: s.sign, dms_within: s.dms_in_sign, nakshatra: n.nakshatra, pada: n.pada, nak_lord: n.nakshatra_lord };
}

export const r2 = (x: number) => Math.round(x * 100) / 100;
export const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
export const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
export const signName = (i: number) => SIGNS[((i % 12) + 12) % 12];
export const signLord = (i: number) => SIGN_LORDS[((i % 12) + 12) % 12] as Graha;
export const dmsLon = (lon: number) => `${signName(Math.floor(lon / 30))} ${dms(lon - Math.floor(lon / 30) * 30)}`;
export const localDay = (jd: number, tz: string) => jdToLocal(jd, tz).slice(0, 10);
export const localMinute = (jd: number, tz: string) => jdToLocal(jd, tz).slice(0, 16);
export const ORD = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;

/** The last chapter of every report: how it was computed. */
export function methodChapter(lines: string[]): ReportSection {
  const blocks: Block[] = [
    ...lines.map(para),
    para('Text is authored in English; names of signs, nakshatras, yogas and remedies are given in IAST transliteration without diacritics in the PDF, whose standard Helvetica font cannot show Devanagari or accented letters.'),
    para(BRANDING.FooterText),
  ];
  return chapter('method', 'How this report was computed', blocks);
}
