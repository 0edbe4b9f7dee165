/**
 * The five limbs (tithi, nakshatra, yoga, karana; vara lives in day.ts) at any moment, with the
 * exact start and end of each, found by Newton's method on the continuous angle that defines the
 * limb, using the daily motion the ephemeris returns with every position (no stepping).
 *
 *   tithi     = (Moon - Sun) / 12 deg          1-30 (1 = Shukla Pratipada, 15 Purnima, 30 Amavasya)
 *   karana    = (Moon - Sun) / 6 deg           1-60 (1 = Kimstughna, 2-57 Bava..Vishti x8, 58-60 fixed)
 *   nakshatra = sidereal Moon / 13 deg 20'     1-27 (1 = Ashwini)
 *   yoga      = (sidereal Sun + sidereal Moon) / 13 deg 20'   1-27 (1 = Vishkambha)
 *
 * Positions are geometric on the mean equinox of date and sidereal = that minus the mean
 * ayanamsa (Ephemeris.geometric/sidereal: the convention of Jagannatha Hora and PyJHora). The
 * elongation does not depend on the ayanamsa.
 *
 * Cost model (`eph.calls`): one Moon position per Newton iteration. An end time takes two
 * iterations from the linear first guess: the second step is below 5e-4 day, after which
 * Newton's quadratic convergence leaves under a millisecond (see STOP_DAYS). Every root is
 * kept, so the end of one occurrence is the start of the next, a tithi boundary is the
 * karana boundary at the same elongation, and consecutive days never solve it twice. The Sun
 * of the elongation and the yoga comes from one position per UT midnight, interpolated (cubic
 * Hermite on position and speed: within 0.001 arc-second, 2 ms of a tithi end); the
 * sankranti angle uses the Sun's exact position at every iteration.
 */
import { type AyanamsaName, JD_MAX, JD_MIN } from '../ephemeris/constants';
import { type Ephemeris, normDeg } from '../ephemeris/ephemeris';
import { AYAN_STEP, type EphemerisNodes, hermiteAt, MOON_STEP, nodesOf, SUN_STEP } from '../ephemeris/nodes';
import { NAKSHATRA_LORD_CYCLE, NAKSHATRAS } from '../vedic/zodiac';

export type Limb = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
/** The continuous angles the limbs (and sankrantis) are read from. */
export type AngleKind = 'elongation' | 'moon' | 'sum' | 'sun';

export const NAKSHATRA_DEG = 360 / 27;

export const LIMB_ANGLE: Record<Limb, { angle: AngleKind; unit: number; count: number }> = {
  tithi: { angle: 'elongation', unit: 12, count: 30 },
  karana: { angle: 'elongation', unit: 6, count: 60 },
  nakshatra: { angle: 'moon', unit: NAKSHATRA_DEG, count: 27 },
  yoga: { angle: 'sum', unit: NAKSHATRA_DEG, count: 27 },
};

const TITHI_BASE = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
  'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi'] as const;

/** Tithi name of index 1-30: 1-14 and 16-29 by position in the paksha, 15 Purnima, 30 Amavasya. */
export function tithiName(index: number): string {
  if (index === 15) return 'Purnima';
  if (index === 30) return 'Amavasya';
  return TITHI_BASE[(index - 1) % 15];
}
export const paksha = (tithi: number): 'Shukla' | 'Krishna' => (tithi <= 15 ? 'Shukla' : 'Krishna');

/** Deity of each tithi (1-15, repeating for Krishna paksha; Amavasya: Pitris). */
export const TITHI_DEITY = ['Agni', 'Brahma', 'Gauri', 'Ganesha', 'Naga', 'Kartikeya', 'Surya', 'Shiva', 'Durga',
  'Yama', 'Vishvedeva', 'Vishnu', 'Kamadeva', 'Shiva', 'Chandra'] as const;
/** Nanda, Bhadra, Jaya, Rikta, Purna: the five tithi groups, by position in the paksha. */
export const TITHI_GROUP = ['Nanda', 'Bhadra', 'Jaya', 'Rikta', 'Purna'] as const;
export const tithiDeity = (index: number): string => (index === 30 ? 'Pitris' : TITHI_DEITY[(index - 1) % 15]);
export const tithiGroup = (index: number): string => TITHI_GROUP[(index - 1) % 5];

export const YOGAS = ['Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti',
  'Shula', 'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyan',
  'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti'] as const;
/** The nine yogas the texts call inauspicious (1-based indices). */
const INAUSPICIOUS_YOGAS = new Set([1, 6, 9, 10, 13, 15, 17, 19, 27]);
export const yogaType = (index: number): 'auspicious' | 'inauspicious' => (INAUSPICIOUS_YOGAS.has(index) ? 'inauspicious' : 'auspicious');

