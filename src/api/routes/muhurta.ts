/**
 * Muhurta family: the 11 catalog paths. The five purpose checks (vivah, graha-pravesh,
 * naamkaran, vyapar, yatra) score one moment 0-100 with the factor list of spec 2.2; best-time
 * scans a range with the same scoring (spec 2.2 / 4.2). Engine: src/engine/muhurta, over the
 * panchang engine (elements with exact start/end, Hindu sunrise, lagna table, windows).
 */
import { z } from 'zod';
import type { AyanamsaName } from '../../engine/ephemeris/constants';
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { chandraBala, panchakaRahita, taraBala } from '../../engine/muhurta/balas';
import { bestTime, daysBetween, DEFAULT_TOP_N, MAX_RANGE_DAYS, MAX_TOP_N } from '../../engine/muhurta/best-time';
import { factsAt } from '../../engine/muhurta/facts';
import { type Purpose, PURPOSES } from '../../engine/muhurta/purposes';
import { type MomentFacts, type Personal, scoreMoment } from '../../engine/muhurta/scoring';
import { panchangContext, VARAS } from '../../engine/panchang/day';
import { karanaName, paksha, tithiName, yogaType } from '../../engine/panchang/elements';
import { anandadiYogas, siddhiYogas } from '../../engine/panchang/yogas';
import { SYLLABLES } from '../../engine/kundli/avakhada';
import { jdToIso, jdToLocal, localToJd, offsetAtJd } from '../../engine/time/julian';
import { type CivilDate, type CivilTime, formatDate } from '../../engine/time/parse';
import { fmtOffset } from '../../engine/time/zone';
import { NAKSHATRA_SPAN_DEG, NAKSHATRAS, PADA_SPAN_DEG, SIGNS } from '../../engine/vedic/zodiac';
import { invalidParam } from '../errors';
import { ayanamsaEcho, resolveMoment } from '../moment';
import { ayanamsa, lat, lon, q } from '../params';
import { endpoint } from '../registry';
import { zLocation } from '../schemas';

