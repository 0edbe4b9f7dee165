/**
 * Day qualities from the weekday and the Moon: the vara-nakshatra yogas (Amrita Siddhi,
 * Sarvartha Siddhi, Guru/Ravi Pushya, the Anandadi 28 and the Tamil yogas), Disha Shool,
 * Nakshatra Shool, Moon Nivas (Chandra vasa) and Panchaka. A vara-nakshatra yoga holds while
 * that nakshatra runs within that weekday (sunrise to next sunrise): its window is the overlap.
 */
import { NAKSHATRAS } from '../vedic/zodiac';
import type { Sky, Span } from './elements';
import type { Interval } from './windows';

const N = (name: string) => NAKSHATRAS.indexOf(name as (typeof NAKSHATRAS)[number]) + 1;
const PUSHYA = N('Pushya');

/** Amrita Siddhi: Sun-Hasta, Mon-Mrigashira, Tue-Ashwini, Wed-Anuradha, Thu-Pushya, Fri-Revati, Sat-Rohini. */
export const AMRITA_SIDDHI = ['Hasta', 'Mrigashira', 'Ashwini', 'Anuradha', 'Pushya', 'Revati', 'Rohini'].map(N);

/** Sarvartha Siddhi: weekday -> nakshatras (Muhurta Chintamani). */
export const SARVARTHA_SIDDHI: readonly number[][] = [
  ['Hasta', 'Mula', 'Uttara Ashadha', 'Uttara Phalguni', 'Uttara Bhadrapada', 'Ashwini', 'Pushya'],
  ['Shravana', 'Rohini', 'Mrigashira', 'Pushya', 'Anuradha'],
  ['Ashwini', 'Uttara Bhadrapada', 'Krittika', 'Ashlesha'],
  ['Rohini', 'Anuradha', 'Hasta', 'Krittika', 'Mrigashira'],
  ['Revati', 'Anuradha', 'Ashwini', 'Punarvasu', 'Pushya'],
  ['Revati', 'Anuradha', 'Ashwini', 'Punarvasu', 'Shravana'],
  ['Shravana', 'Rohini', 'Swati'],
].map((r) => r.map(N));

export interface VaraYoga extends Interval { name: string; nakshatra: number; nakshatra_name: string; description: string }

/** Every Siddhi-type yoga of the weekday during [t0, t1) (the panchang day). */
export function siddhiYogas(vara: number, nakshatras: Span[], t0: number, t1: number): VaraYoga[] {
  const out: VaraYoga[] = [];
  for (const n of nakshatras) {
    const iv = { start: Math.max(n.start, t0), end: Math.min(n.end, t1) };
    if (iv.end <= iv.start) continue;
    const yoga = (name: string, description: string): VaraYoga => ({ start: iv.start, end: iv.end, nakshatra: n.index, nakshatra_name: n.name, name, description });
    if (AMRITA_SIDDHI[vara] === n.index) out.push(yoga('Amrita Siddhi', `${n.name} on ${VARA_NAMES[vara]}: Amrita Siddhi Yoga, auspicious for every undertaking`));
    if (SARVARTHA_SIDDHI[vara].includes(n.index)) out.push(yoga('Sarvartha Siddhi', `${n.name} on ${VARA_NAMES[vara]}: Sarvartha Siddhi Yoga, success in all aims`));
    if (n.index === PUSHYA && vara === 4) out.push(yoga('Guru Pushya', 'Pushya on Thursday: Guru Pushya Yoga, for purchases, learning and new starts'));
    if (n.index === PUSHYA && vara === 0) out.push(yoga('Ravi Pushya', 'Pushya on Sunday: Ravi Pushya Yoga, for medicine, mantra and new starts'));
  }
  return out;
}

