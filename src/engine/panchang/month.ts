/**
 * The Hindu lunar month and year.
 *
 * Amanta month (new moon to new moon): named from the sidereal sign of the Sun at the new moon
 * that begins it: Sun in Pisces -> Chaitra (1), Aries -> Vaishakha (2), ... (the month in which
 * the Sun enters the next sign). When the Sun is in the same sign at both new moons (no
 * sankranti in the month) the month is adhika (leap) and takes the name of the month that
 * follows it; when it passes two signs (two sankrantis) the month is kshaya. The month of a day
 * is the one in force at its sunrise.
 *
 * Purnimanta month (full moon to full moon): equal to the amanta month in Shukla paksha and one
 * ahead in Krishna paksha; an adhika month keeps its amanta span and name in both systems
 * (the leap month is inserted whole between the two halves of the purnimanta month).
 *
 * Year: Shaka = Gregorian - 78 from Chaitra Shukla Pratipada (the amanta new year), else - 79;
 * Vikram (Chaitradi, as in North India) = Shaka + 135. Samvatsara: the 60-year cycle counted
 * from the Shaka year, (Shaka + 11) mod 60 (Shaka 1946 = Krodhi, 2024-25), the Chandramana
 * convention of Ugadi calendars.
 */
import type { Sky } from './elements';

export const MASAS = ['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashwin',
  'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'] as const;
export const MASA_SANSKRIT = ['Chaitra', 'Vaishakha', 'Jyaishtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashvayuja',
  'Kartika', 'Margashirsha', 'Pushya', 'Magha', 'Phalguna'] as const;

export const SAMVATSARAS = ['Prabhava', 'Vibhava', 'Shukla', 'Pramoda', 'Prajapati', 'Angirasa', 'Shrimukha', 'Bhava',
  'Yuva', 'Dhatri', 'Ishvara', 'Bahudhanya', 'Pramathi', 'Vikrama', 'Vrisha', 'Chitrabhanu', 'Subhanu', 'Tarana',
  'Parthiva', 'Vyaya', 'Sarvajit', 'Sarvadhari', 'Virodhi', 'Vikriti', 'Khara', 'Nandana', 'Vijaya', 'Jaya',
  'Manmatha', 'Durmukhi', 'Hevilambi', 'Vilambi', 'Vikari', 'Sharvari', 'Plava', 'Shubhakrit', 'Shobhakrit',
  'Krodhi', 'Vishvavasu', 'Parabhava', 'Plavanga', 'Kilaka', 'Saumya', 'Sadharana', 'Virodhikrit', 'Paridhavi',
  'Pramadi', 'Ananda', 'Rakshasa', 'Nala', 'Pingala', 'Kalayukti', 'Siddharthi', 'Raudra', 'Durmati', 'Dundubhi',
  'Rudhirodgari', 'Raktakshi', 'Krodhana', 'Akshaya'] as const;

/** Ritus by amanta month pairs (Chaitra-Vaishakha Vasanta ... Magha-Phalguna Shishira). */
export const RITUS = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;
export const SOLAR_MONTHS = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika',
  'Dhanu', 'Makara', 'Kumbha', 'Meena'] as const;

export interface Lunation {
  /** New moon that begins the amanta month, and the next one (JD UT). */
  start: number;
  end: number;
  /** Amanta month 1-12 (1 = Chaitra). */
  month: number;
  adhika: boolean;
  kshaya: boolean;
}

const signAt = (sky: Sky, t: number) => Math.floor(sky.sunSidereal(t) / 30);

/** The amanta lunation in force at t. */
export function lunationAt(sky: Sky, t: number): Lunation {
  const start = sky.prevSyzygy(t, false);
  const end = sky.nextSyzygy(t + 1e-6, false);
  return lunationBetween(sky, start, end);
}

export function lunationBetween(sky: Sky, start: number, end: number): Lunation {
  const s0 = signAt(sky, start);
  const s1 = signAt(sky, end);
  const passed = (s1 - s0 + 12) % 12;
  return { start, end, month: ((s0 + 1) % 12) + 1, adhika: passed === 0, kshaya: passed >= 2 };
}

export interface HinduMonth {
  amanta: { index: number; name: (typeof MASAS)[number]; sanskrit: string };
  purnimanta: { index: number; name: (typeof MASAS)[number]; sanskrit: string };
  adhika: boolean;
  kshaya: boolean;
  lunation: Lunation;
}

export function hinduMonth(lun: Lunation, tithi: number): HinduMonth {
  const a = lun.month;
  const p = tithi > 15 && !lun.adhika ? (a % 12) + 1 : a;
  const obj = (i: number) => ({ index: i, name: MASAS[i - 1], sanskrit: MASA_SANSKRIT[i - 1] });
  return { amanta: obj(a), purnimanta: obj(p), adhika: lun.adhika, kshaya: lun.kshaya, lunation: lun };
}

export interface Samvat {
  shaka: number;
  vikram: number;
  samvatsara: string;
  samvatsara_index: number;
}

/** Year numbers for a Gregorian year and the amanta month in force. */
export function samvat(gregorianYear: number, gregorianMonth: number, amantaMonth: number): Samvat {
  // Before Chaitra Shukla Pratipada (Jan-Apr dates still in Pausha, Magha or Phalguna) the old year runs.
  const beforeNewYear = gregorianMonth <= 5 && amantaMonth >= 10;
  const shaka = gregorianYear - (beforeNewYear ? 79 : 78);
  const k = (((shaka + 11) % 60) + 60) % 60;
  return { shaka, vikram: shaka + 135, samvatsara: SAMVATSARAS[k], samvatsara_index: k + 1 };
}

export const rituOf = (amantaMonth: number): string => RITUS[Math.floor((amantaMonth - 1) / 2)];

/** Ayana from the sidereal Sun: Uttarayana from Makara Sankranti (Capricorn) to Karka Sankranti (Cancer). */
export function ayanaOf(sunSidereal: number): 'Uttarayana' | 'Dakshinayana' {
  const s = Math.floor(sunSidereal / 30);
  return s >= 9 || s <= 2 ? 'Uttarayana' : 'Dakshinayana';
}
/** Tropical ayana (solstice based), as "Drik Ayana". */
export function tropicalAyanaOf(sunTropical: number): 'Uttarayana' | 'Dakshinayana' {
  return sunTropical >= 270 || sunTropical < 90 ? 'Uttarayana' : 'Dakshinayana';
}
