/**
 * Panchang family: the 29 catalog paths. Every answer echoes its conventions (date, tz,
 * location, ayanamsa and its value, sunrise definition, month system) and carries `warnings`.
 * One request builds one Sky (Sun/Moon positions, cached) and one SunCalendar (rise/set per
 * civil date, cached), so nothing is computed twice. Engine: src/engine/panchang.
 */
import { z } from 'zod';
import type { AyanamsaName } from '../../engine/ephemeris/constants';
import type { Ephemeris, SunriseDefinition } from '../../engine/ephemeris/ephemeris';
import { normDeg } from '../../engine/ephemeris/ephemeris';
import { epochMsFromJd, jdToIso, jdToLocal, localDateAt, offsetAtJd } from '../../engine/time/julian';
import { addDays, type CivilDate, type CivilTime, daysInMonth, formatDate } from '../../engine/time/parse';
import { fmtOffset } from '../../engine/time/zone';
import { NAKSHATRAS, PADA_SPAN_DEG, SIGNS, SIGN_LORDS } from '../../engine/vedic/zodiac';
import {
  karanaKind, karanaName, nakshatraLord, paksha, type Span, tithiDeity, tithiGroup, yogaType, type Limb,
} from '../../engine/panchang/elements';
import {
  LIMBS, limbsOfDay, panchangContext, type PanchangContext, panchangDateOf, type SolarFrame, solarFrame, VARA_LORDS, VARA_SANSKRIT, VARAS,
} from '../../engine/panchang/day';
import {
  abhijit, brahmaMuhurta, choghadiya, durmuhurtas, eighthOfDay, GULIKA_SEGMENT, HORA_QUALITY, horas, horasOfSixtyMinutes,
  type Interval, pradosh, RAHU_SEGMENT, YAMAGANDA_SEGMENT,
} from '../../engine/panchang/windows';
import { nakshatraWindows } from '../../engine/panchang/varjyam';
import { ayanaOf, hinduMonth, lunationAt, MASAS, rituOf, samvat, SOLAR_MONTHS, tropicalAyanaOf } from '../../engine/panchang/month';
import { festivalsBetween } from '../../engine/panchang/festivals';
import { anandadiYogas, DISHA_SHOOL, moonNivas, nakShool, PANCHAKA_INDEX, PANCHAKA_KIND, panchakaNear, siddhiYogas, tamilYogas } from '../../engine/panchang/yogas';
import { lagnaTable } from '../../engine/panchang/lagna';
import { fastRiseSet } from '../../engine/panchang/risings';
import { TARA_QUALITY, TARA_READINGS, TARAS, taraOf } from '../../engine/panchang/tara';
import { invalidParam } from '../errors';
import { ayanamsaEcho, resolveMoment } from '../moment';
import { langParam, momentParams, q } from '../params';
import { endpoint } from '../registry';
import { zLocation, zWindow } from '../schemas';

// ---------------------------------------------------------------- parameters

