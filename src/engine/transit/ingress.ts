/**
 * Sidereal ingress finder: the next or previous moment a graha's sidereal longitude crosses a
 * multiple of a division (30 degrees: a sign ingress; 13 deg 20': a nakshatra change), in either
 * direction of motion, so retrograde exits and re-entries are found like direct ones.
 *
 * Method (no fixed stepping): a body moving now at v degrees a day cannot reach a boundary d
 * degrees away in less than the time h with |v| h + amax h^2 / 2 = d (nor in less than d / vmax),
 * where vmax and amax bound the body's daily motion and its change (table below). So we step by
 * exactly that time (the step can never jump over a crossing): long strides far from a boundary,
 * and steps that close in on it like Newton's method near it. When a step had to be clamped to the minimum step near a
 * boundary, a station inside it (speed changes sign) could hide a cross-and-return: the station
 * is then located on the speed and checked. A bracketed crossing is refined by Newton's method
 * on the longitude with the ephemeris speed, safeguarded by bisection (regula falsi when the
 * Newton step leaves the bracket), to 1e-7 day (0.01 s).
 *
 * Positions: Ephemeris.sidereal (geometric, mean equinox, minus the mean ayanamsa: Jagannatha
 * Hora's convention), so the instants are comparable to JHora's transit tables. Ketu is
 * Rahu + 180 degrees and crosses its boundaries at the same instants as Rahu does the opposite
 * ones.
 */
import type { AyanamsaName, BodyName } from '../ephemeris/constants';
import { JD_MAX, JD_MIN } from '../ephemeris/constants';
import { AYANAMSA_RATE_DEG_PER_DAY, type Ephemeris, normDeg } from '../ephemeris/ephemeris';
import type { NodeKind } from '../vedic/chart';
import type { Graha } from '../vedic/zodiac';

/**
 * Upper bounds of |daily motion| (degrees/day) and of |change of daily motion| (degrees/day²)
 * in sidereal longitude, measured over 1800-2400 with this ephemeris and given a margin of
 * about 1.5: Sun 1.02 / 0.00066, Moon 15.40 / 0.51, Mercury 2.20 / 0.20, Venus 1.26 / 0.042,
 * Mars 0.79 / 0.015, Jupiter 0.243 / 0.0035, Saturn 0.130 / 0.0019; the mean node moves a
 * steady 0.053; the true node up to 0.26 with fast wobbles.
 */
export const MOTION_BOUND: Record<Graha, Record<NodeKind, { v: number; a: number }>> = {
  Sun: { mean: { v: 1.1, a: 0.001 }, true: { v: 1.1, a: 0.001 } },
  Moon: { mean: { v: 16.5, a: 0.8 }, true: { v: 16.5, a: 0.8 } },
  Mars: { mean: { v: 0.9, a: 0.025 }, true: { v: 0.9, a: 0.025 } },
  Mercury: { mean: { v: 2.5, a: 0.3 }, true: { v: 2.5, a: 0.3 } },
  Jupiter: { mean: { v: 0.3, a: 0.0055 }, true: { v: 0.3, a: 0.0055 } },
  Venus: { mean: { v: 1.4, a: 0.065 }, true: { v: 1.4, a: 0.065 } },
  Saturn: { mean: { v: 0.16, a: 0.003 }, true: { v: 0.16, a: 0.003 } },
  Rahu: { mean: { v: 0.06, a: 0.0005 }, true: { v: 0.5, a: 1.5 } },
  Ketu: { mean: { v: 0.06, a: 0.0005 }, true: { v: 0.5, a: 1.5 } },
};

/** Smallest step (days) while stepping towards a boundary; largest stride (days). */
const MIN_STEP = 0.02;
const MAX_STRIDE = 120;
/** Spacing of the ayanamsa anchors, days. */
export const AYAN_ANCHOR_DAYS = 128;
/** Convergence of the refinement, days (0.0086 s). */
const EPS_DAYS = 1e-7;

export interface LonSpeed { lon: number; speed: number }

/** A graha's sidereal longitude and daily motion, as one function of time. */
export class GrahaTrack {
  /** Number of positions computed (cost model). */
  evaluations = 0;
  readonly vmax: number;
  readonly amax: number;
  constructor(readonly eph: Ephemeris, readonly graha: Graha, readonly ayanamsa: AyanamsaName, readonly node: NodeKind = 'mean') {
    this.vmax = MOTION_BOUND[graha][node].v;
    this.amax = MOTION_BOUND[graha][node].a;
  }