export const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;
export const KARANA_KINDS = [...MOVABLE_KARANAS, 'Shakuni', 'Chatushpada', 'Naga', 'Kimstughna'] as const;

/** Karana name of index 1-60: 1 Kimstughna, 2-57 the seven movable ones in order, 58 Shakuni, 59 Chatushpada, 60 Naga. */
export function karanaName(index: number): string {
  if (index === 1) return 'Kimstughna';
  if (index >= 58) return ['Shakuni', 'Chatushpada', 'Naga'][index - 58];
  return MOVABLE_KARANAS[(index - 2) % 7];
}
/** 1-11 kind of a karana (1 Bava .. 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna). */
export const karanaKind = (index: number): number => KARANA_KINDS.indexOf(karanaName(index) as (typeof KARANA_KINDS)[number]) + 1;

export function limbName(limb: Limb, index: number): string {
  switch (limb) {
    case 'tithi': return tithiName(index);
    case 'karana': return karanaName(index);
    case 'nakshatra': return NAKSHATRAS[index - 1];
    case 'yoga': return YOGAS[index - 1];
  }
}
export const nakshatraLord = (index: number): string => NAKSHATRA_LORD_CYCLE[(index - 1) % 9];

/** One occurrence of a limb: index in its cycle and the interval it holds (JD UT). */
export interface Span {
  limb: Limb;
  index: number;
  name: string;
  start: number;
  end: number;
}

interface Position { lon: number; speed: number }

const wrap180 = (x: number): number => {
  const r = normDeg(x);
  return r > 180 ? r - 360 : r;
};

/** Largest Newton step (days): keeps a bad first guess from jumping to another cycle. */
const MAX_STEP_DAYS = 2;
/**
 * Newton stops after a step below 5e-4 day (43 s). The error left after that step is at most
 * K * step^2 with K = |angle''| / (2 |angle'|): at most 0.03 per day for the Moon's angles
 * (acceleration under 0.6 deg/day^2, rate over 10.8 deg/day), so under 7.5e-9 day (0.65 ms).
 */
const STOP_DAYS = 5e-4;
/** A kept root answers a later solve for the same angle and target whose guess lies this close (the same target recurs after 22 days or more). */
const ROOT_MATCH_DAYS = 6;

interface Root { t: number; rate: number }
/** Index of the first root with t > x in a list sorted by t (list.length if none). */
function firstAfter(list: readonly Root[], x: number): number {
  let lo = 0, hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].t > x) hi = mid; else lo = mid + 1;
  }
  return lo;
}
const ANGLE_CODE: Record<AngleKind, number> = { elongation: 0, moon: 1, sum: 2, sun: 3 };

/** Cubic Hermite interpolation of an angle (deg) and its rate between two nodes one day apart, at fraction s. */
function hermite(p0: Position, p1: Position, s: number): Position {
  const d = wrap180(p1.lon - p0.lon);
  const s2 = s * s, s3 = s2 * s;
  const lon = p0.lon + (3 * s2 - 2 * s3) * d + (s3 - 2 * s2 + s) * p0.speed + (s3 - s2) * p1.speed;
  const speed = (6 * s - 6 * s2) * d + (3 * s2 - 4 * s + 1) * p0.speed + (3 * s2 - 2 * s) * p1.speed;
  return { lon: normDeg(lon), speed };
}

/**
 * The Sun and Moon over a few days for one ayanamsa: Moon positions are cached by instant, the
 * Sun is interpolated between UT midnights, the ayanamsa linearly between anchors 8 days
 * apart, and every root found is kept, so a request pays for each position and each boundary
 * once.
 */
export class Sky {
  private sunNodes = new Map<number, Position>();
  private sunExact = new Map<number, Position>();
  private moon = new Map<number, Position>();
  private roots = new Map<number, Root[]>();
  /** The span last produced per limb, and the successor of each span produced (spans are never mutated). */
  private lastSpan: Partial<Record<Limb, Span>> = {};
  private nextOf = new WeakMap<Span, Span>();
  private readonly nodes: EphemerisNodes;
  private readonly sunPos: Position = { lon: 0, speed: 0 };
  private readonly moonPos: Position = { lon: 0, speed: 0 };

  /**
   * `reference`: the exact path (the Moon from the library at every Newton iteration, the
   * Sun of sankrantis exact, the Sun of the limbs from this request's own daily nodes), kept
   * to hold the interpolated path to it in the tests. The default reads the shared nodes.
   */
  constructor(readonly eph: Ephemeris, readonly ayanamsa: AyanamsaName, readonly reference = false) {
    this.nodes = nodesOf(eph);
  }