const EXAMPLE = { date: '2024-10-31', time: '12:00', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
const sunriseParam = () => q.oneOf(['disc_center', 'upper_limb'] as const, {
  fallback: 'disc_center',
  description: 'Sunrise definition: disc_center (Hindu sunrise: centre of the disc, no refraction; default, as Jagannatha Hora and PyJHora) or upper_limb (almanac: upper limb with refraction). Echoed as sunrise_definition',
});
const monthSystemParam = () => q.oneOf(['purnimanta', 'amanta'] as const, {
  fallback: 'purnimanta', description: 'Lunar month system for month names: purnimanta (default, full moon to full moon, North India) or amanta (new moon to new moon)',
});

const dayParams = () => ({
  ...momentParams({ dateDescription: 'Civil date YYYY-MM-DD of the panchang day (it runs from that sunrise to the next)', example: EXAMPLE }),
  sunrise: sunriseParam(),
  month_system: monthSystemParam(),
  lang: langParam(),
});

interface DayInput {
  date: CivilDate; time: CivilTime; tz: string; lat: number; lon: number; alt: number;
  ayanamsa: AyanamsaName; sunrise: SunriseDefinition; month_system: 'purnimanta' | 'amanta';
}

// ---------------------------------------------------------------- shared objects

const r8 = (x: number) => Math.round(x * 1e8) / 1e8;
const r2 = (x: number) => Math.round(x * 100) / 100;

/** Local ISO-8601 with the zone's offset at that instant: 2024-10-31T17:36:05+05:30. */
function localIso(jd: number, tz: string): string {
  return `${jdToLocal(jd, tz).replace(' ', 'T')}${fmtOffset(offsetAtJd(jd, tz))}`;
}

function windowObject(iv: Interval, tz: string) {
  return {
    start_jd: r8(iv.start), end_jd: r8(iv.end), start_iso: jdToIso(iv.start), end_iso: jdToIso(iv.end),
    start_local: jdToLocal(iv.start, tz), end_local: jdToLocal(iv.end, tz),
  };
}
function withDuration(iv: Interval, tz: string) {
  return {
    start_jd: r8(iv.start), end_jd: r8(iv.end), start_iso: jdToIso(iv.start), end_iso: jdToIso(iv.end),
    start_local: jdToLocal(iv.start, tz), end_local: jdToLocal(iv.end, tz), duration_minutes: Math.round((iv.end - iv.start) * 1440),
  };
}
// Response objects are built with Object.assign, not object spread: in V8 (Node 20) a spread
// followed by more fields builds a new hidden class for every object, which cost more than the
// astronomy (about 100 us for the echo and five fields, against 5 us with Object.assign).

const zWin = zWindow;
const zWinD = zWindow.extend({ duration_minutes: z.number().int() });
const zElement = zWindow.extend({ index: z.number().int(), name: z.string() });
const zDayElement = zElement.extend({
  kshaya: z.boolean().describe('Begins after sunrise and ends before the next sunrise: prevails at no sunrise (skipped)'),
  vriddhi: z.boolean().describe('Prevails at this sunrise and the next one (the next day repeats it)'),
  repeated: z.boolean().describe('Already prevailed at the previous sunrise (this day is its repetition, adhika)'),
  ends_after_midnight: z.boolean().describe('Ends after the local midnight that closes this civil date'),
  end_panchang_time: z.string().describe('End as the almanacs print it: local HH:MM counted from this date\'s midnight, e.g. 27:07 for 03:07 the next morning'),
});

function elementObject(s: Span, tz: string) {
  return {
    index: s.index, name: s.name, start_jd: r8(s.start), end_jd: r8(s.end), start_iso: jdToIso(s.start), end_iso: jdToIso(s.end),
    start_local: jdToLocal(s.start, tz), end_local: jdToLocal(s.end, tz),
  };
}

function tithiExtra(i: number) { return { paksha: paksha(i), deity: tithiDeity(i), group: tithiGroup(i) }; }
function karanaExtra(i: number) {
  const kind = karanaKind(i);
  return { kind_index: kind, half_tithi: (i % 2 === 1 ? 'first' : 'second') as 'first' | 'second', type: (kind <= 7 ? 'movable' : 'fixed') as 'movable' | 'fixed' };
}
const NAK_DEITY = ['Ashwini Kumaras', 'Yama', 'Agni', 'Brahma', 'Soma', 'Rudra', 'Aditi', 'Brihaspati', 'Sarpas', 'Pitris', 'Bhaga', 'Aryaman', 'Savitr',
  'Tvashtr', 'Vayu', 'Indragni', 'Mitra', 'Indra', 'Nirriti', 'Apas', 'Vishvedevas', 'Vishnu', 'Vasus', 'Varuna', 'Aja Ekapada', 'Ahir Budhnya', 'Pushan'];
const NAK_SYMBOL = ["Horse's head", 'Yoni', 'Razor', 'Chariot', "Deer's head", 'Teardrop', 'Quiver of arrows', "Cow's udder", 'Coiled serpent', 'Royal throne',
  'Front legs of a bed', 'Back legs of a bed', 'Hand', 'Pearl', 'Young sprout', 'Triumphal arch', 'Lotus', 'Earring', 'Bunch of roots', 'Fan', 'Elephant tusk',
  'Ear', 'Drum', 'Empty circle', 'Front of a funeral cot', 'Back of a funeral cot', 'Fish'];
const NAK_GANA = 'DMRMDMDDRRMMDRDRDRRMMDRRMMD';
const GANA: Record<string, string> = { D: 'Deva', M: 'Manushya', R: 'Rakshasa' };

function nakshatraExtra(index: number, moonSid: number | null) {
  const pada = moonSid === null ? null : Math.min(4, Math.floor((normDeg(moonSid) - (index - 1) * (360 / 27)) / PADA_SPAN_DEG) + 1);
  const padaLord = pada === null ? null : SIGN_LORDS[((index - 1) * 4 + pada - 1) % 12];
  const out: { lord: string; deity: string; symbol: string; gana: string; pada?: number; pada_lord?: string } = { lord: nakshatraLord(index), deity: NAK_DEITY[index - 1], symbol: NAK_SYMBOL[index - 1], gana: GANA[NAK_GANA[index - 1]] };
  if (pada !== null) { out.pada = pada; out.pada_lord = padaLord!; }
  return out;
}

const zEcho = {
  date: z.string(), time: z.string(), tz: z.string(), utc_offset: z.string(), location: zLocation, jd_ut: z.number(),
  ayanamsa: z.string(), ayanamsa_value: z.number(), ayanamsa_mean: z.number(),
  sunrise_definition: z.enum(['disc_center', 'upper_limb']), month_system: z.enum(['purnimanta', 'amanta']), lang: z.string(),
  warnings: z.array(z.string()),
};

interface Req {
  p: DayInput;
  eph: Ephemeris;
  ctx: PanchangContext;
  jd: number;
  /** The civil date asked for, and the panchang frame of that date. */
  frame: SolarFrame;
  echo: Echo;
}

interface Echo {
  date: string; time: string; tz: string; utc_offset: string; location: { lat: number; lon: number; alt: number }; jd_ut: number;
  ayanamsa: string; ayanamsa_value: number; ayanamsa_mean: number; sunrise_definition: SunriseDefinition; month_system: 'purnimanta' | 'amanta'; lang: string;
  warnings: string[];
}

function setup(eph: Ephemeris, p: DayInput & { lang?: string }): Req {
  const m = resolveMoment(eph, p.date, p.time, p.tz);
  // The days around the date must be in range too (the panchang day reaches into the next one).
  for (const d of [addDays(p.date, -2), addDays(p.date, 3)]) {
    const y = d.y;
    if (y < 1800 || y > 2399) throw invalidParam('date', 'must be between 1800-01-03 and 2399-12-28 (the panchang reads the days around it; ephemeris range 1800-2399)');
  }
  const ctx = panchangContext(eph, p.ayanamsa, p.tz, { lat: p.lat, lon: p.lon, alt: p.alt ?? 0 }, p.sunrise);
  const frame = solarFrame(ctx.cal, p.date);
  const echo: Echo = Object.assign(
    { date: m.date, time: m.time, tz: p.tz, utc_offset: m.utc_offset, location: { lat: p.lat, lon: p.lon, alt: p.alt ?? 0 }, jd_ut: r8(m.jd) },
    ayanamsaEcho(eph, m.jd, p.ayanamsa),
    { sunrise_definition: p.sunrise, month_system: p.month_system, lang: p.lang ?? 'en', warnings: m.warnings.concat(frame.warnings) },
  );
  return { p, eph, ctx, jd: m.jd, frame, echo };
}

/** The span of a limb at the moment, and the day-frame in which the moment falls. */
function atMoment(r: Req, limb: Limb) {
  return r.ctx.sky.spanAt(limb, r.jd);
}

function regularOrWarn(r: Req, what: string): r is Req & { frame: SolarFrame & { sunrise: number; sunset: number; nextSunrise: number } } {
  if (r.frame.regular) return true;
  r.echo.warnings.push(`${what} needs sunrise, sunset and the next sunrise, which do not all happen at latitude ${r.p.lat} on ${formatDate(r.p.date)}: it is null`);
  return false;
}

function moment(p: DayInput) { return p; }

// ---------------------------------------------------------------- the four limbs at a moment

function limbResponse(r: Req, limb: Limb) {
  const s = atMoment(r, limb);
  const next = r.ctx.sky.next(s);
  const dur = s.end - s.start;
  const sunriseSpan = r.frame.sunrise !== null ? r.ctx.sky.spanAt(limb, r.frame.sunrise) : null;
  return {
    s, next, common: {
      start_jd: r8(s.start), end_jd: r8(s.end), duration_hours: r2(dur * 24), percent_complete: r2(((r.jd - s.start) / dur) * 100),
      ends_at: localIso(s.end, r.p.tz), starts_at: localIso(s.start, r.p.tz),
      is_valid_at_sunrise: sunriseSpan !== null && sunriseSpan.index === s.index && sunriseSpan.start === s.start,
      at_sunrise: sunriseSpan ? elementObject(sunriseSpan, r.p.tz) : null,
    },
  };
}
const zLimbCommon = {
  start_jd: z.number(), end_jd: z.number(), duration_hours: z.number(), percent_complete: z.number().min(0).max(100),
  ends_at: z.string().describe('Local ISO-8601 with offset'), starts_at: z.string(),
  is_valid_at_sunrise: z.boolean().describe('The element at the moment is the one that prevailed at this date\'s sunrise'),
  at_sunrise: zElement.nullable(), next: zElement,
};

const tithi = endpoint({
  path: '/v1/panchang/tithi',
  summary: 'Tithi at the moment (1-30) with paksha, exact start and end, and the next tithi',
  description: 'Tithi = elongation of the Moon from the Sun / 12 degrees; start and end solved by Newton\'s method on the elongation (to the second).',
  params: dayParams(),
  response: z.object({ ...zEcho, tithi: zElement.extend({ paksha: z.enum(['Shukla', 'Krishna']), deity: z.string(), group: z.string() }), ...zLimbCommon }),
  handler(p, { eph }) {
    const r = setup(eph, moment(p));
    const { s, next, common } = limbResponse(r, 'tithi');
    return Object.assign({}, r.echo, { tithi: Object.assign(elementObject(s, p.tz), tithiExtra(s.index)) }, common, { next: elementObject(next, p.tz) });
  },
});

const nakshatra = endpoint({
  path: '/v1/panchang/nakshatra',
  summary: 'Moon\'s nakshatra at the moment (1-27) with pada, lord, deity, symbol, gana, exact start and end',
  params: dayParams(),
  response: z.object({
    ...zEcho,
    nakshatra: zElement.extend({ lord: z.string(), pada: z.number().int().min(1).max(4), pada_lord: z.string(), deity: z.string(), symbol: z.string(), gana: z.string() }),
    moon_longitude: z.number(), ...zLimbCommon,
  }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const { s, next, common } = limbResponse(r, 'nakshatra');
    const lon = r.ctx.sky.moonSidereal(r.jd);
    return Object.assign({}, r.echo, { nakshatra: Object.assign(elementObject(s, p.tz), nakshatraExtra(s.index, lon) as { lord: string; pada: number; pada_lord: string; deity: string; symbol: string; gana: string }), moon_longitude: r8(lon) }, common, { next: elementObject(next, p.tz) });
  },
});

const yoga = endpoint({
  path: '/v1/panchang/yoga',
  summary: 'Yoga at the moment (1-27, sidereal Sun + Moon) with its type, exact start and end (JD)',
  params: dayParams(),
  response: z.object({ ...zEcho, yoga: zElement.extend({ type: z.enum(['auspicious', 'inauspicious']) }), ...zLimbCommon }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const { s, next, common } = limbResponse(r, 'yoga');
    return Object.assign({}, r.echo, { yoga: Object.assign(elementObject(s, p.tz), { type: yogaType(s.index) }) }, common, { next: elementObject(next, p.tz) });
  },
});

const karana = endpoint({
  path: '/v1/panchang/karana',
  summary: 'Karana at the moment: index 1-60 in the lunar month (1 = Kimstughna), name, kind 1-11, half of the tithi',
  params: dayParams(),
  response: z.object({
    ...zEcho,
    karana: zElement.extend({ kind_index: z.number().int().min(1).max(11).describe('1 Bava .. 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Naga, 11 Kimstughna'), half_tithi: z.enum(['first', 'second']), type: z.enum(['movable', 'fixed']) }),
    ...zLimbCommon,
  }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const { s, next, common } = limbResponse(r, 'karana');
    return Object.assign({}, r.echo, { karana: Object.assign(elementObject(s, p.tz), karanaExtra(s.index)) }, common, { next: elementObject(next, p.tz) });
  },
});

const zVara = z.object({ index: z.number().int().min(0).max(6), name: z.string(), sanskrit: z.string(), lord: z.string() });
const varaObject = (i: number) => ({ index: i, name: VARAS[i], sanskrit: VARA_SANSKRIT[i], lord: VARA_LORDS[i] });

const vara = endpoint({
  path: '/v1/panchang/vara',
  summary: 'Weekday (vara, 0 = Sunday) with its lord; the Hindu day runs from sunrise to sunrise',
  params: dayParams(),
  response: z.object({ ...zEcho, vara: zVara, civil_weekday: zVara, day_start_jd: z.number(), day_end_jd: z.number(), day_start_local: z.string(), day_end_local: z.string(), is_astro_day: z.boolean() }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    // Before sunrise the moment still belongs to the previous day's vara.
    const pd = panchangDateOf(r.ctx.cal, r.jd, p.date);
    const f = pd.d === p.date.d ? r.frame : solarFrame(r.ctx.cal, pd);
    return Object.assign({}, r.echo, {
      vara: varaObject(f.vara), civil_weekday: varaObject(r.frame.vara), day_start_jd: r8(f.start), day_end_jd: r8(f.end),
      day_start_local: jdToLocal(f.start, p.tz), day_end_local: jdToLocal(f.end, p.tz), is_astro_day: f.sunrise !== null,
    });
  },
});

// ---------------------------------------------------------------- sun and moon

const zEvent = z.object({ jd: z.number(), local: z.string(), iso: z.string(), epoch_ms: z.number() }).nullable();
const eventObject = (jd: number | null, tz: string) => (jd === null ? null : { jd: r8(jd), local: jdToLocal(jd, tz), iso: jdToIso(jd), epoch_ms: Math.round(epochMsFromJd(jd)) });

const sunriseSunset = endpoint({
  path: '/v1/panchang/sunrise-sunset',
  summary: 'Sunrise, sunset, solar noon, day length and civil twilight for the date',
  description: 'Hindu sunrise by default (disc centre, no refraction); sunrise=upper_limb for the almanac definition. During polar day or night the missing events are null with a warning.',
  params: dayParams(),
  response: z.object({
    ...zEcho, sunrise: zEvent, sunset: zEvent, solar_noon: zEvent, next_sunrise: zEvent, day_length_hours: z.number().nullable(), night_length_hours: z.number().nullable(),
    civil_twilight_start: z.string().nullable(), civil_twilight_end: z.string().nullable(),
  }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const f = r.frame;
    const noon = eph.riseSet(f.civilStart, 'Sun', 'upper_transit', { lat: p.lat, lon: p.lon, alt: p.alt });
    const cal = r.ctx.cal;
    const eps = cal.obliquity(f.civilStart);
    const tw = (ev: 'rise' | 'set') => {
      // The Sun 6 degrees below the horizon, from the sunrise (sunset) as first guess.
      const t = fastRiseSet(cal, 'Sun', ev, p.lat, p.lon, f.civilStart, f.civilEnd, eps, (ev === 'rise' ? f.sunrise : f.sunset) ?? undefined, -6);
      return t === undefined || t === null ? null : jdToLocal(t, p.tz);
    };
    const dawn = tw('rise'), dusk = tw('set');
    if (dawn === null || dusk === null) r.echo.warnings.push('civil twilight (Sun 6 degrees below the horizon) is given for |lat| <= 60 where it happens; null otherwise');
    return Object.assign({}, r.echo, {
      sunrise: eventObject(f.sunrise, p.tz), sunset: eventObject(f.sunset, p.tz),
      solar_noon: eventObject(noon !== null && noon < f.civilEnd ? noon : null, p.tz), next_sunrise: eventObject(f.nextSunrise, p.tz),
      day_length_hours: f.sunrise !== null && f.sunset !== null && f.sunset > f.sunrise ? r2((f.sunset - f.sunrise) * 24) : null,
      night_length_hours: f.regular ? r2((f.nextSunrise! - f.sunset!) * 24) : null,
      civil_twilight_start: dawn, civil_twilight_end: dusk,
    });
  },
});

const PHASES = ['new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent'] as const;
function moonPhase(elong: number) {
  return { moon_phase: PHASES[Math.floor(normDeg(elong + 22.5) / 45) % 8], illumination_percent: r2(((1 - Math.cos((elong * Math.PI) / 180)) / 2) * 100) };
}

const moonriseMoonset = endpoint({
  path: '/v1/panchang/moonrise-moonset',
  summary: 'Moonrise and moonset on the civil date (null with a warning when the Moon does not rise or set that day), phase and illumination',
  params: dayParams(),
  response: z.object({ ...zEcho, moonrise: zEvent, moonset: zEvent, moon_phase: z.enum(PHASES), illumination_percent: z.number(), elongation_deg: z.number() }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const mr = r.ctx.cal.moonrise(p.date), ms = r.ctx.cal.moonset(p.date);
    if (mr === null) r.echo.warnings.push(`the Moon does not rise on ${formatDate(p.date)} at this place: moonrise is null`);
    if (ms === null) r.echo.warnings.push(`the Moon does not set on ${formatDate(p.date)} at this place: moonset is null`);
    const e = r.ctx.sky.angle('elongation', r.jd).value;
    return Object.assign({}, r.echo, { moonrise: eventObject(mr, p.tz), moonset: eventObject(ms, p.tz) }, moonPhase(e), { elongation_deg: r8(e) });
  },
});

// ---------------------------------------------------------------- windows

const zKaal = z.object({ ...zEcho, ...zWinD.partial().shape, day_lord: z.string(), segment_of_day: z.number().int().min(1).max(8) })
  .extend({ start_jd: z.number().nullable(), end_jd: z.number().nullable(), start_iso: z.string().nullable(), end_iso: z.string().nullable(), start_local: z.string().nullable(), end_local: z.string().nullable(), duration_minutes: z.number().int().nullable() });
const nullWindow = { start_jd: null, end_jd: null, start_iso: null, end_iso: null, start_local: null, end_local: null, duration_minutes: null };

function kaalEndpoint(path: string, name: string, table: readonly number[], summary: string) {
  return endpoint({
    path, summary, params: dayParams(), response: zKaal,
    description: `${name}: the day (sunrise to sunset) in eight equal parts; the part by weekday (Sunday first): ${table.join(', ')}.`,
    handler(p, { eph }) {
      const r = setup(eph, p);
      const seg = table[r.frame.vara];
      const base = Object.assign({}, r.echo, { day_lord: VARA_LORDS[r.frame.vara], segment_of_day: seg });
      if (!regularOrWarn(r, name)) return Object.assign({}, base, nullWindow);
      return Object.assign({}, base, withDuration(eighthOfDay(r.frame.sunrise, r.frame.sunset, seg), p.tz));
    },
  });
}
const rahuKaal = kaalEndpoint('/v1/panchang/rahu-kaal', 'Rahu Kaal', RAHU_SEGMENT, 'Rahu Kaal: the inauspicious eighth of the day ruled by Rahu');
const yamaganda = kaalEndpoint('/v1/panchang/yamaganda', 'Yamaganda', YAMAGANDA_SEGMENT, 'Yamaganda: the eighth of the day ruled by Yama');
const gulika = kaalEndpoint('/v1/panchang/gulika', 'Gulika Kaal', GULIKA_SEGMENT, 'Gulika Kaal: the eighth of the day ruled by Gulika (son of Saturn)');

const zNullableWin = z.object({ start_jd: z.number().nullable(), end_jd: z.number().nullable(), start_iso: z.string().nullable(), end_iso: z.string().nullable(), start_local: z.string().nullable(), end_local: z.string().nullable(), duration_minutes: z.number().int().nullable() });

const abhijitEp = endpoint({
  path: '/v1/panchang/abhijit',
  summary: 'Abhijit Muhurta: the 8th of the 15 muhurtas of the day, around local noon',
  description: 'valid_today is false on Wednesday, when the texts do not count Abhijit as auspicious.',
  params: dayParams(),
  response: z.object({ ...zEcho, ...zNullableWin.shape, valid_today: z.boolean() }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const valid = r.frame.vara !== 3;
    if (!regularOrWarn(r, 'Abhijit')) return Object.assign({}, r.echo, nullWindow, { valid_today: false });
    return Object.assign({}, r.echo, withDuration(abhijit(r.frame.sunrise, r.frame.sunset), p.tz), { valid_today: valid });
  },
});

const brahma = endpoint({
  path: '/v1/panchang/brahma-muhurat',
  summary: 'Brahma Muhurta: the 14th of the 15 muhurtas of the night that ends at this date\'s sunrise',
  params: dayParams(),
  response: z.object({ ...zEcho, ...zNullableWin.shape }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const f = r.frame;
    if (f.sunrise === null || f.prevSunset === null || f.prevSunset > f.sunrise) {
      r.echo.warnings.push('Brahma Muhurta needs the previous sunset and this sunrise, which do not both happen here: it is null');
      return Object.assign({}, r.echo, nullWindow);
    }
    return Object.assign({}, r.echo, withDuration(brahmaMuhurta(f.prevSunset, f.sunrise), p.tz));
  },
});

function tithiDuring(r: Req, iv: Interval, tithis: number[]): boolean {
  const spans = r.ctx.sky.spansBetween('tithi', iv.start, iv.end);
  return spans.some((s) => tithis.includes(s.index));
}

const pradoshEp = endpoint({
  path: '/v1/panchang/pradosh-kaal',
  summary: 'Pradosh Kaal: the first three muhurtas of the night (sunset to sunset + night/5)',
  description: 'is_pradosh_vrat_day is true when Trayodashi (tithi 13 or 28) prevails during this Pradosh Kaal.',
  params: dayParams(),
  response: z.object({ ...zEcho, ...zNullableWin.shape, is_pradosh_vrat_day: z.boolean() }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    if (!regularOrWarn(r, 'Pradosh Kaal')) return Object.assign({}, r.echo, nullWindow, { is_pradosh_vrat_day: false });
    const iv = pradosh(r.frame.sunset, r.frame.nextSunrise);
    return Object.assign({}, r.echo, withDuration(iv, p.tz), { is_pradosh_vrat_day: tithiDuring(r, iv, [13, 28]) });
  },
});

const zHora = zWindow.extend({ index: z.number().int().min(1).max(24), planet: z.string(), quality: z.enum(['good', 'neutral', 'bad']), is_day_hora: z.boolean() });
const horaObject = (h: ReturnType<typeof horas>[number], tz: string) => Object.assign(windowObject(h, tz), { index: h.index, planet: h.lord, quality: HORA_QUALITY[h.lord], is_day_hora: h.day });

const horaEp = endpoint({
  path: '/v1/panchang/hora',
  summary: 'Planetary hora at the moment: unequal hours (day/12 from sunrise, night/12 from sunset), first lord = weekday lord, Chaldean order',
  params: dayParams(),
  response: z.object({
    ...zEcho, hora: zHora.nullable(), ...zNullableWin.shape, is_day_hora: z.boolean().nullable(), day_lord: z.string(), first_hora_of_day: z.string(),
    horas: z.array(zHora),
  }),
  handler(p, { eph }) {
    const r0 = setup(eph, p);
    // The hora belongs to the panchang day holding the moment (before sunrise: the previous day).
    const pd = panchangDateOf(r0.ctx.cal, r0.jd, p.date);
    const f = formatDate(pd) === formatDate(p.date) ? r0.frame : solarFrame(r0.ctx.cal, pd);
    const r = Object.assign({}, r0, { frame: f });
    const base = Object.assign({}, r.echo, { day_lord: VARA_LORDS[f.vara], first_hora_of_day: VARA_LORDS[f.vara] });
    if (!regularOrWarn(r, 'Hora')) return Object.assign({}, base, { hora: null }, nullWindow, { is_day_hora: null, horas: [] });
    const all = horas(f.vara, f.sunrise!, f.sunset!, f.nextSunrise!);
    const h = all.find((x) => r.jd >= x.start && r.jd < x.end) ?? all[0];
    return Object.assign({}, base, { hora: horaObject(h, p.tz) }, withDuration(h, p.tz), { is_day_hora: h.day, horas: all.map((x) => horaObject(x, p.tz)) });
  },
});

const zCho = zWindow.extend({ index: z.number().int().min(1).max(8), name: z.string(), lord: z.string(), quality: z.enum(['good', 'neutral', 'bad']), start_hhmm: z.string(), end_hhmm: z.string() });
const hhmm = (jd: number, tz: string) => jdToLocal(jd, tz).slice(11, 16);
function choghadiyaObjects(f: SolarFrame, tz: string) {
  const c = choghadiya(f.vara, f.sunrise!, f.sunset!, f.nextSunrise!);
  const o = (x: (typeof c.day)[number]) => {
    const w = windowObject(x, tz);
    return Object.assign(w, { index: x.index, name: x.name, lord: x.lord, quality: x.quality, start_hhmm: w.start_local.slice(11, 16), end_hhmm: w.end_local.slice(11, 16) });
  };
  return { day_slots: c.day.map(o), night_slots: c.night.map(o) };
}

const choghadiyaEp = endpoint({
  path: '/v1/panchang/choghadiya',
  summary: 'Day and night Choghadiya: 8 + 8 slots with name, lord and quality',
  params: dayParams(),
  response: z.object({ ...zEcho, day_slots: z.array(zCho), night_slots: z.array(zCho) }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    if (!regularOrWarn(r, 'Choghadiya')) return Object.assign({}, r.echo, { day_slots: [], night_slots: [] });
    return Object.assign({}, r.echo, choghadiyaObjects(r.frame, p.tz));
  },
});

const zDur = zWindow.extend({ name: z.string(), muhurta: z.number().int(), of_night: z.boolean(), duration_minutes: z.number().int() });
function durObjects(f: SolarFrame, tz: string) {
  return durmuhurtas(f.vara, f.sunrise!, f.sunset!, f.nextSunrise!).map((d, i) => Object.assign(withDuration(d, tz), { name: `Durmuhurta ${i + 1}`, muhurta: d.muhurta, of_night: d.of_night }));
}
const durmuhurtaEp = endpoint({
  path: '/v1/panchang/durmuhurta',
  summary: 'Durmuhurta: the inauspicious muhurtas of the weekday (Muhurta Chintamani), in the day or, on Tuesday, also the night',
  params: dayParams(),
  response: z.object({ ...zEcho, day_intervals: z.array(zDur), total_count: z.number().int(), duration_minutes_each: z.number().int().nullable() }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    if (!regularOrWarn(r, 'Durmuhurta')) return Object.assign({}, r.echo, { day_intervals: [], total_count: 0, duration_minutes_each: null });
    const list = durObjects(r.frame, p.tz);
    return Object.assign({}, r.echo, { day_intervals: list, total_count: list.length, duration_minutes_each: list[0].duration_minutes });
  },
});

const zNakWin = zWindow.extend({ duration_minutes: z.number().int(), nakshatra: z.number().int(), based_on_nakshatra: z.string(), start_ghati: z.number(), starts_previous_day: z.boolean() });
function nakWindowEndpoint(path: string, kind: 'varjyam' | 'amrit', summary: string) {
  return endpoint({
    path, summary, params: dayParams(),
    description: 'A window starts a fixed number of ghatis into its nakshatra (1 ghati = 1/60 of the nakshatra\'s actual duration) and lasts 4 ghatis. All windows touching the panchang day (sunrise to next sunrise) are listed, including one that began the previous day.',
    response: z.object({ ...zEcho, ...zNullableWin.shape, based_on_nakshatra: z.string().nullable(), windows: z.array(zNakWin) }),
    handler(p, { eph }) {
      const r = setup(eph, p);
      const f = r.frame;
      const list = nakshatraWindows(r.ctx.sky, kind, f.start, f.end).map((w) => Object.assign(withDuration(w, p.tz), {
        nakshatra: w.nakshatra, based_on_nakshatra: w.nakshatra_name, start_ghati: w.start_ghati, starts_previous_day: w.start < f.start,
      }));
      if (list.length === 0) return Object.assign({}, r.echo, nullWindow, { based_on_nakshatra: null, windows: [] });
      const { nakshatra: _n, start_ghati: _g, starts_previous_day: _s, ...first } = list[0];
      return Object.assign({}, r.echo, first, { windows: list });
    },
  });
}
const varjyam = nakWindowEndpoint('/v1/panchang/varjyam', 'varjyam', 'Varjyam: the nakshatra\'s 4-ghati window to avoid');
const amritKalam = nakWindowEndpoint('/v1/panchang/amrit-kalam', 'amrit', 'Amrit Kalam: the nakshatra\'s 4-ghati nectar window');

const zVaraYoga = zWindow.extend({ name: z.string(), nakshatra: z.number().int(), nakshatra_name: z.string(), description: z.string() });
const siddhaYoga = endpoint({
  path: '/v1/panchang/siddha-yoga',
  summary: 'Siddha yogas of the day: Amrita Siddhi, Sarvartha Siddhi, Guru/Ravi Pushya (weekday + nakshatra), with their windows',
  params: dayParams(),
  response: z.object({ ...zEcho, is_siddha: z.boolean(), type: z.string().nullable(), vara: z.string(), nakshatra: z.string(), description: z.string(), yogas: z.array(zVaraYoga) }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const f = r.frame;
    const naks = r.ctx.sky.spansBetween('nakshatra', f.start, f.end);
    const ys = siddhiYogas(f.vara, naks, f.start, f.end).map((y) => Object.assign(windowObject(y, p.tz), { name: y.name, nakshatra: y.nakshatra, nakshatra_name: y.nakshatra_name, description: y.description }));
    return Object.assign({}, r.echo, {
      is_siddha: ys.length > 0, type: ys[0]?.name ?? null, vara: VARAS[f.vara], nakshatra: naks[0].name,
      description: ys.length ? ys.map((y) => y.description).join('; ') : `No Siddhi yoga: ${naks.map((n) => n.name).join(' and ')} on ${VARAS[f.vara]} form none`,
      yogas: ys,
    });
  },
});

const panchaka = endpoint({
  path: '/v1/panchang/panchaka',
  summary: 'Panchaka: the Moon in Dhanishta (2nd half) to Revati (sidereal 300-360 deg); its kind (Mrityu, Agni, Raja, Chora, Roga) from the weekday it began',
  params: dayParams(),
  response: z.object({
    ...zEcho, is_panchaka: z.boolean(), panchaka_type: z.enum(['Mrityu', 'Agni', 'Raja', 'Chora', 'Roga']).nullable(), type_index: z.number().int().min(1).max(5).nullable(),
    description: z.string(), period: zWindow.nullable(), begins_on: z.string().nullable(), moon_longitude: z.number(),
  }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const lon = r.ctx.sky.moonSidereal(r.jd);
    const per = panchakaNear(r.ctx.sky, r.jd, r.jd + 30);
    const active = per !== null && per.start <= r.jd && r.jd < per.end;
    let kind: string | null = null, beginsOn: string | null = null;
    if (per) {
      const civil = localDateAt(per.start, p.tz);
      const pd = panchangDateOf(r.ctx.cal, per.start, civil);
      const f = solarFrame(r.ctx.cal, pd);
      kind = PANCHAKA_KIND[f.vara];
      beginsOn = `${VARAS[f.vara]} ${formatDate(pd)}`;
    }
    const type = active ? (kind as 'Mrityu' | 'Agni' | 'Raja' | 'Chora' | 'Roga' | null) : null;
    return Object.assign({}, r.echo, {
      is_panchaka: active, panchaka_type: type, type_index: type ? PANCHAKA_INDEX[type] : null,
      description: active ? `Panchaka from ${jdToLocal(per!.start, p.tz)} to ${jdToLocal(per!.end, p.tz)}, begun on ${beginsOn}${kind ? `: ${kind} Panchaka` : ' (no named dosha on Wednesday or Thursday)'}`
        : `No panchaka at this moment; the next begins ${per ? jdToLocal(per.start, p.tz) : 'later'}`,
      period: per ? windowObject(per, p.tz) : null, begins_on: beginsOn, moon_longitude: r8(lon),
    });
  },
});

// ---------------------------------------------------------------- month, year, sankranti

function monthInfo(r: Req, at: number, tithiIndex: number) {
  const lun = lunationAt(r.ctx.sky, at);
  const hm = hinduMonth(lun, tithiIndex);
  const civil = localDateAt(at, r.p.tz);
  const sv = samvat(civil.y, civil.m, hm.amanta.index);
  const sunSid = r.ctx.sky.sunSidereal(at);
  const sunTrop = r.ctx.sky.sunTropical(at).lon;
  return {
    month: { amanta: hm.amanta, purnimanta: hm.purnimanta },
    name: (r.p.month_system === 'amanta' ? hm.amanta : hm.purnimanta).name,
    is_adhik_maas: hm.adhika, is_kshaya_maas: hm.kshaya,
    samvatsara: { vikram: sv.vikram, shaka: sv.shaka, name: sv.samvatsara, index: sv.samvatsara_index },
    paksha: paksha(tithiIndex), ritu: rituOf(hm.amanta.index), ayana: ayanaOf(sunSid), ayana_tropical: tropicalAyanaOf(sunTrop),
    solar_month: SOLAR_MONTHS[Math.floor(sunSid / 30)],
    lunation: windowObject(lun, r.p.tz),
  };
}
const zMonthName = z.object({ index: z.number().int().min(1).max(12), name: z.enum(MASAS), sanskrit: z.string() });
const zMonthInfo = {
  month: z.object({ amanta: zMonthName, purnimanta: zMonthName }),
  name: z.string().describe('Month name in the requested month_system'),
  is_adhik_maas: z.boolean(), is_kshaya_maas: z.boolean(),
  samvatsara: z.object({ vikram: z.number().int(), shaka: z.number().int(), name: z.string(), index: z.number().int().min(1).max(60) }),
  paksha: z.enum(['Shukla', 'Krishna']), ritu: z.string(), ayana: z.enum(['Uttarayana', 'Dakshinayana']), ayana_tropical: z.enum(['Uttarayana', 'Dakshinayana']),
  solar_month: z.string(), lunation: zWindow,
};

const hinduMonthEp = endpoint({
  path: '/v1/panchang/hindu-month',
  summary: 'Hindu lunar month (amanta and purnimanta, adhika/kshaya), Vikram and Shaka samvat, samvatsara, paksha, ritu, ayana, at this date\'s sunrise',
  description: 'Amanta month named from the sidereal sign of the Sun at the new moon that begins it; adhika when no sankranti falls in the lunation. Purnimanta = amanta + 1 in Krishna paksha.',
  params: dayParams(),
  response: z.object({ ...zEcho, evaluated_at_local: z.string(), ...zMonthInfo }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const at = r.frame.start;
    const t = r.ctx.sky.spanAt('tithi', at);
    return Object.assign({}, r.echo, { evaluated_at_local: jdToLocal(at, p.tz) }, monthInfo(r, at, t.index));
  },
});

const sankranti = endpoint({
  path: '/v1/panchang/sankranti',
  summary: 'The Sun\'s current sidereal sign with the sankranti that began it, and the next sankranti, to the second',
  params: {
    date: q.date({ example: '2025-01-10', description: 'Date YYYY-MM-DD; the next sankranti after date+time' }),
    time: q.time({ example: '12:00' }),
    tz: q.tz({ example: 'Asia/Kolkata' }),
    ayanamsa: momentParams().ayanamsa,
    lang: langParam(),
  },
  response: z.object({
    date: z.string(), time: z.string(), tz: z.string(), utc_offset: z.string(), jd_ut: z.number(), ayanamsa: z.string(), ayanamsa_value: z.number(), ayanamsa_mean: z.number(),
    sign: z.enum(SIGNS), sign_index: z.number().int().min(1).max(12).describe('1 = Mesha (Aries), as the service numbers it'), name: z.string(),
    ingress_jd: z.number(), ingress_local: z.string(), ingress_iso: z.string(),
    next_sankranti: z.object({ sign: z.enum(SIGNS), sign_index: z.number().int().min(1).max(12), name: z.string(), ingress_jd: z.number(), ingress_local: z.string(), ingress_iso: z.string() }),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const m = resolveMoment(eph, p.date, p.time, p.tz);
    if (p.date.y >= 2399 && p.date.m === 12) throw invalidParam('date', 'must be before 2399-12 (the next sankranti must fall inside the ephemeris range)');
    const sky = panchangContext(eph, p.ayanamsa, p.tz, { lat: 0, lon: 0, alt: 0 }, 'disc_center').sky;
    const prev = sky.prevSankranti(m.jd);
    const next = sky.nextSankranti(m.jd);
    const nm = (k: number) => (k === 9 ? 'Makar Sankranti' : `${SOLAR_MONTHS[k]} Sankranti`);
    return {
      date: m.date, time: m.time, tz: p.tz, utc_offset: m.utc_offset, jd_ut: r8(m.jd), ...ayanamsaEcho(eph, m.jd, p.ayanamsa),
      sign: SIGNS[prev.sign], sign_index: prev.sign + 1, name: nm(prev.sign), ingress_jd: r8(prev.jd), ingress_local: jdToLocal(prev.jd, p.tz), ingress_iso: jdToIso(prev.jd),
      next_sankranti: { sign: SIGNS[next.sign], sign_index: next.sign + 1, name: nm(next.sign), ingress_jd: r8(next.jd), ingress_local: jdToLocal(next.jd, p.tz), ingress_iso: jdToIso(next.jd) },
      warnings: m.warnings,
    };
  },
});

// ---------------------------------------------------------------- composites

function dayElement(s: Span & { kshaya: boolean; vriddhi: boolean; repeated: boolean }, f: SolarFrame, tz: string) {
  const minutes = Math.round((s.end - f.civilStart) * 1440);
  return Object.assign(elementObject(s, tz), {
    kshaya: s.kshaya, vriddhi: s.vriddhi, repeated: s.repeated, ends_after_midnight: s.end >= f.civilEnd,
    end_panchang_time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
  });
}

function limbsBlock(r: Req) {
  const f = r.frame;
  const limbs = limbsOfDay(r.ctx.sky, f);
  const moonSid = r.ctx.sky.moonSidereal(f.start);
  const out: Record<string, unknown> = {};
  for (const limb of LIMBS) {
    const list = limbs[limb].map((s) => {
      const base = dayElement(s, f, r.p.tz);
      if (limb === 'tithi') return Object.assign(base, tithiExtra(s.index));
      if (limb === 'nakshatra') return Object.assign(base, nakshatraExtra(s.index, null));
      if (limb === 'yoga') return Object.assign(base, { type: yogaType(s.index) });
      return Object.assign(base, karanaExtra(s.index));
    });
    out[limb] = Object.assign({}, list[0], limb === 'nakshatra' ? nakshatraExtra(limbs.nakshatra[0].index, moonSid) : {});
    out[`${limb}_transitions`] = list;
  }
  return { limbs, out };
}
const zDayLimb = zDayElement.passthrough();
const zLimbs = {
  tithi: zDayLimb, nakshatra: zDayLimb, yoga: zDayLimb, karana: zDayLimb,
  tithi_transitions: z.array(zDayLimb), nakshatra_transitions: z.array(zDayLimb), yoga_transitions: z.array(zDayLimb), karana_transitions: z.array(zDayLimb),
};
type LimbsOut = { [K in keyof typeof zLimbs]: z.input<(typeof zLimbs)[K]> };
const zRiseSet = z.object({ sunrise: zEvent, sunset: zEvent, next_sunrise: zEvent, moonrise: zEvent, moonset: zEvent });

function riseSetBlock(r: Req) {
  const mr = r.ctx.cal.moonrise(r.p.date), ms = r.ctx.cal.moonset(r.p.date);
  if (mr === null) r.echo.warnings.push(`the Moon does not rise on ${formatDate(r.p.date)} at this place: moonrise is null`);
  if (ms === null) r.echo.warnings.push(`the Moon does not set on ${formatDate(r.p.date)} at this place: moonset is null`);
  return { sunrise: eventObject(r.frame.sunrise, r.p.tz), sunset: eventObject(r.frame.sunset, r.p.tz), next_sunrise: eventObject(r.frame.nextSunrise, r.p.tz), moonrise: eventObject(mr, r.p.tz), moonset: eventObject(ms, r.p.tz) };
}

const basic = endpoint({
  path: '/v1/panchang/basic',
  summary: 'The five limbs at sunrise with end times, every transition of the day (sunrise to next sunrise), Sun and Moon rise and set',
  params: dayParams(),
  response: z.object({ ...zEcho, vara: zVara, day_start_local: z.string(), day_end_local: z.string(), ...zLimbs, ...zRiseSet.shape }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const { out } = limbsBlock(r);
    return Object.assign({}, r.echo, { vara: varaObject(r.frame.vara), day_start_local: jdToLocal(r.frame.start, p.tz), day_end_local: jdToLocal(r.frame.end, p.tz) }, out as unknown as LimbsOut, riseSetBlock(r));
  },
});

const zHhmm = z.object({ start: z.string(), end: z.string() }).nullable();
const summary = endpoint({
  path: '/v1/panchang/summary',
  summary: 'The five limbs at sunrise plus sunrise, sunset, moonrise, moonset, the main windows, Hindu month and the day\'s festivals',
  params: dayParams(),
  response: z.object({
    ...zEcho,
    location: zLocation.extend({ tz: z.string().describe('The time zone, as the real service places it here (also echoed as the top-level tz)') }),
    tithi: z.object({ index: z.number().int(), name: z.string(), paksha: z.string(), end_local: z.string() }),
    nakshatra: z.object({ index: z.number().int(), name: z.string(), pada: z.number().int(), lord: z.string(), end_local: z.string() }),
    yoga: z.object({ index: z.number().int(), name: z.string(), type: z.string(), end_local: z.string() }),
    karana: z.object({ index: z.number().int(), name: z.string(), end_local: z.string() }),
    vara: z.object({ index: z.number().int(), name: z.string(), lord: z.string() }),
    sunrise: z.string().nullable(), sunset: z.string().nullable(), moonrise: z.string().nullable(), moonset: z.string().nullable(),
    rahu_kaal: zHhmm, yamaganda: zHhmm, gulika: zHhmm, abhijit: zHhmm, brahma_muhurat: zHhmm,
    hindu_month: z.object({ amanta: z.string(), purnimanta: z.string(), adhika: z.boolean(), samvatsara: z.string(), vikram_samvat: z.number().int(), shaka_samvat: z.number().int(), paksha: z.string(), ritu: z.string() }),
    festivals: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), rule: z.string() })),
  }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const f = r.frame;
    const at = f.start;
    const sky = r.ctx.sky;
    const t = sky.spanAt('tithi', at), n = sky.spanAt('nakshatra', at), y = sky.spanAt('yoga', at), k = sky.spanAt('karana', at);
    const lon = sky.moonSidereal(at);
    const hms = (jd: number | null) => (jd === null ? null : jdToLocal(jd, p.tz).slice(11, 19));
    const hm2 = (iv: Interval | null) => (iv ? { start: hhmm(iv.start, p.tz), end: hhmm(iv.end, p.tz) } : null);
    const reg = f.regular;
    const mi = monthInfo(r, at, t.index);
    const mr = r.ctx.cal.moonrise(p.date), ms = r.ctx.cal.moonset(p.date);
    if (mr === null) r.echo.warnings.push(`the Moon does not rise on ${formatDate(p.date)} at this place: moonrise is null`);
    if (ms === null) r.echo.warnings.push(`the Moon does not set on ${formatDate(p.date)} at this place: moonset is null`);
    if (!reg) r.echo.warnings.push('windows need sunrise, sunset and the next sunrise: they are null here');
    const fest = festivalsBetween(sky, r.ctx.cal, p.date, p.date).map((h) => ({ id: h.id, name: h.name, category: h.category, rule: h.rule }));
    return Object.assign({}, r.echo, {
      location: { ...r.echo.location, tz: p.tz },
      tithi: { index: t.index, name: t.name, paksha: paksha(t.index), end_local: jdToLocal(t.end, p.tz) },
      nakshatra: { index: n.index, name: n.name, pada: nakshatraExtra(n.index, lon).pada!, lord: nakshatraLord(n.index), end_local: jdToLocal(n.end, p.tz) },
      yoga: { index: y.index, name: y.name, type: yogaType(y.index), end_local: jdToLocal(y.end, p.tz) },
      karana: { index: k.index, name: karanaName(k.index), end_local: jdToLocal(k.end, p.tz) },
      vara: { index: f.vara, name: VARAS[f.vara], lord: VARA_LORDS[f.vara] },
      sunrise: hms(f.sunrise), sunset: hms(f.sunset), moonrise: hms(mr), moonset: hms(ms),
      rahu_kaal: hm2(reg ? eighthOfDay(f.sunrise!, f.sunset!, RAHU_SEGMENT[f.vara]) : null),
      yamaganda: hm2(reg ? eighthOfDay(f.sunrise!, f.sunset!, YAMAGANDA_SEGMENT[f.vara]) : null),
      gulika: hm2(reg ? eighthOfDay(f.sunrise!, f.sunset!, GULIKA_SEGMENT[f.vara]) : null),
      abhijit: hm2(reg ? abhijit(f.sunrise!, f.sunset!) : null),
      brahma_muhurat: hm2(f.sunrise !== null && f.prevSunset !== null && f.prevSunset < f.sunrise ? brahmaMuhurta(f.prevSunset, f.sunrise) : null),
      hindu_month: { amanta: mi.month.amanta.name, purnimanta: mi.month.purnimanta.name, adhika: mi.is_adhik_maas, samvatsara: mi.samvatsara.name, vikram_samvat: mi.samvatsara.vikram, shaka_samvat: mi.samvatsara.shaka, paksha: mi.paksha, ritu: mi.ritu },
      festivals: fest,
    });
  },
});

