/**
 * Matchmaking (Milan) family: the 14 catalog paths. Two-person paths take the groom as `boy.*`
 * and the bride as `girl.*` (spec 4.1, the service's names); the single-chart dosha and
 * promise checks take `birth.*`. Every answer echoes the person(s) and the methods used.
 * The classical rules are not symmetric (varna asks the groom's to be equal or higher; tables
 * are read bride-row / groom-column; tara, mahendra and stree deergha count from the bride's
 * star): swapping boy and girl can change the points. Engine: src/engine/matching.
 */
import { z } from 'zod';
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { type AshtakootaInput, type AshtakootaOptions, ashtakoota, DEFAULT_ASHTAKOOTA_OPTIONS, EXCEPTION_MODES, MATCH_PRESETS, resolveOptions, type ResolvedOptions } from '../../engine/matching/ashtakoota';
import { dashaSync } from '../../engine/matching/dasha-sync';
import { dhanYog } from '../../engine/matching/dhan-yog';
import { MANGAL_METHODS, mangalDosha, mangalMatch, nadiDosha, sadeSatiPhase, shaniDosha } from '../../engine/matching/doshas';
import { GANA_METHODS, koota, KOOTAS, TARA_METHODS, VARNA_METHODS, VASHYA_METHODS, YONI_METHODS } from '../../engine/matching/kootas';
import { horaLagna, longevity } from '../../engine/matching/longevity';
import { mahendra } from '../../engine/matching/mahendra';
import { navamsaCompat } from '../../engine/matching/navamsa-compat';
import { poruthams } from '../../engine/matching/porutham';
import { type MoonProfile, moonProfile } from '../../engine/matching/profile';
import { lonOf } from '../../engine/matching/reading';
import { santanYog } from '../../engine/matching/santan-yog';
import { STREE_DIRGHA_METHODS, streeDirgha } from '../../engine/matching/stree-dirgha';
import { vivahPhal } from '../../engine/matching/vivah-phal';
import { DEFAULT_YEAR_DAYS } from '../../engine/kundli/dasha/vimshottari';
import { hinduDay } from '../../engine/kundli/sunday';
import type { NatalChart } from '../../engine/kundli/types';
import { jdToIso, jdToLocal, jdFromEpochMs, localToJd } from '../../engine/time/julian';
import type { CivilDate } from '../../engine/time/parse';
import { grahaStates } from '../../engine/vedic/chart';
import { SIGNS } from '../../engine/vedic/zodiac';
import { type Chart, computeChart } from '../birth';
import { invalidParam, paramErrors } from '../errors';
import { ayanamsa, type Params, prefixedMomentParams, q } from '../params';
import { endpoint } from '../registry';
import { zLocation } from '../schemas';
import { natalOf } from './chart';

