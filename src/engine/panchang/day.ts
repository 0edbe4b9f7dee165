/**
 * The panchang day: from the Hindu sunrise of a civil date to the next sunrise, with every
 * limb that prevails in it, skipped (kshaya) and repeated (vriddhi/adhika) elements marked,
 * and the Sun's and Moon's rising and setting.
 *
 * Sunrise is the centre of the disc on the horizon without refraction by default (DESIGN.md:
 * Jagannatha Hora's, PyJHora's and Drik's "Hindu sunrise"); `upper_limb` is the almanac
 * definition with refraction. Sunrises are computed once per civil date and shared between
 * neighbouring days (a month needs n+2 sunrises, not 3n).
 *
 * Where the Sun does not rise (polar night) or set (polar day) the rise/set is null, the day
 * falls back to civil midnight-to-midnight and a warning says so; nothing is invented.
 */
import { type AyanamsaName, JD_MIN } from '../ephemeris/constants';
import { type EphemerisNodes, hermiteAt, MOON_STEP, nodesOf, RISE_STEP } from '../ephemeris/nodes';
import type { Ephemeris, GeoLocation, SunriseDefinition } from '../ephemeris/ephemeris';
import { localMidnightJd, offsetAtJd } from '../time/julian';
import { addDays, type CivilDate, formatDate } from '../time/parse';
import { weekdayOf } from '../time/julian';
import { type Limb, Sky, type Span } from './elements';
import { directRisingSky, fastRiseSet, fastSunRiseSet, type RisingSky } from './risings';

export const VARAS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const VARA_SANSKRIT = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;
export const VARA_LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

const dayKey = (d: CivilDate) => d.y * 10000 + d.m * 100 + d.d;
const EVENT_CODE = { Sunrise: 0, Sunset: 1, Moonrise: 2, Moonset: 3 } as const;
/** Sidereal time advances 360.98564736629 degrees per day of UT. */
const SIDEREAL_RATE = 360.98564736629;
/** Local midnights (JD UT) per zone and civil date (y * 10000 + m * 100 + d): a pure function of the zone database. */
const MIDNIGHTS = new Map<string, Map<number, number>>();

/** A difference of angles reduced to -180..180. */
const res180 = (x: number): number => {
  const r = x % 360;
  return r > 180 ? r - 360 : r < -180 ? r + 360 : r;
};

interface Position { lon: number; speed: number }

/**
 * Rise and set of Sun and Moon per civil date at one place, memoised.
 *
 * The Newton rising (risings.ts) reads the apparent Sun and the sidereal time from one library
 * call each every other UT midnight: the Sun by cubic Hermite interpolation on position and
 * speed (within 0.002 arc-second over 1800-2399, 0.0002 s of a rising), the apparent sidereal
 * time as its uniform rate plus a cubic through four nodes for the rest (the equation of the
 * equinoxes; within 0.0005 s). The Moon is read from the library at every iteration. Against
 * the same equations with library positions at every step, rises and sets differ by under
 * 0.001 s; against swe_rise_trans by 0.01 s (test/engine/panchang-properties.test.ts).
 */
export class SunCalendar implements RisingSky {
  private memo = new Map<number, number | null>();
  private last: ({ dayStart: number; t: number } | undefined)[] = [];
  private prev: ({ dayStart: number; t: number } | undefined)[] = [];
  private readonly nodes: EphemerisNodes;
  private readonly midnights: Map<number, number>;
  private readonly pos: Position = { lon: 0, speed: 0 };
  /** Use the Newton rising (risings.ts) where it applies; false forces swe_rise_trans everywhere. */
  fast = true;
  /** The Sun's rising on the shared right-ascension/declination blocks (fastSunRiseSet); false: on the interpolated longitude (fastRiseSet). */
  sunBlocks = true;
  /** The exact Newton rising (tests): every position and sidereal time from the library at each iteration. */
  reference = false;
  constructor(readonly eph: Ephemeris, readonly tz: string, readonly geo: GeoLocation, readonly definition: SunriseDefinition) {
    this.nodes = nodesOf(eph);
    let m = MIDNIGHTS.get(tz);
    if (!m) { m = new Map(); if (MIDNIGHTS.size > 1000) MIDNIGHTS.clear(); MIDNIGHTS.set(tz, m); }
    this.midnights = m;
  }

  /** True obliquity, one value per 10 days (it changes by under 0.1" in that time apart from nutation's 0.2" fortnightly term). */
  obliquity(t: number): number { return this.nodes.obliquity(t); }

  /**
   * Apparent tropical longitude and daily motion (RisingSky): the Sun interpolated between
   * shared nodes two days apart, the Moon between half-day nodes (within 0.04", a hundredth of
   * a second of a moonrise). The returned object is reused by the next call.
   */
  apparent(body: 'Sun' | 'Moon', t: number): Position {
    const ok = body === 'Sun' ? hermiteAt(this.nodes.sunApp, RISE_STEP, t, this.pos) : hermiteAt(this.nodes.moonApp, MOON_STEP, t, this.pos);
    if (ok) return this.pos;
    const p = this.eph.tropical(t, body);
    return { lon: p.lon, speed: p.lonSpeed };
  }