const zTransition = zWindow.extend({ limb: z.enum(['tithi', 'nakshatra', 'yoga', 'karana']), index: z.number().int(), name: z.string(), at_jd: z.number(), at_local: z.string(), after_midnight: z.boolean(), kind: z.enum(['ends']) }).omit({ start_jd: true, end_jd: true, start_iso: true, end_iso: true, start_local: true, end_local: true });

const advanced = endpoint({
  path: '/v1/panchang/advanced',
  summary: 'Complete daily panchang: limbs with every same-day transition, rise/set, all muhurta windows, Choghadiya, Hindu month (both systems), Samvat, ritu, ayana, Disha Shool, Nak Shool, Moon Nivas, Anandadi/Tamil/Siddhi yogas, Varjyam, Amrit Kalam',
  params: dayParams(),
  response: z.object({
    ...zEcho, vara: zVara, day_start_local: z.string(), day_end_local: z.string(), ...zLimbs, ...zRiseSet.shape,
    same_day_transitions: z.array(zTransition),
    windows: z.object({
      rahu_kaal: zWinD.nullable(), yamaganda: zWinD.nullable(), gulika: zWinD.nullable(), abhijit: zWinD.nullable(), brahma_muhurat: zWinD.nullable(),
      pradosh_kaal: zWinD.nullable(), durmuhurta: z.array(zDur), varjyam: z.array(zNakWin), amrit_kalam: z.array(zNakWin),
    }),
    choghadiya: z.object({ day_slots: z.array(zCho), night_slots: z.array(zCho) }).nullable(),
    hindu_month: z.object(zMonthInfo),
    disha_shool: z.string(), nak_shool: z.array(z.object({ nakshatra: z.string(), direction: z.string() })),
    moon_nivas: z.array(zWindow.extend({ sign: z.string(), direction: z.string() })),
    panchang_yogas: z.object({
      siddhi: z.array(zVaraYoga),
      anandadi: z.array(zWindow.extend({ index: z.number().int(), name: z.string(), nakshatra28: z.string(), quality: z.enum(['good', 'bad']) })),
      tamil: z.array(zWindow.extend({ name: z.string(), nakshatra: z.number().int(), nakshatra_name: z.string(), quality: z.enum(['good', 'bad']) })),
    }),
    moon_phase: z.enum(PHASES), illumination_percent: z.number(),
  }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const f = r.frame;
    const tz = p.tz;
    const sky = r.ctx.sky;
    const { limbs, out } = limbsBlock(r);
    const transitions = LIMBS.flatMap((limb) => limbs[limb].filter((s) => s.end < f.end).map((s) => ({
      limb, index: s.index, name: s.name, at_jd: r8(s.end), at_local: jdToLocal(s.end, tz), after_midnight: s.end >= f.civilEnd, kind: 'ends' as const,
    }))).sort((a, b) => a.at_jd - b.at_jd);
    const reg = f.regular;
    if (!reg) r.echo.warnings.push('windows and Choghadiya need sunrise, sunset and the next sunrise: they are null here');
    const nak = limbs.nakshatra;
    const moonSign: { start: number; end: number; sign: number }[] = [];
    {
      let t = f.start;
      for (let guard = 0; guard < 4 && t < f.end; guard++) {
        const lon = sky.moonSidereal(t);
        const s = Math.floor(lon / 30);
        const end = sky.solve('moon', ((s + 1) * 30) % 360, t + ((s + 1) * 30 - lon) / 13.2);
        moonSign.push({ start: moonSign.length ? t : sky.solve('moon', s * 30, t - (lon - s * 30) / 13.2), end, sign: s });
        t = end + 1e-7;
      }
    }
    const win = (iv: Interval | null) => (iv ? withDuration(iv, tz) : null);
    const nakWins = (kind: 'varjyam' | 'amrit') => nakshatraWindows(sky, kind, f.start, f.end).map((w) => Object.assign(withDuration(w, tz), {
      nakshatra: w.nakshatra, based_on_nakshatra: w.nakshatra_name, start_ghati: w.start_ghati, starts_previous_day: w.start < f.start,
    }));
    const head = { vara: varaObject(f.vara), day_start_local: jdToLocal(f.start, tz), day_end_local: jdToLocal(f.end, tz) };
    return Object.assign({}, r.echo, head, out as unknown as LimbsOut, riseSetBlock(r), {
      same_day_transitions: transitions,
      windows: {
        rahu_kaal: win(reg ? eighthOfDay(f.sunrise!, f.sunset!, RAHU_SEGMENT[f.vara]) : null),
        yamaganda: win(reg ? eighthOfDay(f.sunrise!, f.sunset!, YAMAGANDA_SEGMENT[f.vara]) : null),
        gulika: win(reg ? eighthOfDay(f.sunrise!, f.sunset!, GULIKA_SEGMENT[f.vara]) : null),
        abhijit: win(reg ? abhijit(f.sunrise!, f.sunset!) : null),
        brahma_muhurat: win(f.sunrise !== null && f.prevSunset !== null && f.prevSunset < f.sunrise ? brahmaMuhurta(f.prevSunset, f.sunrise) : null),
        pradosh_kaal: win(reg ? pradosh(f.sunset!, f.nextSunrise!) : null),
        durmuhurta: reg ? durObjects(f, tz) : [],
        varjyam: nakWins('varjyam'), amrit_kalam: nakWins('amrit'),
      },
      choghadiya: reg ? choghadiyaObjects(f, tz) : null,
      hindu_month: monthInfo(r, f.start, limbs.tithi[0].index),
      disha_shool: DISHA_SHOOL[f.vara],
      nak_shool: nak.map((s) => ({ nakshatra: s.name, direction: nakShool(s.index) })).filter((x): x is { nakshatra: string; direction: string } => x.direction !== null),
      moon_nivas: moonSign.map((m) => Object.assign(windowObject(m, tz), { sign: SIGNS[m.sign], direction: moonNivas(m.sign) })),
      panchang_yogas: {
        siddhi: siddhiYogas(f.vara, nak, f.start, f.end).map((y) => Object.assign(windowObject(y, tz), { name: y.name, nakshatra: y.nakshatra, nakshatra_name: y.nakshatra_name, description: y.description })),
        anandadi: anandadiYogas(sky, f.vara, f.start, f.end).map((y) => Object.assign(windowObject(y, tz), { index: y.index, name: y.name, nakshatra28: y.nakshatra28, quality: y.quality })),
        tamil: tamilYogas(f.vara, nak, f.start, f.end).map((y) => Object.assign(windowObject(y, tz), { name: y.name, nakshatra: y.nakshatra, nakshatra_name: y.nakshatra_name, quality: y.quality })),
      },
    }, moonPhase(sky.angle('elongation', f.start).value));
  },
});

