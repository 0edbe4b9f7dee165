/**
 * Chart facts the narratives read: whole-sign houses from the lagna (the convention of the
 * yoga and dosha catalogs), sign lords, dignity, conjunction and graha drishti by sign, and
 * "links" between two planets (same sign, mutual aspect or exchange of signs). Pure functions
 * over a NatalChart; nothing here calls the ephemeris.
 */
import { SPECIAL_ASPECTS } from '../kundli/aspects';
import { type DignityStatus, dignityOf, naturalRelation } from '../kundli/dignity';
import { type NatalChart, signOf } from '../kundli/types';
import { varga } from '../kundli/vargas';
import { angularDistance, COMBUSTION_ORB } from '../vedic/chart';
import { GRAHAS, type Graha, SIGN_LORDS } from '../vedic/zodiac';

export const KENDRAS = [1, 4, 7, 10];
export const TRIKONAS = [1, 5, 9];
export const DUSTHANAS = [6, 8, 12];
export const UPACHAYAS = [3, 6, 10, 11];
/** The five planets counted around the Moon (Sunapha, Anapha, Durudhara, Kemadruma). */
export const TARA_GRAHAS: readonly Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const SEVEN_GRAHAS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const NATURAL_BENEFICS: readonly Graha[] = ['Jupiter', 'Venus', 'Mercury'];
export const NATURAL_MALEFICS: readonly Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];

/** Count of signs from `from` to `to`, 1-12. */
export const houseFromSign = (from: number, to: number): number => ((to - from + 12) % 12) + 1;

export interface PlanetFact {
  name: Graha;
  longitude: number;
  sign: number;
  degree: number;
  /** Whole-sign house from the lagna. */
  house: number;
  dignity: DignityStatus;
  retrograde: boolean;
  combust: boolean;
  navamsaSign: number;
  vargottama: boolean;
}

export interface ChartFacts {
  chart: NatalChart;
  lagnaSign: number;
  moonSign: number;
  sunSign: number;
  /** True when the Moon is less than 180 degrees ahead of the Sun. */
  waxing: boolean;
  planets: Record<Graha, PlanetFact>;
}

export function chartFacts(chart: NatalChart): ChartFacts {
  const lagnaSign = signOf(chart.ascendant);
  const sun = chart.grahas.find((g) => g.name === 'Sun')!;
  const moon = chart.grahas.find((g) => g.name === 'Moon')!;
  const planets = {} as Record<Graha, PlanetFact>;
  for (const g of chart.grahas) {
    const sign = signOf(g.longitude);
    const orb = COMBUSTION_ORB[g.name];
    const nav = varga(g.longitude, 9).sign;
    planets[g.name] = {
      name: g.name, longitude: g.longitude, sign, degree: g.longitude - sign * 30, house: houseFromSign(lagnaSign, sign),
      dignity: dignityOf(g.name, g.longitude, chart).status, retrograde: g.retrograde && g.name !== 'Rahu' && g.name !== 'Ketu',
      combust: orb ? angularDistance(g.longitude, sun.longitude) < (g.retrograde ? orb.retrograde : orb.direct) : false,
      navamsaSign: nav, vargottama: nav === sign,
    };
  }
  const elong = (((moon.longitude - sun.longitude) % 360) + 360) % 360;
  return { chart, lagnaSign, moonSign: signOf(moon.longitude), sunSign: signOf(sun.longitude), waxing: elong < 180, planets };
}

/** Lord (Parashari, no nodes) of the n-th house from the lagna. */
export const lordOf = (f: ChartFacts, house: number): Graha => SIGN_LORDS[(f.lagnaSign + house - 1) % 12] as Graha;
/** Houses (from the lagna) whose sign the graha rules; [] for the nodes. */
export function housesRuledBy(f: ChartFacts, g: Graha): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (lordOf(f, h) === g) out.push(h);
  return out;
}
export const occupantsOf = (f: ChartFacts, house: number, among: readonly Graha[] = GRAHAS): Graha[] => among.filter((g) => f.planets[g].house === house);
export const occupantsFrom = (f: ChartFacts, refSign: number, house: number, among: readonly Graha[] = GRAHAS): Graha[] =>
  among.filter((g) => houseFromSign(refSign, f.planets[g].sign) === house);