  /**
   * Greenwich apparent sidereal time (degrees, not reduced to 0-360) at t (RisingSky): the
   * uniform rate from the node before t, plus the cubic through the four nodes around t of
   * what the rate leaves (the library's sidereal time itself needs no ephemeris range).
   */
  gast(t: number): number {
    const k = Math.floor((t - JD_MIN) / RISE_STEP);
    const d0 = JD_MIN + k * RISE_STEP;
    const n = this.nodes;
    const g0 = n.gastNode(k);
    const step = SIDEREAL_RATE * RISE_STEP;
    // Residuals at nodes -1, 1, 2 (units of RISE_STEP) after the uniform rate from node 0.
    const rm = res180(n.gastNode(k - 1) - g0 + step), r1 = res180(n.gastNode(k + 1) - g0 - step), r2 = res180(n.gastNode(k + 2) - g0 - 2 * step);
    const u = (t - d0) / RISE_STEP;
    // Lagrange weights on u = -1, 0, 1, 2 (the node-0 residual is zero).
    const cubic = rm * (-u * (u - 1) * (u - 2) / 6) + r1 * (-(u + 1) * u * (u - 2) / 2) + r2 * ((u + 1) * u * (u - 1) / 6);
    return g0 + SIDEREAL_RATE * (t - d0) + cubic;
  }

  /** JD (UT) of local midnight starting civil date d: one table per zone shared by every request (zone offsets are read once per day). */
  civilStart(d: CivilDate): number {
    const key = dayKey(d);
    let v = this.midnights.get(key);
    if (v === undefined) {
      // The day before's midnight + 24 h is this midnight unless the offset changed (DST): one
      // zone lookup confirms it, instead of the three or four of a full local-to-UTC resolution.
      const prev = this.midnights.get(dayKey(addDays(d, -1)));
      if (prev !== undefined) {
        const cand = prev + 1;
        const offPrev = offsetAtJd(prev, this.tz);
        if (offsetAtJd(cand, this.tz) === offPrev && offsetAtJd(cand - 1 / 24, this.tz) === offPrev) v = cand;
      }
      if (v === undefined) v = localMidnightJd(d.y, d.m, d.d, this.tz);
      if (this.midnights.size > 100_000) this.midnights.clear();
      this.midnights.set(key, v);
    }
    return v;
  }

  private event(d: CivilDate, body: 'Sun' | 'Moon', ev: 'rise' | 'set'): number | null {
    const code = body === 'Sun' ? (ev === 'rise' ? EVENT_CODE.Sunrise : EVENT_CODE.Sunset) : (ev === 'rise' ? EVENT_CODE.Moonrise : EVENT_CODE.Moonset);
    const k = dayKey(d) * 8 + code;
    const hit = this.memo.get(k);
    if (hit !== undefined) return hit;
    const s = this.civilStart(d);
    const e = this.civilStart(addDays(d, 1));
    let v: number | null | undefined;
    if (this.definition === 'disc_center' && this.fast) {
      // The same event on a neighbouring day, moved by whole days, is the first guess; after two
      // consecutive days, its drift per day is added (the guess is then within seconds).
      const last = this.last[code], before = this.prev[code];
      let guess: number | undefined;
      if (last) {
        const days = Math.round(s - last.dayStart);
        guess = last.t + (s - last.dayStart) * (body === 'Sun' ? 1 : 1.035);
        if (body === 'Sun' && before && Math.abs(days) === 1 && Math.round(last.dayStart - before.dayStart) === days) {
          guess = s + (last.t - last.dayStart) * 2 - (before.t - before.dayStart);
        }
      }
      v = this.reference
        ? fastRiseSet(directRisingSky(this.eph), body, ev, this.geo.lat, this.geo.lon, s, e, this.eph.obliquity(s).true, guess)
        : body === 'Sun' && this.sunBlocks
          ? fastSunRiseSet(this.nodes, ev, this.geo.lat, this.geo.lon, s, e, guess)
          : fastRiseSet(this, body, ev, this.geo.lat, this.geo.lon, s, e, this.obliquity(s), guess);
    }
    if (v === undefined) {
      // swe_rise_trans can miss an event that follows its start time by a few minutes, so the
      // search starts six hours early and steps past an event found before the day.
      let t = this.eph.riseSet(s - 0.25, body, ev, this.geo, this.definition);
      if (t !== null && t < s) t = this.eph.riseSet(t + 0.01, body, ev, this.geo, this.definition);
      v = t !== null && t >= s && t < e ? t : null;
    }
    if (v !== null) { this.prev[code] = this.last[code]; this.last[code] = { dayStart: s, t: v }; }
    this.memo.set(k, v);
    return v;
  }

  /** Sunrise on the civil date, or null (polar night/day). */
  sunrise(d: CivilDate): number | null { return this.event(d, 'Sun', 'rise'); }
  /** Sunset on the civil date, or null. */
  sunset(d: CivilDate): number | null { return this.event(d, 'Sun', 'set'); }
  moonrise(d: CivilDate): number | null { return this.event(d, 'Moon', 'rise'); }
  moonset(d: CivilDate): number | null { return this.event(d, 'Moon', 'set'); }

