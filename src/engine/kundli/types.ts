/** The natal chart every kundli module reads: sidereal longitudes of the nine grahas and the angles. */
import type { AyanamsaName } from '../ephemeris/constants';
import type { GrahaState } from '../vedic/chart';
import type { Graha } from '../vedic/zodiac';

export interface NatalChart {
  /** Birth moment, JD (UT). */
  jd: number;
  lat: number;
  lon: number;
  alt: number;
  ayanamsa: AyanamsaName;
  /** Sun..Ketu in GRAHAS order, sidereal. */
  grahas: GrahaState[];
  /** Sidereal ascendant and MC, degrees. */
  ascendant: number;
  mc: number;
}

export const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export type Planet7 = (typeof SEVEN)[number];

export const signOf = (lon: number): number => Math.min(11, Math.floor((((lon % 360) + 360) % 360) / 30));

export function lonOf(chart: NatalChart, g: Graha): number {
  return chart.grahas.find((x) => x.name === g)!.longitude;
}

/** Count of signs from `from` to `to`, 1-12 (the same sign is 1). */
export const signDistance = (from: number, to: number): number => ((to - from + 12) % 12) + 1;
