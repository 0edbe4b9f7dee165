/**
 * Prashna (horary) family: the chart of the question moment and place, its lagna lord, a yes/no
 * synthesis for the house of the question, the Arudha Lagna and the KP significators.
 * Parameters: the moment (date, time, tz) and place (lat, lon) of the question, ayanamsa, node,
 * house_system; `house` (alias `question_house`) where a question house is needed.
 * Engine: src/engine/prashna (+ kundli/kp.ts, varshaphal/tajika-aspects.ts).
 */
import { z } from 'zod';
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { dignityOf } from '../../engine/kundli/dignity';
import { kpLords, kpSignificators } from '../../engine/kundli/kp';
import type { NatalChart } from '../../engine/kundli/types';
import { signOf } from '../../engine/kundli/types';
import { answerQuestion } from '../../engine/prashna/answer';
import { arudhaPadas } from '../../engine/prashna/arudha';
import { gulika } from '../../engine/prashna/gulika';
import { jdToIso, jdToLocal } from '../../engine/time/julian';
import { angles as anglesOf, houseOf, isCombust } from '../../engine/vedic/chart';
import { type Graha, GRAHAS, NAKSHATRAS, nakshatraPosition, round, SIGN_LORDS, SIGNS, signPosition } from '../../engine/vedic/zodiac';
import { type Chart, chartParams, checkHouseSystemLatitude, computeChart } from '../birth';
import { q } from '../params';
import { endpoint } from '../registry';
import { zNakshatraFields, zChartEcho, zSignPosition } from '../schemas';

const EXAMPLE = { date: '2025-03-14', time: '10:15', tz: 'Asia/Kolkata', lat: 12.9716, lon: 77.5946 };
function params(houseDefault: 'whole_sign' | 'placidus' = 'whole_sign') {
  return {
    ...chartParams(houseDefault),
    date: q.date({ description: 'Date of the question YYYY-MM-DD', example: EXAMPLE.date }),
    time: q.time({ example: EXAMPLE.time, description: 'Local time of the question HH:MM (24-hour); default 12:00' }),
    tz: q.tz({ example: EXAMPLE.tz }),
    lat: q.number({ required: true as const, min: -90, max: 90, example: EXAMPLE.lat, description: 'Latitude where the question is asked (the astrologer\'s place), north positive' }),
    lon: q.number({ required: true as const, min: -180, max: 180, example: EXAMPLE.lon, description: 'Longitude where the question is asked, east positive' }),
  };
}
const houseParam = (description: string) => ({ ...q.int({ required: true as const, min: 1, max: 12, example: 7, description }), aliases: ['question_house'] as const });

/** The chart echo with the question-moment names (date/time/moment) instead of birth_*. */
function prashnaEcho(c: Chart) {
  const { birth_date, birth_time, ...rest } = c.echo;
  return { ...rest, date: birth_date, time: birth_time, moment: jdToLocal(c.moment.jd, c.input.tz), moment_utc: jdToIso(c.moment.jd) };
}
const { birth_date: _bd, birth_time: _bt, ...zEchoRest } = zChartEcho;
const zPrashnaEcho = { ...zEchoRest, date: z.string(), time: z.string(), moment: z.string(), moment_utc: z.string() };

const natal = (c: Chart): NatalChart => ({ jd: c.moment.jd, lat: c.input.lat, lon: c.input.lon, alt: c.input.alt, ayanamsa: c.input.ayanamsa, grahas: c.grahas, ascendant: c.angles.ascendant, mc: c.angles.mc });
const zGraha = z.enum(GRAHAS);
const lonOf = (c: Chart, g: Graha) => c.grahas.find((x) => x.name === g)!.longitude;