const lagnaTableEp = endpoint({
  path: '/v1/panchang/lagna-table',
  summary: 'Rise times of the 12 sidereal lagnas (ascendant signs) during the panchang day, sunrise to next sunrise',
  params: dayParams(),
  response: z.object({ ...zEcho, day_start_local: z.string(), day_end_local: z.string(), lagnas: z.array(zWindow.extend({ sign_index: z.number().int().min(0).max(11), sign: z.enum(SIGNS), lord: z.string(), duration_minutes: z.number().int() })) }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const f = r.frame;
    const t = lagnaTable(eph, p.ayanamsa, p.lat, p.lon, f.start, f.end);
    r.echo.warnings.push(...t.warnings);
    return Object.assign({}, r.echo, {
      day_start_local: jdToLocal(f.start, p.tz), day_end_local: jdToLocal(f.end, p.tz),
      lagnas: t.lagnas.map((l) => Object.assign(withDuration(l, p.tz), { sign_index: l.sign_index, sign: SIGNS[l.sign_index], lord: l.lord })),
    });
  },
});

const horaDinman = endpoint({
  path: '/v1/panchang/hora-dinman',
  summary: '12 day and 12 night horas of exactly 60 minutes from sunrise, with their lords (Chaldean order from the weekday lord)',
  params: dayParams(),
  response: z.object({ ...zEcho, day_lord: z.string(), day_horas: z.array(zHora), night_horas: z.array(zHora) }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const f = r.frame;
    if (f.sunrise === null) {
      r.echo.warnings.push('hora-dinman counts from sunrise, which does not happen here: the lists are empty');
      return Object.assign({}, r.echo, { day_lord: VARA_LORDS[f.vara], day_horas: [], night_horas: [] });
    }
    const hs = horasOfSixtyMinutes(f.vara, f.sunrise).map((h) => horaObject(h, p.tz));
    return Object.assign({}, r.echo, { day_lord: VARA_LORDS[f.vara], day_horas: hs.slice(0, 12), night_horas: hs.slice(12) });
  },
});

