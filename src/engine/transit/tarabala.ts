/**
 * Tarabala of a transit: the transiting Moon's nakshatra counted from the natal Moon's
 * nakshatra (the natal one counts as 1), taken in cycles of nine (Muhurta Chintamani 1.39-41;
 * B.V. Raman, "Muhurtha", ch. on tarabala): 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyari,
 * 6 Sadhaka, 7 Vadha (Naidhana), 8 Mitra, 9 Parama Mitra. Sampat, Kshema, Sadhaka, Mitra and
 * Parama Mitra are favourable; Vipat, Pratyari and Vadha adverse; Janma is mixed and treated as
 * not favourable for new undertakings. The names and the counting are shared with the panchang's
 * tara (engine/panchang/tara.ts); this module adds the transit window (when the Moon entered the
 * nakshatra and when it leaves it, from the ingress finder on 13 deg 20' divisions).
 */
import type { AyanamsaName } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { TARA_QUALITY, TARAS, taraOf } from '../panchang/tara';
import { NAKSHATRA_SPAN_DEG } from '../vedic/zodiac';
import { findCrossing, GrahaTrack } from './ingress';

/** Short remedies of the tradition for the adverse taras (gifts named in the muhurta texts). */
export const TARA_REMEDY: readonly string[] = [
  'Janma tara: keep the day simple; a small offering of vegetables or grain to the needy is the customary remedy.',
  'Sampat tara is favourable: no remedy is needed.',
  'Vipat tara: the customary remedy is a gift of jaggery (gur); postpone new ventures where possible.',
  'Kshema tara is favourable: no remedy is needed.',
  'Pratyari tara: the customary remedy is a gift of salt; avoid confrontation and keep plans private.',
  'Sadhaka tara is favourable: no remedy is needed.',
  'Vadha (Naidhana) tara: the customary remedy is a gift of sesame seeds with a little gold; avoid starting anything important.',
  'Mitra tara is favourable: no remedy is needed.',
  'Parama Mitra tara is favourable: no remedy is needed.',
];

export interface TarabalaResult {
  natalNakshatra: number;
  currentNakshatra: number;
  /** Count from the natal nakshatra, 1-27. */
  count: number;
  /** Tara 1-9. */
  tara: number;
  name: (typeof TARAS)[number];
  quality: (typeof TARA_QUALITY)[number];
  favourable: boolean;
  remedy: string;
  /** When the Moon entered and leaves the current nakshatra, JD (UT). */
  start: number | null;
  end: number | null;
  next: { tara: number; name: string; favourable: boolean } | null;
}

export const nakshatraOf = (lon: number): number => Math.min(27, Math.floor(lon / NAKSHATRA_SPAN_DEG) + 1);

export function tarabala(eph: Ephemeris, natalMoonLon: number, jd: number, ayanamsa: AyanamsaName): TarabalaResult {
  const track = new GrahaTrack(eph, 'Moon', ayanamsa);
  const moon = track.at(jd);
  const natal = nakshatraOf(natalMoonLon);
  const current = nakshatraOf(moon.lon);
  const count = ((current - natal + 27) % 27) + 1;
  const tara = taraOf(natal, current);
  const start = findCrossing(track, jd, 'previous', NAKSHATRA_SPAN_DEG, 2)?.jd ?? null;
  const end = findCrossing(track, jd, 'next', NAKSHATRA_SPAN_DEG, 2)?.jd ?? null;
  const nextTara = (tara % 9) + 1;
  return {
    natalNakshatra: natal, currentNakshatra: current, count, tara, name: TARAS[tara - 1], quality: TARA_QUALITY[tara - 1],
    favourable: TARA_QUALITY[tara - 1] === 'good', remedy: TARA_REMEDY[tara - 1], start, end,
    next: end === null ? null : { tara: nextTara, name: TARAS[nextTara - 1], favourable: TARA_QUALITY[nextTara - 1] === 'good' },
  };
}