  private exact(t: number, which: 'Sun' | 'Moon'): Position {
    const cache = which === 'Sun' ? this.sunExact : this.moon;
    let p = cache.get(t);
    if (!p) {
      const r = this.eph.geometric(t, which);
      p = { lon: r.lon, speed: r.lonSpeed };
      if (cache.size > 20000) cache.clear();
      cache.set(t, p);
    }
    return p;
  }

  private sunNode(d: number): Position {
    let p = this.sunNodes.get(d);
    if (!p) {
      const r = this.eph.geometric(d, 'Sun');
      p = { lon: r.lon, speed: r.lonSpeed };
      if (this.sunNodes.size > 4000) this.sunNodes.clear();
      this.sunNodes.set(d, p);
    }
    return p;
  }

  /**
   * Geometric Sun (mean equinox of date) at t, interpolated between the UT midnights around t
   * (cubic Hermite, within 0.001 arc-second). The returned object is reused by the next call.
   */
  sunTropical(t: number): Position {
    if (!this.reference) {
      if (hermiteAt(this.nodes.sunGeo, SUN_STEP, t, this.sunPos)) return this.sunPos;
      return this.exact(t, 'Sun');
    }
    const d0 = Math.floor(t - 0.5) + 0.5;
    // The last day of the range has no following midnight inside it: exact position.
    if (!(d0 >= JD_MIN && d0 + 1 < JD_MAX)) return this.exact(t, 'Sun');
    const p0 = this.sunNode(d0);
    return t === d0 ? p0 : hermite(p0, this.sunNode(d0 + 1), t - d0);
  }
  /**
   * Geometric Moon at t: cubic Hermite between the shared half-day nodes (within 0.04
   * arc-second, 0.1 s of a limb end; measured in test/engine/panchang-fast.test.ts), exact on
   * the reference path. The returned object is reused by the next call.
   */
  moonTropical(t: number): Position {
    if (!this.reference && hermiteAt(this.nodes.moonGeo, MOON_STEP, t, this.moonPos)) return this.moonPos;
    return this.exact(t, 'Moon');
  }

  /** Mean ayanamsa (degrees) and its rate (degrees/day) at t: positions are geometric on the mean equinox (Ephemeris.sidereal). */
  ayan(t: number): { value: number; rate: number } {
    let k = Math.floor((t - JD_MIN) / AYAN_STEP);
    // Anchors stay inside the ephemeris range: at its end the last two are extrapolated.
    if (JD_MIN + (k + 1) * AYAN_STEP >= JD_MAX) k -= 1;
    const a0 = this.nodes.ayanAnchor(this.ayanamsa, k);
    const rate = (this.nodes.ayanAnchor(this.ayanamsa, k + 1) - a0) / AYAN_STEP;
    return { value: a0 + rate * (t - (JD_MIN + k * AYAN_STEP)), rate };
  }

  /** Value (0-360) and rate (deg/day) of an angle at t. */
  angle(kind: AngleKind, t: number): { value: number; rate: number } {
    switch (kind) {
      case 'elongation': {
        const m = this.moonTropical(t), s = this.sunTropical(t);
        return { value: normDeg(m.lon - s.lon), rate: m.speed - s.speed };
      }
      case 'moon': {
        const m = this.moonTropical(t), a = this.ayan(t);
        return { value: normDeg(m.lon - a.value), rate: m.speed - a.rate };
      }
      case 'sum': {
        const m = this.moonTropical(t), s = this.sunTropical(t), a = this.ayan(t);
        return { value: normDeg(s.lon + m.lon - 2 * a.value), rate: s.speed + m.speed - 2 * a.rate };
      }
      case 'sun': {
        // Sankrantis: the interpolated Sun (0.001", 0.03 s of an ingress); exact on the reference path.
        const s = this.reference ? this.exact(t, 'Sun') : this.sunTropical(t), a = this.ayan(t);
        return { value: normDeg(s.lon - a.value), rate: s.speed - a.rate };
      }
    }
  }

  /** The root near `guess` (a kept one when there is), with the angle's rate there. */
  private root(kind: AngleKind, target: number, guess: number): Root {
    const tgt = normDeg(target);
    // A number, not a string: the angle's code, then the target to a micro-degree (under 1e9).
    const key = ANGLE_CODE[kind] * 1e9 + Math.round(tgt * 1e6);
    let list = this.roots.get(key);
    if (list) {
      // The list is sorted by time: binary search for the first root after guess - ROOT_MATCH_DAYS.
      const i = firstAfter(list, guess - ROOT_MATCH_DAYS);
      if (i < list.length && list[i].t < guess + ROOT_MATCH_DAYS) return list[i];
    } else {
      if (this.roots.size > 5000) this.roots.clear();
      list = [];
      this.roots.set(key, list);
    }
    let t = guess;
    let rate = 0;
    for (let i = 0; i < 30; i++) {
      const a = this.angle(kind, t);
      rate = a.rate;
      let dt = -wrap180(a.value - tgt) / a.rate;
      if (dt > MAX_STEP_DAYS) dt = MAX_STEP_DAYS;
      else if (dt < -MAX_STEP_DAYS) dt = -MAX_STEP_DAYS;
      t += dt;
      if (Math.abs(dt) < STOP_DAYS) break;
    }
    const r = { t, rate };
    list.splice(firstAfter(list, t), 0, r);
    return r;
  }

