/**
 * Transit summary narrative (spec 2.7): the transiting planets' aspects to the natal points at
 * a moment, the most exact first, capped by verbosity (brief 3, medium 6, full 12 sections),
 * each section composed from the authored phrases of content/western/en.json: the heading
 * "<planet> <verb> <natal point>", then the planet's theme linked by the aspect to the natal
 * point's area, the aspect's character, the house of the natal chart the planet is crossing, its
 * pace, advice and the timing (applying, separating or exact with the orb).
 *
 * Active transit: the transiting body is within the transit orb of an exact aspect angle to the
 * natal point. Transit orbs are narrower than natal orbs (the usual practice): 3 degrees for the
 * conjunction, opposition, square and trine and 2 for the sextile; the fast Moon gets half.
 */
import content from '../../../content/western/en.json';
import { type Aspect, aspectBetween, type AspectKind, type Orbs, type Point } from './aspects';
import { type WesternPoint } from './bodies';

export const TRANSIT_ORBS: Orbs = { conjunction: 3, opposition: 3, square: 3, trine: 3, sextile: 2 };
export const MOON_ORB_FACTOR = 0.5;
export const VERBOSITY_SECTIONS = { brief: 3, medium: 6, full: 12 } as const;
export type Verbosity = keyof typeof VERBOSITY_SECTIONS;

export interface TransitHit extends Aspect {
  transiting: string;
  natal_point: string;
  /** Natal house (1-12) the transiting planet is in. */
  natal_house: number;
}

export interface Section { heading: string; body: string }

const ORDINAL = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? `{${k}}`);
const fmtOrb = (o: number) => `${Math.abs(o).toFixed(2)}°`;

/** Every active transit, the most exact first (ties: slower transiting planet first). */
export function activeTransits(transiting: Point[], natal: Point[], houseOf: (lon: number) => number, exactOrb = 1): TransitHit[] {
  const out: TransitHit[] = [];
  for (const t of transiting) {
    const factor = t.name === 'Moon' ? MOON_ORB_FACTOR : 1;
    const orbs = Object.fromEntries(Object.entries(TRANSIT_ORBS).map(([k, v]) => [k, v * factor])) as Orbs;
    for (const n of natal) {
      // The transiting planet is the one that moves: the natal point is fixed (speed 0).
      const a = aspectBetween({ ...t }, { ...n, speed: 0 }, orbs, exactOrb);
      if (a) out.push({ ...a, transiting: t.name, natal_point: n.name, natal_house: houseOf(t.longitude) });
    }
  }
  return out.sort((x, y) => x.orb_abs - y.orb_abs);
}

/** One section of authored text for a transit. */
export function sectionFor(hit: TransitHit): Section {
  const planet = content.planets[hit.transiting as keyof typeof content.planets];
  const aspect = content.aspects[hit.kind as AspectKind];
  const point = content.points[hit.natal_point as WesternPoint];
  const heading = fill(content.heading, { planet: hit.transiting, verb: aspect.verb, point: point.label });
  const timing = hit.exact ? content.timing.exact : hit.applying ? content.timing.applying : content.timing.separating;
  const paragraphs = [
    `${heading}. ${cap(planet.theme)} ${aspect.link} ${point.area}.`,
    aspect.note,
    `${fill(content.house_line, { planet: hit.transiting, house: ORDINAL(hit.natal_house), area: content.houses[hit.natal_house - 1] })} ${planet.pace}`,
    `${planet.advice} ${fill(timing, { orb: fmtOrb(hit.orb) })}`,
  ];
  return { heading, body: paragraphs.join('\n') };
}

export function summarySections(hits: TransitHit[], verbosity: Verbosity): Section[] {
  const cap = VERBOSITY_SECTIONS[verbosity];
  if (hits.length === 0) return [{ heading: content.quiet.heading, body: content.quiet.body }];
  return hits.slice(0, cap).map(sectionFor);
}