const VARA_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Anandadi yogas: 28 yogas counted from a weekday's starting nakshatra in the 28-nakshatra
 * scheme (Abhijit between Uttara Ashadha and Shravana: from 276 deg 40' to 280 deg 53' 20").
 * Starts: Sun Ashwini, Mon Mrigashira, Tue Ashlesha, Wed Hasta, Thu Anuradha, Fri Uttara
 * Ashadha, Sat Shatabhisha (every fourth of the 28).
 */
export const ANANDADI = ['Ananda', 'Kaladanda', 'Dhumra', 'Prajapati', 'Saumya', 'Dhwanksha', 'Dhwaja', 'Shrivatsa',
  'Vajra', 'Mudgara', 'Chhatra', 'Mitra', 'Manasa', 'Padma', 'Lumbaka', 'Utpata', 'Mrityu', 'Kana', 'Siddhi',
  'Shubha', 'Amrita', 'Musala', 'Gada', 'Matanga', 'Rakshasa', 'Chara', 'Sthira', 'Vardhamana'] as const;
const ANANDADI_BAD = new Set(['Kaladanda', 'Dhumra', 'Dhwanksha', 'Vajra', 'Mudgara', 'Lumbaka', 'Utpata', 'Mrityu', 'Kana', 'Musala', 'Gada', 'Rakshasa']);
export const NAKSHATRAS_28 = [...NAKSHATRAS.slice(0, 21), 'Abhijit', ...NAKSHATRAS.slice(21)] as const;
/** Sidereal boundaries (deg) of the 28 nakshatras: equal 13deg20' except Uttara Ashadha/Abhijit/Shravana. */
const B28: number[] = (() => {
  const b: number[] = [];
  for (let i = 0; i <= 21; i++) b.push((i * 40) / 3); // starts of 1..21 and end of U.Ashadha at 280 -> adjusted below
  b[21] = 276 + 2 / 3; // Abhijit starts at 276 40'
  b.push(280 + 8 / 9); // Shravana starts at 280 53' 20"
  for (let i = 22; i <= 27; i++) b.push((i * 40) / 3); // Dhanishta .. Revati start, and 360
  return b; // 29 values: start of each of the 28, plus 360
})();

export interface AnandadiYoga extends Interval { index: number; name: string; nakshatra28: string; quality: 'good' | 'bad' }

export function anandadiYogas(sky: Sky, vara: number, t0: number, t1: number): AnandadiYoga[] {
  const startOfDay = vara * 4; // 0-based index in the 28 scheme
  const out: AnandadiYoga[] = [];
  let t = t0;
  for (let guard = 0; guard < 6 && t < t1; guard++) {
    const lon = sky.moonSidereal(t);
    let k = 0;
    while (k < 27 && lon >= B28[k + 1]) k++;
    const end = sky.solve('moon', B28[k + 1] % 360, t + (B28[k + 1] - lon) / 13.2);
    const start = out.length === 0 ? sky.solve('moon', B28[k], t - (lon - B28[k]) / 13.2) : t;
    const idx = (k - startOfDay + 28) % 28;
    out.push({ start, end, index: idx + 1, name: ANANDADI[idx], nakshatra28: NAKSHATRAS_28[k], quality: ANANDADI_BAD.has(ANANDADI[idx]) ? 'bad' : 'good' });
    t = end + 1e-7;
  }
  return out;
}

/**
 * Tamil yogas (Siddha, Amrita, Marana, Prabalarishta) from weekday and nakshatra, as the
 * Tamil panchangams print them (PyJHora's table): 0 Siddha, 1 Prabalarishta, 2 Marana, 3 Amrita.
 */
const TAMIL_TABLE = [
  [0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 3, 0, 0, 0, 2, 2, 2, 3, 0, 3, 3, 2, 0, 0, 3, 3],
  [0, 0, 2, 3, 0, 0, 3, 0, 0, 2, 0, 0, 0, 1, 3, 2, 0, 0, 0, 2, 2, 3, 0, 0, 0, 0, 0],
  [0, 0, 0, 3, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 2, 3, 0, 1, 0, 0, 2, 2, 3, 0],
  [2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 3, 3, 2, 0, 0, 0, 0, 0, 2, 3, 3, 0, 1, 0, 3, 0, 2],
  [3, 0, 2, 2, 2, 2, 3, 0, 0, 3, 0, 2, 0, 0, 3, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0],
  [3, 0, 0, 2, 0, 0, 0, 2, 2, 2, 0, 0, 3, 0, 0, 0, 0, 2, 3, 1, 0, 2, 0, 0, 0, 0, 0],
  [0, 0, 0, 3, 0, 0, 0, 0, 2, 3, 0, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2, 0, 1],
] as const;
export const TAMIL_YOGA_NAMES = ['Siddha', 'Prabalarishta', 'Marana', 'Amrita'] as const;

export function tamilYogas(vara: number, nakshatras: Span[], t0: number, t1: number) {
  return nakshatras
    .map((n) => {
      const name = TAMIL_YOGA_NAMES[TAMIL_TABLE[vara][n.index - 1]];
      return { start: Math.max(n.start, t0), end: Math.min(n.end, t1), nakshatra: n.index, nakshatra_name: n.name, name, quality: name === 'Siddha' || name === 'Amrita' ? 'good' as const : 'bad' as const };
    })
    .filter((y) => y.end > y.start);
}

/** Disha Shool by weekday: Sun West, Mon East, Tue North, Wed North, Thu South, Fri West, Sat East. */
export const DISHA_SHOOL = ['West', 'East', 'North', 'North', 'South', 'West', 'East'] as const;

/** Nakshatra Shool: Jyeshtha East, Purva Bhadrapada South, Rohini West, Uttara Phalguni North; else none. */
const NAK_SHOOL: Record<number, string> = { [N('Jyeshtha')]: 'East', [N('Purva Bhadrapada')]: 'South', [N('Rohini')]: 'West', [N('Uttara Phalguni')]: 'North' };
export function nakShool(nakshatra: number): string | null {
  return NAK_SHOOL[nakshatra] ?? null;
}

/** Moon Nivas (Chandra vasa): fire signs East, earth South, air West, water North (sign 0 = Aries). */
export function moonNivas(moonSign: number): string {
  return ['East', 'South', 'West', 'North'][moonSign % 4];
}

/**
 * Panchaka: the Moon in the last five nakshatras (Dhanishta second half to Revati, i.e. sidereal
 * Aquarius and Pisces, 300-360 deg). Its kind follows the weekday on which it begins:
 * Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu; Wednesday and
 * Thursday panchakas carry no named dosha.
 */
export const PANCHAKA_KIND: readonly (string | null)[] = ['Roga', 'Raja', 'Agni', null, null, 'Chora', 'Mrityu'];
/** The service's index: 1 Mrityu, 2 Agni, 3 Raja, 4 Chora, 5 Roga. */
export const PANCHAKA_INDEX: Record<string, number> = { Mrityu: 1, Agni: 2, Raja: 3, Chora: 4, Roga: 5 };

/** The panchaka period (Moon 300 -> 360 deg sidereal) in force at t or starting within [t, t1), or null. */
export function panchakaNear(sky: Sky, t: number, t1: number): Interval | null {
  const lon = sky.moonSidereal(t);
  if (lon >= 300) {
    return { start: sky.solve('moon', 300, t - (lon - 300) / 13.2), end: sky.solve('moon', 0, t + (360 - lon) / 13.2) };
  }
  const start = sky.solve('moon', 300, t + (300 - lon) / 13.2);
  if (start >= t1) return null;
  return { start, end: sky.solve('moon', 0, start + 60 / 13.2) };
}
