/**
 * Building MomentFacts: at one moment (single-check endpoints), or for every slot of a range
 * (best-time) where each day's sunrise, sunset, lagna table and the limbs' spans are computed
 * once and every slot is a lookup. Reuses the panchang engine: Sky (elements with exact
 * start/end), SunCalendar/solarFrame (Hindu sunrise, sunrise-to-sunrise day), lagnaTable,
 * Rahu Kaal and horas (windows.ts).
 */
import type { AyanamsaName } from '../ephemeris/constants';
import { type Ephemeris, normDeg } from '../ephemeris/ephemeris';
import { type PanchangContext, panchangDateOf, type SolarFrame, solarFrame } from '../panchang/day';
import type { Limb, Span } from '../panchang/elements';
import { lagnaTable, type LagnaRise } from '../panchang/lagna';
import { eighthOfDay, horas, type Interval, RAHU_SEGMENT } from '../panchang/windows';
import { localDateAt } from '../time/julian';
import { angularDistance, COMBUSTION_ORB } from '../vedic/chart';
import type { MomentFacts } from './scoring';

const LIMBS: readonly Limb[] = ['tithi', 'nakshatra', 'yoga', 'karana'];

/** Jupiter and Venus combust at t (tropical differences equal sidereal ones). */
export function astaAt(eph: Ephemeris, t: number): { jupiter: boolean; venus: boolean } {
  const sun = eph.tropical(t, 'Sun').lon;
  const j = eph.tropical(t, 'Jupiter');
  const v = eph.tropical(t, 'Venus');
  return {
    jupiter: angularDistance(j.lon, sun) < COMBUSTION_ORB.Jupiter!.direct,
    venus: angularDistance(v.lon, sun) < (v.lonSpeed < 0 ? COMBUSTION_ORB.Venus!.retrograde : COMBUSTION_ORB.Venus!.direct),
  };
}

const lagnaAt = (table: LagnaRise[], t: number): number | null => table.find((l) => t >= l.start && t < l.end)?.sign_index ?? null;

function dayWindows(f: SolarFrame): { rahu: Interval | null; horaList: ReturnType<typeof horas> | null } {
  if (!f.regular) return { rahu: null, horaList: null };
  return { rahu: eighthOfDay(f.sunrise!, f.sunset!, RAHU_SEGMENT[f.vara]), horaList: horas(f.vara, f.sunrise!, f.sunset!, f.nextSunrise!) };
}

/** Facts at one moment (the single-check endpoints). */
export function factsAt(eph: Ephemeris, ctx: PanchangContext, ayanamsa: AyanamsaName, jd: number, tz: string): { facts: MomentFacts; frame: SolarFrame; warnings: string[] } {
  const { sky, cal } = ctx;
  const civil = localDateAt(jd, tz);
  const pd = panchangDateOf(cal, jd, civil);
  const frame = solarFrame(cal, pd);
  const spans = Object.fromEntries(LIMBS.map((l) => [l, sky.spanAt(l, jd)])) as Record<Limb, Span>;
  const w = dayWindows(frame);
  const lt = lagnaTable(eph, ayanamsa, cal.geo.lat, cal.geo.lon, jd - 0.1, jd + 0.1);
  const asta = astaAt(eph, jd);
  const facts: MomentFacts = {
    jd, vara: frame.vara, tithi: spans.tithi, nakshatra: spans.nakshatra, yoga: spans.yoga, karana: spans.karana,
    moonSign: Math.floor(sky.moonSidereal(jd) / 30) % 12, sunSign: Math.floor(sky.sunSidereal(jd) / 30) % 12,
    lagnaSign: lagnaAt(lt.lagnas, jd), rahuKaal: w.rahu, horaLord: w.horaList?.find((h) => jd >= h.start && jd < h.end)?.lord ?? null,
    jupiterCombust: asta.jupiter, venusCombust: asta.venus,
  };
  return { facts, frame, warnings: [...frame.warnings, ...lt.warnings] };
}

/** The sign a continuously increasing sidereal angle is in over [t0, t1): a list of (sign, from, to). */
function signSpans(ctx: PanchangContext, kind: 'moon' | 'sun', t0: number, t1: number): { sign: number; start: number; end: number }[] {
  const { sky } = ctx;
  const rate = kind === 'moon' ? 13.2 : 0.9856;
  const out: { sign: number; start: number; end: number }[] = [];
  let t = t0;
  let lon = kind === 'moon' ? sky.moonSidereal(t) : sky.sunSidereal(t);
  for (let guard = 0; guard < 40 && t < t1; guard++) {
    const sign = Math.floor(lon / 30) % 12;
    const target = ((sign + 1) * 30) % 360;
    const end = sky.solve(kind, target, t + normDeg(target - lon) / rate);
    out.push({ sign, start: t, end: Math.max(end, t + 1e-6) });
    t = Math.max(end, t + 1e-6);
    lon = target;
  }
  return out;
}

