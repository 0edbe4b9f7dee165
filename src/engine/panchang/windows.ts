/**
 * The daily time windows, all derived from sunrise, sunset and the next sunrise (no further
 * ephemeris calls). The day (dinamana) is sunrise to sunset, the night (ratrimana) sunset to
 * the next sunrise; both are divided into unequal parts, as the texts divide them.
 */
import { VARA_LORDS } from './day';

export interface Interval { start: number; end: number }

const part = (from: number, length: number, i: number, n: number): Interval =>
  ({ start: from + (length * i) / n, end: from + (length * (i + 1)) / n });

/**
 * Rahu Kaal, Yamaganda, Gulika: the day in eight equal parts; the part (1-8) by weekday
 * (Sunday first). Rahu: 8 2 7 5 6 4 3 (Monday 2nd, the familiar "7:30-9:00" with a 6:00 sunrise).
 */
export const RAHU_SEGMENT = [8, 2, 7, 5, 6, 4, 3] as const;
export const YAMAGANDA_SEGMENT = [5, 4, 3, 2, 1, 7, 6] as const;
export const GULIKA_SEGMENT = [7, 6, 5, 4, 3, 2, 1] as const;

export function eighthOfDay(sunrise: number, sunset: number, segment: number): Interval {
  return part(sunrise, sunset - sunrise, segment - 1, 8);
}

/** Abhijit: the 8th of the 15 muhurtas of the day (around local noon). Not auspicious on Wednesday. */
export function abhijit(sunrise: number, sunset: number): Interval {
  return part(sunrise, sunset - sunrise, 7, 15);
}

/**
 * Brahma Muhurta: the 14th of the 15 muhurtas of the night that ends at this day's sunrise
 * (previous sunset to sunrise), i.e. from two night-muhurtas before sunrise to one.
 */
export function brahmaMuhurta(prevSunset: number, sunrise: number): Interval {
  return part(prevSunset, sunrise - prevSunset, 13, 15);
}

/** Pradosh Kaal: the first three muhurtas of the night (sunset to sunset + night/5). */
export function pradosh(sunset: number, nextSunrise: number): Interval {
  return { start: sunset, end: sunset + (nextSunrise - sunset) / 5 };
}

/** Nishita: the 8th of the 15 muhurtas of the night (around local midnight). */
export function nishita(sunset: number, nextSunrise: number): Interval {
  return part(sunset, nextSunrise - sunset, 7, 15);
}

/** Parts of the day in the five-fold division (pratah, sangava, madhyahna, aparahna, sayahna), 1-5. */
export function fifthOfDay(sunrise: number, sunset: number, n: number): Interval {
  return part(sunrise, sunset - sunrise, n - 1, 5);
}

/**
 * Durmuhurta: muhurtas (1-15 of the day, 16-30 of the night) by weekday, as Muhurta Chintamani
 * lists them: Sun 14; Mon 9, 12; Tue 4 and the 7th of the night; Wed 8; Thu 6, 12; Fri 4, 9; Sat 1, 2.
 */
export const DURMUHURTA = [[14], [9, 12], [4, 22], [8], [6, 12], [4, 9], [1, 2]] as const;

export function durmuhurtas(vara: number, sunrise: number, sunset: number, nextSunrise: number): (Interval & { muhurta: number; of_night: boolean })[] {
  return DURMUHURTA[vara].map((m) => {
    const night = m > 15;
    const iv = night ? part(sunset, nextSunrise - sunset, m - 16, 15) : part(sunrise, sunset - sunrise, m - 1, 15);
    return { start: iv.start, end: iv.end, muhurta: night ? m - 15 : m, of_night: night };
  });
}

/** Chaldean order of the hora lords (each hour's lord is the next in this list). */
export const HORA_ORDER = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars'] as const;
const horaIndexOf = (lord: string) => HORA_ORDER.indexOf(lord as (typeof HORA_ORDER)[number]);

export interface Hora extends Interval { index: number; lord: string; day: boolean }

/** 24 unequal horas: 12 from sunrise to sunset, 12 from sunset to next sunrise; the first lord is the weekday's. */
export function horas(vara: number, sunrise: number, sunset: number, nextSunrise: number): Hora[] {
  const first = horaIndexOf(VARA_LORDS[vara]);
  const out: Hora[] = [];
  for (let i = 0; i < 24; i++) {
    const iv = i < 12 ? part(sunrise, sunset - sunrise, i, 12) : part(sunset, nextSunrise - sunset, i - 12, 12);
    out.push({ start: iv.start, end: iv.end, index: i + 1, lord: HORA_ORDER[(first + i) % 7], day: i < 12 });
  }
  return out;
}

/** Hora-dinman: 24 horas of exactly 60 minutes from sunrise (12 "day" + 12 "night"), same lord sequence. */
export function horasOfSixtyMinutes(vara: number, sunrise: number): Hora[] {
  const first = horaIndexOf(VARA_LORDS[vara]);
  return Array.from({ length: 24 }, (_, i) => ({
    start: sunrise + i / 24, end: sunrise + (i + 1) / 24, index: i + 1, lord: HORA_ORDER[(first + i) % 7], day: i < 12,
  }));
}

/** Hora qualities as the muhurta books give them (benefic lords good, malefic bad). */
export const HORA_QUALITY: Record<string, 'good' | 'neutral' | 'bad'> = {
  Sun: 'neutral', Venus: 'good', Mercury: 'good', Moon: 'good', Saturn: 'bad', Jupiter: 'good', Mars: 'bad',
};

/**
 * Choghadiya: day and night each in 8 equal parts. Names follow the hora order (Udveg = Sun,
 * Chal = Venus, Labh = Mercury, Amrit = Moon, Kaal = Saturn, Shubh = Jupiter, Rog = Mars).
 * The day starts with the weekday lord's and advances one step; the night starts five steps on
 * and advances five steps (Sunday: day Udveg.., night Shubh, Amrit, Chal, Rog, Kaal, Labh, Udveg, Shubh).
 */
export const CHOGHADIYA_NAMES = ['Udveg', 'Chal', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'] as const;
export const CHOGHADIYA_QUALITY: Record<string, 'good' | 'neutral' | 'bad'> = {
  Udveg: 'bad', Chal: 'neutral', Labh: 'good', Amrit: 'good', Kaal: 'bad', Shubh: 'good', Rog: 'bad',
};

export interface Choghadiya extends Interval { index: number; name: string; lord: string; quality: 'good' | 'neutral' | 'bad' }

export function choghadiya(vara: number, sunrise: number, sunset: number, nextSunrise: number): { day: Choghadiya[]; night: Choghadiya[] } {
  const first = horaIndexOf(VARA_LORDS[vara]);
  const mk = (from: number, len: number, startIdx: number, step: number) => Array.from({ length: 8 }, (_, i) => {
    const k = (startIdx + i * step) % 7;
    const name = CHOGHADIYA_NAMES[k];
    const iv = part(from, len, i, 8);
    return { start: iv.start, end: iv.end, index: i + 1, name, lord: HORA_ORDER[k], quality: CHOGHADIYA_QUALITY[name] };
  });
  return { day: mk(sunrise, sunset - sunrise, first, 1), night: mk(sunset, nextSunrise - sunset, first + 5, 5) };
}
