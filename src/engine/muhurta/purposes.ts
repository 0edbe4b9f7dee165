/**
 * What each purpose favours and forbids, and why. Qualities are 0-1 (1 favoured, 0 forbidden);
 * a forbidden value also raises a warning. Sources: Muhurta Chintamani of Daivajna Rama (MC;
 * ch. 6 Vivaha, ch. 5 Samskaras incl. Namakarana, ch. 11 Yatra, ch. 12 Griha-pravesha), as
 * summarised in B.V. Raman, *Muhurtha (Electional Astrology)*, and the nakshatra classes of
 * MC ch. 2 (Nakshatra prakarana):
 *   dhruva (fixed): Rohini, Uttara Phalguni, Uttara Ashadha, Uttara Bhadrapada - foundations,
 *     houses, lasting works;
 *   mridu (soft): Mrigashira, Chitra, Anuradha, Revati - marriage, arts, friendship;
 *   kshipra (light): Ashwini, Pushya, Hasta - trade, travel, learning, medicine;
 *   chara (movable): Punarvasu, Swati, Shravana, Dhanishta, Shatabhisha - travel, vehicles;
 *   ugra (fierce): Bharani, Magha, Purva Phalguni, Purva Ashadha, Purva Bhadrapada;
 *   tikshna (sharp): Ardra, Ashlesha, Jyeshtha, Mula; mishra (mixed): Krittika, Vishakha.
 * Tithis: the Rikta tithis (4th, 9th, 14th of either paksha: "empty") and Amavasya are avoided
 * for every auspicious start; the Nanda/Bhadra/Jaya/Purna groups are otherwise favourable.
 */
import { NAKSHATRAS } from '../vedic/zodiac';

export const PURPOSES = ['vivah', 'graha_pravesh', 'naamkaran', 'vyapar', 'yatra', 'general'] as const;
export type Purpose = (typeof PURPOSES)[number];
/** The scoring a purpose uses: general is vivah (spec 2.2). */
export const scoringOf = (p: Purpose): Exclude<Purpose, 'general'> => (p === 'general' ? 'vivah' : p);

const N = (...names: string[]) => names.map((n) => {
  const i = NAKSHATRAS.indexOf(n as (typeof NAKSHATRAS)[number]);
  if (i < 0) throw new Error(`unknown nakshatra ${n}`);
  return i + 1;
});

export interface NakshatraRule { best: number[]; medium: number[]; forbidden: number[]; why: string }