  /**
   * Days during which the body surely stays within d degrees of where it is, moving now at
   * `speed`: the larger of d / vmax and the root of |speed| h + amax h^2 / 2 = d (both bounds hold).
   */
  freeTime(d: number, speed: number): number {
    const v = Math.abs(speed);
    const byAcc = (-v + Math.sqrt(v * v + 2 * this.amax * d)) / this.amax;
    return Math.max(d / this.vmax, byAcc);
  }

  private anchors = new Map<number, number>();

  /**
   * Mean ayanamsa at jd, interpolated linearly between anchors every AYAN_ANCHOR_DAYS days.
   * The mean ayanamsa is smooth (precession, no nutation): the interpolation error is below
   * 1e-5 arc-second for the epoch-defined modes and 0.01 arc-second for true_chitrapaksha
   * (the star's own motion; tested over 1800-2400), while a swe_get_ayanamsa call costs five
   * times a position.
   */
  ayanamsaAt(jd: number): number {
    const k = Math.floor((jd - JD_MIN) / AYAN_ANCHOR_DAYS);
    const t0 = JD_MIN + k * AYAN_ANCHOR_DAYS;
    const a0 = this.anchor(t0);
    const a1 = this.anchor(t0 + AYAN_ANCHOR_DAYS);
    return a0 + (a1 - a0) * (jd - t0) / AYAN_ANCHOR_DAYS;
  }

  private anchor(t: number): number {
    let a = this.anchors.get(t);
    if (a === undefined) {
      a = this.eph.ayanamsa(Math.min(t, JD_MAX - 1e-6), this.ayanamsa).mean;
      if (t > JD_MAX - 1e-6) a += (t - (JD_MAX - 1e-6)) * AYANAMSA_RATE_DEG_PER_DAY; // past the range: extend by the rate
      this.anchors.set(t, a);
    }
    return a;
  }

  at(jd: number): LonSpeed {
    this.evaluations++;
    const g = this.graha;
    const body: BodyName = g === 'Rahu' || g === 'Ketu' ? (this.node === 'true' ? 'TrueNode' : 'MeanNode') : g;
    // Ephemeris.sidereal's convention (geometric, mean equinox, minus the mean ayanamsa).
    const p = this.eph.geometric(jd, body);
    const lon = normDeg(p.lon - this.ayanamsaAt(jd));
    return { lon: g === 'Ketu' ? normDeg(lon + 180) : lon, speed: p.lonSpeed - AYANAMSA_RATE_DEG_PER_DAY };
  }
}

export type Direction = 'next' | 'previous';

/** One boundary crossing. */
export interface Crossing {
  /** Instant, JD (UT). */
  jd: number;
  /** The boundary crossed, degrees (a multiple of the division). */
  boundary: number;
  /** Division index (sign 0-11, or nakshatra 0-26) before and after the crossing, in time order. */
  from: number;
  to: number;
  /** direct: crossing forwards (entering the next division); retrograde: backwards. */
  motion: 'direct' | 'retrograde';
  speed: number;
}

const wrap180 = (x: number): number => {
  const r = normDeg(x);
  return r >= 180 ? r - 360 : r;
};

/**
 * Solves lon(t) = boundary inside [a, b], where g(a) = wrap180(lon(a) - boundary) and g(b)
 * have opposite signs (or one is zero).
 */
function refine(track: GrahaTrack, boundary: number, a: number, ga: number, b: number, gb: number): { jd: number; speed: number } {
  let lo = a, hi = b, glo = ga;
  let t = ga === gb ? (lo + hi) / 2 : lo - ga * (hi - lo) / (gb - ga);
  let speed = 0;
  for (let i = 0; i < 60; i++) {
    const p = track.at(t);
    speed = p.speed;
    const g = wrap180(p.lon - boundary);
    if (g === 0) return { jd: t, speed };
    if (Math.sign(g) === Math.sign(glo)) { lo = t; glo = g; } else { hi = t; }
    // Newton's correction; once it is below the tolerance the root is found.
    const dt = p.speed !== 0 ? -g / p.speed : NaN;
    if (Math.abs(dt) < EPS_DAYS) return { jd: t + dt, speed };
    let next = t + dt;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2; // Newton left the bracket: bisect
    if (hi - lo < EPS_DAYS) return { jd: (lo + hi) / 2, speed };
    t = next;
  }
  return { jd: t, speed };
}

