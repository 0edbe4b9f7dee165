/**
 * Tajika aspects and the applying/separating relation between two planets (Tajika Neelakanthi,
 * Samjna Tantra; P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, ch. on Tajaka).
 *
 * - Aspect by sign count from one planet to the other: 1 (conjunction), 3/11 (sextile: secretly
 *   friendly), 5/9 (trine: openly friendly), 4/10 (square: secretly inimical), 7 (opposition:
 *   openly inimical). Planets 2/12 or 6/8 apart do not aspect each other.
 * - Deeptamsa (orb of each planet): Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7,
 *   Saturn 9 degrees. Two planets are within orbs when their distance from the exact aspect is
 *   at most the mean of their two deeptamsas. With a sign-based aspect that distance is the
 *   difference of their degrees within their signs.
 * - Only the seven planets take part (Rahu and Ketu have no Tajika aspects or orbs).
 * - Applying (ithasala) or separating (isharaphala) is decided by the actual daily motions:
 *   the distance from exact aspect is shrinking or growing. For two direct planets this is the
 *   classical wording "the faster planet has fewer degrees in its sign than the slower one".
 */
import type { Planet7 } from '../kundli/types';
import { SEVEN } from '../kundli/types';

export const DEEPTAMSA: Record<Planet7, number> = { Sun: 15, Moon: 12, Mars: 8, Mercury: 7, Jupiter: 9, Venus: 7, Saturn: 9 };

/** Classical Tajika order of mean speed, fastest first (Moon .. Saturn). */
export const SPEED_ORDER: readonly Planet7[] = ['Moon', 'Mercury', 'Venus', 'Sun', 'Mars', 'Jupiter', 'Saturn'];
export const isFaster = (a: Planet7, b: Planet7): boolean => SPEED_ORDER.indexOf(a) < SPEED_ORDER.indexOf(b);

export type TajikaAspectKind = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
export type TajikaNature = 'conjunction' | 'friendly' | 'inimical';

const KIND_BY_COUNT: Record<number, TajikaAspectKind | undefined> = {
  1: 'conjunction', 3: 'sextile', 11: 'sextile', 4: 'square', 10: 'square', 5: 'trine', 9: 'trine', 7: 'opposition',
};
export const NATURE: Record<TajikaAspectKind, TajikaNature> = {
  conjunction: 'conjunction', sextile: 'friendly', trine: 'friendly', square: 'inimical', opposition: 'inimical',
};

/** Sign count 1-12 from sign `from` to sign `to`. */
export const signCount = (from: number, to: number): number => ((to - from + 12) % 12) + 1;

/** The Tajika aspect between two signs, or null for 2/12 and 6/8. Symmetric. */
export function aspectBetweenSigns(a: number, b: number): TajikaAspectKind | null {
  return KIND_BY_COUNT[signCount(a, b)] ?? null;
}

export interface Body {
  name: Planet7;
  /** Sidereal longitude, degrees. */
  longitude: number;
  /** Degrees per day (negative when retrograde). */
  speed: number;
}

const signOfLon = (lon: number) => Math.min(11, Math.floor((((lon % 360) + 360) % 360) / 30));
const degInSign = (lon: number) => (((lon % 360) + 360) % 360) - signOfLon(lon) * 30;

export interface TajikaRelation {
  a: Planet7;
  b: Planet7;
  aspect: TajikaAspectKind;
  nature: TajikaNature;
  /** Distance from the exact aspect, degrees (difference of degrees within the signs). */
  orb: number;
  /** Mean of the two deeptamsas. */
  allowed_orb: number;
  within_orb: boolean;
  /** The distance from exact aspect is shrinking (true) or growing (false). */
  applying: boolean;
}

/** The Tajika aspect of two planets with its orb and direction, or null when they do not aspect. */
export function relation(x: Body, y: Body): TajikaRelation | null {
  const kind = aspectBetweenSigns(signOfLon(x.longitude), signOfLon(y.longitude));
  if (!kind) return null;
  // D = deg(y) - deg(x): how far y is ahead of the exact aspect point of x.
  const D = degInSign(y.longitude) - degInSign(x.longitude);
  const dDdt = y.speed - x.speed;
  // Exactly exact counts as applying (purna ithasala): the aspect is perfected now.
  const applying = D === 0 ? true : Math.sign(D) * dDdt < 0;
  const allowed = (DEEPTAMSA[x.name] + DEEPTAMSA[y.name]) / 2;
  return { a: x.name, b: y.name, aspect: kind, nature: NATURE[kind], orb: Math.abs(D), allowed_orb: allowed, within_orb: Math.abs(D) <= allowed, applying };
}

export type IthasalaKind = 'purna' | 'vartamana' | 'bhavishyat';

export interface Ithasala {
  /** The faster planet (classical speed order) and the slower one. */
  faster: Planet7;
  slower: Planet7;
  kind: IthasalaKind;
  aspect: TajikaAspectKind;
  orb: number;
}

function fasterSlower(x: Body, y: Body): [Body, Body] {
  return isFaster(x.name, y.name) ? [x, y] : [y, x];
}

/**
 * Ithasala (applying aspect within orbs). Kinds (PVR): purna = within 1 degree of exactness,
 * vartamana = within orbs, bhavishyat = not yet: the faster planet is in the last degree of
 * its sign (29-30, moving forward) and on entering the next sign it will aspect the slower
 * planet, which stands within the mean orb from the start of its sign.
 */
export function ithasala(x: Body, y: Body): Ithasala | null {
  const [f, s] = fasterSlower(x, y);
  const r = relation(f, s);
  if (r && r.within_orb && r.applying) return { faster: f.name, slower: s.name, kind: r.orb < 1 ? 'purna' : 'vartamana', aspect: r.aspect, orb: r.orb };
  const fd = degInSign(f.longitude);
  if (f.speed > 0 && fd >= 29) {
    const next = (signOfLon(f.longitude) + 1) % 12;
    const kind = aspectBetweenSigns(next, signOfLon(s.longitude));
    const sd = degInSign(s.longitude);
    const allowed = (DEEPTAMSA[f.name] + DEEPTAMSA[s.name]) / 2;
    if (kind && sd <= allowed && f.speed > s.speed) return { faster: f.name, slower: s.name, kind: 'bhavishyat', aspect: kind, orb: sd + (30 - fd) };
  }
  return null;
}

/** Isharaphala (Eesarpha): in aspect and within orbs, but separating. */
export function isharaphala(x: Body, y: Body): { faster: Planet7; slower: Planet7; aspect: TajikaAspectKind; orb: number } | null {
  const [f, s] = fasterSlower(x, y);
  const r = relation(f, s);
  if (r && r.within_orb && !r.applying) return { faster: f.name, slower: s.name, aspect: r.aspect, orb: r.orb };
  return null;
}

/** The seven planets of a chart as Tajika bodies. */
export function bodiesOf(grahas: { name: string; longitude: number; speed: number }[]): Body[] {
  return SEVEN.map((n) => {
    const g = grahas.find((x) => x.name === n)!;
    return { name: n, longitude: g.longitude, speed: g.speed };
  });
}

/** Does a planet in sign `planetSign` cast a Tajika aspect on sign `target` (conjunction included)? */
export const aspectsSign = (planetSign: number, target: number): boolean => aspectBetweenSigns(planetSign, target) !== null;