  /** Start of the panchang day of civil date d: its sunrise, or its civil midnight when there is none. */
  dayStart(d: CivilDate): number { return this.sunrise(d) ?? this.civilStart(d); }
}

/** Sunrise, sunset and the neighbouring ones that bound a panchang day. */
export interface SolarFrame {
  date: CivilDate;
  civilStart: number;
  civilEnd: number;
  sunrise: number | null;
  sunset: number | null;
  nextSunrise: number | null;
  prevSunset: number | null;
  prevSunrise: number | null;
  /** Panchang day bounds: sunrise to next sunrise, or civil midnights where the Sun does not rise. */
  start: number;
  end: number;
  /** True when sunrise, sunset and next sunrise all exist in order (windows can be computed). */
  regular: boolean;
  vara: number;
  warnings: string[];
}

export function solarFrame(cal: SunCalendar, date: CivilDate): SolarFrame {
  const prev = addDays(date, -1);
  const next = addDays(date, 1);
  const warnings: string[] = [];
  const sunrise = cal.sunrise(date);
  const sunset = cal.sunset(date);
  const nextSunrise = cal.sunrise(next);
  const civilStart = cal.civilStart(date);
  const civilEnd = cal.civilStart(next);
  if (sunrise === null) warnings.push(`the Sun does not rise at latitude ${cal.geo.lat} on ${formatDate(date)} (polar day or night): the panchang day is taken from local midnight, and windows that need sunrise are null`);
  if (sunset === null) warnings.push(`the Sun does not set at latitude ${cal.geo.lat} on ${formatDate(date)}: sunset and the windows that need it are null`);
  if (sunrise !== null && nextSunrise === null) warnings.push(`the Sun does not rise on ${formatDate(next)}: the panchang day ends at local midnight`);
  const start = sunrise ?? civilStart;
  const end = nextSunrise ?? civilEnd;
  const regular = sunrise !== null && sunset !== null && nextSunrise !== null && sunrise < sunset && sunset < nextSunrise;
  const vara = weekdayOf(date.y, date.m, date.d);
  return {
    date, civilStart, civilEnd, sunrise, sunset,
    nextSunrise, prevSunset: cal.sunset(prev), prevSunrise: cal.sunrise(prev), start, end, regular, vara, warnings,
  };
}

/** One occurrence in a day, with its kshaya / vriddhi flags. */
export interface DaySpan extends Span {
  /** Begins after this sunrise and ends before the next: prevails at no sunrise (skipped). */
  kshaya: boolean;
  /** Prevails at two consecutive sunrises (this one and the next): the next day repeats it. */
  vriddhi: boolean;
  /** Already prevailed at the previous sunrise: this day repeats it (adhika). */
  repeated: boolean;
}

export interface PanchangDay {
  frame: SolarFrame;
  /** Every occurrence of each limb overlapping [start, end), in order; [0] prevails at sunrise. */
  limbs: Record<Limb, DaySpan[]>;
}

export const LIMBS: readonly Limb[] = ['tithi', 'nakshatra', 'yoga', 'karana'];

export function limbsOfDay(sky: Sky, frame: SolarFrame): Record<Limb, DaySpan[]> {
  const out = {} as Record<Limb, DaySpan[]>;
  const prevStart = frame.prevSunrise;
  for (const limb of LIMBS) {
    // Fields are listed, not spread: a spread followed by more fields costs a new hidden class per object in V8.
    out[limb] = sky.spansBetween(limb, frame.start, frame.end).map((s) => ({
      limb: s.limb, index: s.index, name: s.name, start: s.start, end: s.end,
      kshaya: s.start > frame.start && s.end < frame.end,
      vriddhi: s.start <= frame.start && s.end > frame.end,
      repeated: prevStart !== null && s.start <= prevStart && s.end > frame.start,
    }));
  }
  return out;
}

export function panchangDay(sky: Sky, cal: SunCalendar, date: CivilDate): PanchangDay {
  const frame = solarFrame(cal, date);
  return { frame, limbs: limbsOfDay(sky, frame) };
}

/** A context for one request: the sky (positions) and the place's sun calendar. */
export interface PanchangContext {
  sky: Sky;
  cal: SunCalendar;
}

export function panchangContext(eph: Ephemeris, ayanamsa: AyanamsaName, tz: string, geo: GeoLocation, definition: SunriseDefinition): PanchangContext {
  return { sky: new Sky(eph, ayanamsa), cal: new SunCalendar(eph, tz, geo, definition) };
}

/** The civil date whose panchang day holds the instant t (sunrise-to-sunrise). */
export function panchangDateOf(cal: SunCalendar, t: number, civil: CivilDate): CivilDate {
  if (t < cal.dayStart(civil)) return addDays(civil, -1);
  const next = addDays(civil, 1);
  if (t >= cal.dayStart(next)) return next;
  return civil;
}
