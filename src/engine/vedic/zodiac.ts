/**
 * Signs, nakshatras and their lords: the fixed tables every family shares.
 * Indices: sign_index 0 = Aries (spec 2.1); nakshatra 1-27 (1 = Ashwini), pada 1-4.
 */
import { normDeg } from '../ephemeris/ephemeris';

export const SIGNS = [
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
  'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
] as const;
export type SignName = (typeof SIGNS)[number];

/** Classical (Parashara) sign lords; the nodes own no sign here. */
export const SIGN_LORDS = [
  'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury',
  'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
] as const;

export const NAKSHATRAS = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
  'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
  'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
] as const;

/** Vimshottari order of nakshatra lords, repeating from Ashwini (Ketu). */
export const NAKSHATRA_LORD_CYCLE = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'] as const;

export const NAKSHATRA_SPAN_DEG = 360 / 27; // 13 deg 20'
export const PADA_SPAN_DEG = NAKSHATRA_SPAN_DEG / 4; // 3 deg 20'

export const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type Graha = (typeof GRAHAS)[number];
export const GRAHA_ABBR: Record<Graha, string> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
};

export interface SignPosition {
  longitude: number;
  sign_index: number;
  sign: SignName;
  degree_in_sign: number;
  dms_in_sign: string;
  ruler: string;
}

export type NakshatraName = (typeof NAKSHATRAS)[number];
export type NakshatraLord = (typeof NAKSHATRA_LORD_CYCLE)[number];

export interface NakshatraPosition {
  nakshatra: NakshatraName;
  nakshatra_index: number;
  pada: number;
  nakshatra_lord: NakshatraLord;
}

/** Degrees to 23°26'45" (seconds rounded; carries handled). */
export function dms(deg: number): string {
  let totalSec = Math.round(deg * 3600);
  const d = Math.floor(totalSec / 3600);
  totalSec -= d * 3600;
  const m = Math.floor(totalSec / 60);
  const s = totalSec - m * 60;
  return `${d}°${String(m).padStart(2, '0')}'${String(s).padStart(2, '0')}"`;
}

export const round = (x: number, digits = 6): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** Spec 2.1 sign position of a sidereal longitude. */
export function signPosition(longitude: number): SignPosition {
  const lon = normDeg(longitude);
  const idx = Math.min(11, Math.floor(lon / 30));
  const inSign = lon - idx * 30;
  return {
    longitude: round(lon),
    sign_index: idx,
    sign: SIGNS[idx],
    degree_in_sign: round(inSign),
    dms_in_sign: dms(inSign),
    ruler: SIGN_LORDS[idx],
  };
}

/** Nakshatra (1-27), pada (1-4) and Vimshottari lord of a sidereal longitude. */
export function nakshatraPosition(longitude: number): NakshatraPosition {
  const lon = normDeg(longitude);
  const i = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const pada = Math.min(4, Math.floor((lon - i * NAKSHATRA_SPAN_DEG) / PADA_SPAN_DEG) + 1);
  return { nakshatra: NAKSHATRAS[i], nakshatra_index: i + 1, pada, nakshatra_lord: NAKSHATRA_LORD_CYCLE[i % 9] };
}

/** Whole-sign house (1-12) of a longitude counted from the ascendant's sign. */
export function wholeSignHouse(longitude: number, ascendantLongitude: number): number {
  const s = Math.floor(normDeg(longitude) / 30);
  const a = Math.floor(normDeg(ascendantLongitude) / 30);
  return ((s - a + 12) % 12) + 1;
}