/** One daylight window of a panchang day with what its slots look up. */
export interface ScanDay {
  frame: SolarFrame;
  sunrise: number;
  sunset: number;
  lagnas: LagnaRise[];
  rahu: Interval | null;
  horaList: ReturnType<typeof horas> | null;
  jupiterCombust: boolean;
  venusCombust: boolean;
}

/**
 * The scan of best-time: the panchang days whose daylight overlaps [t0, t1), each built once,
 * and a lookup that turns a slot start into MomentFacts without ephemeris calls.
 */
export function scanDays(eph: Ephemeris, ctx: PanchangContext, ayanamsa: AyanamsaName, t0: number, t1: number, tz: string) {
  const { cal } = ctx;
  const days: ScanDay[] = [];
  const warnings = new Set<string>();
  const d = localDateAt(t0, tz);
  const first = new Date(Date.UTC(d.y, d.m - 1, d.d - 1));
  const last = localDateAt(t1, tz);
  for (let k = 0; k < 40; k++) {
    const dt = new Date(first.getTime() + k * 86400000);
    const date = { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
    if (date.y * 10000 + date.m * 100 + date.d > last.y * 10000 + last.m * 100 + last.d) break;
    const frame = solarFrame(cal, date);
    for (const w of frame.warnings) warnings.add(w);
    if (frame.sunrise === null || frame.sunset === null || !(frame.sunrise < frame.sunset)) continue;
    if (frame.sunset <= t0 || frame.sunrise >= t1) continue;
    const wnd = dayWindows(frame);
    const lt = lagnaTable(eph, ayanamsa, cal.geo.lat, cal.geo.lon, frame.sunrise, frame.sunset);
    for (const w of lt.warnings) warnings.add(w);
    const asta = astaAt(eph, frame.sunrise);
    days.push({ frame, sunrise: frame.sunrise, sunset: frame.sunset, lagnas: lt.lagnas, rahu: wnd.rahu, horaList: wnd.horaList, jupiterCombust: asta.jupiter, venusCombust: asta.venus });
  }
  if (days.length === 0) return { days, warnings: [...warnings], factsOf: () => null as MomentFacts | null, dayOf: () => null as ScanDay | null };
  const w0 = Math.max(t0, days[0].sunrise), w1 = Math.min(t1, days[days.length - 1].sunset);
  // The four limbs over the whole daylight range, each boundary solved once.
  const spans = Object.fromEntries(LIMBS.map((l) => [l, ctx.sky.spansBetween(l, w0, w1)])) as Record<Limb, Span[]>;
  const moon = signSpans(ctx, 'moon', w0, w1);
  const sun = signSpans(ctx, 'sun', w0, w1);
  const cursor: Record<string, number> = {};
  function find<T extends { start: number; end: number }>(key: string, list: T[], t: number): T {
    let i = cursor[key] ?? 0;
    if (i >= list.length || list[i].start > t) i = 0;
    while (i < list.length - 1 && list[i].end <= t) i++;
    cursor[key] = i;
    return list[i];
  }
  const dayOf = (t: number): ScanDay | null => days.find((x) => t >= x.sunrise && t < x.sunset) ?? null;
  const factsOf = (t: number): MomentFacts | null => {
    const day = dayOf(t);
    if (!day) return null;
    return {
      jd: t, vara: day.frame.vara,
      tithi: find('tithi', spans.tithi, t), nakshatra: find('nakshatra', spans.nakshatra, t), yoga: find('yoga', spans.yoga, t), karana: find('karana', spans.karana, t),
      moonSign: find('moon', moon, t).sign, sunSign: find('sun', sun, t).sign,
      lagnaSign: lagnaAt(day.lagnas, t), rahuKaal: day.rahu, horaLord: day.horaList?.find((h) => t >= h.start && t < h.end)?.lord ?? null,
      jupiterCombust: day.jupiterCombust, venusCombust: day.venusCombust,
    };
  };
  return { days, warnings: [...warnings], factsOf, dayOf };
}
