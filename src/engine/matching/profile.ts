/**
 * The birth-star profile of one person as matching reads it: the Moon's sidereal sign,
 * nakshatra (1-27) and pada (1-4), and the avakhada attributes every koota compares (varna,
 * vashya, yoni, gana, nadi, rajju, vedha). The attribute tables live in kundli/avakhada.ts and
 * are reused here, so the kundli's avakhada chakra and the match always agree.
 */
import { normDeg } from '../ephemeris/ephemeris';
import { GANA, nadiOf, rajjuOf, vashyaOf, vedhaOf, YONI, YONI_GENDER } from '../kundli/avakhada';
import { varga } from '../kundli/vargas';
import { NAKSHATRA_SPAN_DEG, NAKSHATRAS, PADA_SPAN_DEG, type Graha, SIGN_LORDS, SIGNS } from '../vedic/zodiac';

export interface MoonProfile {
  /** Sidereal longitude of the Moon, degrees. */
  moon_longitude: number;
  /** 0 = Aries. */
  sign_index: number;
  sign: string;
  sign_lord: Graha;
  /** 1 = Ashwini. */
  nakshatra_index: number;
  nakshatra: string;
  pada: number;
  vashya: string;
  yoni: string;
  yoni_gender: 'male' | 'female';
  gana: string;
  nadi: string;
  rajju: string;
  vedha: string[];
  /** Sign (0-11) of the Moon in the navamsa (D9, Parashara). */
  navamsa_sign_index: number;
  navamsa_lord: Graha;
}

export function moonProfile(moonLongitude: number): MoonProfile {
  const lon = normDeg(moonLongitude);
  const s = Math.min(11, Math.floor(lon / 30));
  const n = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const pada = Math.min(4, Math.floor((lon - n * NAKSHATRA_SPAN_DEG) / PADA_SPAN_DEG) + 1);
  const d9 = varga(lon, 9).sign;
  return {
    moon_longitude: Math.round(lon * 1e6) / 1e6,
    sign_index: s, sign: SIGNS[s], sign_lord: SIGN_LORDS[s] as Graha,
    nakshatra_index: n + 1, nakshatra: NAKSHATRAS[n], pada,
    vashya: vashyaOf(lon), yoni: YONI[n], yoni_gender: YONI_GENDER[n] === 'M' ? 'male' : 'female',
    gana: GANA[n], nadi: nadiOf(n), rajju: rajjuOf(n), vedha: vedhaOf(n),
    navamsa_sign_index: d9, navamsa_lord: SIGN_LORDS[d9] as Graha,
  };
}

/** A profile from a nakshatra (1-27) and pada (1-4), Moon at the middle of the pada (tests, tables). */
export function profileOfPada(nakshatra: number, pada: number): MoonProfile {
  return moonProfile((nakshatra - 1) * NAKSHATRA_SPAN_DEG + (pada - 0.5) * PADA_SPAN_DEG);
}

/** Inclusive count of stars from `from` to `to` (both 1-27): the same star is 1, the next 2 ... 27. */
export const countStars = (from: number, to: number): number => ((to - from + 27) % 27) + 1;
/** Inclusive count of signs from `from` to `to` (both 0-11): the same sign is 1 ... 12. */
export const countSigns = (from: number, to: number): number => ((to - from + 12) % 12) + 1;