const nakshatraPrediction = endpoint({
  path: '/v1/panchang/nakshatra-prediction',
  summary: 'Daily Tara Bala reading from the birth nakshatra against the Moon\'s nakshatra at the moment (health, work, relationships, finance, travel)',
  params: {
    ...dayParams(),
    birth_nak: q.int({ required: true, min: 0, max: 26, example: 3, description: 'Birth nakshatra index 0-26 (0 = Ashwini), as the service numbers it' }),
  },
  response: z.object({
    ...zEcho, birth_nakshatra: z.object({ index: z.number().int().min(1).max(27), name: z.string() }), today_nakshatra: zElement,
    tara: z.object({ index: z.number().int().min(1).max(9), name: z.string(), quality: z.enum(['good', 'bad', 'mixed']) }),
    predictions: z.object({ health: z.string(), work: z.string(), relationships: z.string(), finance: z.string(), travel: z.string() }),
  }),
  handler(p, { eph }) {
    const r = setup(eph, p);
    const n = r.ctx.sky.spanAt('nakshatra', r.jd);
    const birth = p.birth_nak + 1;
    const t = taraOf(birth, n.index);
    return Object.assign({}, r.echo, {
      birth_nakshatra: { index: birth, name: NAKSHATRAS[birth - 1] }, today_nakshatra: elementObject(n, p.tz),
      tara: { index: t, name: TARAS[t - 1], quality: TARA_QUALITY[t - 1] }, predictions: TARA_READINGS[t - 1],
    });
  },
});

