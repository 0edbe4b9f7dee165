/** Reports: compositions of the engines into documents (JSON) and their PDF rendering. See README.md. */
export * from './common';
export * from './document';
export { kundliReport, TIERS, type Tier, VARGAS_OF, type KundliInput, type KundliReport, type Subject } from './kundli';
export { matchReport, type MatchInput, type MatchPerson } from './match';
export { varshaphalReport, sadeSatiReport, mangalReport, dashaReport, type FocusedInput, yearSpanDays } from './focused';
export { numerologyReport, compatibleDrivers, DIGIT_PLANET, type NumerologyInput } from './numerology';
export { horoscopeReport, type HoroscopeInput, type HoroscopeKind } from './horoscope';
export { renderPdf, type PdfInput } from './pdf';
export type { NatalInput } from './natal';
