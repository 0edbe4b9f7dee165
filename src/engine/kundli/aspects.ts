/**
 * Graha drishti (BPHS ch. 26). Every graha aspects the 7th sign from itself fully; Mars also
 * the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th (special full aspects).
 * Rahu and Ketu are given Jupiter's 5th/7th/9th aspects (the reading Jagannatha Hora and PyJHora
 * use for the nodes). Aspect strength in virupas (0-60) is the BPHS sputa drishti of the
 * angular distance (BPHS 26.6-10, as tabulated by B.V. Raman, "Graha and Bhava Balas" ch. 9),
 * including the additions for the special aspects of Mars (+15), Jupiter (+30), Saturn (+45).
 */
import type { Graha } from '../vedic/zodiac';
import { type NatalChart, signOf } from './types';

export const SPECIAL_ASPECTS: Record<Graha, number[]> = {
  Sun: [7], Moon: [7], Mars: [4, 7, 8], Mercury: [7], Jupiter: [5, 7, 9], Venus: [7], Saturn: [3, 7, 10], Rahu: [5, 7, 9], Ketu: [5, 7, 9],
};

const ORDINAL: Record<number, string> = { 3: '3rd', 4: '4th', 5: '5th', 7: '7th', 8: '8th', 9: '9th', 10: '10th' };
export const aspectName = (h: number): string => ORDINAL[h];

/**
 * Drishti strength in virupas of a graha on a point `angle` degrees ahead of it
 * (angle = aspected - aspecting, 0-360). Piecewise linear per BPHS; special-aspect bonuses
 * only in the 30-degree bands of those aspects.
 */
export function drishtiVirupas(aspecting: Graha, angle: number): number {
  const a = ((angle % 360) + 360) % 360;
  let v: number;
  if (a < 30) v = 0;
  else if (a < 60) v = (a - 30) / 2;
  else if (a < 90) v = a - 60 + 15;
  else if (a < 120) v = (120 - a) / 2 + 30;
  else if (a < 150) v = 150 - a;
  else if (a < 180) v = 2 * (a - 150);
  else if (a < 300) v = (300 - a) / 2;
  else v = 0;
  if (aspecting === 'Saturn' && ((a >= 60 && a < 90) || (a >= 270 && a < 300))) v += 45;
  if (aspecting === 'Mars' && ((a >= 90 && a < 120) || (a >= 210 && a < 240))) v += 15;
  if (aspecting === 'Jupiter' && ((a >= 120 && a < 150) || (a >= 240 && a < 270))) v += 30;
  return v;
}

export interface GrahaAspect {
  from: Graha;
  to: Graha;
  /** 3rd|4th|5th|7th|8th|9th|10th (sign counted from the aspecting graha). */
  type: string;
  /** "full" for every graha drishti (the 7th and the special aspects are full aspects). */
  strength: 'full';
  /** Sputa drishti in virupas from the exact angle. */
  virupas: number;
  special: boolean;
}

export interface HouseAspect {
  from: Graha;
  house: number;
  sign: number;
  type: string;
}

/** Sign-based graha drishti between the nine grahas and on the twelve whole-sign houses. */
export function grahaDrishti(chart: NatalChart): { aspects: GrahaAspect[]; houses: HouseAspect[] } {
  const aspects: GrahaAspect[] = [];
  const houses: HouseAspect[] = [];
  const ascSign = signOf(chart.ascendant);
  for (const a of chart.grahas) {
    const sa = signOf(a.longitude);
    for (const h of SPECIAL_ASPECTS[a.name]) {
      const target = (sa + h - 1) % 12;
      houses.push({ from: a.name, house: ((target - ascSign + 12) % 12) + 1, sign: target, type: aspectName(h) });
      for (const b of chart.grahas) {
        if (b.name === a.name || signOf(b.longitude) !== target) continue;
        aspects.push({
          from: a.name, to: b.name, type: aspectName(h), strength: 'full',
          virupas: Math.round(drishtiVirupas(a.name, b.longitude - a.longitude) * 100) / 100,
          special: h !== 7,
        });
      }
    }
  }
  return { aspects, houses };
}