const EX = { date: '2025-02-14', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
const r8 = (x: number) => Math.round(x * 1e8) / 1e8;
const localIso = (jd: number, tz: string) => `${jdToLocal(jd, tz).replace(' ', 'T')}${fmtOffset(offsetAtJd(jd, tz))}`;

const momentParams = () => ({
  lat: lat({ example: EX.lat, description: 'Latitude of the place, decimal degrees (north positive)' }),
  lon: lon({ example: EX.lon, description: 'Longitude of the place, decimal degrees (east positive)' }),
  tz: q.tz({ example: EX.tz }),
  date: q.date({ example: EX.date, description: 'Date YYYY-MM-DD of the moment to score' }),
  time: q.time({ example: EX.time, description: 'Local time HH:MM of the moment (24-hour); default 12:00' }),
  ayanamsa: ayanamsa(),
});
const birthParams = (required = false) => ({
  birth_date: q.date({ required, example: required ? '2025-02-03' : '1995-07-21', description: required ? 'The child\'s birth date YYYY-MM-DD (naming is on the 11th or 12th day after birth); also enables Chandra Bala and Tara Bala' : 'Birth date YYYY-MM-DD of the person; enables Chandra Bala and Tara Bala (the natal Moon at birth_time in tz)' }),
  birth_time: q.time({ example: '06:15', description: 'Birth time HH:MM (in tz) for the natal Moon; default 12:00' }),
});

const zFactor = z.object({
  name: z.string(), value: z.string(), weight: z.number().positive(), score: z.number().min(0), ok: z.boolean(),
  note: z.string().describe('The share of the weight earned and, when none, why (the service\'s `note`)'),
}).describe('One factor. The service answers factors as an object keyed by factor name ({tithi: {value, score, weight, note}, ...}); the spec (2.2) makes it an array of named items, and the spec wins: find a factor by its name');
const zGrade = z.enum(['excellent', 'good', 'acceptable', 'inauspicious']);
const zPanchang = z.object({
  tithi: z.object({ index: z.number().int().min(1).max(30), name: z.string(), paksha: z.string(), end_local: z.string() }),
  nakshatra: z.object({ index: z.number().int().min(1).max(27), name: z.string(), end_local: z.string() }),
  yoga: z.object({ index: z.number().int().min(1).max(27), name: z.string(), type: z.string(), end_local: z.string() }),
  karana: z.object({ index: z.number().int().min(1).max(60), name: z.string(), end_local: z.string() }),
  vara: z.object({ index: z.number().int().min(0).max(6), name: z.string() }),
  lagna: z.enum(SIGNS).nullable(), moon_sign: z.enum(SIGNS), sun_sign: z.enum(SIGNS),
  sunrise_local: z.string().nullable(), sunset_local: z.string().nullable(),
});
const zEcho = {
  date: z.string(), time: z.string(), tz: z.string(), utc_offset: z.string(), location: zLocation, jd_ut: z.number(),
  ayanamsa: z.string(), ayanamsa_value: z.number(), ayanamsa_mean: z.number(),
};
const zBirth = z.object({ birth_date: z.string(), birth_time: z.string(), moon_sign: z.enum(SIGNS), moon_sign_index: z.number().int().min(0).max(11), nakshatra: z.string(), nakshatra_index: z.number().int().min(1).max(27), pada: z.number().int().min(1).max(4) }).nullable();

interface MomentIn { lat: number; lon: number; tz: string; date: CivilDate; time: CivilTime; ayanamsa: AyanamsaName }

function setup(eph: Ephemeris, p: MomentIn) {
  const m = resolveMoment(eph, p.date, p.time, p.tz);
  if (p.date.y < 1800 || p.date.y > 2399 || (p.date.y === 2399 && p.date.m === 12 && p.date.d > 29) || (p.date.y === 1800 && p.date.m === 1 && p.date.d < 3)) {
    throw invalidParam('date', 'must be between 1800-01-03 and 2399-12-29 (the scoring reads the panchang days around it)');
  }
  const ctx = panchangContext(eph, p.ayanamsa, p.tz, { lat: p.lat, lon: p.lon, alt: 0 }, 'disc_center');
  const f = factsAt(eph, ctx, p.ayanamsa, m.jd, p.tz);
  const echo = { date: m.date, time: m.time, tz: p.tz, utc_offset: m.utc_offset, location: { lat: p.lat, lon: p.lon, alt: 0 }, jd_ut: r8(m.jd), ...ayanamsaEcho(eph, m.jd, p.ayanamsa) };
  return { m, ctx, ...f, echo, warnings: [...m.warnings, ...f.warnings] };
}

function panchangOf(f: MomentFacts, frame: { sunrise: number | null; sunset: number | null }, tz: string) {
  return {
    tithi: { index: f.tithi.index, name: tithiName(f.tithi.index), paksha: paksha(f.tithi.index), end_local: jdToLocal(f.tithi.end, tz) },
    nakshatra: { index: f.nakshatra.index, name: f.nakshatra.name, end_local: jdToLocal(f.nakshatra.end, tz) },
    yoga: { index: f.yoga.index, name: f.yoga.name, type: yogaType(f.yoga.index), end_local: jdToLocal(f.yoga.end, tz) },
    karana: { index: f.karana.index, name: karanaName(f.karana.index), end_local: jdToLocal(f.karana.end, tz) },
    vara: { index: f.vara, name: VARAS[f.vara] },
    lagna: f.lagnaSign === null ? null : SIGNS[f.lagnaSign], moon_sign: SIGNS[f.moonSign], sun_sign: SIGNS[f.sunSign],
    sunrise_local: frame.sunrise === null ? null : jdToLocal(frame.sunrise, tz), sunset_local: frame.sunset === null ? null : jdToLocal(frame.sunset, tz),
  };
}

/** The natal Moon of birth_date/birth_time in tz: sign, star, pada. */
function natalMoon(eph: Ephemeris, ayan: AyanamsaName, date: CivilDate, time: CivilTime, tz: string) {
  const m = resolveMoment(eph, date, time, tz, 'birth_date');
  const ctx = panchangContext(eph, ayan, tz, { lat: 0, lon: 0, alt: 0 }, 'disc_center');
  const lonMoon = ctx.sky.moonSidereal(m.jd);
  const n = Math.min(26, Math.floor(lonMoon / NAKSHATRA_SPAN_DEG));
  const pada = Math.min(4, Math.floor((lonMoon - n * NAKSHATRA_SPAN_DEG) / PADA_SPAN_DEG) + 1);
  const sign = Math.floor(lonMoon / 30) % 12;
  return { sign, nakshatra: n + 1, pada, echo: { birth_date: m.date, birth_time: m.time, moon_sign: SIGNS[sign], moon_sign_index: sign, nakshatra: NAKSHATRAS[n], nakshatra_index: n + 1, pada } };
}

const checkResponse = (extra: z.ZodRawShape = {}) => z.object({
  ...zEcho, purpose: z.enum(PURPOSES), scoring: z.string(), candidate: z.string().describe('The scored moment, local ISO-8601 with offset'),
  score: z.number().int().min(0).max(100), max: z.literal(100), grade: zGrade, verdict: zGrade, is_acceptable: z.boolean(),
  factors: z.array(zFactor), warnings: z.array(z.string()).nullable(), panchang: zPanchang, birth: zBirth, ...extra,
});

function check(eph: Ephemeris, purpose: Purpose, p: MomentIn & { birth_date?: CivilDate; birth_time: CivilTime; direction?: Personal['direction'] }) {
  const s = setup(eph, p);
  const natal = p.birth_date ? natalMoon(eph, p.ayanamsa, p.birth_date, p.birth_time, p.tz) : null;
  const personal: Personal = { direction: p.direction };
  if (natal) { personal.moonSign = natal.sign; personal.nakshatra = natal.nakshatra; }
  if (purpose === 'naamkaran' && p.birth_date) {
    personal.daysSinceBirth = daysBetween(p.birth_date, p.date);
    if (personal.daysSinceBirth < 0) throw invalidParam('birth_date', 'must be on or before date (the naming follows the birth)');
  }
  const r = scoreMoment(purpose, s.facts, personal);
  const warnings = [...(r.warnings ?? []), ...s.warnings];
  return {
    s, natal, body: {
      ...s.echo, purpose, scoring: r.scoring, candidate: localIso(s.m.jd, p.tz), score: r.score, max: 100 as const, grade: r.grade, verdict: r.grade,
      is_acceptable: r.is_acceptable, factors: r.factors, warnings: warnings.length ? warnings : null, panchang: panchangOf(s.facts, s.frame, p.tz), birth: natal?.echo ?? null,
    },
  };
}

const PURPOSE_DOC: Record<string, string> = {
  vivah: 'Wedding: the eleven marriage stars, Shukla tithis 2/3/5/7/10/11/13, Mon/Wed/Thu/Fri, Gemini/Virgo/Libra lagna, the marriage months (no Kharmas, no Chaturmasa), Jupiter and Venus not combust, no Vishti, no Rahu Kaal (Muhurta Chintamani ch. 6)',
  graha_pravesh: 'Housewarming: fixed and soft stars, no Sunday/Tuesday, fixed lagna, Vaishakha/Jyeshtha/Magha/Phalguna, no panchaka (Muhurta Chintamani ch. 12)',
  naamkaran: 'Naming: the 11th or 12th day after birth, fixed/soft/light/movable stars, benefic weekday (Muhurta Chintamani ch. 5); suggested first syllables from the child\'s birth star pada',
  vyapar: 'Business start: light (kshipra), fixed and soft stars, Wed/Thu/Fri, fixed lagna, a benefic hora',
  yatra: 'Journey: the nine travel stars, no Disha Shool towards the direction of travel, movable lagna, no southward travel in panchaka (Muhurta Chintamani ch. 11)',
};
const weightsDoc = 'Score = 100 x sum(weight x quality) / sum(weight) over the factors that apply; each factor is {name, value, weight, score = weight x quality, ok = quality >= 0.5}. Grades: excellent >= 90, good 80-89, acceptable 60-79, inauspicious < 60; is_acceptable = score >= 60. birth_date (and birth_time) add Chandra Bala and Tara Bala.';

const vivah = endpoint({
  path: '/v1/muhurta/vivah', summary: 'Wedding muhurta: composite 0-100 score of a moment with its factors and warnings', description: `${PURPOSE_DOC.vivah}. ${weightsDoc}`,
  params: { ...momentParams(), ...birthParams() }, response: checkResponse(),
  handler(p, { eph }) { return check(eph, 'vivah', p).body; },
});
const grahaPravesh = endpoint({
  path: '/v1/muhurta/graha-pravesh', summary: 'Housewarming (griha pravesha) muhurta: composite 0-100 score with factors', description: `${PURPOSE_DOC.graha_pravesh}. ${weightsDoc}`,
  params: { ...momentParams(), ...birthParams() }, response: checkResponse(),
  handler(p, { eph }) { return check(eph, 'graha_pravesh', p).body; },
});
const naamkaran = endpoint({
  path: '/v1/muhurta/naamkaran', summary: 'Naming ceremony muhurta: composite 0-100 score, the child\'s birth star pada and suggested first syllables', description: `${PURPOSE_DOC.naamkaran}. ${weightsDoc}`,
  params: { ...momentParams(), ...birthParams(true) },
  response: checkResponse({ suggested_letters: z.array(z.string()), nakshatra_pada: z.object({ nakshatra: z.string(), pada: z.number().int().min(1).max(4), syllable: z.string() }) }),
  handler(p, { eph }) {
    const { body, natal } = check(eph, 'naamkaran', p);
    const n = natal!;
    return { ...body, suggested_letters: SYLLABLES[n.nakshatra - 1], nakshatra_pada: { nakshatra: NAKSHATRAS[n.nakshatra - 1], pada: n.pada, syllable: SYLLABLES[n.nakshatra - 1][n.pada - 1] } };
  },
});
const vyapar = endpoint({
  path: '/v1/muhurta/vyapar', summary: 'Business start muhurta: composite 0-100 score with factors', description: `${PURPOSE_DOC.vyapar}. ${weightsDoc}`,
  params: { ...momentParams(), ...birthParams() }, response: checkResponse(),
  handler(p, { eph }) { return check(eph, 'vyapar', p).body; },
});
const yatra = endpoint({
  path: '/v1/muhurta/yatra', summary: 'Journey muhurta: composite 0-100 score with factors; direction adds Disha Shool', description: `${PURPOSE_DOC.yatra}. ${weightsDoc}`,
  params: { ...momentParams(), ...birthParams(), direction: q.oneOf(['east', 'south', 'west', 'north'] as const, { required: false, example: 'north', description: 'Direction of travel: east, south, west or north; enables the Disha Shool factor and the southward panchaka rule' }) },
  response: checkResponse(),
  handler(p, { eph }) { return check(eph, 'yatra', p).body; },
});

// ---------------------------------------------------------------- best-time (spec 2.2, 4.2)

const zWindowSlot = z.object({
  start_jd: z.number(), end_jd: z.number(), start_iso: z.string(), end_iso: z.string(), start_local: z.string(), end_local: z.string(),
  score: z.number().int().min(0).max(100), grade: zGrade, is_acceptable: z.boolean(), factors: z.array(zFactor), warnings: z.array(z.string()).nullable(),
});

const bestTimeEp = endpoint({
  path: '/v1/muhurta/best-time',
  summary: 'Best 1-hour slots in a range (at most 31 days) for a purpose, highest score first',
  description: `Slots start on the UTC hours from start_date 00:00 UTC up to end_date 00:00 UTC (end_date is not scanned); a slot is scored when it starts between the local sunrise and sunset, with the scoring of the vivah, graha-pravesh or naamkaran endpoint (general = vivah; vyapar and yatra are accepted too), taken at its start. top_n default ${DEFAULT_TOP_N}, at most ${MAX_TOP_N}; end_date at most ${MAX_RANGE_DAYS} days after start_date. birth_date enables Chandra Bala and Tara Bala (natal Moon at 12:00 in tz) and, for naamkaran, the day count. An empty windows array when no daylight slot was scored.`,
  params: {
    start_date: q.date({ example: '2025-02-01', description: 'First date scanned, YYYY-MM-DD (from 00:00 UTC)' }),
    end_date: q.date({ example: '2025-02-15', description: `End of the scan, YYYY-MM-DD (00:00 UTC, not scanned); at most ${MAX_RANGE_DAYS} days after start_date` }),
    tz: q.tz({ example: 'Asia/Kolkata' }),
    lat: lat({ example: EX.lat }), lon: lon({ example: EX.lon }),
    purpose: q.oneOf(PURPOSES, { fallback: 'general', example: 'vivah', aliases: { 'graha-pravesh': 'graha_pravesh' }, description: 'vivah, graha_pravesh, naamkaran or general (default; the vivah scoring); vyapar and yatra also accepted' }),
    top_n: q.int({ min: 1, max: MAX_TOP_N, fallback: DEFAULT_TOP_N, example: 5, description: `Number of windows: default ${DEFAULT_TOP_N}, at most ${MAX_TOP_N}` }),
    birth_date: q.date({ required: false, example: '1995-07-21', description: 'Birth date YYYY-MM-DD; enables Chandra Bala and Tara Bala (for naamkaran: the child\'s birth date, also the day count)' }),
    ayanamsa: ayanamsa(),
  },
  response: z.object({
    purpose: z.enum(PURPOSES), scoring: z.string(), start_date: z.string(), end_date: z.string(), tz: z.string(), lat: z.number(), lon: z.number(), ayanamsa: z.string(),
    top_n: z.number().int(), slots_scored: z.number().int().min(0), windows: z.array(zWindowSlot), birth: zBirth, warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const startJd = localToJd(p.start_date, { h: 0, mi: 0, s: 0 }, 'UTC').jd;
    const endJd = localToJd(p.end_date, { h: 0, mi: 0, s: 0 }, 'UTC').jd;
    const days = Math.round(endJd - startJd);
    if (days <= 0) throw invalidParam('end_date', `must be after start_date (end_date itself is not scanned); got ${days} days`);
    if (days > MAX_RANGE_DAYS) throw invalidParam('end_date', `must be at most ${MAX_RANGE_DAYS} days after start_date; got ${days} days`);
    for (const [name, jd] of [['start_date', startJd - 2], ['end_date', endJd + 2]] as const) {
      try { eph.checkRange(jd); } catch { throw invalidParam(name, 'must be between 1800-01-03 and 2399-12-29 (the range of the ephemeris files, with the days around it)'); }
    }
    const natal = p.birth_date ? natalMoon(eph, p.ayanamsa, p.birth_date, { h: 12, mi: 0, s: 0 }, p.tz) : null;
    const r = bestTime(eph, {
      startJd, endJd, tz: p.tz, geo: { lat: p.lat, lon: p.lon, alt: 0 }, ayanamsa: p.ayanamsa, purpose: p.purpose, topN: p.top_n,
      personal: natal ? { moonSign: natal.sign, nakshatra: natal.nakshatra } : {},
      birthDate: p.purpose === 'naamkaran' ? p.birth_date : undefined,
    });
    const warnings = [...r.warnings];
    if (r.slots_scored === 0) warnings.push('no slot starts between sunrise and sunset in the range at this place: windows is empty');
    return {
      purpose: p.purpose, scoring: p.purpose === 'general' ? 'vivah' : p.purpose, start_date: formatDate(p.start_date), end_date: formatDate(p.end_date), tz: p.tz, lat: p.lat, lon: p.lon, ayanamsa: p.ayanamsa,
      top_n: p.top_n, slots_scored: r.slots_scored,
      windows: r.windows.map((w) => ({
        start_jd: r8(w.start_jd), end_jd: r8(w.end_jd), start_iso: jdToIso(w.start_jd), end_iso: jdToIso(w.end_jd), start_local: jdToLocal(w.start_jd, p.tz), end_local: jdToLocal(w.end_jd, p.tz),
        score: w.score, grade: w.grade, is_acceptable: w.is_acceptable, factors: w.factors, warnings: w.warnings,
      })),
      birth: natal?.echo ?? null, warnings,
    };
  },
});

// ---------------------------------------------------------------- balas and yogas

const chandraBalaEp = endpoint({
  path: '/v1/muhurta/chandra-bala',
  summary: 'Chandra Bala at a moment: the transiting Moon\'s sign counted from the natal Moon sign (1, 3, 6, 7, 10, 11 good; 8 chandrashtama)',
  params: {
    ...momentParams(),
    birth_moon_sign: q.int({ required: true, min: 0, max: 11, example: 3, description: 'Natal Moon sign 0-11 (0 = Aries), as the service numbers it' }),
    house_system: q.oneOf(['whole_sign', 'whole-sign', 'equal', 'placidus', 'koch', 'porphyry', 'campanus', 'regiomontanus'] as const, { required: false, example: 'whole_sign', description: 'Accepted and echoed for compatibility with the service; Chandra Bala counts signs and ignores it' }),
  },
  response: z.object({
    ...zEcho, house_system: z.string().nullable(), birth_moon_sign: z.enum(SIGNS), transit_moon_sign: z.enum(SIGNS), transit_moon_longitude: z.number(),
    house_from_natal_moon: z.number().int().min(1).max(12), quality: z.enum(['good', 'middling', 'bad']), is_favorable: z.boolean(), chandrashtama: z.boolean(),
    paksha: z.enum(['Shukla', 'Krishna']), rule: z.string(), moon_sign_ends_local: z.string(), warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const s = setup(eph, p);
    const lonMoon = s.ctx.sky.moonSidereal(s.m.jd);
    const cb = chandraBala(p.birth_moon_sign, s.facts.moonSign, s.facts.tithi.index <= 15);
    const nextBoundary = ((s.facts.moonSign + 1) * 30) % 360;
    const ends = s.ctx.sky.solve('moon', nextBoundary, s.m.jd + (((nextBoundary - lonMoon) % 360 + 360) % 360) / 13.2);
    return {
      ...s.echo, house_system: p.house_system ?? null, birth_moon_sign: SIGNS[p.birth_moon_sign], transit_moon_sign: SIGNS[s.facts.moonSign], transit_moon_longitude: r8(lonMoon),
      house_from_natal_moon: cb.house_from_natal_moon, quality: cb.quality, is_favorable: cb.is_favorable, chandrashtama: cb.chandrashtama,
      paksha: paksha(s.facts.tithi.index), rule: cb.rule, moon_sign_ends_local: jdToLocal(ends, p.tz), warnings: s.warnings,
    };
  },
});

const taraBalaEp = endpoint({
  path: '/v1/muhurta/tara-bala',
  summary: 'Tara Bala at a moment: the Moon\'s nakshatra counted from the birth nakshatra in nines (Vipat, Pratyari, Vadha adverse)',
  params: {
    ...momentParams(),
    birth_nak: q.int({ required: true, min: 0, max: 26, example: 7, description: 'Birth nakshatra index 0-26 (0 = Ashwini), as the service numbers it' }),
    house_system: q.oneOf(['whole_sign', 'whole-sign', 'equal', 'placidus', 'koch', 'porphyry', 'campanus', 'regiomontanus'] as const, { required: false, example: 'whole_sign', description: 'Accepted and echoed for compatibility with the service; ignored' }),
  },
  response: z.object({
    ...zEcho, house_system: z.string().nullable(), birth_nakshatra: z.object({ index: z.number().int().min(1).max(27), name: z.string() }),
    nakshatra: z.object({ index: z.number().int().min(1).max(27), name: z.string(), end_local: z.string() }),
    tara: z.number().int().min(1).max(9), tara_name: z.string(), quality: z.enum(['good', 'bad', 'mixed']), is_favorable: z.boolean(), rule: z.string(), warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const s = setup(eph, p);
    const tb = taraBala(p.birth_nak + 1, s.facts.nakshatra.index);
    return {
      ...s.echo, house_system: p.house_system ?? null, birth_nakshatra: { index: p.birth_nak + 1, name: NAKSHATRAS[p.birth_nak] },
      nakshatra: { index: s.facts.nakshatra.index, name: s.facts.nakshatra.name, end_local: jdToLocal(s.facts.nakshatra.end, p.tz) },
      tara: tb.tara, tara_name: tb.name, quality: tb.quality, is_favorable: tb.is_favorable, rule: tb.rule, warnings: s.warnings,
    };
  },
});

const panchakaRahitaEp = endpoint({
  path: '/v1/muhurta/panchaka-rahita',
  summary: 'Panchaka Rahita: (tithi + weekday + nakshatra + lagna) mod 9 free of the five dangers (mrityu, agni, raja, chora, roga)',
  description: 'Muhurta Chintamani: remainder 1 mrityu, 2 agni, 4 raja, 6 chora, 8 roga panchaka; 0, 3, 5, 7 rahita. Also reports the Moon\'s panchaka (Dhanishta 2nd half to Revati), a different rule of the same name.',
  params: momentParams(),
  response: z.object({
    ...zEcho, tithi: z.number().int().min(1).max(30), vara: z.number().int().min(0).max(6), nakshatra: z.number().int().min(1).max(27), lagna: z.enum(SIGNS).nullable(),
    sum: z.number().int().nullable(), remainder: z.number().int().min(0).max(8).nullable(), panchaka: z.enum(['Mrityu', 'Agni', 'Raja', 'Chora', 'Roga']).nullable(),
    is_rahita: z.boolean().nullable(), rule: z.string(), moon_panchaka: z.boolean(), warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const s = setup(eph, p);
    const f = s.facts;
    const moonPanchaka = f.moonSign === 10 || f.moonSign === 11;
    if (f.lagnaSign === null) {
      return { ...s.echo, tithi: f.tithi.index, vara: f.vara, nakshatra: f.nakshatra.index, lagna: null, sum: null, remainder: null, panchaka: null, is_rahita: null, rule: 'no rising sign at this latitude and moment: panchaka rahita cannot be counted', moon_panchaka: moonPanchaka, warnings: [...s.warnings, 'no lagna: the count needs it'] };
    }
    const r = panchakaRahita(f.tithi.index, f.vara, f.nakshatra.index, f.lagnaSign);
    return { ...s.echo, tithi: f.tithi.index, vara: f.vara, nakshatra: f.nakshatra.index, lagna: SIGNS[f.lagnaSign], ...r, panchaka: r.panchaka as never, moon_panchaka: moonPanchaka, warnings: s.warnings };
  },
});

const zVaraYoga = z.object({ name: z.string(), nakshatra: z.string(), start_local: z.string(), end_local: z.string(), active: z.boolean() });

function dayYogas(eph: Ephemeris, p: MomentIn) {
  const s = setup(eph, p);
  const fr = s.frame;
  const naks = s.ctx.sky.spansBetween('nakshatra', fr.start, fr.end);
  const ys = siddhiYogas(fr.vara, naks, fr.start, fr.end).map((y) => ({ name: y.name, nakshatra: y.nakshatra_name, start_local: jdToLocal(y.start, p.tz), end_local: jdToLocal(y.end, p.tz), active: s.m.jd >= y.start && s.m.jd < y.end, description: y.description }));
  return { s, ys };
}

const shubhaYogaEp = endpoint({
  path: '/v1/muhurta/shubha-yoga',
  summary: 'Shubha yoga at a moment: the nitya yoga (27), the Anandadi yoga (28) and the weekday-star siddhi yogas (Amrita Siddhi, Sarvartha Siddhi, Guru/Ravi Pushya)',
  description: 'is_shubha when the nitya yoga is not one of the nine inauspicious ones and the Anandadi yoga is not a bad one, or when a siddhi yoga is active.',
  params: momentParams(),
  response: z.object({
    ...zEcho, is_shubha: z.boolean(), nitya_yoga: z.object({ index: z.number().int().min(1).max(27), name: z.string(), type: z.enum(['auspicious', 'inauspicious']), end_local: z.string() }),
    anandadi_yoga: z.object({ index: z.number().int().min(1).max(28), name: z.string(), quality: z.enum(['good', 'bad']), end_local: z.string() }).nullable(),
    siddhi_yogas: z.array(zVaraYoga.extend({ description: z.string() })), vara: z.string(), explanation: z.string(), warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const { s, ys } = dayYogas(eph, p);
    const f = s.facts;
    const an = anandadiYogas(s.ctx.sky, f.vara, s.frame.start, s.frame.end).find((a) => s.m.jd >= a.start && s.m.jd < a.end) ?? null;
    const nityaGood = yogaType(f.yoga.index) === 'auspicious';
    const active = ys.filter((y) => y.active);
    const isShubha = (nityaGood && (an === null || an.quality === 'good')) || active.length > 0;
    return {
      ...s.echo, is_shubha: isShubha,
      nitya_yoga: { index: f.yoga.index, name: f.yoga.name, type: yogaType(f.yoga.index), end_local: jdToLocal(f.yoga.end, p.tz) },
      anandadi_yoga: an && { index: an.index, name: an.name, quality: an.quality, end_local: jdToLocal(an.end, p.tz) },
      siddhi_yogas: ys, vara: VARAS[f.vara],
      explanation: `${f.yoga.name} (${yogaType(f.yoga.index)})${an ? `, Anandadi ${an.name} (${an.quality})` : ''}${active.length ? `, ${active.map((y) => y.name).join(', ')} active` : ''}: ${isShubha ? 'shubha' : 'not shubha'}`,
      warnings: s.warnings,
    };
  },
});

const sarvarthaEp = endpoint({
  path: '/v1/muhurta/sarvartha-siddhi',
  summary: 'Sarvartha Siddhi Yoga: the weekday (sunrise to sunrise) with one of its stars (Muhurta Chintamani); whether it holds at the moment and its window',
  params: momentParams(),
  response: z.object({ ...zEcho, is_active: z.boolean(), vara: z.string(), nakshatra: z.string(), windows: z.array(zVaraYoga), explanation: z.string(), warnings: z.array(z.string()) }),
  handler(p, { eph }) {
    const { s, ys } = dayYogas(eph, p);
    const sv = ys.filter((y) => y.name === 'Sarvartha Siddhi').map(({ description: _d, ...y }) => y);
    const active = sv.some((y) => y.active);
    return {
      ...s.echo, is_active: active, vara: VARAS[s.facts.vara], nakshatra: s.facts.nakshatra.name, windows: sv,
      explanation: sv.length ? `Sarvartha Siddhi on ${VARAS[s.facts.vara]} with ${sv.map((y) => `${y.nakshatra} (${y.start_local} to ${y.end_local})`).join(', ')}${active ? '; active at the moment' : '; not at the moment'}` : `no Sarvartha Siddhi on this ${VARAS[s.facts.vara]}: the day's stars are not among its stars`,
      warnings: s.warnings,
    };
  },
});

export const muhurtaEndpoints = [vivah, grahaPravesh, naamkaran, bestTimeEp, vyapar, yatra, chandraBalaEp, taraBalaEp, panchakaRahitaEp, shubhaYogaEp, sarvarthaEp];
