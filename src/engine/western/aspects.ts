/**
 * Western aspects: the five Ptolemaic aspects (conjunction 0, sextile 60, square 90, trine 120,
 * opposition 180 degrees) between any two points, with an orb per aspect (spec 2.6 / 4.2:
 * conjunction 8, opposition 8, trine 8, square 7, sextile 6 by default, each in (0, 15]).
 *
 * Definitions (Akasha's, stated in the API):
 * - separation: the shorter angular distance between the two longitudes, 0-180.
 * - angle: the separation itself; the aspect is the one whose exact angle is nearest within orb.
 * - orb (signed) = separation - exact angle: positive when the aspect is wider than exact,
 *   negative when tighter; orb_abs = |orb|.
 * - applying: |orb| is decreasing at the moment (from the two daily motions: the rate of the
 *   separation is the relative speed, signed by which side of each other the points are);
 *   separating otherwise. A pair with no relative motion, or exactly exact, is not applying.
 * - exact: orb_abs <= EXACT_ORB_DEG (1 degree by default): the "exact" band of most software.
 */
import { normDeg } from '../ephemeris/ephemeris';

export const ASPECT_KINDS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type AspectKind = (typeof ASPECT_KINDS)[number];
export const ASPECT_ANGLE: Record<AspectKind, number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
export type Orbs = Record<AspectKind, number>;
export const DEFAULT_ORBS: Orbs = { conjunction: 8, opposition: 8, trine: 8, square: 7, sextile: 6 };
export const EXACT_ORB_DEG = 1;

export interface Point { name: string; longitude: number; speed: number }

export interface Aspect {
  planet_a: string;
  planet_b: string;
  kind: AspectKind;
  /** Separation, degrees (0-180). */
  angle: number;
  orb: number;
  orb_abs: number;
  applying: boolean;
  exact: boolean;
}

/** Separation (0-180) of two longitudes and its rate (degrees/day). */
export function separation(a: Point, b: Point): { sep: number; rate: number } {
  const d = normDeg(b.longitude - a.longitude);
  return d <= 180 ? { sep: d, rate: b.speed - a.speed } : { sep: 360 - d, rate: a.speed - b.speed };
}

/** The aspect between two points, if any is within its orb (the nearest exact angle wins). */
export function aspectBetween(a: Point, b: Point, orbs: Orbs, exactOrb = EXACT_ORB_DEG): Aspect | null {
  const { sep, rate } = separation(a, b);
  let best: Aspect | null = null;
  for (const kind of ASPECT_KINDS) {
    const orb = sep - ASPECT_ANGLE[kind];
    if (Math.abs(orb) > orbs[kind]) continue;
    if (best && best.orb_abs <= Math.abs(orb)) continue;
    // d|orb|/dt = sign(orb) * d(sep)/dt; at sep = 0 or 180 the separation can only grow or shrink one way.
    const dAbs = orb === 0 ? 0 : Math.sign(orb) * rate;
    best = { planet_a: a.name, planet_b: b.name, kind, angle: sep, orb, orb_abs: Math.abs(orb), applying: dAbs < 0, exact: Math.abs(orb) <= exactOrb };
  }
  return best;
}

/** Every aspect among a set of points (each unordered pair once, in input order). */
export function aspectsAmong(points: Point[], orbs: Orbs, exactOrb = EXACT_ORB_DEG): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = aspectBetween(points[i], points[j], orbs, exactOrb);
      if (a) out.push(a);
    }
  }
  return out;
}