const BOY_EX = { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
const GIRL_EX = { date: '1992-08-22', time: '18:45', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 };
const BIRTH_EX = { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };

const ASYMMETRY = 'The classical rules are not symmetric: boy.* is the groom and girl.* the bride; varna asks the groom\'s varna to be equal or higher, the vashya, gana and yoni tables are read bride-row/groom-column (the classical yoni table is symmetric, the drik one is not), and tara, mahendra and stree deergha count from the bride\'s star. Swapping the two can change the result.';

const pairParams = () => ({ ...prefixedMomentParams('boy', BOY_EX), ...prefixedMomentParams('girl', GIRL_EX), ayanamsa: ayanamsa() });
const birthParams = () => ({ ...prefixedMomentParams('birth', BIRTH_EX), ayanamsa: ayanamsa() });

/**
 * Mangal and Shani dosha come in two forms on the real service: its SDK sends one chart as
 * birth.*, its reference pages show a two-person answer (boy, girl). Both are accepted: birth.*
 * checks one chart (the top-level fields), boy.* with girl.* adds the two-person fields; a
 * request gives one form or both. So no prefix is required on its own.
 */
const FORM_NOTE = ' Required: birth.* (one chart), or boy.* and girl.* (the two-person form of the service\'s reference pages), or both.';
const optionalPrefixed = (prefix: string, ex: typeof BIRTH_EX) =>
  Object.fromEntries(Object.entries(prefixedMomentParams(prefix, ex)).map(([k, v]) => [k, { ...v, required: false, description: `${v.description}.${FORM_NOTE}` }])) as Params;
const formParams = () => ({ ...optionalPrefixed('birth', BIRTH_EX), ...optionalPrefixed('boy', BOY_EX), ...optionalPrefixed('girl', GIRL_EX), ayanamsa: ayanamsa() });
const NEEDED = ['date', 'tz', 'lat', 'lon'] as const;
/** Which forms a request gives; a form begun but incomplete (or none at all) is a 400 missing_param. */
function formsOf(p: Raw): { single: boolean; pair: boolean } {
  const given = (prefix: string) => NEEDED.some((k) => p[`${prefix}.${k}`] !== undefined);
  const single = given('birth');
  const two = given('boy') || given('girl');
  const need = [...(single || !two ? ['birth'] : []), ...(two ? ['boy', 'girl'] : [])];
  const missing = need.flatMap((prefix) => NEEDED.filter((k) => p[`${prefix}.${k}`] === undefined).map((k) => `${prefix}.${k}`));
  if (missing.length) {
    throw paramErrors(missing.map((param) => ({ param, missing: true, problem: `is required (give birth.* for one chart, or boy.* and girl.* for two)` })));
  }
  return { single, pair: two };
}

interface PersonInput { date: CivilDate; time: { h: number; mi: number; s: number }; tz: string; lat: number; lon: number }
type Raw = Record<string, unknown>;
const person = (p: Raw, prefix: string): PersonInput => ({
  date: p[`${prefix}.date`] as CivilDate, time: p[`${prefix}.time`] as PersonInput['time'], tz: p[`${prefix}.tz`] as string,
  lat: p[`${prefix}.lat`] as number, lon: p[`${prefix}.lon`] as number,
});

interface Person { chart: Chart; natal: NatalChart; profile: MoonProfile; echo: z.infer<typeof zPerson> }

function personOf(eph: Ephemeris, p: Raw, prefix: string, ayan: string): Person {
  const input = person(p, prefix);
  const chart = computeChart(eph, { ...input, ayanamsa: ayan as never }, `${prefix}.`);
  const natal = natalOf(chart);
  const profile = moonProfile(lonOf(natal, 'Moon'));
  const asc = SIGNS[Math.floor(chart.angles.ascendant / 30) % 12];
  return {
    chart, natal, profile,
    echo: {
      birth_date: chart.echo.birth_date, birth_time: chart.echo.birth_time, tz: chart.echo.tz, utc_offset: chart.echo.utc_offset,
      location: chart.echo.location, jd_ut: chart.echo.jd_ut, ascendant_sign: asc as (typeof SIGNS)[number],
      moon_sign: profile.sign as (typeof SIGNS)[number], moon_sign_lord: profile.sign_lord, nakshatra: profile.nakshatra, nakshatra_index: profile.nakshatra_index, pada: profile.pada,
      moon_longitude: profile.moon_longitude, varna: '', vashya: profile.vashya, yoni: profile.yoni, gana: profile.gana, nadi: profile.nadi,
      warnings: chart.echo.warnings,
    },
  };
}

const zPerson = z.object({
  birth_date: z.string(), birth_time: z.string(), tz: z.string(), utc_offset: z.string(), location: zLocation, jd_ut: z.number(),
  ascendant_sign: z.enum(SIGNS), moon_sign: z.enum(SIGNS), moon_sign_lord: z.string(), nakshatra: z.string(), nakshatra_index: z.number().int().min(1).max(27),
  pada: z.number().int().min(1).max(4), moon_longitude: z.number().min(0).max(360), varna: z.string(), vashya: z.string(), yoni: z.string(), gana: z.string(), nadi: z.string(),
  warnings: z.array(z.string()),
});
const zConventions = { ayanamsa: z.string(), ayanamsa_value: z.number(), note: z.string() };

function pair(eph: Ephemeris, p: Raw) {
  const ayan = p.ayanamsa as string;
  const boy = personOf(eph, p, 'boy', ayan);
  const girl = personOf(eph, p, 'girl', ayan);
  return { boy, girl, conventions: { ayanamsa: ayan, ayanamsa_value: boy.chart.echo.ayanamsa_value, note: ASYMMETRY } };
}
function single(eph: Ephemeris, p: Raw) {
  const ayan = p.ayanamsa as string;
  const b = personOf(eph, p, 'birth', ayan);
  return { b, conventions: { ayanamsa: ayan, ayanamsa_value: b.chart.echo.ayanamsa_value } };
}

// ---------------------------------------------------------------- kootas

const zKoota = z.object({
  points: z.number().min(0), score: z.number().min(0).describe('Same as points (the service\'s field name)'), max: z.number().positive(),
  boy: z.string().describe('The groom\'s attribute'), girl: z.string().describe('The bride\'s attribute'),
  rule: z.string().describe('The rule that gave the points'), description: z.string(), method: z.string(),
  cancelled: z.boolean().optional().describe('Present when the koota has a dosha: true when a named exception cancels it'),
  detail: z.record(z.string(), z.union([z.number(), z.string()])),
  tara_count: z.number().int().min(1).max(27).optional(), boy_lord: z.string().optional(), girl_lord: z.string().optional(),
  boy_sign: z.string().optional(), girl_sign: z.string().optional(),
});
type KootaLike = { points: number; max: number; boy: string; girl: string; rule: string; method: string; detail: Record<string, number | string>; cancelled?: boolean; koota: string };
function kootaOut(k: KootaLike) {
  return {
    points: k.points, score: k.points, max: k.max, boy: k.boy, girl: k.girl, rule: k.rule, description: k.rule, method: k.method,
    ...(k.cancelled !== undefined ? { cancelled: k.cancelled } : {}), detail: k.detail,
    ...(k.koota === 'tara' ? { tara_count: k.detail.tara_count as number } : {}),
    ...(k.koota === 'graha_maitri' ? { boy_lord: k.boy, girl_lord: k.girl } : {}),
    ...(k.koota === 'bhakoot' ? { boy_sign: k.boy, girl_sign: k.girl } : {}),
  };
}

/**
 * A per-table parameter: absent means "the preset's choice", so it has no fallback; the OpenAPI
 * default documents the value under the default preset (classical).
 */
function tableParam<const V extends string>(values: readonly V[], option: keyof AshtakootaOptions, example: V, description: string) {
  const spec = q.oneOf(values, { required: false, example, description: `${description}. Default: the preset's choice (under preset=classical: ${DEFAULT_ASHTAKOOTA_OPTIONS[option]}); given explicitly, it overrides the preset.` });
  return { ...spec, schema: { ...spec.schema, default: DEFAULT_ASHTAKOOTA_OPTIONS[option] } };
}
/** The examples are the drik preset written out table by table. */
const methodParams = () => ({
  preset: q.oneOf(MATCH_PRESETS, {
    fallback: 'classical', example: 'drik',
    description: 'All the ashtakoota tables at once. classical (default): varna_table element, vashya_table astroyogi, gana_table symmetric, yoni_table classical, tara_method both, exceptions report. drik: the convention of the Drik Panchang and AstroSage calculators, every table cell read from their published results: varna_table element, vashya_table drik, gana_table saravali, yoni_table drik, tara_method both, exceptions report. An explicit varna_table, vashya_table, gana_table, yoni_table, tara_method or exceptions overrides the preset\'s choice.',
  }),
  varna_table: tableParam(VARNA_METHODS, 'varna', 'element', 'Varna by Moon sign: element (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra), air_vaishya (air Vaishya, earth Shudra; Saravali), raman (B.V. Raman\'s table)'),
  vashya_table: tableParam(VASHYA_METHODS, 'vashya', 'drik', 'Vashya points table: astroyogi, saravali, or drik (the Drik Panchang / AstroSage table: 0.5 for Manava with Jalachara and for a Vanachara groom with a Chatushpada bride, 1 for a Jalachara groom with a Vanachara bride, 0 for a Manava groom with a Keeta bride)'),
  gana_table: tableParam(GANA_METHODS, 'gana', 'saravali', 'Gana points: symmetric (same 6, Deva-Manushya 5, Manushya-Rakshasa 1, Deva-Rakshasa 0) or saravali (groom Deva with bride Manushya 6, groom Manushya with bride Deva 5, groom Rakshasa with bride Deva 1, groom Deva with bride Rakshasa 0, Manushya with Rakshasa 0: the published gana tables and Drik Panchang / AstroSage)'),
  yoni_table: tableParam(YONI_METHODS, 'yoni', 'drik', 'Yoni points: classical (the symmetric 14-animal table: same 4, friendly 3, neutral 2, inimical 1, sworn enemies 0) or drik (the Drik Panchang / AstroSage 14-animal table, read bride-row/groom-column, not symmetric in six pairs: e.g. groom Cow with bride Tiger 1, groom Tiger with bride Cow 0)'),
  tara_method: tableParam(TARA_METHODS, 'tara', 'both', 'Tara: both (counted from each star to the other, 1.5 points per direction) or from_girl (only from the bride\'s star: 3 or 0)'),
  exceptions: tableParam(EXCEPTION_MODES, 'exceptions', 'report', 'Bhakoot, nadi and gana dosha exceptions: report (named, points unchanged) or apply (a cancelled dosha scores the koota\'s maximum)'),
});
/** The options as the request gives them (absent tables are left to the preset). */
const optionsOf = (p: Raw): AshtakootaInput => ({
  preset: p.preset as never, varna: p.varna_table as never, vashya: p.vashya_table as never, gana: p.gana_table as never,
  yoni: p.yoni_table as never, tara: p.tara_method as never, exceptions: p.exceptions as never,
});
/** The options echoed in an answer, under the parameter names. */
const optionsEcho = (o: ResolvedOptions): Record<string, string> => ({
  method: 'ashtakoota', preset: o.preset, varna_table: o.varna, vashya_table: o.vashya, gana_table: o.gana, yoni_table: o.yoni, tara_method: o.tara, exceptions: o.exceptions,
});

const zVerdict = z.enum(['not_recommended', 'acceptable', 'good', 'excellent']);
const zDoshaPair = z.object({ dosha: z.enum(['nadi', 'bhakoot', 'gana']), present: z.boolean(), cancelled: z.boolean(), exceptions: z.array(z.object({ name: z.string(), applies: z.boolean(), rule: z.string() })), cancelled_by: z.array(z.string()) });

function poruthamVerdict(total: number, rajjuOk: boolean): { verdict: z.infer<typeof zVerdict>; label: string } {
  if (!rajjuOk) return { verdict: 'not_recommended', label: `Rajju does not agree (a dosha that the Tamil tradition does not overlook); ${total} of 10` };
  if (total >= 9) return { verdict: 'excellent', label: `Excellent: ${total} of 10 poruthams` };
  if (total >= 7) return { verdict: 'good', label: `Good: ${total} of 10 poruthams` };
  if (total >= 5) return { verdict: 'acceptable', label: `Acceptable: ${total} of 10 poruthams (5 or more, rajju agreeing)` };
  return { verdict: 'not_recommended', label: `Not recommended: ${total} of 10 poruthams (below 5)` };
}

function matchOf(eph: Ephemeris, p: Raw) {
  const { boy, girl, conventions } = pair(eph, p);
  const o = resolveOptions(optionsOf(p));
  for (const x of [boy, girl]) x.echo.varna = koota('varna', x.profile, x.profile, o).boy;
  if (p.method === 'porutham') {
    const r = poruthams(boy.profile, girl.profile);
    const v = poruthamVerdict(r.total, r.poruthams.rajju.points > 0);
    return {
      boy: boy.echo, girl: girl.echo, ...conventions, method: 'porutham' as const, total: r.total, max: 10, min_required: 5,
      verdict: v.verdict, verdict_label: v.label, kootas: Object.fromEntries(Object.entries(r.poruthams).map(([k, x]) => [k, kootaOut(x)])), doshas: [],
      options: { method: 'porutham' } as Record<string, string>,
    };
  }
  const a = ashtakoota(boy.profile, girl.profile, o);
  return {
    boy: boy.echo, girl: girl.echo, ...conventions, method: 'ashtakoota' as const, total: a.total, max: 36, min_required: a.min_required,
    verdict: a.verdict, verdict_label: a.verdict_label, kootas: Object.fromEntries(Object.entries(a.kootas).map(([k, x]) => [k, kootaOut(x)])), doshas: a.doshas,
    options: optionsEcho(a.options),
  };
}

const methodParam = () => q.oneOf(['ashtakoota', 'porutham'] as const, { fallback: 'ashtakoota', description: 'ashtakoota (default: North Indian 36-point Guna Milan) or porutham (South Indian 10 poruthams)' });
const zMatch = {
  boy: zPerson, girl: zPerson, ...zConventions, method: z.enum(['ashtakoota', 'porutham']), total: z.number().min(0), max: z.number().int(), min_required: z.number(),
  verdict: zVerdict, verdict_label: z.string(),
};

const ashtakootaFull = endpoint({
  path: '/v1/milan/ashtakoota',
  summary: 'Ashtakoota (Guna Milan): 36 points with all 8 kootas, each with points, maximum, both attributes and the rule; or the 10 South Indian poruthams (method=porutham)',
  description: `${ASYMMETRY} Verdict: below 18 not_recommended, 18-27 acceptable, 28-31 good, 32-36 excellent. Bhakoot, nadi and gana dosha exceptions are named (exceptions=report) or applied (exceptions=apply). preset=drik scores with the tables of the Drik Panchang and AstroSage calculators (their published totals are reproduced except where they apply a nadi exception); preset=classical (default) with the classical tables; options echoes the preset and every table used.`,
  params: { ...pairParams(), method: methodParam(), ...methodParams() },
  response: z.object({ ...zMatch, kootas: z.record(z.string(), zKoota), doshas: z.array(zDoshaPair), options: z.record(z.string(), z.string()) }),
  handler(p, { eph }) { return matchOf(eph, p as Raw); },
});

const ashtakootaTotal = endpoint({
  path: '/v1/milan/ashtakoota/total',
  summary: 'Ashtakoota total only (0-36), with the verdict; method=porutham gives the 10-porutham total',
  description: ASYMMETRY,
  params: { ...pairParams(), method: methodParam(), ...methodParams() },
  response: z.object({ ...zMatch, options: z.record(z.string(), z.string()) }),
  handler(p, { eph }) {
    const { kootas: _k, doshas: _d, ...rest } = matchOf(eph, p as Raw);
    return rest;
  },
});

const ashtakootaOne = endpoint({
  path: '/v1/milan/ashtakoota/{koota}',
  summary: 'One koota: varna, vashya, tara, yoni, graha-maitri (or graha_maitri), gana, bhakoot or nadi; any other name is 404',
  description: ASYMMETRY,
  params: {
    koota: q.oneOf(KOOTAS, { in: 'path', example: 'nadi', aliases: { 'graha-maitri': 'graha_maitri', grahamaitri: 'graha_maitri', dina: 'tara', bhakut: 'bhakoot', rashi: 'bhakoot' }, caseInsensitive: true, description: 'varna, vashya, tara, yoni, graha-maitri (graha_maitri), gana, bhakoot or nadi' }),
    ...pairParams(), ...methodParams(),
  },
  response: z.object({
    boy: zPerson, girl: zPerson, ...zConventions, koota: z.enum(KOOTAS), points: z.number().min(0), score: z.number().min(0), max: z.number().positive(), rule: z.string(), result: zKoota, dosha: zDoshaPair.nullable(),
    options: z.record(z.string(), z.string()).describe('The preset and the tables used (as /v1/milan/ashtakoota echoes them)'),
  }),
  handler(p, { eph }) {
    const raw = p as Raw;
    const { boy, girl, conventions } = pair(eph, raw);
    const o = resolveOptions(optionsOf(raw));
    for (const x of [boy, girl]) x.echo.varna = koota('varna', x.profile, x.profile, o).boy;
    const a = ashtakoota(boy.profile, girl.profile, o);
    const k = a.kootas[p.koota];
    const dosha = a.doshas.find((d) => d.dosha === p.koota && d.present) ?? null;
    const out = kootaOut(k);
    return { boy: boy.echo, girl: girl.echo, ...conventions, koota: p.koota, points: out.points, score: out.score, max: out.max, rule: out.rule, result: out, dosha, options: optionsEcho(a.options) };
  },
});

// ---------------------------------------------------------------- doshas

const zCancellation = z.object({ name: z.string(), applies: z.boolean(), rule: z.string() });

const zMangalOne = z.object({
  has_mangal_dosha: z.boolean(), present: z.boolean(), cancelled: z.boolean(), mars_sign: z.enum(SIGNS), mars_house: z.number().int().min(1).max(12),
  mars_house_from_moon: z.number().int().min(1).max(12), mars_house_from_venus: z.number().int().min(1).max(12),
  from_lagna: z.boolean(), from_moon: z.boolean(), from_venus: z.boolean(), severity: z.enum(['low', 'medium', 'high']).nullable(),
  dosha_type: z.string().nullable(), cancellations: z.array(zCancellation), cancelled_by: z.array(z.string()),
});

const mangal = endpoint({
  path: '/v1/milan/mangal-dosha',
  summary: 'Mangal (Kuja) dosha of one chart from the lagna, Moon and Venus, with every named cancellation rule and whether it applies',
  description: 'method north (default: Mars in houses 1, 2, 4, 7, 8, 12) or south (2, 4, 7, 8, 12). Cancellations: mars_own_or_exalted, house_sign_exception, jupiter_influence, mars_with_moon, yogakaraka_lagna, mars_in_leo_or_aquarius. In a match, two manglik charts cancel each other.',
  params: { ...formParams(), method: q.oneOf(MANGAL_METHODS, { fallback: 'north', description: 'north (default: houses 1, 2, 4, 7, 8, 12) or south (houses 2, 4, 7, 8, 12)' }) },
  response: zMangalOne.partial().extend({
    birth: zPerson.optional().describe('One-chart form (birth.*): the chart checked; the top-level dosha fields are its result'),
    ayanamsa: z.string(), ayanamsa_value: z.number(), method: z.enum(MANGAL_METHODS),
    boy: zMangalOne.extend({ birth: zPerson }).optional().describe('Two-person form (boy.* and girl.*): the groom\'s result'),
    girl: zMangalOne.extend({ birth: zPerson }).optional().describe('Two-person form: the bride\'s result'),
    match_verdict: z.enum(['ok', 'acceptable', 'caution', 'warning']).optional().describe('Two-person form: ok (neither chart has it), acceptable (cancelled by a rule, or both charts have it and they cancel each other), caution or warning (only one chart has uncancelled Mangal dosha; warning when severe)'),
    explanation: z.string().describe('One sentence per form given'),
  }),
  handler(p, { eph }) {
    const forms = formsOf(p as Raw);
    const one = (b: Person) => { const m = mangalDosha(b.natal, p.method); return { ...m, mars_sign: SIGNS[m.mars_sign] }; };
    const say = (m: ReturnType<typeof one>) => (!m.present ? `Mars in house ${m.mars_house} from the lagna, ${m.mars_house_from_moon} from the Moon, ${m.mars_house_from_venus} from Venus: no Mangal dosha (${p.method} houses)`
      : m.cancelled ? `${m.dosha_type}, cancelled by ${m.cancelled_by.join(', ')}` : `${m.dosha_type}: Mangal dosha (${m.severity})`);
    const out: Record<string, unknown> = { method: p.method };
    const sentences: string[] = [];
    if (forms.single) {
      const { b, conventions } = single(eph, p as Raw);
      const m = one(b);
      Object.assign(out, { birth: b.echo, ...conventions, ...m });
      sentences.push(say(m));
    }
    if (forms.pair) {
      const { boy, girl, conventions } = pair(eph, p as Raw);
      const mb = one(boy); const mg = one(girl);
      const match = mangalMatch(mb as never, mg as never);
      Object.assign(out, { ayanamsa: conventions.ayanamsa, ayanamsa_value: conventions.ayanamsa_value, boy: { ...mb, birth: boy.echo }, girl: { ...mg, birth: girl.echo }, match_verdict: match.verdict });
      sentences.push(`Groom: ${say(mb)}. Bride: ${say(mg)}. Match: ${match.rule}`);
    }
    return { ...out, explanation: sentences.join('. ') } as never;
  },
});

const nadi = endpoint({
  path: '/v1/milan/nadi-dosha',
  summary: 'Nadi dosha (the same nadi for both), with its named exceptions',
  description: `${ASYMMETRY} Exceptions: same_sign_different_nakshatra, same_nakshatra_different_sign, same_nakshatra_different_pada, same_sign_lord.`,
  params: pairParams(),
  response: z.object({
    boy: zPerson, girl: zPerson, ...zConventions, boy_nadi: z.string(), girl_nadi: z.string(), has_nadi_dosha: z.boolean(), present: z.boolean(), cancelled: z.boolean(),
    points: z.number(), max: z.number(), exceptions: z.array(zCancellation), cancelled_by: z.array(z.string()), explanation: z.string(),
  }),
  handler(p, { eph }) {
    const { boy, girl, conventions } = pair(eph, p as Raw);
    const d = nadiDosha(boy.profile, girl.profile);
    return {
      boy: boy.echo, girl: girl.echo, ...conventions, boy_nadi: boy.profile.nadi, girl_nadi: girl.profile.nadi, has_nadi_dosha: d.present && !d.cancelled, present: d.present, cancelled: d.cancelled,
      points: d.present ? 0 : 8, max: 8, exceptions: d.exceptions, cancelled_by: d.cancelled_by,
      explanation: !d.present ? `different nadis (${boy.profile.nadi}, ${girl.profile.nadi}): no nadi dosha` : d.cancelled ? `both ${boy.profile.nadi} nadi; cancelled by ${d.cancelled_by.join(', ')}` : `both ${boy.profile.nadi} nadi: nadi dosha, no exception applies`,
    };
  },
});

const zShaniOne = z.object({
  has_shani_dosha: z.boolean(), present: z.boolean(), saturn_sign: z.enum(SIGNS),
  saturn_house: z.number().int().min(1).max(12), saturn_house_from_moon: z.number().int().min(1).max(12), from_lagna: z.boolean(), from_moon: z.boolean(),
  cancellations: z.array(zCancellation), cancelled_by: z.array(z.string()), has_sade_sati: z.boolean(),
  sade_sati_phase: z.enum(['rising', 'peak', 'setting']).nullable(),
});

const shani = endpoint({
  path: '/v1/milan/shani-dosha',
  summary: 'Shani dosha of one chart (Saturn in the 1st, 4th, 7th, 10th or 12th from the lagna) with named cancellations, and Sade Sati at a date',
  description: 'Cancellations: saturn_own_or_exalted, jupiter_influence, yogakaraka_lagna. date (default: today, UTC) is the moment of the Sade Sati check, e.g. the wedding date.',
  params: { ...formParams(), date: q.date({ required: false, example: '2026-02-14', description: 'Date YYYY-MM-DD for the Sade Sati check (e.g. the wedding date); default today (UTC)' }) },
  response: zShaniOne.partial().extend({
    birth: zPerson.optional().describe('One-chart form (birth.*): the chart checked; the top-level fields are its result'),
    ayanamsa: z.string(), ayanamsa_value: z.number(), checked_date: z.string(),
    has_shani_dosha: z.boolean().describe('One-chart form: Saturn in the 1st, 4th, 7th, 10th or 12th from the lagna, not cancelled. Two-person form alone: true when either chart has it. The service\'s reference pages describe the two-person answer around Sade Sati at the wedding date: that is boy_has_sade_sati and girl_has_sade_sati'),
    boy: zShaniOne.extend({ birth: zPerson }).optional().describe('Two-person form (boy.* and girl.*): the groom\'s result'),
    girl: zShaniOne.extend({ birth: zPerson }).optional().describe('Two-person form: the bride\'s result'),
    boy_has_sade_sati: z.boolean().optional().describe('Two-person form: the groom is in Sade Sati on checked_date'),
    girl_has_sade_sati: z.boolean().optional().describe('Two-person form: the bride is in Sade Sati on checked_date'),
    boy_sade_sati_phase: z.enum(['rising', 'peak', 'setting']).nullable().optional(),
    girl_sade_sati_phase: z.enum(['rising', 'peak', 'setting']).nullable().optional(),
    explanation: z.string(),
  }),
  handler(p, { eph, now }) {
    const forms = formsOf(p as Raw);
    const d = p.date ?? (() => { const n = now(); return { y: n.getUTCFullYear(), m: n.getUTCMonth() + 1, d: n.getUTCDate() }; })();
    const jd = localToJd(d, { h: 12, mi: 0, s: 0 }, 'UTC').jd;
    try { eph.checkRange(jd); } catch { throw invalidParam('date', 'must be between 1800-01-01 and 2399-12-31'); }
    const sat = grahaStates(eph, jd, p.ayanamsa).find((g) => g.name === 'Saturn')!.longitude;
    const checked = `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
    const one = (b: Person) => {
      const s = shaniDosha(b.natal);
      const phase = sadeSatiPhase(sat, b.profile.sign_index);
      return { ...s, saturn_sign: SIGNS[s.saturn_sign], has_sade_sati: phase !== null, sade_sati_phase: phase };
    };
    const say = (s: ReturnType<typeof one>) => `${s.present ? (s.has_shani_dosha ? `Saturn in house ${s.saturn_house}: Shani dosha` : `Saturn in house ${s.saturn_house}, cancelled by ${s.cancelled_by.join(', ')}`) : `Saturn in house ${s.saturn_house}: no Shani dosha`}; on ${checked} ${s.sade_sati_phase ? `Sade Sati (${s.sade_sati_phase})` : 'no Sade Sati'}`;
    const out: Record<string, unknown> = { checked_date: checked };
    const sentences: string[] = [];
    if (forms.pair) {
      const { boy, girl, conventions } = pair(eph, p as Raw);
      const sb = one(boy); const sg = one(girl);
      Object.assign(out, {
        ayanamsa: conventions.ayanamsa, ayanamsa_value: conventions.ayanamsa_value, has_shani_dosha: sb.has_shani_dosha || sg.has_shani_dosha,
        boy: { ...sb, birth: boy.echo }, girl: { ...sg, birth: girl.echo },
        boy_has_sade_sati: sb.has_sade_sati, girl_has_sade_sati: sg.has_sade_sati, boy_sade_sati_phase: sb.sade_sati_phase, girl_sade_sati_phase: sg.sade_sati_phase,
      });
      sentences.push(`Groom: ${say(sb)}. Bride: ${say(sg)}`);
    }
    if (forms.single) {
      const { b, conventions } = single(eph, p as Raw);
      const s = one(b);
      Object.assign(out, { birth: b.echo, ...conventions, ...s });
      sentences.unshift(say(s));
    }
    return { ...out, explanation: sentences.join('. ') } as never;
  },
});

// ---------------------------------------------------------------- compatibility checks

const zPart = z.object({ name: z.string(), points: z.number(), max: z.number(), rule: z.string() });

const navamsa = endpoint({
  path: '/v1/milan/navamsa-compat',
  summary: 'Navamsa (D9) compatibility 0-10: D9 lagna lords\' friendship (4), D9 lagnas (3) and D9 Moons (3) not 2/12, 5/9, 6/8',
  description: ASYMMETRY,
  params: pairParams(),
  response: z.object({
    boy: zPerson, girl: zPerson, ...zConventions, boy_d9_ascendant: z.enum(SIGNS), girl_d9_ascendant: z.enum(SIGNS), boy_d9_moon: z.enum(SIGNS), girl_d9_moon: z.enum(SIGNS),
    boy_d9_lagna_lord: z.string(), girl_d9_lagna_lord: z.string(), d9_compatibility_score: z.number().int().min(0).max(10), max: z.literal(10), parts: z.array(zPart), notes: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const { boy, girl, conventions } = pair(eph, p as Raw);
    return { boy: boy.echo, girl: girl.echo, ...conventions, ...navamsaCompat(boy.natal, girl.natal) } as never;
  },
});

const zRunning = z.object({ lord: z.string(), remaining_years: z.number(), start_local: z.string(), end_local: z.string(), antar_lord: z.string(), antar_end_local: z.string(), in_sandhi: z.boolean() }).nullable();

const dasha = endpoint({
  path: '/v1/milan/dasha-sync',
  summary: 'Dasha synchronisation at the marriage date: both Vimshottari maha/antar dashas, their friendship and dasha sandhi, score 0-10',
  description: `${ASYMMETRY} Dasha years of ${DEFAULT_YEAR_DAYS} days.`,
  params: { ...pairParams(), marriage_date: q.date({ required: false, example: '2026-02-14', description: 'Date YYYY-MM-DD of the marriage (the moment compared, 12:00 UTC); default today' }) },
  response: z.object({
    boy: zPerson, girl: zPerson, ...zConventions, marriage_date: z.string(), boy_current_md: zRunning, girl_current_md: zRunning, mds_are_friends: z.boolean(), ads_are_friends: z.boolean(),
    antar_dasha_sync_score: z.number().int().min(0).max(10), max: z.literal(10), parts: z.array(zPart), explanation: z.string(), year_days: z.number(),
  }),
  handler(p, { eph, now }) {
    const { boy, girl, conventions } = pair(eph, p as Raw);
    const jd = p.marriage_date ? localToJd(p.marriage_date, { h: 12, mi: 0, s: 0 }, 'UTC').jd : jdFromEpochMs(now().getTime());
    const r = dashaSync(boy.natal, girl.natal, jd);
    const out = (x: typeof r.boy, tz: string) => x && { lord: x.lord, remaining_years: x.remaining_years, start_local: jdToLocal(x.start_jd, tz), end_local: jdToLocal(x.end_jd, tz), antar_lord: x.antar_lord, antar_end_local: jdToLocal(x.antar_end_jd, tz), in_sandhi: x.in_sandhi };
    return {
      boy: boy.echo, girl: girl.echo, ...conventions, marriage_date: jdToIso(jd).slice(0, 10), boy_current_md: out(r.boy, boy.chart.input.tz), girl_current_md: out(r.girl, girl.chart.input.tz),
      mds_are_friends: r.mds_are_friends, ads_are_friends: r.ads_are_friends, antar_dasha_sync_score: r.antar_dasha_sync_score, max: 10 as const, parts: r.parts,
      explanation: r.parts.map((x) => x.rule).join('; '), year_days: DEFAULT_YEAR_DAYS,
    };
  },
});

const zFinding = z.object({ name: z.string(), holds: z.boolean(), points: z.number(), rule: z.string() });
const zReading = { score: z.number().min(0).max(10), max: z.literal(10), outcome: z.string(), findings: z.array(zFinding), summary: z.string() };

const vivahPhalEp = endpoint({
  path: '/v1/milan/vivah-phal',
  summary: 'Marriage promise of one chart from the 7th house, its lord and Venus (BPHS ch. 19), score 0-10 with every rule tested',
  params: birthParams(),
  response: z.object({ birth: zPerson, ayanamsa: z.string(), ayanamsa_value: z.number(), ...zReading, seventh_sign: z.string(), seventh_lord: z.string(), seventh_lord_house: z.number().int(), occupants_of_7th: z.array(z.string()), venus_house: z.number().int() }),
  handler(p, { eph }) {
    const { b, conventions } = single(eph, p as Raw);
    return { birth: b.echo, ...conventions, ...vivahPhal(b.natal) };
  },
});

const streeDirghaEp = endpoint({
  path: '/v1/milan/stree-dirgha',
  summary: 'Stree Deergha: how far the groom\'s birth star is from the bride\'s (counted from the bride\'s)',
  description: `${ASYMMETRY} method south (default: more than 13 agrees, 7-13 partly) or north (Stri-Doora: under 9 malefic, 9-18 medium, above 18 good).`,
  params: { ...pairParams(), method: q.oneOf(STREE_DIRGHA_METHODS, { fallback: 'south', description: 'south (default: more than 13 stars) or north (above 18 good, 9-18 medium)' }) },
  response: z.object({ boy: zPerson, girl: zPerson, ...zConventions, method: z.enum(STREE_DIRGHA_METHODS), count: z.number().int().min(1).max(27), quality: z.enum(['good', 'medium', 'bad']), points: z.number(), max: z.literal(1), is_favorable: z.boolean(), rule: z.string() }),
  handler(p, { eph }) {
    const { boy, girl, conventions } = pair(eph, p as Raw);
    return { boy: boy.echo, girl: girl.echo, ...conventions, ...streeDirgha(boy.profile, girl.profile, p.method) };
  },
});

const mahendraEp = endpoint({
  path: '/v1/milan/mahendra',
  summary: 'Mahendra koota: the groom\'s star 4, 7, 10, 13, 16, 19, 22 or 25 from the bride\'s',
  description: ASYMMETRY,
  params: pairParams(),
  response: z.object({ boy: zPerson, girl: zPerson, ...zConventions, count: z.number().int().min(1).max(27), is_mahendra: z.boolean(), points: z.number(), max: z.literal(1), favorable_counts: z.array(z.number().int()), rule: z.string() }),
  handler(p, { eph }) {
    const { boy, girl, conventions } = pair(eph, p as Raw);
    return { boy: boy.echo, girl: girl.echo, ...conventions, ...mahendra(boy.profile, girl.profile) };
  },
});

const longevityEp = endpoint({
  path: '/v1/milan/longevity',
  summary: 'Longevity band of one chart by Jaimini\'s three pairs (lagna lord/8th lord, Moon/Saturn, lagna/hora lagna): alpa, madhya or dirgha',
  description: 'In matching both partners should have similar bands. Hora lagna from the Hindu sunrise (disc centre, no refraction).',
  params: birthParams(),
  response: z.object({
    birth: zPerson, ayanamsa: z.string(), ayanamsa_value: z.number(), band: z.enum(['alpa', 'madhya', 'dirgha']), years: z.tuple([z.number(), z.number()]),
    pairs: z.array(z.object({ name: z.string(), signs: z.tuple([z.string(), z.string()]), modalities: z.tuple([z.string(), z.string()]), band: z.enum(['alpa', 'madhya', 'dirgha']) })),
    decided_by: z.string(), hora_lagna_sign: z.string(), sunrise_local: z.string(), warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const { b, conventions } = single(eph, p as Raw);
    const c = b.natal;
    const hd = hinduDay(eph, c.jd, c.lat, c.lon, c.alt);
    const sunNow = lonOf(c, 'Sun');
    const sunSpeed = c.grahas[0].speed;
    const hl = horaLagna(sunNow - sunSpeed * (c.jd - hd.sunrise), c.jd - hd.sunrise);
    const warnings = hd.polar ? ['the Sun does not rise or set at this latitude on this date: local mean 06:00 stands in for sunrise'] : [];
    return { birth: b.echo, ...conventions, ...longevity(c, hl), sunrise_local: jdToLocal(hd.sunrise, b.chart.input.tz), warnings };
  },
});

const santan = endpoint({
  path: '/v1/milan/santan-yog',
  summary: 'Progeny potential of one chart from the 5th house, its lord and Jupiter (BPHS ch. 20), score 0-10 with every rule tested',
  params: birthParams(),
  response: z.object({ birth: zPerson, ayanamsa: z.string(), ayanamsa_value: z.number(), ...zReading, fifth_sign: z.string(), fifth_lord: z.string(), fifth_lord_house: z.number().int(), occupants_of_5th: z.array(z.string()), jupiter_house: z.number().int() }),
  handler(p, { eph }) {
    const { b, conventions } = single(eph, p as Raw);
    return { birth: b.echo, ...conventions, ...santanYog(b.natal) };
  },
});

const dhan = endpoint({
  path: '/v1/milan/dhan-yog',
  summary: 'Wealth combinations of one chart (BPHS ch. 41 dhana yogas: lords of 2 and 11 with 1, 5, 9), score 0-10',
  params: birthParams(),
  response: z.object({ birth: zPerson, ayanamsa: z.string(), ayanamsa_value: z.number(), ...zReading, yogas: z.array(z.object({ name: z.string(), lords: z.array(z.string()), houses: z.array(z.number().int()), connection: z.string() })) }),
  handler(p, { eph }) {
    const { b, conventions } = single(eph, p as Raw);
    return { birth: b.echo, ...conventions, ...dhanYog(b.natal) };
  },
});

export const milanEndpoints = [ashtakootaFull, ashtakootaTotal, ashtakootaOne, mangal, nadi, shani, navamsa, dasha, vivahPhalEp, streeDirghaEp, mahendraEp, longevityEp, santan, dhan];