/** Full graha drishti (7th and the special aspects) of `from` on a sign. */
export const aspectsSign = (f: ChartFacts, from: Graha, sign: number): boolean => SPECIAL_ASPECTS[from].includes(houseFromSign(f.planets[from].sign, sign));
/** Grahas that aspect a house (from the lagna), excluding those sitting in it. */
export const aspectersOfHouse = (f: ChartFacts, house: number): Graha[] =>
  GRAHAS.filter((g) => f.planets[g].house !== house && aspectsSign(f, g, (f.lagnaSign + house - 1) % 12));

export type LinkKind = 'conjunction' | 'mutual_aspect' | 'exchange';
/** How two distinct grahas are linked (the catalog's "linked"), or null. */
export function linkOf(f: ChartFacts, a: Graha, b: Graha): LinkKind | null {
  if (a === b) return null;
  const pa = f.planets[a], pb = f.planets[b];
  if (pa.sign === pb.sign) return 'conjunction';
  if (SIGN_LORDS[pa.sign] === b && SIGN_LORDS[pb.sign] === a) return 'exchange';
  if (aspectsSign(f, a, pb.sign) && aspectsSign(f, b, pa.sign)) return 'mutual_aspect';
  return null;
}
export const sameSign = (f: ChartFacts, a: Graha, b: Graha): boolean => f.planets[a].sign === f.planets[b].sign;
/** Conjunct or aspecting (one way). */
export const influences = (f: ChartFacts, from: Graha, to: Graha): boolean => sameSign(f, from, to) || aspectsSign(f, from, f.planets[to].sign);

const STRONG: DignityStatus[] = ['exalted', 'moolatrikona', 'own_sign', 'great_friend', 'friend'];
/** Strong by sign (exalted, moolatrikona, own, friendly) and not in a dusthana. */
export const isStrong = (f: ChartFacts, g: Graha): boolean => STRONG.includes(f.planets[g].dignity) && !DUSTHANAS.includes(f.planets[g].house);
export const isDignified = (f: ChartFacts, g: Graha): boolean => ['exalted', 'moolatrikona', 'own_sign'].includes(f.planets[g].dignity);
export const relation = (a: Graha, b: Graha): 'same' | 'friend' | 'neutral' | 'enemy' => (a === b ? 'same' : naturalRelation(a, b));

/** A 0-2 score of a karaka's condition: dignity, house and combustion. */
export function conditionOf(f: ChartFacts, g: Graha): 'strong' | 'moderate' | 'challenged' {
  const p = f.planets[g];
  let s = 0;
  if (['exalted', 'moolatrikona', 'own_sign'].includes(p.dignity)) s += 2;
  else if (['great_friend', 'friend'].includes(p.dignity)) s += 1;
  else if (['enemy', 'great_enemy'].includes(p.dignity)) s -= 1;
  else if (p.dignity === 'debilitated') s -= 2;
  if (KENDRAS.includes(p.house) || TRIKONAS.includes(p.house)) s += 1;
  if (DUSTHANAS.includes(p.house)) s -= 1;
  if (p.combust) s -= 1;
  return s >= 2 ? 'strong' : s >= 0 ? 'moderate' : 'challenged';
}

/** Chara karakas (Jaimini, 8-karaka scheme with Rahu counted backwards from 30 degrees). */
export const KARAKA_NAMES = ['Atmakaraka', 'Amatyakaraka', 'Bhratrukaraka', 'Matrukaraka', 'Pitrukaraka', 'Putrakaraka', 'Gnatikaraka', 'Darakaraka'] as const;
export function charaKarakas(f: ChartFacts): { karaka: (typeof KARAKA_NAMES)[number]; planet: Graha; degree: number }[] {
  const cands: { planet: Graha; degree: number }[] = [...SEVEN_GRAHAS, 'Rahu' as Graha].map((g) => ({
    planet: g, degree: g === 'Rahu' ? 30 - f.planets.Rahu.degree : f.planets[g].degree,
  }));
  // Ties (equal degrees to the second of arc are rare) fall back to the fixed order Sun..Rahu.
  cands.sort((a, b) => b.degree - a.degree);
  return cands.map((c, i) => ({ karaka: KARAKA_NAMES[i], planet: c.planet, degree: Math.round(c.degree * 1e4) / 1e4 }));
}

export const ORDINAL = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