  /**
   * The instant near `guess` when the angle equals target (degrees). All four angles increase
   * monotonically (the Moon never retrogrades; the Sun's motion is always direct), so Newton's
   * method converges from a guess within one element.
   */
  solve(kind: AngleKind, target: number, guess: number): number {
    return this.root(kind, target, guess).t;
  }

  /** The occurrence of `limb` in force at t (start <= t < end). */
  spanAt(limb: Limb, t: number): Span {
    // The span last produced for this limb holds t when a request walks forward in time
    // (the span at one sunrise is the last one of the day before): the same answer, no roots.
    const last = this.lastSpan[limb];
    if (last !== undefined && last.start <= t && t < last.end) return last;
    const { angle, unit, count } = LIMB_ANGLE[limb];
    const a = this.angle(angle, t);
    let k = Math.floor(a.value / unit);
    if (k >= count) k = count - 1;
    const lo = k * unit;
    const hi = (k + 1) * unit;
    let start = this.solve(angle, lo, t - (a.value - lo) / a.rate);
    let end = this.solve(angle, hi % 360, t + (hi - a.value) / a.rate);
    // Guard the bracket (a root solved to the millisecond can land a hair on the wrong side of t).
    if (start > t) start = t;
    if (end <= t) end = t + 1e-9;
    const span = { limb, index: k + 1, name: limbName(limb, k + 1), start, end };
    this.lastSpan[limb] = span;
    return span;
  }

  /** The occurrence that follows `span`. */
  next(span: Span): Span {
    const known = this.nextOf.get(span);
    if (known) return known;
    const { angle, unit, count } = LIMB_ANGLE[span.limb];
    const index = (span.index % count) + 1;
    // The rate at the boundary is the one of the last Newton step that found it (kept with the root).
    const rate = this.root(angle, (span.index * unit) % 360, span.end).rate;
    const end = this.solve(angle, (index * unit) % 360, span.end + unit / rate);
    const following = { limb: span.limb, index, name: limbName(span.limb, index), start: span.end, end };
    this.nextOf.set(span, following);
    this.lastSpan[span.limb] = following;
    return following;
  }

  /** Every occurrence of `limb` overlapping [t0, t1), in order. */
  spansBetween(limb: Limb, t0: number, t1: number): Span[] {
    const out: Span[] = [this.spanAt(limb, t0)];
    while (out[out.length - 1].end < t1) out.push(this.next(out[out.length - 1]));
    return out;
  }

  /** The next instant at or after t when the elongation is a multiple of 360 (new moon) or 180 (full moon). */
  nextSyzygy(t: number, full: boolean): number {
    const target = full ? 180 : 0;
    const a = this.angle('elongation', t);
    const ahead = normDeg(target - a.value);
    return this.solve('elongation', target, t + ahead / 12.19);
  }

  /** The previous new moon (or full moon) at or before t. */
  prevSyzygy(t: number, full: boolean): number {
    const target = full ? 180 : 0;
    const a = this.angle('elongation', t);
    const behind = normDeg(a.value - target);
    return this.solve('elongation', target, t - behind / 12.19);
  }

  /** Sidereal longitude of the Sun (degrees) at t. */
  sunSidereal(t: number): number { return this.angle('sun', t).value; }
  /** Sidereal longitude of the Moon (degrees) at t. */
  moonSidereal(t: number): number { return this.angle('moon', t).value; }

  /** Next sidereal ingress of the Sun into a sign (0 = Aries) after t: the sankranti. */
  nextSankranti(t: number): { sign: number; jd: number } {
    const a = this.angle('sun', t);
    const sign = (Math.floor(a.value / 30) + 1) % 12;
    const jd = this.solve('sun', sign * 30, t + normDeg(sign * 30 - a.value) / a.rate);
    return { sign, jd };
  }

  /** Sankranti preceding t (the ingress that began the current solar month). */
  prevSankranti(t: number): { sign: number; jd: number } {
    const a = this.angle('sun', t);
    const sign = Math.floor(a.value / 30);
    const jd = this.solve('sun', sign * 30, t - (a.value - sign * 30) / a.rate);
    return { sign, jd };
  }
}
