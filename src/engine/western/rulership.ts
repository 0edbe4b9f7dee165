/**
 * Sign rulers for Western charts (spec 4.2, `rulership`): modern (default) gives Scorpio to
 * Pluto, Aquarius to Uranus and Pisces to Neptune; traditional is the classical seven-planet
 * scheme (Ptolemy, Tetrabiblos I.17): Mars, Saturn and Jupiter for those signs, and the outer
 * planets rule no sign.
 */
export type Rulership = 'modern' | 'traditional';

export const TRADITIONAL_RULERS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'] as const;
export const MODERN_RULERS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Pluto', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const;

export const rulerOf = (signIndex: number, scheme: Rulership): string => (scheme === 'modern' ? MODERN_RULERS : TRADITIONAL_RULERS)[signIndex];

/** Signs (0-11) a body rules in a scheme (empty for the outer planets under traditional). */
export const signsRuledBy = (body: string, scheme: Rulership): number[] =>
  (scheme === 'modern' ? MODERN_RULERS : TRADITIONAL_RULERS).flatMap((r, i) => (r === body ? [i] : []));
