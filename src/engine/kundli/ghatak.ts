/**
 * Ghatak chakra: the inauspicious month, tithi group, weekday, nakshatra, yoga, karana, prahar
 * and lagna for a person, indexed by the Moon sign. Table as printed in the traditional Hindi
 * panchang/jyotish tables (e.g. the "Ghatak Chakra" row of the Avakahada pages of printed
 * kundlis); sources vary in a few cells, so the table is data, stated in full in the answer.
 */
import { type SignName, SIGNS } from '../vedic/zodiac';

export interface GhatakRow {
  moon_sign: SignName;
  month: string;
  tithi: string;
  tithi_numbers: number[];
  day: string;
  nakshatra: string;
  yoga: string;
  karana: string;
  prahar: number;
  lagna_same_sex: string;
  lagna_opposite_sex: string;
}

const T = { nanda: [1, 6, 11], bhadra: [2, 7, 12], jaya: [3, 8, 13], rikta: [4, 9, 14], purna: [5, 10, 15] };
const row = (m: string, t: keyof typeof T, day: string, nak: string, yoga: string, karana: string, prahar: number, same: number, opp: number) =>
  ({ month: m, tithi: t[0].toUpperCase() + t.slice(1), tithi_numbers: T[t], day, nakshatra: nak, yoga, karana, prahar, lagna_same_sex: SIGNS[same], lagna_opposite_sex: SIGNS[opp] });

export const GHATAK: Omit<GhatakRow, 'moon_sign'>[] = [
  row('Kartika', 'nanda', 'Sunday', 'Magha', 'Vishkambha', 'Bava', 1, 0, 6),
  row('Margashirsha', 'purna', 'Saturday', 'Hasta', 'Shula', 'Shakuni', 4, 1, 7),
  row('Ashadha', 'bhadra', 'Monday', 'Swati', 'Parigha', 'Kaulava', 3, 3, 9),
  row('Pausha', 'bhadra', 'Wednesday', 'Anuradha', 'Vyaghata', 'Naga', 1, 6, 0),
  row('Jyeshtha', 'jaya', 'Saturday', 'Mula', 'Dhriti', 'Bava', 1, 9, 3),
  row('Bhadrapada', 'purna', 'Saturday', 'Shravana', 'Shula', 'Kaulava', 1, 11, 5),
  row('Magha', 'rikta', 'Thursday', 'Shatabhisha', 'Shukla', 'Taitila', 4, 5, 11),
  row('Ashwin', 'nanda', 'Friday', 'Revati', 'Vyatipata', 'Gara', 1, 7, 1),
  row('Shravana', 'jaya', 'Friday', 'Bharani', 'Vajra', 'Taitila', 1, 8, 2),
  row('Vaishakha', 'rikta', 'Tuesday', 'Rohini', 'Vaidhriti', 'Shakuni', 4, 10, 4),
  row('Chaitra', 'jaya', 'Thursday', 'Ardra', 'Ganda', 'Kimstughna', 3, 2, 8),
  row('Phalguna', 'purna', 'Friday', 'Ashlesha', 'Vajra', 'Chatushpada', 4, 11, 5),
];

export function ghatak(moonSign: number): GhatakRow {
  return { moon_sign: SIGNS[moonSign], ...GHATAK[moonSign] };
}