export const chart = endpoint({
  path: '/v1/prashna/chart',
  summary: 'Horary (prashna) chart at the question moment and place: ascendant with nakshatra, the nine grahas with houses, Gulika',
  description: 'Gulika: the ascendant at the start of Saturn\'s eighth of the day (or night), as Jagannatha Hora.',
  params: params(),
  response: z.object({
    ...zPrashnaEcho,
    prashna_ascendant: zSignPosition.extend({ degree: z.number().min(0).max(30), ...zNakshatraFields }),
    gulika_position: zSignPosition.extend({ degree: z.number().min(0).max(30), cast_at_local: z.string(), of_night: z.boolean(), method: z.string() }),
    planets: z.array(zSignPosition.extend({ name: zGraha, degree: z.number().min(0).max(30), house: z.number().int().min(1).max(12), speed: z.number(), retrograde: z.boolean(), combust: z.boolean(), ...zNakshatraFields })).length(9),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const asc = signPosition(c.angles.ascendant);
    const g = gulika(eph, c.moment.jd, c.input.lat, c.input.lon, c.input.alt, c.input.ayanamsa);
    const gs = signPosition(g.longitude);
    return {
      ...prashnaEcho(c),
      prashna_ascendant: { ...asc, degree: asc.degree_in_sign, ...nakshatraPosition(c.angles.ascendant) },
      gulika_position: { ...gs, degree: gs.degree_in_sign, cast_at_local: jdToLocal(g.jd, c.input.tz), of_night: g.of_night, method: `ascendant at the start of part ${g.part} of 8 (Saturn's) of the ${g.of_night ? 'night' : 'day'}${g.polar ? '; polar: local mean 06:00/18:00 stand in for sunrise/sunset' : ''}` },
      planets: c.planets.map((x) => ({ ...x, degree: x.degree_in_sign })).map(({ abbr: _a, latitude: _l, speed_deg_per_day: _s, ...rest }) => rest),
    };
  },
});

export const lagnaLord = endpoint({
  path: '/v1/prashna/lagna-lord',
  summary: 'Lagna lord of the prashna chart: house, sign, dignity, retrogression, combustion',
  params: params(),
  response: z.object({
    ...zPrashnaEcho,
    lagna: z.enum(SIGNS), lagna_lord: zGraha, lord_house_in_chart: z.number().int().min(1).max(12), lord_sign_in_chart: z.enum(SIGNS), lord_longitude: z.number(),
    lord_dignity: z.string(), lord_dignity_detail: z.string(), lord_is_retrograde: z.boolean(), lord_is_combust: z.boolean(), interpretation: z.string(),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const lagnaSign = signOf(c.angles.ascendant);
    const ll = SIGN_LORDS[lagnaSign] as Graha;
    const g = c.grahas.find((x) => x.name === ll)!;
    const d = dignityOf(ll, g.longitude, natal(c));
    const house = houseOf(g.longitude, c.angles, c.input.house_system);
    const combust = isCombust(g, c.grahas[0].longitude);
    const place = [1, 4, 7, 10].includes(house) ? 'a kendra: the querent has the strength to act' : [5, 9].includes(house) ? 'a trikona: fortune supports the querent' : [6, 8, 12].includes(house) ? 'a dusthana: obstacles, delay or loss weigh on the matter' : 'a neutral house';
    return {
      ...prashnaEcho(c),
      lagna: SIGNS[lagnaSign], lagna_lord: ll, lord_house_in_chart: house, lord_sign_in_chart: SIGNS[signOf(g.longitude)], lord_longitude: round(g.longitude),
      lord_dignity: d.dignity, lord_dignity_detail: d.status, lord_is_retrograde: g.retrograde, lord_is_combust: combust,
      interpretation: `The lagna lord ${ll} (the querent) stands in house ${house}, ${place}; it is ${d.status.replace('_', ' ')}${g.retrograde ? ', retrograde (reconsideration, return to an old matter)' : ''}${combust ? ', combust (the querent\'s strength is eclipsed)' : ''} (Prashna Marga ch. 15).`,
    };
  },
});

/** Placidus cusps and KP significators of the question chart (the houses KP reads). */
function kp(eph: Ephemeris, c: Chart, system: 'placidus' | 'koch' | 'equal' | 'sripati' | 'porphyry' | 'whole_sign') {
  checkHouseSystemLatitude(system, c.input.lat);
  const a = system === c.input.house_system ? c.angles : anglesOf(eph, c.moment.jd, c.input.lat, c.input.lon, c.input.ayanamsa, system);
  const sig = kpSignificators(c.grahas, a.cusps, (lon) => houseOf(lon, a, system));
  return { a, sig };
}

const zFactor = z.object({ id: z.string(), rule: z.string(), source: z.string(), finding: z.string(), score: z.number() });
export const answer = endpoint({
  path: '/v1/prashna/answer',
  summary: 'Yes/no answer for a question ruled by one house, synthesised from seven classical rules with their reasons and scores',
  description: 'Rules: lagna lord placement and dignity, the Moon, the karyesha (lord of the question house), benefics/malefics in kendras, Tajika ithasala of lagna lord and karyesha (Prashna Tantra), KP cuspal sub-lord of the question house (Placidus cusps; kp_house_system). Verdict: yes at score >= 2, no at <= -2, else maybe.',
  params: {
    ...params(),
    house: houseParam('House 1-12 that rules the question (7 marriage/partnership, 10 career, 2/11 money, 5 children, 6 illness/litigation...); question_house accepted'),
    kp_house_system: q.oneOf(['placidus', 'koch', 'equal', 'sripati', 'porphyry'] as const, { fallback: 'placidus', example: 'placidus', description: 'Cusps for the KP sub-lord rule: placidus (default, KP Reader); placidus and koch reject |lat| > 66' }),
  },
  response: z.object({
    ...zPrashnaEcho,
    question_house: z.number().int().min(1).max(12), answer: z.enum(['yes', 'no', 'maybe']), score: z.number(),
    lagna: z.enum(SIGNS), lagna_lord: zGraha, karyesha: zGraha, question_house_sign: z.enum(SIGNS),
    cusp_sub_lord: zGraha, kp_house_system: z.string(), thresholds: z.object({ yes: z.number(), no: z.number() }),
    factors: z.array(zFactor).length(7), reasons: z.array(z.string()).length(7),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const { a, sig } = kp(eph, c, p.kp_house_system);
    const r = answerQuestion(natal(c), p.house, a.cusps, sig);
    const asc = signOf(c.angles.ascendant);
    return {
      ...prashnaEcho(c),
      question_house: p.house, answer: r.answer, score: r.score, lagna: SIGNS[asc], lagna_lord: r.lagna_lord, karyesha: r.karyesha,
      question_house_sign: SIGNS[(asc + p.house - 1) % 12], cusp_sub_lord: r.cusp_sub_lord, kp_house_system: p.kp_house_system,
      thresholds: { yes: 2, no: -2 }, factors: r.factors,
      reasons: r.factors.map((f) => `${f.score > 0 ? '+' : ''}${f.score} ${f.id}: ${f.finding}`),
    };
  },
});

const zArudha = z.object({
  house: z.number().int().min(1).max(12), name: z.string(), house_sign: z.enum(SIGNS), lord: zGraha, lord_sign: z.enum(SIGNS), count: z.number().int().min(1).max(12),
  sign: z.enum(SIGNS), sign_index: z.number().int().min(0).max(11), house_from_lagna: z.number().int().min(1).max(12),
  exception: z.enum(['arudha_in_house_itself_take_10th', 'arudha_in_7th_take_4th']).nullable(),
});
export const arudha = endpoint({
  path: '/v1/prashna/arudha',
  summary: 'Arudha Lagna (Jaimini pada) of the prashna chart, with all twelve arudha padas (A1-A12, UL = A12)',
  description: 'Count from the house to its lord, the same count again from the lord; if that is the house itself take the 10th from it, if the 7th take the 4th. Sign lords are Parashari (Mars for Scorpio, Saturn for Aquarius).',
  params: params(),
  response: z.object({
    ...zPrashnaEcho,
    arudha_lagna: zArudha, arudha_lagna_sign: z.enum(SIGNS), upapada: zArudha, padas: z.array(zArudha).length(12),
    occupants_of_arudha_lagna: z.array(zGraha), method: z.string(),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const ascSign = signOf(c.angles.ascendant);
    const padas = arudhaPadas(ascSign, (g) => signOf(lonOf(c, g))).map((x) => ({
      house: x.house, name: x.house === 1 ? 'AL' : x.house === 12 ? 'UL' : `A${x.house}`, house_sign: SIGNS[x.house_sign], lord: x.lord, lord_sign: SIGNS[x.lord_sign], count: x.count,
      sign: SIGNS[x.sign], sign_index: x.sign, house_from_lagna: x.house_from_lagna, exception: x.exception,
    }));
    return {
      ...prashnaEcho(c),
      arudha_lagna: padas[0], arudha_lagna_sign: padas[0].sign, upapada: padas[11], padas,
      occupants_of_arudha_lagna: c.grahas.filter((g) => signOf(g.longitude) === padas[0].sign_index).map((g) => g.name),
      method: 'Jaimini Upadesa Sutras 1.1.29-33 / BPHS ch. 29: count house->lord, same count from the lord; 1st -> 10th, 7th -> 4th; Parashari sign lords (no co-lords)',
    };
  },
});

const zSig = z.object({ house: z.number().int().min(1).max(12), level1: z.array(zGraha), level2: z.array(zGraha), level3: z.array(zGraha), level4: z.array(zGraha), all: z.array(zGraha) });
export const significators = endpoint({
  path: '/v1/prashna/significators',
  summary: 'KP significators of the prashna chart (four levels per house) with the question house\'s cusp star/sub lords',
  params: {
    ...params('placidus'),
    house: houseParam('House 1-12 of the question; question_house accepted'),
  },
  response: z.object({
    ...zPrashnaEcho,
    question_house: z.number().int().min(1).max(12),
    cusp: z.object({ house: z.number().int().min(1).max(12), longitude: z.number(), sign: z.enum(SIGNS), nakshatra: z.enum(NAKSHATRAS), star_lord: zGraha, sub_lord: zGraha, sub_sub_lord: zGraha }),
    significators: zSig, sub_lord_signifies: z.array(z.number().int().min(1).max(12)),
    houses: z.array(zSig).length(12), levels: z.array(z.string()).length(4),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const sig = kpSignificators(c.grahas, c.angles.cusps, (lon) => houseOf(lon, c.angles, c.input.house_system));
    const cusp = c.angles.cusps[p.house - 1];
    const lords = kpLords(cusp);
    return {
      ...prashnaEcho(c),
      question_house: p.house,
      cusp: { house: p.house, longitude: round(cusp), sign: SIGNS[signOf(cusp)], nakshatra: nakshatraPosition(cusp).nakshatra, ...lords },
      significators: sig[p.house - 1],
      sub_lord_signifies: sig.filter((s) => s.all.includes(lords.sub_lord)).map((s) => s.house),
      houses: sig,
      levels: ['grahas in the star of the occupants', 'occupants of the house', 'grahas in the star of the house lord', 'the house lord (lord of the cusp sign)'],
    };
  },
});

export const prashnaEndpoints = [chart, lagnaLord, answer, arudha, significators];
