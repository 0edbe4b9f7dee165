/**
 * Sign occupancy of a slow graha over a span and its grouping into passages: the exact
 * intervals (ingress to ingress, from the ingress finder) a graha spends in each sidereal sign,
 * and the runs of intervals in a chosen set of houses counted from a natal sign, with the
 * retrograde excursions out of the set and back (a "pause") kept inside the passage.
 * Sade sati (12th-1st-2nd from the Moon) and small panoti (4th or 8th) are such passages.
 */
import { JD_MAX, JD_MIN } from '../ephemeris/constants';
import { findCrossing, type GrahaTrack } from './ingress';

/** One stay of a graha in one sign: [start, end) JD (UT). */
export interface SignInterval {
  sign: number;
  start: number;
  end: number;
  /** False when the ephemeris range (1800-2399) ends before the ingress: start/end are the range edge. */
  startExact: boolean;
  endExact: boolean;
  /** Motion at the ingress that began / ended the stay (null at a range edge). */
  enteredMoving: 'direct' | 'retrograde' | null;
  leftMoving: 'direct' | 'retrograde' | null;
}

const signOfLon = (lon: number): number => Math.min(11, Math.floor(lon / 30));

/**
 * The stays in signs that overlap [t0, t1], in order; the first starts at the ingress before t0
 * and the last ends at the ingress after t1 (exact instants, found by the ingress finder).
 */
export function signIntervals(track: GrahaTrack, t0: number, t1: number): SignInterval[] {
  const out: SignInterval[] = [];
  const prev = t0 > JD_MIN ? findCrossing(track, t0, 'previous', 30) : null;
  let start = prev ? prev.jd : JD_MIN;
  let startExact = Boolean(prev);
  let entered: SignInterval['enteredMoving'] = prev ? prev.motion : null;
  let sign = signOfLon(track.at(Math.min(Math.max(t0, JD_MIN), JD_MAX - 1e-6)).lon);
  let t = t0;
  for (let guard = 0; guard < 10000; guard++) {
    const c = findCrossing(track, t, 'next', 30);
    if (!c) {
      out.push({ sign, start, end: JD_MAX, startExact, endExact: false, enteredMoving: entered, leftMoving: null });
      break;
    }
    out.push({ sign, start, end: c.jd, startExact, endExact: true, enteredMoving: entered, leftMoving: c.motion });
    if (c.jd > t1) break;
    sign = c.to;
    start = c.jd;
    startExact = true;
    entered = c.motion;
    t = c.jd + 2e-7;
  }
  return out;
}

/** House (1-12) of a sign counted from a reference sign (the same sign is 1). */
export const houseFrom = (reference: number, sign: number): number => ((sign - reference + 12) % 12) + 1;

export interface PassageSegment extends SignInterval {
  house: number;
  /** True for a retrograde excursion out of the houses of the passage (and back). */
  paused: boolean;
}

export interface Passage {
  start: number;
  end: number;
  startExact: boolean;
  endExact: boolean;
  /** The stays in order; they tile [start, end] exactly (each ends where the next begins). */
  segments: PassageSegment[];
}

/**
 * Groups the stays into passages through `houses` (counted from `reference`): a passage runs
 * from the first entry into one of the houses to the final exit, and a stay outside the houses
 * that is both preceded and followed by a stay inside (a retrograde loop back over the boundary)
 * is kept in the passage as a pause.
 */
export function passages(intervals: SignInterval[], reference: number, houses: readonly number[]): Passage[] {
  const inSet = intervals.map((iv) => houses.includes(houseFrom(reference, iv.sign)));
  const out: Passage[] = [];
  let i = 0;
  while (i < intervals.length) {
    if (!inSet[i]) { i++; continue; }
    const segs: PassageSegment[] = [];
    let j = i;
    while (j < intervals.length) {
      if (inSet[j]) segs.push({ ...intervals[j], house: houseFrom(reference, intervals[j].sign), paused: false });
      else if (j + 1 < intervals.length && inSet[j + 1]) segs.push({ ...intervals[j], house: houseFrom(reference, intervals[j].sign), paused: true });
      else break;
      j++;
    }
    const first = segs[0];
    const last = segs[segs.length - 1];
    out.push({ start: first.start, end: last.end, startExact: first.startExact, endExact: last.endExact, segments: segs });
    i = j;
  }
  return out;
}