// ---------------------------------------------------------------- monthly

const zRow = z.object({
  date: z.string(), vara: zVara,
  sunrise: z.string().nullable(), sunset: z.string().nullable(),
  tithi: z.object({ index: z.number().int(), name: z.string(), paksha: z.string(), end_local: z.string() }),
  nakshatra: z.object({ index: z.number().int(), name: z.string(), pada: z.number().int(), end_local: z.string() }),
  yoga: z.object({ index: z.number().int(), name: z.string(), end_local: z.string() }),
  karana: z.object({ index: z.number().int(), name: z.string(), end_local: z.string() }),
  amanta_month: z.string(), purnimanta_month: z.string(), adhika_month: z.boolean(),
});
const zSheetRow = z.object({
  date: z.string(), weekday: z.string(), tithi: z.string(), tithi_end: z.string(), nakshatra: z.string(), nakshatra_end: z.string(), yoga: z.string(), yoga_end: z.string(),
  karana: z.string(), kshaya_tithi: z.array(z.string()), kshaya_nakshatra: z.array(z.string()), vriddhi_tithi: z.boolean(),
  sunrise: z.string().nullable(), sunset: z.string().nullable(), moonrise: z.string().nullable(), moonset: z.string().nullable(),
  moon_phase: z.enum(PHASES), hindu_month: z.string(), paksha: z.string(), vikram_samvat: z.number().int(), shaka_samvat: z.number().int(), samvatsara: z.string(),
  festivals: z.array(z.string()),
});