/** Time of the station (speed = 0) inside [a, b] where the speeds at the ends have opposite signs. */
function station(track: GrahaTrack, a: number, sa: number, b: number, sb: number): { jd: number; p: LonSpeed } {
  let lo = a, hi = b, slo = sa, shi = sb;
  let p = track.at((a + b) / 2);
  let t = (a + b) / 2;
  for (let i = 0; i < 40 && hi - lo > 1e-4; i++) {
    t = slo === shi ? (lo + hi) / 2 : lo - slo * (hi - lo) / (shi - slo);
    if (!(t > lo && t < hi)) t = (lo + hi) / 2;
    p = track.at(t);
    if (Math.sign(p.speed) === Math.sign(slo)) { lo = t; slo = p.speed; } else { hi = t; shi = p.speed; }
  }
  return { jd: t, p };
}

/**
 * The first crossing of a multiple of `division` degrees strictly after (next) or before
 * (previous) jd, within `limitDays`; null if none (or the ephemeris range ends first).
 */
export function findCrossing(track: GrahaTrack, jd: number, direction: Direction, division = 30, limitDays = 40000): Crossing | null {
  const dir = direction === 'next' ? 1 : -1;
  const end = Math.min(JD_MAX - 1e-6, Math.max(JD_MIN, jd + dir * limitDays));
  let t = jd;
  let p = track.at(t);
  for (let guard = 0; guard < 200000; guard++) {
    if ((dir > 0 && t >= end) || (dir < 0 && t <= end)) return null;
    const below = p.lon % division;
    const d = Math.min(below, division - below);
    const free = track.freeTime(d, p.speed);
    let h = Math.max(MIN_STEP, Math.min(free, MAX_STRIDE));
    const clamped = free < MIN_STEP;
    let t1 = t + dir * h;
    if ((dir > 0 && t1 > end) || (dir < 0 && t1 < end)) { t1 = end; h = Math.abs(end - t); }
    const p1 = track.at(t1);
    // Unwrapped motion over the step (|motion| < 180 always: the step bounds it).
    const l0 = p.lon;
    const l1 = l0 + wrap180(p1.lon - l0);
    const k0 = Math.floor(l0 / division);
    const k1 = Math.floor(l1 / division);
    const [ta, la, sa, tb, lb, sb] = dir > 0 ? [t, l0, p.speed, t1, l1, p1.speed] : [t1, l1, p1.speed, t, l0, p.speed];
    if (k0 !== k1) {
      // One crossing: the boundary between the two divisions nearest the start of the search.
      const boundary = Math.max(k0, k1) * division;
      return crossingAt(track, boundary, ta, la, tb, lb, division);
    }
    if (clamped && Math.sign(sa) !== Math.sign(sb) && sa !== 0 && sb !== 0) {
      // A station inside a minimum step near a boundary: did the body touch the boundary and return?
      const st = station(track, ta, sa, tb, sb);
      const ls = la + wrap180(st.p.lon - la);
      if (Math.floor(ls / division) !== k0) {
        const boundary = (Math.floor(ls / division) > k0 ? k0 + 1 : k0) * division;
        // The crossing nearest the search start: before the station going forwards, after it going back.
        return dir > 0 ? crossingAt(track, boundary, ta, la, st.jd, ls, division) : crossingAt(track, boundary, st.jd, ls, tb, lb, division);
      }
    }
    t = t1;
    p = p1;
  }
  return null;
}

function crossingAt(track: GrahaTrack, boundaryUnwrapped: number, ta: number, la: number, tb: number, lb: number, division: number): Crossing {
  const boundary = normDeg(boundaryUnwrapped);
  const r = refine(track, boundary, ta, la - boundaryUnwrapped, tb, lb - boundaryUnwrapped);
  const n = Math.round(360 / division);
  const forward = lb > la;
  const after = Math.round(boundary / division) % n;
  const to = forward ? after : (after - 1 + n) % n;
  const from = forward ? (after - 1 + n) % n : after;
  return { jd: r.jd, boundary, from, to, motion: forward ? 'direct' : 'retrograde', speed: r.speed };
}

/** Next or previous sidereal sign ingress (either direction of motion) of a graha. */
export function signIngress(eph: Ephemeris, graha: Graha, jd: number, direction: Direction, ayanamsa: AyanamsaName = 'lahiri', node: NodeKind = 'mean'): Crossing | null {
  return findCrossing(new GrahaTrack(eph, graha, ayanamsa, node), jd, direction, 30);
}

/** Every sign ingress of a graha in (t0, t1], in time order. */
export function ingressesBetween(track: GrahaTrack, t0: number, t1: number, division = 30): Crossing[] {
  const out: Crossing[] = [];
  let t = t0;
  for (;;) {
    const c = findCrossing(track, t, 'next', division, t1 - t);
    if (!c || c.jd > t1) break;
    out.push(c);
    // Restart just past the crossing: the refinement put it within 1e-7 day of the root.
    t = c.jd + 2 * EPS_DAYS;
  }
  return out;
}
