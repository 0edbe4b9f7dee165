/**
 * Ashtakavarga overlay of a transit (BPHS 66-70; B.V. Raman, "Ashtakavarga System of
 * Prediction", ch. on transits): each transiting graha is judged by the bindus of the sign it
 * transits in its own Bhinna ashtakavarga (0-8; 5 or more good, 4 middling, 3 or fewer weak) and
 * by the Sarva ashtakavarga of that sign (28 or more good). Within the sign, the graha moves
 * through eight kakshyas of 3 deg 45' ruled in order by Saturn, Jupiter, Mars, Sun, Venus,
 * Mercury, Moon and the lagna; the transit is most fruitful while the kakshya's lord gave a bindu
 * to that sign in the graha's own BAV (the prastara row). The natal ashtakavarga comes from
 * engine/kundli/ashtakavarga.ts. Rahu and Ketu have no BAV: only the SAV is given for them.
 */
import { type AshtakavargaResult, type Contributor } from '../kundli/ashtakavarga';
import { SEVEN, type Planet7 } from '../kundli/types';
import type { Graha } from '../vedic/zodiac';

export const KAKSHYA_LORDS: readonly Contributor[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon', 'Ascendant'];
export const KAKSHYA_SPAN_DEG = 30 / 8;

export type BinduGrade = 'strong' | 'average' | 'weak';
export const gradeBindus = (b: number): BinduGrade => (b >= 5 ? 'strong' : b === 4 ? 'average' : 'weak');
export const gradeSav = (s: number): BinduGrade => (s >= 28 ? 'strong' : s >= 25 ? 'average' : 'weak');

export interface OverlayRow {
  planet: Graha;
  sign: number;
  longitude: number;
  /** Bindus in the planet's own BAV for the sign (null for the nodes). */
  bindus: number | null;
  bindusGrade: BinduGrade | null;
  sav: number;
  savGrade: BinduGrade;
  kakshya: number;
  kakshyaLord: Contributor;
  /** Did the kakshya lord give a bindu to this sign in the planet's BAV (null for the nodes)? */
  kakshyaBindu: boolean | null;
}

export function overlay(av: AshtakavargaResult, transits: { name: Graha; longitude: number }[]): OverlayRow[] {
  return transits.map((t) => {
    const sign = Math.min(11, Math.floor(t.longitude / 30));
    const kakshya = Math.min(7, Math.floor((t.longitude - sign * 30) / KAKSHYA_SPAN_DEG));
    const lord = KAKSHYA_LORDS[kakshya];
    const seven = (SEVEN as readonly string[]).includes(t.name) ? (t.name as Planet7) : null;
    const bindus = seven ? av.bhinna[seven][sign] : null;
    const sav = av.sarva[sign];
    return {
      planet: t.name, sign, longitude: t.longitude, bindus, bindusGrade: bindus === null ? null : gradeBindus(bindus),
      sav, savGrade: gradeSav(sav), kakshya: kakshya + 1, kakshyaLord: lord,
      kakshyaBindu: seven ? av.prastara[seven][lord][sign] === 1 : null,
    };
  });
}