const monthly = endpoint({
  path: '/v1/panchang/monthly',
  summary: 'One row per day of a Gregorian month; include=sheet adds the printable calendar page (end-times in 27:07+ notation, kshaya days, moonrise/moonset, Hindu month, Vikram/Shaka samvat, moon phase, festivals)',
  params: {
    year: q.int({ required: true, min: 1800, max: 2399, example: 2024, description: 'Gregorian year, 1800-2399' }),
    month: q.int({ required: true, min: 1, max: 12, example: 10, description: 'Gregorian month 1-12' }),
    tz: q.tz({ example: 'Asia/Kolkata' }),
    lat: momentParams({ example: EXAMPLE }).lat,
    lon: momentParams({ example: EXAMPLE }).lon,
    alt: momentParams().alt,
    ayanamsa: momentParams().ayanamsa,
    sunrise: sunriseParam(),
    month_system: monthSystemParam(),
    include: q.oneOf(['none', 'sheet'] as const, { fallback: 'none', example: 'sheet', description: 'sheet = add the printable calendar page per day; none (default) = rows only' }),
    lang: langParam(),
  },
  response: z.object({
    year: z.number().int(), month: z.number().int(), tz: z.string(), location: zLocation, ayanamsa: z.string(), ayanamsa_value: z.number(), ayanamsa_mean: z.number(),
    sunrise_definition: z.enum(['disc_center', 'upper_limb']), month_system: z.enum(['purnimanta', 'amanta']), lang: z.string(), include: z.enum(['none', 'sheet']),
    days: z.array(zRow),
    sheet: z.object({ title: z.string(), hindu_months: z.array(z.string()), vikram_samvat: z.array(z.number().int()), shaka_samvat: z.array(z.number().int()), notation: z.string(), rows: z.array(zSheetRow) }).optional(),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    if ((p.year === 1800 && p.month === 1) || (p.year === 2399 && p.month === 12)) throw invalidParam('month', 'the first and last months of 1800-2399 are outside the range the panchang can read (it needs the days around them)');
    const first: CivilDate = { y: p.year, m: p.month, d: 1 };
    const n = daysInMonth(p.year, p.month);
    const ctx = panchangContext(eph, p.ayanamsa, p.tz, { lat: p.lat, lon: p.lon, alt: p.alt }, p.sunrise);
    const sheet = p.include === 'sheet';
    const warnings: string[] = [];
    const days: unknown[] = [];
    const rows: z.input<typeof zSheetRow>[] = [];
    const fest = sheet ? festivalsBetween(ctx.sky, ctx.cal, first, { y: p.year, m: p.month, d: n }) : [];
    const lunations: ReturnType<typeof lunationAt>[] = [];
    const lunAt = (t: number) => {
      for (const l of lunations) if (t >= l.start && t < l.end) return l;
      const l = lunationAt(ctx.sky, t);
      lunations.push(l);
      return l;
    };
    const hms = (jd: number | null) => (jd === null ? null : jdToLocal(jd, p.tz).slice(11, 19));
    const ptime = (jd: number, civilStart: number) => {
      const m = Math.round((jd - civilStart) * 1440);
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}${m >= 1440 ? '+' : ''}`;
    };
    const months = new Set<string>(), vik = new Set<number>(), sha = new Set<number>();
    for (let i = 0; i < n; i++) {
      const d = addDays(first, i);
      const f = solarFrame(ctx.cal, d);
      for (const w of f.warnings) if (!warnings.includes(w)) warnings.push(w);
      const limbs = limbsOfDay(ctx.sky, f);
      const [t, nk, y, k] = [limbs.tithi[0], limbs.nakshatra[0], limbs.yoga[0], limbs.karana[0]];
      const lun = lunAt(f.start);
      const hm = hinduMonth(lun, t.index);
      const pada = nakshatraExtra(nk.index, ctx.sky.moonSidereal(f.start)).pada!;
      days.push({
        date: formatDate(d), vara: varaObject(f.vara), sunrise: hms(f.sunrise), sunset: hms(f.sunset),
        tithi: { index: t.index, name: t.name, paksha: paksha(t.index), end_local: jdToLocal(t.end, p.tz) },
        nakshatra: { index: nk.index, name: nk.name, pada, end_local: jdToLocal(nk.end, p.tz) },
        yoga: { index: y.index, name: y.name, end_local: jdToLocal(y.end, p.tz) },
        karana: { index: k.index, name: k.name, end_local: jdToLocal(k.end, p.tz) },
        amanta_month: hm.amanta.name, purnimanta_month: hm.purnimanta.name, adhika_month: hm.adhika,
      });
      if (sheet) {
        const sv = samvat(d.y, d.m, hm.amanta.index);
        const monthName = `${hm.adhika ? 'Adhika ' : ''}${(p.month_system === 'amanta' ? hm.amanta : hm.purnimanta).name}`;
        months.add(monthName); vik.add(sv.vikram); sha.add(sv.shaka);
        const mr = ctx.cal.moonrise(d), ms = ctx.cal.moonset(d);
        rows.push({
          date: formatDate(d), weekday: VARAS[f.vara], tithi: `${paksha(t.index)} ${t.name}`, tithi_end: ptime(t.end, f.civilStart),
          nakshatra: nk.name, nakshatra_end: ptime(nk.end, f.civilStart), yoga: y.name, yoga_end: ptime(y.end, f.civilStart), karana: k.name,
          kshaya_tithi: limbs.tithi.filter((s) => s.kshaya).map((s) => `${paksha(s.index)} ${s.name}`),
          kshaya_nakshatra: limbs.nakshatra.filter((s) => s.kshaya).map((s) => s.name),
          vriddhi_tithi: t.vriddhi,
          sunrise: hms(f.sunrise), sunset: hms(f.sunset), moonrise: mr === null ? null : hhmm(mr, p.tz), moonset: ms === null ? null : hhmm(ms, p.tz),
          moon_phase: moonPhase(ctx.sky.angle('elongation', f.start).value).moon_phase, hindu_month: monthName, paksha: paksha(t.index),
          vikram_samvat: sv.vikram, shaka_samvat: sv.shaka, samvatsara: sv.samvatsara,
          festivals: fest.filter((h) => h.date === formatDate(d)).map((h) => h.name),
        });
      }
    }
    const mid = ctx.cal.civilStart(addDays(first, 14));
    return {
      year: p.year, month: p.month, tz: p.tz, location: { lat: p.lat, lon: p.lon, alt: p.alt }, ...ayanamsaEcho(eph, mid, p.ayanamsa),
      sunrise_definition: p.sunrise, month_system: p.month_system, lang: p.lang, include: p.include, days: days as never,
      ...(sheet ? {
        sheet: {
          title: `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][p.month - 1]} ${p.year}: ${[...months].join(' / ')}`,
          hindu_months: [...months], vikram_samvat: [...vik], shaka_samvat: [...sha],
          notation: 'End times are local HH:MM counted from the row\'s midnight; a + marks times after midnight (27:07+ = 03:07 the next morning)',
          rows,
        },
      } : {}),
      warnings,
    };
  },
});

export const panchangEndpoints = [
  tithi, nakshatra, yoga, karana, vara, sunriseSunset, moonriseMoonset, rahuKaal, yamaganda, gulika, abhijitEp, brahma, pradoshEp,
  horaEp, choghadiyaEp, durmuhurtaEp, varjyam, amritKalam, siddhaYoga, panchaka, hinduMonthEp, sankranti, summary, basic, advanced,
  lagnaTableEp, monthly, horaDinman, nakshatraPrediction,
];
