/** Reports: compositions of the engines into documents (JSON) and their PDF rendering. See README.md. */
export * from './common';
export * from './document';
export { kundliReport, TIERS, type Tier, VARGAS_OF, type KundliInput, type KundliReport, type Subject } from './kundli';
export { matchReport, type MatchInput, type MatchPerson } from './match';
export { varshaphalReport, sadeSatiReport, mangalReport, dashaReport, type FocusedInput, yearSpanDays } from './focused';
export { numerologyReport, compatibleDrivers, DIGIT_PLANET, type NumerologyInput } from './numerology';
export { horoscopeReport, type HoroscopeInput, type HoroscopeKind } from './horoscope';
export type { PdfInput } from './pdf';

/**
 * Renders a report as PDF. pdf-lib and its fonts are a third of the engine's code and only PDF
 * answers need them, so the renderer is imported on the first PDF: a Worker's cold start does
 * not fetch, parse or run it (issue 16). The service worker bundle inlines it (one file).
 */
export async function renderPdf(r: import('./pdf').PdfInput): Promise<Uint8Array> {
  return (await import('./pdf')).renderPdf(r);
}
export type { NatalInput } from './natal';
