/**
 * Varsheshwara, the lord of the year (Tajika Neelakanthi, Varsha Tantra; PVR, *Vedic Astrology:
 * An Integrated Approach*, ch. on Tajaka, Example 120; K.S. Charak, *A Textbook of Varshaphala*
 * ch. "Lord of the year"). The five office-bearers (panchadhikaris):
 *  1. muntha lord (munthesha),
 *  2. lord of the natal lagna (janma lagnesha),
 *  3. lord of the annual lagna (varsha lagnesha),
 *  4. tri-rashi pati of the annual lagna: the day lord if the year begins by day, the night
 *     lord if by night (table below),
 *  5. dina-ratri pati: lord of the Sun's sign for a day pravesha, of the Moon's sign for a night
 *     pravesha.
 * Rule: among the office-bearers that aspect the annual lagna by a Tajika aspect (any count but
 * 2/12 and 6/8 from it; occupying it counts), the one with the highest pancha-vargeeya bala is
 * the year lord. If none of them aspects the lagna, or all have less than 5 units, the muntha
 * lord is the year lord (Charak; Adawal, *Tajik Shastra and Annual Horoscopy* ch. XII).
 * Equal strength: the one holding more offices, then the earlier office in the list above.
 */
import type { Planet7 } from '../kundli/types';
import { SEVEN, signOf } from '../kundli/types';
import { SIGN_LORDS } from '../vedic/zodiac';
import type { AnnualChart } from './annual-chart';
import { type PanchaVargeeya, panchaVargeeyaAll } from './pancha-vargeeya';
import { aspectBetweenSigns, type TajikaAspectKind } from './tajika-aspects';

/** Tri-rashi lords by sign (0 = Aries): [day, night] (as PyJHora's table, checked against PVR's book). */
export const TRI_RASHI: readonly (readonly [Planet7, Planet7])[] = [
  ['Sun', 'Jupiter'], ['Venus', 'Moon'], ['Saturn', 'Mercury'], ['Venus', 'Mars'], ['Jupiter', 'Sun'], ['Moon', 'Venus'],
  ['Mercury', 'Saturn'], ['Mars', 'Venus'], ['Saturn', 'Saturn'], ['Mars', 'Mars'], ['Jupiter', 'Jupiter'], ['Moon', 'Moon'],
];

export type Office = 'muntha_lord' | 'janma_lagna_lord' | 'varsha_lagna_lord' | 'tri_rashi_pati' | 'dina_ratri_pati';
export const OFFICES: readonly Office[] = ['muntha_lord', 'janma_lagna_lord', 'varsha_lagna_lord', 'tri_rashi_pati', 'dina_ratri_pati'];

export interface Candidate {
  planet: Planet7;
  offices: Office[];
  /** Tajika aspect on the annual lagna, or null (2/12, 6/8 from it). */
  aspect_on_lagna: TajikaAspectKind | null;
  strength: number;
}

export interface YearLord {
  lord: Planet7;
  /** Which rule chose it. */
  rule: 'strongest_aspecting_office_bearer' | 'muntha_lord_none_aspects' | 'muntha_lord_all_weak';
  office_bearers: Record<Office, Planet7>;
  candidates: Candidate[];
  pancha_vargeeya: Record<Planet7, PanchaVargeeya>;
}

/** Below this pancha-vargeeya total (units of 20) every office-bearer counts as weak. */
export const WEAK_UNITS = 5;

export function officeBearers(a: AnnualChart): Record<Office, Planet7> {
  const lagna = signOf(a.angles.ascendant);
  const lum = a.grahas.find((g) => g.name === (a.day ? 'Sun' : 'Moon'))!;
  return {
    muntha_lord: a.muntha.lord as Planet7,
    janma_lagna_lord: SIGN_LORDS[signOf(a.natal_ascendant)] as Planet7,
    varsha_lagna_lord: SIGN_LORDS[lagna] as Planet7,
    tri_rashi_pati: TRI_RASHI[lagna][a.day ? 0 : 1],
    dina_ratri_pati: SIGN_LORDS[signOf(lum.longitude)] as Planet7,
  };
}

export function yearLord(a: AnnualChart): YearLord {
  const bearers = officeBearers(a);
  const pvb = panchaVargeeyaAll(a.chart);
  const lagna = signOf(a.angles.ascendant);
  const byPlanet = new Map<Planet7, Office[]>();
  for (const o of OFFICES) byPlanet.set(bearers[o], [...(byPlanet.get(bearers[o]) ?? []), o]);
  const candidates: Candidate[] = [...byPlanet.entries()].map(([planet, offices]) => {
    const sign = signOf(a.grahas.find((g) => g.name === planet)!.longitude);
    return { planet, offices, aspect_on_lagna: aspectBetweenSigns(sign, lagna), strength: pvb[planet].total };
  });
  const order = (x: Candidate, y: Candidate) => y.strength - x.strength || y.offices.length - x.offices.length || OFFICES.indexOf(x.offices[0]) - OFFICES.indexOf(y.offices[0]);
  const aspecting = candidates.filter((c) => c.aspect_on_lagna !== null).sort(order);
  let lord: Planet7;
  let rule: YearLord['rule'];
  if (candidates.every((c) => c.strength < WEAK_UNITS)) { lord = bearers.muntha_lord; rule = 'muntha_lord_all_weak'; }
  else if (aspecting.length === 0) { lord = bearers.muntha_lord; rule = 'muntha_lord_none_aspects'; }
  else { lord = aspecting[0].planet; rule = 'strongest_aspecting_office_bearer'; }
  return { lord, rule, office_bearers: bearers, candidates: candidates.sort(order), pancha_vargeeya: pvb };
}

/** The service's three-step grading of the year lord's strength by its pancha-vargeeya total. */
export function strengthGrade(units: number): 'strong' | 'moderate' | 'weak' {
  return units >= 15 ? 'strong' : units >= 10 ? 'moderate' : 'weak';
}

export const isSeven = (g: string): g is Planet7 => (SEVEN as readonly string[]).includes(g);
