/**
 * Varjyam (tyajyam, to be avoided) and Amrit Kalam (amrita ghadiya, nectar time): each
 * nakshatra holds one window (Mula two varjyams) that starts a fixed number of ghatis into the
 * nakshatra and lasts 4 ghatis, where a ghati is 1/60 of that nakshatra's actual duration
 * (Moon's true motion), as Drik Panchang and the Telugu/Tamil almanacs compute them.
 *
 * A window belongs to the nakshatra it is counted from, so the windows that touch a panchang
 * day can come from a nakshatra that began the day before ("starts on the previous day").
 */
import type { Sky, Span } from './elements';
import type { Interval } from './windows';

/** Start ghati of varjyam for nakshatras 1-27 (Mula: 20 and 56). */
export const VARJYAM_GHATI: readonly (readonly number[])[] = [
  [50], [24], [30], [40], [14], [21], [30], [20], [32], [30], [20], [18], [21], [20],
  [14], [14], [10], [14], [20, 56], [24], [20], [10], [10], [18], [16], [24], [30],
];
/** Start ghati of amrit kalam for nakshatras 1-27. */
export const AMRIT_GHATI: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
];
export const WINDOW_GHATIS = 4;

export interface NakshatraWindow extends Interval {
  nakshatra: number;
  nakshatra_name: string;
  start_ghati: number;
}

function windowsOf(n: Span, kind: 'varjyam' | 'amrit'): NakshatraWindow[] {
  const ghatis = kind === 'varjyam' ? VARJYAM_GHATI[n.index - 1] : [AMRIT_GHATI[n.index - 1]];
  const ghati = (n.end - n.start) / 60;
  return ghatis.map((g) => ({
    start: n.start + g * ghati, end: n.start + (g + WINDOW_GHATIS) * ghati,
    nakshatra: n.index, nakshatra_name: n.name, start_ghati: g,
  }));
}

/** Windows of `kind` overlapping [t0, t1), from every nakshatra that could hold one (the one before t0 included). */
export function nakshatraWindows(sky: Sky, kind: 'varjyam' | 'amrit', t0: number, t1: number): NakshatraWindow[] {
  const spans = sky.spansBetween('nakshatra', t0, t1);
  // The nakshatra in force at t0 may have begun a day earlier; its window is inside it, so it is covered.
  // A window is always inside its own nakshatra, so no earlier nakshatra can reach into [t0, t1).
  return spans.flatMap((s) => windowsOf(s, kind)).filter((w) => w.end > t0 && w.start < t1);
}
