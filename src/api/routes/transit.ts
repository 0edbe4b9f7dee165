/** Transit family: positions at a moment (more transit endpoints join this module later). */
import { z } from 'zod';
import { grahaStates } from '../../engine/vedic/chart';
import { GRAHAS, nakshatraPosition, signPosition } from '../../engine/vedic/zodiac';
import { ayanamsaEcho, resolveMoment } from '../moment';
import { ayanamsa, node, q } from '../params';
import { endpoint } from '../registry';
import { zAyanamsaName, zNakshatraFields, zSignPosition } from '../schemas';
import { jdToIso } from '../../engine/time/julian';

const zTransit = zSignPosition.extend({
  planet: z.enum(GRAHAS),
  name: z.enum(GRAHAS),
  latitude: z.number(),
  speed: z.number(),
  retrograde: z.boolean(),
  ...zNakshatraFields,
});

export const positions = endpoint({
  path: '/v1/transit/positions',
  summary: 'Sidereal positions of the nine grahas at a moment',
  params: {
    date: q.date({ description: 'Date of the moment YYYY-MM-DD', example: '2025-01-01' }),
    time: q.time({ example: '12:00' }),
    tz: q.tz({ example: 'UTC' }),
    ayanamsa: ayanamsa(),
    node: node(),
  },
  response: z.object({
    at_moment: z.string().describe('The moment in UTC, RFC 3339'),
    date: z.string(), time: z.string(), tz: z.string(), utc_offset: z.string(), jd_ut: z.number(),
    ayanamsa: zAyanamsaName, ayanamsa_value: z.number(), ayanamsa_mean: z.number(), node: z.enum(['mean', 'true']),
    transits: z.array(zTransit).length(9),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const m = resolveMoment(eph, p.date, p.time, p.tz);
    const transits = grahaStates(eph, m.jd, p.ayanamsa, p.node).map((g) => ({
      planet: g.name, name: g.name, ...signPosition(g.longitude), latitude: Math.round(g.latitude * 1e6) / 1e6,
      speed: Math.round(g.speed * 1e6) / 1e6, retrograde: g.retrograde, ...nakshatraPosition(g.longitude),
    }));
    return {
      at_moment: jdToIso(m.jd), date: m.date, time: m.time, tz: m.tz, utc_offset: m.utc_offset, jd_ut: Math.round(m.jd * 1e8) / 1e8,
      ...ayanamsaEcho(eph, m.jd, p.ayanamsa), node: p.node, transits, warnings: m.warnings,
    };
  },
});


// ---------------------------------------------------------------------------------------------
// Gochara on a natal chart: sade sati, small panoti, tarabala, vedha, double transit, ashtakavarga.
// The natal chart is birth.* (the service's names); the moment is plain date, time, tz.
// ---------------------------------------------------------------------------------------------
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { JD_MAX, JD_MIN } from '../../engine/ephemeris/constants';
import { jdFromEpochMs, jdToLocal, localToJd } from '../../engine/time/julian';
import type { CivilDate, CivilTime } from '../../engine/time/parse';
import { formatDate } from '../../engine/time/parse';
import { NAKSHATRAS, SIGNS, type Graha } from '../../engine/vedic/zodiac';
import { computeChart, type Chart } from '../birth';
import { invalidParam, missingParam } from '../errors';
import { type ParamSpec, prefixedMomentParams } from '../params';
import { zChartEcho, zWindow } from '../schemas';
import { natalOf } from './chart';
import { findCrossing, GrahaTrack } from '../../engine/transit/ingress';
import { type PassageSegment } from '../../engine/transit/occupancy';
import { PHASE_OF_HOUSE, type SadeSatiCycle, sadeSatiCycles, sadeSatiStatus, STATUS_SPAN_AHEAD, STATUS_SPAN_BACK } from '../../engine/transit/sade-sati';
import { type PanotiWindow, panotiWindows } from '../../engine/transit/panoti';
import { tarabala as tarabalaOf } from '../../engine/transit/tarabala';
import { VEDHA, VEDHA_EXEMPT, vedha as vedhaOf } from '../../engine/transit/vedha';
import { doubleSigns, doubleTransit as doubleTransitOf } from '../../engine/transit/double-transit';
import { overlay, KAKSHYA_LORDS } from '../../engine/transit/ashtakavarga-overlay';
import { ashtakavarga as ashtakavargaOf, placementOf } from '../../engine/kundli/ashtakavarga';
import { signOf } from '../../engine/kundli/types';

const BIRTH_EX = { date: '1985-01-10', time: '06:15', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 };
const MOMENT_EX = { date: '2025-01-01', time: '12:00', tz: 'Asia/Kolkata' };

/** birth.* with the service's unprefixed lat/lon accepted as the same natal coordinates. */
function birthParams(required = true) {
  const base = prefixedMomentParams('birth', BIRTH_EX);
  const out: Record<string, ParamSpec<unknown>> = {};
  for (const [k, spec] of Object.entries(base)) {
    const alias = k === 'birth.lat' ? ['lat'] : k === 'birth.lon' ? ['lon'] : undefined;
    const isTime = k === 'birth.time';
    out[k] = {
      ...spec,
      required: required && !isTime,
      description: `${spec.description} (natal chart)${alias ? `; the unprefixed ${alias[0]} is accepted too` : ''}${!required && !isTime ? '; optional as a group: give all of birth.date, birth.tz, birth.lat, birth.lon or none' : ''}`,
      ...(alias ? { aliases: alias } : {}),
    } as ParamSpec<unknown>;
  }
  return out as {
    'birth.date': ParamSpec<CivilDate>; 'birth.time': ParamSpec<CivilTime>; 'birth.tz': ParamSpec<string>; 'birth.lat': ParamSpec<number>; 'birth.lon': ParamSpec<number>;
  };
}

const momentParams = (required: boolean) => ({
  date: q.date({ required, example: MOMENT_EX.date, description: required ? 'Date of the moment to check, YYYY-MM-DD' : 'Date of the moment to check, YYYY-MM-DD; default: now' }),
  time: q.time({ example: MOMENT_EX.time, description: 'Local time of the moment HH:MM; default 12:00' }),
  tz: required
    ? q.tz({ example: MOMENT_EX.tz, description: 'Time zone of the moment: IANA name or UTC offset' })
    : q.tz({ required: false, example: MOMENT_EX.tz, description: 'Time zone of the moment; default birth.tz' }),
});

type Raw = Record<string, unknown>;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const r2 = (x: number) => Math.round(x * 100) / 100;

function natalChart(eph: Ephemeris, p: Raw, nodeKind: 'mean' | 'true' = 'mean'): Chart {
  return computeChart(eph, {
    date: p['birth.date'] as CivilDate, time: p['birth.time'] as CivilTime, tz: p['birth.tz'] as string,
    lat: p['birth.lat'] as number, lon: p['birth.lon'] as number, ayanamsa: p.ayanamsa as never, node: nodeKind,
  }, 'birth.');
}

interface TransitMoment { jd: number; echo: { date: string; time: string; tz: string; utc_offset: string; jd_ut: number; moment_utc: string; source: 'request' | 'now' }; warnings: string[] }

/** The moment: date/time/tz when given, else now (tz defaults to the birth zone). */
function transitMoment(eph: Ephemeris, p: Raw, now: Date, fallbackTz: string): TransitMoment {
  const tz = (p.tz as string | undefined) ?? fallbackTz;
  if (p.date === undefined) {
    const jd = jdFromEpochMs(now.getTime());
    eph.checkRange(jd);
    const local = jdToLocal(jd, tz);
    const m = resolveMoment(eph, { y: +local.slice(0, 4), m: +local.slice(5, 7), d: +local.slice(8, 10) }, { h: +local.slice(11, 13), mi: +local.slice(14, 16), s: 0 }, tz);
    return { jd, echo: { date: m.date, time: local.slice(11, 16), tz, utc_offset: m.utc_offset, jd_ut: r6(jd), moment_utc: jdToIso(jd), source: 'now' }, warnings: [] };
  }
  const m = resolveMoment(eph, p.date as CivilDate, p.time as CivilTime, tz);
  return { jd: m.jd, echo: { date: m.date, time: m.time, tz, utc_offset: m.utc_offset, jd_ut: r6(m.jd), moment_utc: jdToIso(m.jd), source: 'request' }, warnings: m.warnings };
}

/** The natal chart, the transit moment (in the birth zone unless tz is given) and the natal Moon's longitude and sign. */
function natalMoonAt(eph: Ephemeris, p: Raw, now: Date) {
  const chart = natalChart(eph, p);
  const tm = transitMoment(eph, p, now, chart.input.tz);
  const moonLon = chart.grahas[1].longitude;
  return { chart, tm, moonLon, moonSign: signOf(moonLon) };
}

const zMomentEcho = z.object({
  date: z.string(), time: z.string(), tz: z.string(), utc_offset: z.string(), jd_ut: z.number(), moment_utc: z.string(),
  source: z.enum(['request', 'now']).describe('request: the date/time/tz sent; now: no date was sent, so the moment is the time of the request'),
});
const zBirth = z.object(zChartEcho);

function windowOf(start: number, end: number, tz: string) {
  const s = Math.max(JD_MIN, start), e = Math.min(JD_MAX, end);
  return { start_jd: r6(s), end_jd: r6(e), start_iso: jdToIso(s), end_iso: jdToIso(e), start_local: jdToLocal(s, tz), end_local: jdToLocal(e, tz) };
}

const zMoonInfo = z.object({
  longitude: z.number().min(0).max(360), sign: z.enum(SIGNS), sign_index: z.number().int().min(0).max(11),
  nakshatra: z.enum(NAKSHATRAS), nakshatra_index: z.number().int().min(1).max(27), pada: z.number().int().min(1).max(4),
});
const moonInfo = (lon: number) => { const s = signPosition(lon); const n = nakshatraPosition(lon); return { longitude: s.longitude, sign: s.sign, sign_index: s.sign_index, nakshatra: n.nakshatra, nakshatra_index: n.nakshatra_index, pada: n.pada }; };

const zSaturnNow = z.object({
  longitude: z.number().min(0).max(360), sign: z.enum(SIGNS), sign_index: z.number().int().min(0).max(11), retrograde: z.boolean(),
  speed: z.number(), house_from_moon: z.number().int().min(1).max(12),
});
function saturnNow(eph: Ephemeris, jd: number, ayan: string, moonSign: number) {
  const p = new GrahaTrack(eph, 'Saturn', ayan as never).at(jd);
  const s = signPosition(p.lon);
  return { longitude: s.longitude, sign: s.sign, sign_index: s.sign_index, retrograde: p.speed < 0, speed: r6(p.speed), house_from_moon: ((s.sign_index - moonSign + 12) % 12) + 1 };
}

const zSegment = zWindow.extend({
  phase: z.enum(['rising', 'peak', 'setting']).nullable().describe('Saturn\'s house from the Moon: 12th rising, 1st peak, 2nd setting; null while paused'),
  paused: z.boolean().describe('A retrograde loop out of the 12th-1st-2nd (into the 11th or 3rd) inside the cycle'),
  sign: z.enum(SIGNS), house_from_moon: z.number().int().min(1).max(12),
  entered_moving: z.enum(['direct', 'retrograde']).nullable().describe('Saturn\'s motion at the ingress that began this stay (null at the ephemeris range edge)'),
});
const zCycle = zWindow.extend({
  start_exact: z.boolean(), end_exact: z.boolean().describe('False only where the 1800-2399 ephemeris range cuts the cycle'),
  duration_years: z.number(),
  signs: z.object({ rising: z.enum(SIGNS), peak: z.enum(SIGNS), setting: z.enum(SIGNS) }),
  phases: z.array(zWindow.extend({ phase: z.enum(['rising', 'peak', 'setting']), sign: z.enum(SIGNS), house_from_moon: z.number().int() })).min(1).max(3),
  segments: z.array(zSegment).min(1),
});

function segmentOut(s: PassageSegment, tz: string, phase: string | null) {
  return { ...windowOf(s.start, s.end, tz), phase: phase as never, paused: s.paused, sign: SIGNS[s.sign], house_from_moon: s.house, entered_moving: s.enteredMoving };
}

function cycleOut(c: SadeSatiCycle, moonSign: number, tz: string) {
  return {
    ...windowOf(c.start, c.end, tz), start_exact: c.startExact, end_exact: c.endExact, duration_years: r2((c.end - c.start) / 365.25),
    signs: { rising: SIGNS[(moonSign + 11) % 12], peak: SIGNS[moonSign], setting: SIGNS[(moonSign + 1) % 12] },
    phases: c.phases.map((ph) => ({ ...windowOf(ph.start, ph.end, tz), phase: ph.phase, sign: SIGNS[ph.sign], house_from_moon: ph.house })),
    segments: c.segments.map((s) => segmentOut(s, tz, s.paused ? null : PHASE_OF_HOUSE[s.house])),
  };
}

const SADE_SATI_RULE = 'Sade Sati: Saturn in the 12th (rising), 1st (peak) and 2nd (setting) sidereal sign from the natal Moon\'s sign. Every date is an exact sign ingress of Saturn (geometric position minus the mean ayanamsa, as Jagannatha Hora). segments are the exact stays in time order, including retrograde loops (paused: Saturn back in the 11th or 3rd inside a cycle, phase null); phases are the progress view (first entry into the 12th, 1st, 2nd; final exit from the 2nd). Both tile each cycle without gaps.';

export const sadeSati = endpoint({
  path: '/v1/transit/sade-sati',
  summary: 'Sade Sati: status at a moment (phase rising, peak or setting), the current, previous and next cycles and the history over a life span, with exact ingress dates',
  description: SADE_SATI_RULE,
  params: {
    ...birthParams(),
    ...momentParams(false),
    ayanamsa: ayanamsa(),
    years: q.int({ min: 1, max: 150, fallback: 100, example: 100, description: 'Span of the history from the birth, in years (1-150; default 100); cut at 2399' }),
  },
  response: z.object({
    birth: zBirth, moon: zMoonInfo, moment: zMomentEcho, ayanamsa: zAyanamsaName, rule: z.string(),
    status: z.enum(['active', 'paused', 'none']), in_sade_sati: z.boolean(), phase: z.enum(['rising', 'peak', 'setting']).nullable(),
    saturn: zSaturnNow,
    current_cycle: zCycle.nullable(), previous_cycle: zCycle.nullable(), next_cycle: zCycle.nullable(),
    current_segment: zSegment.nullable(),
    history: z.object({ from_jd: z.number(), to_jd: z.number(), years: z.number().int(), cycles: z.array(zCycle) }),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph, now }) {
    const { chart, tm, moonLon, moonSign } = natalMoonAt(eph, p, now());
    const birthJd = chart.moment.jd;
    const histEnd = Math.min(JD_MAX - 1e-6, birthJd + p.years * 365.25);
    const warnings = [...chart.echo.warnings, ...tm.warnings];
    if (histEnd < birthJd + p.years * 365.25) warnings.push('the history is cut at 2399-12-31, the end of the ephemeris range');
    const from = Math.max(JD_MIN, Math.min(birthJd, tm.jd - STATUS_SPAN_BACK));
    const to = Math.min(JD_MAX - 1e-6, Math.max(histEnd, tm.jd + STATUS_SPAN_AHEAD));
    const cycles = sadeSatiCycles(eph, moonSign, from, to, p.ayanamsa);
    const sat = saturnNow(eph, tm.jd, p.ayanamsa, moonSign);
    const st = sadeSatiStatus(cycles, tm.jd, moonSign, sat.sign_index);
    const tz = tm.echo.tz;
    const seg = st.cycle?.segments.find((s) => s.start <= tm.jd && tm.jd < s.end) ?? null;
    const history = cycles.filter((c) => c.end > birthJd && c.start <= histEnd);
    return {
      birth: chart.echo, moon: moonInfo(moonLon), moment: tm.echo, ayanamsa: p.ayanamsa, rule: SADE_SATI_RULE,
      status: st.status, in_sade_sati: st.status === 'active', phase: st.phase, saturn: sat,
      current_cycle: st.cycle && cycleOut(st.cycle, moonSign, tz), previous_cycle: st.previousCycle && cycleOut(st.previousCycle, moonSign, tz),
      next_cycle: st.nextCycle && cycleOut(st.nextCycle, moonSign, tz),
      current_segment: seg && segmentOut(seg, tz, seg.paused ? null : PHASE_OF_HOUSE[seg.house]),
      history: { from_jd: r6(birthJd), to_jd: r6(histEnd), years: p.years, cycles: history.map((c) => cycleOut(c, moonSign, tz)) },
      warnings,
    };
  },
});

const PANOTI_RULE = 'Small panoti (dhaiya): Saturn in the 4th (kantaka shani, ardhashtama) or the 8th (ashtama shani) sidereal sign from the natal Moon\'s sign, about two and a half years each. A window runs from Saturn\'s first entry to its final exit; retrograde loops back out and in are segments with paused true. Dates are exact sign ingresses of Saturn.';
const zPanotiSegment = zWindow.extend({ paused: z.boolean(), sign: z.enum(SIGNS), house_from_moon: z.number().int().min(1).max(12), entered_moving: z.enum(['direct', 'retrograde']).nullable() });
const zPanotiWindow = zWindow.extend({
  kind: z.enum(['kantaka', 'ashtama']).describe('kantaka: Saturn in the 4th from the Moon; ashtama: in the 8th'),
  name: z.string(), house_from_moon: z.number().int(), sign: z.enum(SIGNS),
  start_exact: z.boolean(), end_exact: z.boolean(), duration_years: z.number(), segments: z.array(zPanotiSegment).min(1),
});
function panotiOut(w: PanotiWindow, tz: string) {
  return {
    ...windowOf(w.start, w.end, tz), kind: w.kind, name: w.kind === 'kantaka' ? 'Kantaka Shani (Saturn in the 4th from the Moon)' : 'Ashtama Shani (Saturn in the 8th from the Moon)',
    house_from_moon: w.house, sign: SIGNS[w.sign], start_exact: w.startExact, end_exact: w.endExact, duration_years: r2((w.end - w.start) / 365.25),
    segments: w.segments.map((s) => { const { phase: _p, ...rest } = segmentOut(s, tz, null); return rest; }),
  };
}

export const smallPanoti = endpoint({
  path: '/v1/transit/small-panoti',
  summary: 'Small Panoti (Dhaiya): whether Saturn is in the 4th or 8th from the natal Moon at a moment, the current window and the next one',
  description: PANOTI_RULE,
  params: { ...birthParams(), ...momentParams(false), ayanamsa: ayanamsa() },
  response: z.object({
    birth: zBirth, moon: zMoonInfo, moment: zMomentEcho, ayanamsa: zAyanamsaName, rule: z.string(),
    status: z.enum(['active', 'paused', 'none']), in_panoti: z.boolean(), kind: z.enum(['kantaka', 'ashtama']).nullable(),
    saturn: zSaturnNow, current_window: zPanotiWindow.nullable(), next_window: zPanotiWindow.nullable(),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph, now }) {
    const { chart, tm, moonLon, moonSign } = natalMoonAt(eph, p, now());
    const ws = panotiWindows(eph, moonSign, tm.jd, Math.min(JD_MAX - 1e-6, tm.jd + 31 * 365.25), p.ayanamsa);
    const cur = ws.find((w) => w.start <= tm.jd && tm.jd < w.end) ?? null;
    const seg = cur?.segments.find((s) => s.start <= tm.jd && tm.jd < s.end);
    const status: 'active' | 'paused' | 'none' = !cur ? 'none' : seg?.paused ? 'paused' : 'active';
    const next = ws.find((w) => w.start > tm.jd) ?? null;
    return {
      birth: chart.echo, moon: moonInfo(moonLon), moment: tm.echo, ayanamsa: p.ayanamsa, rule: PANOTI_RULE,
      status, in_panoti: status === 'active', kind: status === 'active' ? cur!.kind : null, saturn: saturnNow(eph, tm.jd, p.ayanamsa, moonSign),
      current_window: cur && panotiOut(cur, tm.echo.tz), next_window: next && panotiOut(next, tm.echo.tz),
      warnings: [...chart.echo.warnings, ...tm.warnings, ...(next ? [] : ['no later window before the end of the ephemeris range (2399) or within 31 years'])],
    };
  },
});

export const smallPanotiHistory = endpoint({
  path: '/v1/transit/small-panoti/history',
  summary: 'Small Panoti (Dhaiya) windows in a date range (default: the 100 years from birth), with exact ingress dates and retrograde loops',
  description: PANOTI_RULE,
  params: {
    ...birthParams(),
    ayanamsa: ayanamsa(),
    start_date: q.date({ required: false, example: '2000-01-01', description: 'First date of the range YYYY-MM-DD; default the birth date' }),
    end_date: q.date({ required: false, example: '2060-12-31', description: 'Last date of the range YYYY-MM-DD (at most 200 years after start_date); default 100 years after the start' }),
  },
  response: z.object({
    birth: zBirth, moon: zMoonInfo, ayanamsa: zAyanamsaName, rule: z.string(),
    range: z.object({ start_date: z.string(), end_date: z.string(), start_jd: z.number(), end_jd: z.number() }),
    windows: z.array(zPanotiWindow), count: z.number().int().min(0), warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const chart = natalChart(eph, p);
    const tz = chart.input.tz;
    const moonLon = chart.grahas[1].longitude;
    const startDate = p.start_date ?? (p['birth.date'] as CivilDate);
    const t0 = localToJd(startDate, { h: 0, mi: 0, s: 0 }, tz).jd;
    const endDate = p.end_date ?? { y: startDate.y + 100, m: startDate.m, d: Math.min(startDate.d, 28) };
    const t1raw = localToJd(endDate, { h: 23, mi: 59, s: 59 }, tz).jd;
    if (t1raw < t0) throw invalidParam('end_date', 'must not be before start_date');
    if (t1raw - t0 > 200 * 365.25 + 1) throw invalidParam('end_date', 'must be at most 200 years after start_date');
    if (t0 < JD_MIN || t0 >= JD_MAX) throw invalidParam('start_date', 'must be between 1800-01-01 and 2399-12-31 (the range of the ephemeris files)');
    const warnings = [...chart.echo.warnings];
    const t1 = Math.min(JD_MAX - 1e-6, t1raw);
    if (t1 < t1raw) warnings.push('the range is cut at 2399-12-31, the end of the ephemeris range');
    const ws = panotiWindows(eph, signOf(moonLon), t0, t1, p.ayanamsa);
    return {
      birth: chart.echo, moon: moonInfo(moonLon), ayanamsa: p.ayanamsa, rule: PANOTI_RULE,
      range: { start_date: formatDate(startDate), end_date: formatDate(endDate), start_jd: r6(t0), end_jd: r6(t1) },
      windows: ws.map((w) => panotiOut(w, tz)), count: ws.length, warnings,
    };
  },
});

export const tarabala = endpoint({
  path: '/v1/transit/tarabala',
  summary: 'Tarabala at a moment: the transiting Moon\'s nakshatra counted from the natal nakshatra (nine taras), with the window of the current tara',
  description: 'Count = (current nakshatra - natal nakshatra) mod 27 + 1 (the natal star is 1); tara = (count - 1) mod 9 + 1: 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyari, 6 Sadhaka, 7 Vadha, 8 Mitra, 9 Parama Mitra (Muhurta Chintamani; B.V. Raman, Muhurtha). Favourable: 2, 4, 6, 8, 9; Janma is mixed (not favourable).',
  params: { ...birthParams(), ...momentParams(true), ayanamsa: ayanamsa() },
  response: z.object({
    birth: zBirth, moment: zMomentEcho, ayanamsa: zAyanamsaName,
    natal_nakshatra: z.enum(NAKSHATRAS), natal_nakshatra_index: z.number().int().min(1).max(27),
    current_nakshatra: z.enum(NAKSHATRAS), current_nakshatra_index: z.number().int().min(1).max(27),
    nakshatra_count: z.number().int().min(1).max(9).describe('Position in the nine-fold cycle (the service\'s field): equals tara_index'),
    count_from_birth: z.number().int().min(1).max(27).describe('Count from the natal nakshatra, 1-27'),
    cycle: z.number().int().min(1).max(3).describe('Which of the three nine-star cycles (paryaya)'),
    tara_index: z.number().int().min(1).max(9), tara_name: z.string(), quality: z.enum(['good', 'bad', 'mixed']),
    is_favorable: z.boolean(), remedy_suggestion: z.string(),
    window: zWindow.nullable().describe('The Moon\'s stay in the current nakshatra'),
    next_tara: z.object({ tara_index: z.number().int().min(1).max(9), tara_name: z.string(), is_favorable: z.boolean() }).nullable(),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph, now }) {
    const chart = natalChart(eph, p);
    const tm = transitMoment(eph, p, now(), chart.input.tz);
    const t = tarabalaOf(eph, chart.grahas[1].longitude, tm.jd, p.ayanamsa);
    return {
      birth: chart.echo, moment: tm.echo, ayanamsa: p.ayanamsa,
      natal_nakshatra: NAKSHATRAS[t.natalNakshatra - 1], natal_nakshatra_index: t.natalNakshatra,
      current_nakshatra: NAKSHATRAS[t.currentNakshatra - 1], current_nakshatra_index: t.currentNakshatra,
      nakshatra_count: t.tara, count_from_birth: t.count, cycle: Math.floor((t.count - 1) / 9) + 1,
      tara_index: t.tara, tara_name: t.name, quality: t.quality, is_favorable: t.favourable, remedy_suggestion: t.remedy,
      window: t.start !== null && t.end !== null ? windowOf(t.start, t.end, tm.echo.tz) : null,
      next_tara: t.next && { tara_index: t.next.tara, tara_name: t.next.name, is_favorable: t.next.favourable },
      warnings: [...chart.echo.warnings, ...tm.warnings],
    };
  },
});

function transitSigns(eph: Ephemeris, jd: number, ayan: string, nodeKind: 'mean' | 'true') {
  const states = grahaStates(eph, jd, ayan as never, nodeKind);
  return { states, signs: Object.fromEntries(states.map((g) => [g.name, signOf(g.longitude)])) as Record<Graha, number> };
}

const zVedhaRow = z.object({
  planet: z.enum(GRAHAS), sign: z.enum(SIGNS), house_from_moon: z.number().int().min(1).max(12), retrograde: z.boolean(),
  favourable_house: z.boolean().describe('The house is one of the planet\'s good transit houses from the Moon'),
  vedha_house: z.number().int().min(1).max(12).nullable(), obstructed_by: z.array(z.enum(GRAHAS)), exempted_by: z.array(z.enum(GRAHAS)),
  result: z.enum(['favourable', 'obstructed', 'unfavourable']),
  vipareeta_vedha_house: z.number().int().min(1).max(12).nullable(), vipareeta_vedha_by: z.array(z.enum(GRAHAS)),
});

export const vedha = endpoint({
  path: '/v1/transit/vedha',
  summary: 'Gochara vedha: for each transiting graha, whether its house from the natal Moon is favourable and whether a graha in the vedha house obstructs it (Phaladeepika 26)',
  description: 'Good houses from the Moon and their vedha houses (Phaladeepika ch. 26; P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, 26.3): Sun 3/9 6/12 10/4 11/5; Moon 1/5 3/9 6/12 7/2 10/4 11/8; Mars, Saturn, Rahu, Ketu 3/12 6/9 11/5; Mercury 2/5 4/3 6/9 8/1 10/8 11/12; Jupiter 2/12 5/4 7/3 9/10 11/8; Venus 1/8 2/7 3/1 4/10 5/9 8/5 9/11 11/6 12/3. No vedha between the Sun and Saturn nor between the Moon and Mercury. vipareeta_vedha_* report the reverse reading for a graha in a bad house and do not change result.',
  params: { ...birthParams(), ...momentParams(true), ayanamsa: ayanamsa(), node: node() },
  response: z.object({
    birth: zBirth, moon: zMoonInfo, moment: zMomentEcho, ayanamsa: zAyanamsaName, node: z.enum(['mean', 'true']),
    table: z.record(z.string(), z.record(z.string(), z.number().int())).describe('The vedha table used: planet -> {good house: vedha house}'),
    exceptions: z.array(z.tuple([z.string(), z.string()])),
    planets: z.array(zVedhaRow).length(9),
    favourable: z.array(z.enum(GRAHAS)), obstructed: z.array(z.enum(GRAHAS)),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph, now }) {
    const chart = natalChart(eph, p, p.node);
    const tm = transitMoment(eph, p, now(), chart.input.tz);
    const moonLon = chart.grahas[1].longitude;
    const { states, signs } = transitSigns(eph, tm.jd, p.ayanamsa, p.node);
    const rows = vedhaOf(signOf(moonLon), signs);
    const planets = rows.map((r) => ({
      planet: r.planet, sign: SIGNS[r.sign], house_from_moon: r.house, retrograde: states.find((g) => g.name === r.planet)!.retrograde,
      favourable_house: r.favourable, vedha_house: r.vedhaHouse, obstructed_by: r.obstructedBy, exempted_by: r.exemptedBy, result: r.result,
      vipareeta_vedha_house: r.vipareetaHouse, vipareeta_vedha_by: r.vipareetaBy,
    }));
    return {
      birth: chart.echo, moon: moonInfo(moonLon), moment: tm.echo, ayanamsa: p.ayanamsa, node: p.node,
      table: VEDHA as unknown as Record<string, Record<string, number>>, exceptions: VEDHA_EXEMPT.map(([a, b]) => [a, b] as [string, string]),
      planets, favourable: rows.filter((r) => r.result === 'favourable').map((r) => r.planet), obstructed: rows.filter((r) => r.result === 'obstructed').map((r) => r.planet),
      warnings: [...chart.echo.warnings, ...tm.warnings],
    };
  },
});

const zInfluence = z.enum(['occupies', '3rd aspect', '5th aspect', '7th aspect', '9th aspect', '10th aspect']).nullable();
const zHouseActivation = z.object({
  house: z.number().int().min(1).max(12), sign: z.enum(SIGNS), lord: z.string(), lord_natal_sign: z.enum(SIGNS),
  jupiter: z.object({ on_house: zInfluence, on_lord: zInfluence }), saturn: z.object({ on_house: zInfluence, on_lord: zInfluence }),
  double_transit: z.boolean().describe('Jupiter and Saturn both influence the house or its lord'),
  on_house_itself: z.boolean().describe('Both influence the house sign itself'),
  significations: z.array(z.string()),
});
const zSlowPlanet = z.object({ longitude: z.number().min(0).max(360), sign: z.enum(SIGNS), retrograde: z.boolean(), influences: z.array(z.enum(SIGNS)) });

export const doubleTransit = endpoint({
  path: '/v1/transit/double-transit',
  summary: 'Saturn plus Jupiter double transit: the houses (from lagna and from the Moon) that both influence by occupation or aspect, directly or through their lords, with significations (K.N. Rao\'s rule)',
  description: 'A graha influences a sign by occupying it or by graha drishti (Jupiter 5th, 7th, 9th; Saturn 3rd, 7th, 10th). A house is double-transited when both influence the house sign or the natal sign of its lord (Parashara lords), reckoned from the lagna and from the Moon. Without birth.* only the sign-level answer is given (the service\'s SDK sends the moment only); birth.* must then be given as a group.',
  params: { ...momentParams(true), ...birthParams(false), ayanamsa: ayanamsa() },
  response: z.object({
    moment: zMomentEcho, ayanamsa: zAyanamsaName, rule: z.string(),
    jupiter: zSlowPlanet, saturn: zSlowPlanet,
    double_signs: z.array(z.object({ sign: z.enum(SIGNS), jupiter: zInfluence, saturn: zInfluence })),
    birth: zBirth.nullable(),
    from_lagna: z.array(zHouseActivation).length(12).nullable(), from_moon: z.array(zHouseActivation).length(12).nullable(),
    activated: z.array(z.object({ reference: z.enum(['lagna', 'moon']), house: z.number().int().min(1).max(12), sign: z.enum(SIGNS), on_house_itself: z.boolean(), significations: z.array(z.string()) })),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph, now }) {
    const group = ['birth.date', 'birth.tz', 'birth.lat', 'birth.lon'] as const;
    const given = group.filter((k) => p[k] !== undefined);
    if (given.length > 0 && given.length < group.length) throw missingParam(group.find((k) => p[k] === undefined)!);
    const chart = given.length ? natalChart(eph, p) : null;
    const tm = transitMoment(eph, p, now(), chart?.input.tz ?? (p.tz as string));
    const { states, signs } = transitSigns(eph, tm.jd, p.ayanamsa, 'mean');
    const ju = states.find((g) => g.name === 'Jupiter')!;
    const sa = states.find((g) => g.name === 'Saturn')!;
    const slow = (g: typeof ju, name: 'Jupiter' | 'Saturn') => ({
      longitude: r6(g.longitude), sign: SIGNS[signs[name]], retrograde: g.retrograde,
      influences: Array.from({ length: 12 }, (_, s) => s).filter((s) => [1, ...(name === 'Jupiter' ? [5, 7, 9] : [3, 7, 10])].includes(((s - signs[name] + 12) % 12) + 1)).map((s) => SIGNS[s]),
    });
    const ds = doubleSigns(signs.Jupiter, signs.Saturn).map((d) => ({ sign: SIGNS[d.sign], jupiter: d.jupiter, saturn: d.saturn }));
    let fromLagna = null, fromMoon = null;
    const activated: { reference: 'lagna' | 'moon'; house: number; sign: (typeof SIGNS)[number]; on_house_itself: boolean; significations: string[] }[] = [];
    if (chart) {
      const natalSign = (g: string) => signOf(chart.grahas.find((x) => x.name === g)!.longitude);
      const out = (ref: 'lagna' | 'moon', refSign: number) => doubleTransitOf(refSign, natalSign, signs.Jupiter, signs.Saturn).map((h) => {
        if (h.double) activated.push({ reference: ref, house: h.house, sign: SIGNS[h.sign], on_house_itself: h.onHouse, significations: h.significations });
        return {
          house: h.house, sign: SIGNS[h.sign], lord: h.lord, lord_natal_sign: SIGNS[h.lordSign],
          jupiter: { on_house: h.jupiter.house, on_lord: h.jupiter.lord }, saturn: { on_house: h.saturn.house, on_lord: h.saturn.lord },
          double_transit: h.double, on_house_itself: h.onHouse, significations: h.significations,
        };
      });
      fromLagna = out('lagna', signOf(chart.angles.ascendant));
      fromMoon = out('moon', signOf(chart.grahas[1].longitude));
    }
    return {
      moment: tm.echo, ayanamsa: p.ayanamsa,
      rule: 'K.N. Rao\'s double transit: an event of a house is promised when transiting Jupiter and Saturn both influence (occupy or aspect: Jupiter 5/7/9, Saturn 3/7/10) the house or its lord, from the lagna and from the Moon.',
      jupiter: slow(ju, 'Jupiter'), saturn: slow(sa, 'Saturn'), double_signs: ds,
      birth: chart?.echo ?? null, from_lagna: fromLagna, from_moon: fromMoon, activated,
      warnings: [...(chart?.echo.warnings ?? []), ...tm.warnings, ...(chart ? [] : ['no birth.* given: sign-level answer only (houses need a natal chart)'])],
    };
  },
});

const zOverlayRow = z.object({
  planet: z.enum(GRAHAS), longitude: z.number().min(0).max(360), sign: z.enum(SIGNS), retrograde: z.boolean(),
  house_from_lagna: z.number().int().min(1).max(12), house_from_moon: z.number().int().min(1).max(12),
  bindus: z.number().int().min(0).max(8).nullable().describe('Bindus of the sign in the planet\'s own Bhinna ashtakavarga (null for Rahu, Ketu)'),
  bindus_grade: z.enum(['strong', 'average', 'weak']).nullable(),
  sav: z.number().int().min(0).max(56), sav_grade: z.enum(['strong', 'average', 'weak']),
  kakshya: z.number().int().min(1).max(8), kakshya_lord: z.string(), kakshya_bindu: z.boolean().nullable(),
  leaves_sign: z.object({ jd: z.number(), iso: z.string(), local: z.string(), into: z.enum(SIGNS) }).nullable(),
});

export const transitAshtakavarga = endpoint({
  path: '/v1/transit/ashtakavarga',
  summary: 'Ashtakavarga overlaid with transits: each transiting graha\'s bindus in its own BAV and the SAV of the sign it transits, with the kakshya',
  description: 'Grades: own-BAV bindus 5-8 strong, 4 average, 0-3 weak; SAV 28+ strong, 25-27 average, below 25 weak. Kakshyas of 3 deg 45\' ruled by Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon, lagna; kakshya_bindu says whether that lord gave a bindu to the sign in the planet\'s BAV (BPHS 66-70; B.V. Raman, Ashtakavarga System of Prediction).',
  params: { ...birthParams(), ...momentParams(true), ayanamsa: ayanamsa(), node: node() },
  response: z.object({
    birth: zBirth, moment: zMomentEcho, ayanamsa: zAyanamsaName, node: z.enum(['mean', 'true']),
    sav: z.array(z.number().int()).length(12), sav_total: z.number().int(),
    bav: z.record(z.string(), z.array(z.number().int()).length(12)),
    kakshya_lords: z.array(z.string()).length(8),
    transits: z.array(zOverlayRow).length(9),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph, now }) {
    const chart = natalChart(eph, p, p.node);
    const tm = transitMoment(eph, p, now(), chart.input.tz);
    const av = ashtakavargaOf(placementOf(natalOf(chart)));
    const states = grahaStates(eph, tm.jd, p.ayanamsa, p.node);
    const rows = overlay(av, states.map((g) => ({ name: g.name, longitude: g.longitude })));
    const lagnaSign = signOf(chart.angles.ascendant);
    const moonSign = signOf(chart.grahas[1].longitude);
    const transits = rows.map((r) => {
      const g = states.find((x) => x.name === r.planet)!;
      const c = findCrossing(new GrahaTrack(eph, r.planet, p.ayanamsa, p.node), tm.jd, 'next', 30, 3 * 365.25);
      return {
        planet: r.planet, longitude: r6(r.longitude), sign: SIGNS[r.sign], retrograde: g.retrograde,
        house_from_lagna: ((r.sign - lagnaSign + 12) % 12) + 1, house_from_moon: ((r.sign - moonSign + 12) % 12) + 1,
        bindus: r.bindus, bindus_grade: r.bindusGrade, sav: r.sav, sav_grade: r.savGrade,
        kakshya: r.kakshya, kakshya_lord: r.kakshyaLord, kakshya_bindu: r.kakshyaBindu,
        leaves_sign: c && { jd: r6(c.jd), iso: jdToIso(c.jd), local: jdToLocal(c.jd, tm.echo.tz), into: SIGNS[c.to] },
      };
    });
    return {
      birth: chart.echo, moment: tm.echo, ayanamsa: p.ayanamsa, node: p.node,
      sav: av.sarva, sav_total: av.sarva.reduce((a, b) => a + b, 0),
      bav: Object.fromEntries(Object.entries(av.bhinna).filter(([k]) => k !== 'Ascendant')),
      kakshya_lords: [...KAKSHYA_LORDS], transits, warnings: [...chart.echo.warnings, ...tm.warnings],
    };
  },
});

export const transitEndpoints = [positions, sadeSati, smallPanoti, smallPanotiHistory, tarabala, vedha, doubleTransit, transitAshtakavarga];