export const NAKSHATRA_RULES: Record<Exclude<Purpose, 'general'>, NakshatraRule> = {
  // MC 6: the eleven marriage stars; Pushya is excluded for marriage (the tradition of Brahma's curse).
  vivah: {
    best: N('Rohini', 'Mrigashira', 'Magha', 'Uttara Phalguni', 'Hasta', 'Swati', 'Anuradha', 'Mula', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Revati'),
    medium: N('Ashwini', 'Chitra', 'Shravana', 'Dhanishta'),
    forbidden: N('Bharani', 'Krittika', 'Ardra', 'Pushya', 'Ashlesha', 'Purva Phalguni', 'Vishakha', 'Jyeshtha', 'Purva Ashadha', 'Shatabhisha', 'Purva Bhadrapada'),
    why: 'MC 6: the eleven marriage stars (Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati)',
  },
  // MC 12: fixed and soft stars for entering a new house; fierce and sharp ones forbidden.
  graha_pravesh: {
    best: N('Rohini', 'Mrigashira', 'Uttara Phalguni', 'Chitra', 'Anuradha', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Revati'),
    medium: N('Punarvasu', 'Pushya', 'Hasta', 'Swati', 'Shravana', 'Dhanishta', 'Shatabhisha'),
    forbidden: N('Bharani', 'Krittika', 'Ardra', 'Ashlesha', 'Magha', 'Purva Phalguni', 'Vishakha', 'Jyeshtha', 'Mula', 'Purva Ashadha', 'Purva Bhadrapada'),
    why: 'MC 12: fixed (dhruva) and soft (mridu) stars for griha pravesha; fierce, sharp and mixed stars forbidden',
  },
  // MC 5 (namakarana): fixed, soft, light and movable stars; fierce, sharp, mixed avoided.
  naamkaran: {
    best: N('Ashwini', 'Rohini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Anuradha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Uttara Bhadrapada', 'Revati'),
    medium: [],
    forbidden: N('Bharani', 'Krittika', 'Ardra', 'Ashlesha', 'Magha', 'Purva Phalguni', 'Vishakha', 'Jyeshtha', 'Mula', 'Purva Ashadha', 'Purva Bhadrapada'),
    why: 'MC 5: fixed, soft, light and movable stars for naming; fierce, sharp and mixed stars avoided',
  },
  // MC 2/B.V. Raman: light (kshipra) stars for trade; fixed and soft good; movable medium.
  vyapar: {
    best: N('Ashwini', 'Pushya', 'Hasta', 'Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Mrigashira', 'Chitra', 'Anuradha', 'Revati'),
    medium: N('Punarvasu', 'Swati', 'Shravana', 'Dhanishta', 'Shatabhisha'),
    forbidden: N('Bharani', 'Magha', 'Purva Phalguni', 'Purva Ashadha', 'Purva Bhadrapada', 'Ardra', 'Ashlesha', 'Jyeshtha', 'Mula'),
    why: 'MC 2: light (kshipra) stars rule trade; fixed and soft ones favour lasting ventures; fierce and sharp ones are forbidden',
  },
  // MC 11: the nine yatra stars; the middling ones; the forbidden ones.
  yatra: {
    best: N('Ashwini', 'Mrigashira', 'Punarvasu', 'Pushya', 'Hasta', 'Anuradha', 'Shravana', 'Dhanishta', 'Revati'),
    medium: N('Rohini', 'Uttara Phalguni', 'Uttara Ashadha', 'Uttara Bhadrapada', 'Purva Phalguni', 'Purva Ashadha', 'Purva Bhadrapada', 'Mula', 'Jyeshtha', 'Shatabhisha'),
    forbidden: N('Bharani', 'Krittika', 'Ardra', 'Ashlesha', 'Magha', 'Chitra', 'Swati', 'Vishakha'),
    why: 'MC 11: the nine travel stars (Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishta, Revati)',
  },
};

export function nakshatraQuality(p: Exclude<Purpose, 'general'>, n: number): number {
  const r = NAKSHATRA_RULES[p];
  return r.best.includes(n) ? 1 : r.medium.includes(n) ? 0.5 : r.forbidden.includes(n) ? 0 : 0.25;
}

/** Position of a tithi (1-30) within its paksha, 1-15 (30 = Amavasya gives 15 in Krishna). */
export const pakshaPosition = (t: number): number => ((t - 1) % 15) + 1;
export const isRikta = (t: number): boolean => [4, 9, 14].includes(pakshaPosition(t));

/**
 * Tithi quality. Rikta (4, 9, 14) and Amavasya are 0 for all. Per purpose:
 *  vivah (MC 6): Shukla 2, 3, 5, 7, 10, 11, 13 best; Shukla 12 and Purnima good; Krishna 1, 2,
 *    3, 5 (the Moon still bright) good; Shukla 1, 6, 8 and the rest of Krishna weak.
 *  graha_pravesh (MC 12): Shukla 2, 3, 5, 7, 10, 11, 12, 13 and Purnima best; Krishna up to
 *    Dashami (non-Rikta) medium; later Krishna tithis weak.
 *  naamkaran (MC 5): every non-Rikta tithi of Shukla paksha, Krishna ones a little less; Ashtami weak.
 *  vyapar: Shukla 1, 2, 3, 5, 6, 7, 10, 11, 13, Purnima best; Krishna non-Rikta medium.
 *  yatra (MC 11): 2, 3, 5, 7, 10, 11, 13 of either paksha good (Shukla best); Pratipada medium;
 *    6, 8, 12, Purnima and Amavasya avoided.
 */
export function tithiQuality(p: Exclude<Purpose, 'general'>, t: number): number {
  if (t === 30 || isRikta(t)) return 0;
  const k = pakshaPosition(t);
  const shukla = t <= 15;
  switch (p) {
    case 'vivah':
      if (shukla) return [2, 3, 5, 7, 10, 11, 13].includes(k) ? 1 : [12, 15].includes(k) ? 0.75 : 0.25;
      return [1, 2, 3, 5].includes(k) ? 0.75 : 0.25;
    case 'graha_pravesh':
      if (shukla) return [2, 3, 5, 7, 10, 11, 12, 13, 15].includes(k) ? 1 : 0.5;
      return k <= 10 ? 0.5 : 0.25;
    case 'naamkaran':
      if (k === 8) return 0.25;
      return shukla ? 1 : 0.75;
    case 'vyapar':
      if (shukla) return [1, 2, 3, 5, 6, 7, 10, 11, 13, 15].includes(k) ? 1 : 0.5;
      return 0.5;
    case 'yatra':
      if ([6, 8, 12, 15].includes(k)) return 0;
      if (k === 1) return 0.5;
      return shukla ? 1 : 0.75;
  }
}

/**
 * Weekday (0 = Sunday) qualities. vivah (MC 6): Monday, Wednesday, Thursday, Friday; Sunday
 * middling; Tuesday and Saturday avoided. graha_pravesh (MC 12): Sunday and Tuesday (fiery
 * lords) forbidden, Saturday middling. naamkaran: benefic weekdays; Tuesday avoided.
 * vyapar: Wednesday (Mercury, trade), Thursday, Friday best; Tuesday and Saturday avoided.
 * yatra (MC 11): Monday, Wednesday, Thursday, Friday good; Tuesday and Saturday weak.
 */
export const VARA_QUALITY: Record<Exclude<Purpose, 'general'>, readonly number[]> = {
  vivah: [0.5, 1, 0, 1, 1, 1, 0],
  graha_pravesh: [0, 1, 0, 1, 1, 1, 0.5],
  naamkaran: [0.5, 1, 0, 1, 1, 1, 0.25],
  vyapar: [0.5, 0.75, 0, 1, 1, 1, 0],
  yatra: [0.5, 1, 0.25, 1, 1, 1, 0.25],
};

/**
 * Lagna (rising sign, 0 = Aries) qualities. vivah (MC 6): Gemini, Virgo, Libra best; Taurus,
 * Cancer, Leo, Sagittarius, Pisces middling; the rest weak. graha_pravesh and vyapar: fixed
 * signs (sthira: Taurus, Leo, Scorpio, Aquarius) for permanence, dual next, movable weak.
 * naamkaran: fixed and dual good, movable middling. yatra (MC 11): movable (chara) signs best,
 * dual good, fixed weak.
 */
export function lagnaQuality(p: Exclude<Purpose, 'general'>, sign: number): number {
  const mod = sign % 3; // 0 movable, 1 fixed, 2 dual
  switch (p) {
    case 'vivah': return [2, 5, 6].includes(sign) ? 1 : [1, 3, 4, 8, 11].includes(sign) ? 0.5 : 0.25;
    case 'graha_pravesh': return [0.25, 1, 0.5][mod];
    case 'vyapar': return [0.5, 1, 0.75][mod];
    case 'naamkaran': return [0.5, 1, 0.75][mod];
    case 'yatra': return [1, 0.25, 0.75][mod];
  }
}

/**
 * The Sun's sidereal sign as the solar month. vivah: Sun in Aries, Taurus, Gemini, Scorpio,
 * Capricorn, Aquarius favoured (the marriage months Vaishakha, Jyeshtha, Margashirsha, Magha,
 * Phalguna); Libra middling (after Devotthana Ekadashi); Cancer, Leo, Virgo weak
 * (Chaturmasa); Sagittarius and Pisces forbidden (Kharmas / Malamasa). graha_pravesh (MC 12):
 * Sun in Aries, Taurus, Capricorn, Aquarius (Vaishakha, Jyeshtha, Magha, Phalguna) best;
 * Gemini, Scorpio middling; Cancer to Libra weak (Chaturmasa); Sagittarius, Pisces forbidden.
 * Other purposes do not depend on the month.
 */
export const SUN_MONTH_QUALITY: Partial<Record<Exclude<Purpose, 'general'>, readonly number[]>> = {
  vivah: [1, 1, 1, 0.25, 0.25, 0.25, 0.5, 1, 0, 1, 1, 0],
  graha_pravesh: [1, 1, 0.5, 0.25, 0.25, 0.25, 0.25, 0.5, 0, 1, 1, 0],
};

/** Factor weights per purpose (relative; the score is 100 x sum(weight x quality) / sum(weight)). */
export const WEIGHTS: Record<Exclude<Purpose, 'general'>, Record<string, number>> = {
  vivah: { tithi: 15, nakshatra: 20, vara: 10, yoga: 10, karana: 5, lagna: 15, solar_month: 10, guru_shukra_tara: 5, rahu_kaal: 5, chandra_bala: 10, tara_bala: 10 },
  graha_pravesh: { tithi: 15, nakshatra: 20, vara: 10, yoga: 5, karana: 5, lagna: 15, solar_month: 10, guru_shukra_tara: 5, panchaka: 5, rahu_kaal: 5, chandra_bala: 10, tara_bala: 10 },
  naamkaran: { tithi: 15, nakshatra: 20, vara: 10, yoga: 10, karana: 5, lagna: 5, rahu_kaal: 5, days_since_birth: 15, chandra_bala: 10, tara_bala: 10 },
  vyapar: { tithi: 15, nakshatra: 20, vara: 15, yoga: 10, karana: 5, lagna: 10, hora: 10, rahu_kaal: 5, chandra_bala: 10, tara_bala: 10 },
  yatra: { tithi: 15, nakshatra: 20, vara: 10, yoga: 5, karana: 5, lagna: 5, disha_shool: 15, panchaka: 5, rahu_kaal: 5, chandra_bala: 10, tara_bala: 10 },
};
