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
import type { AyanamsaName } from '../ephemeris/constants';
import type { Ephemeris, GeoLocation, SunriseDefinition } from '../ephemeris/ephemeris';
import { localMidnightJd, offsetAtJd } from '../time/julian';
import { addDays, type CivilDate, formatDate } from '../time/parse';
import { weekdayOf } from '../time/julian';
import { type Limb, Sky, type Span } from './elements';
import { fastRiseSet } from './risings';

export const VARAS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const VARA_SANSKRIT = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;
export const VARA_LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

const dayKey = (d: CivilDate) => d.y * 10000 + d.m * 100 + d.d;

/** Rise and set of Sun and Moon per civil date at one place, memoised. */
export class SunCalendar {
  private memo = new Map<string, number | null>();
  private eps = new Map<number, number>();
  private last = new Map<string, { dayStart: number; t: number }>();
  /** Use the Newton rising (risings.ts) where it applies; false forces swe_rise_trans everywhere. */
  fast = true;
  constructor(readonly eph: Ephemeris, readonly tz: string, readonly geo: GeoLocation, readonly definition: SunriseDefinition) {}

  /** True obliquity, one value per 10 days (it changes by under 0.1" in that time apart from nutation's 0.2" fortnightly term). */
  private obliquity(t: number): number {
    const k = Math.floor(t / 10);
    let v = this.eps.get(k);
    if (v === undefined) { v = this.eph.obliquity(k * 10 + 5).true; this.eps.set(k, v); }
    return v;
  }

  civilStart(d: CivilDate): number {
    const k = `m${dayKey(d)}`;
    let v = this.memo.get(k);
    if (v === undefined) {
      // The day before's midnight + 24 h is this midnight unless the offset changed (DST): one
      // zone lookup confirms it, instead of the three or four of a full local-to-UTC resolution.
      const prev = this.memo.get(`m${dayKey(addDays(d, -1))}`);
      if (typeof prev === 'number') {
        const cand = prev + 1;
        const offPrev = offsetAtJd(prev, this.tz);
        if (offsetAtJd(cand, this.tz) === offPrev && offsetAtJd(cand - 1 / 24, this.tz) === offPrev) v = cand;
      }
      if (v === undefined) v = localMidnightJd(d.y, d.m, d.d, this.tz);
      this.memo.set(k, v);
    }
    return v as number;
  }

  private event(d: CivilDate, body: 'Sun' | 'Moon', ev: 'rise' | 'set'): number | null {
    const k = `${body}${ev}${dayKey(d)}`;
    if (this.memo.has(k)) return this.memo.get(k)!;
    const s = this.civilStart(d);
    const e = this.civilStart(addDays(d, 1));
    let v: number | null | undefined;
    const lastKey = `${body}${ev}`;
    if (this.definition === 'disc_center' && this.fast) {
      const last = this.last.get(lastKey);
      const guess = last ? last.t + (s - last.dayStart) * (body === 'Sun' ? 1 : 1.035) : undefined;
      v = fastRiseSet(this.eph, body, ev, this.geo.lat, this.geo.lon, s, e, this.obliquity(s), guess);
    }
    if (v === undefined) {
      // swe_rise_trans can miss an event that follows its start time by a few minutes, so the
      // search starts six hours early and steps past an event found before the day.
      let t = this.eph.riseSet(s - 0.25, body, ev, this.geo, this.definition);
      if (t !== null && t < s) t = this.eph.riseSet(t + 0.01, body, ev, this.geo, this.definition);
      v = t !== null && t >= s && t < e ? t : null;
    }
    if (v !== null) this.last.set(lastKey, { dayStart: s, t: v });
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
    out[limb] = sky.spansBetween(limb, frame.start, frame.end).map((s) => ({
      ...s,
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
