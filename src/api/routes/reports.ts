/**
 * Reports (JSON, optional PDF): the 12 /v1/reports paths. Each composes engine outputs into a
 * document (src/engine/reports): PascalCase top-level fields as the service's reports (Locale,
 * Branding, Subject, GeneratedAt, ...) with snake_case leaves, the sections that the PDF shows,
 * and the conventions used. format=pdf answers application/pdf (standard Helvetica, English/IAST).
 * as_of fixes the reference date of the running dasha and transits (default today, UTC) and
 * generated_at fixes GeneratedAt, so that the same request gives the same bytes.
 */
import { z } from 'zod';
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { LOCALES, type Locale } from '../../engine/narrative/content';
import { NumerologyInputError } from '../../engine/numerology';
import {
  BRANDING, dashaReport, type FocusedInput, horoscopeReport, type HoroscopeKind, kundliReport, mangalReport, matchReport, type MatchPerson,
  numerologyReport, REPORT_KINDS, renderPdf, type ReportSection, sadeSatiReport, type Subject, type Tier, varshaphalReport, yearSpanDays,
} from '../../engine/reports';
import { type CivilDate, formatDate, parseDate } from '../../engine/time/parse';
import { localToJd } from '../../engine/time/julian';
import { SIGNS } from '../../engine/vedic/zodiac';
import { BinaryBody } from '../binary';
import { type Chart, chartParams, computeChart } from '../birth';
import { invalidParam } from '../errors';
import { ayanamsa, type ParamSpec, prefixedMomentParams, q } from '../params';
import { endpoint } from '../registry';
import { zChartEcho } from '../schemas';
import { natalOf } from './chart';

// ------------------------------------------------------------------ parameters

type Raw = Record<string, unknown>;
const langParam = (): ParamSpec<Locale> => ({
  ...q.oneOf(LOCALES, { fallback: 'en', caseInsensitive: true, example: 'en', description: `Language: ${LOCALES.join(', ')} (default en; locale is accepted as the same parameter). Reports are authored in English only: another language answers in English with a warning` }),
  aliases: ['locale'],
});
const formatParam = () => q.oneOf(['json', 'pdf'] as const, { fallback: 'json', example: 'json', description: 'json (default) or pdf: an A4 PDF document (application/pdf) in English/IAST with the standard Helvetica font' });
const generatedAtParam = (): ParamSpec<string | undefined> => ({
  in: 'query', required: false, example: '2025-06-01T00:00:00Z', schema: { type: 'string', format: 'date-time' },
  description: 'Akasha extension: fixes GeneratedAt (RFC 3339, e.g. 2025-06-01T00:00:00Z) for reproducible answers; default the time of the request',
  parse(raw) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return { ok: false, problem: 'must be an RFC 3339 timestamp such as 2025-06-01T00:00:00Z' };
    const t = Date.parse(raw);
    if (Number.isNaN(t) || t < Date.UTC(1800, 0, 1) || t > Date.UTC(2400, 0, 1)) return { ok: false, problem: 'must be a valid timestamp between 1800 and 2399' };
    return { ok: true, value: new Date(t).toISOString().replace('.000Z', 'Z') };
  },
});
const asOfParam = () => q.date({ required: false, example: '2025-06-01', description: 'Akasha extension: reference date YYYY-MM-DD (noon in tz) for the running dasha, transits and Sade Sati; default today (UTC)' });
const coverParams = () => ({
  name: q.string({ maxLength: 100, example: 'Ravi Kumar', description: 'Name shown on the cover (display only)' }),
  place: q.string({ maxLength: 120, example: 'New Delhi, India', description: 'Birth place shown on the cover (display only; lat/lon are the place computed)' }),
});
const outParams = () => ({ lang: langParam(), format: formatParam(), generated_at: generatedAtParam() });
const natalParams = () => ({ ...chartParams(), ...coverParams(), as_of: asOfParam(), ...outParams() });

const todayUtc = (now: Date): CivilDate => ({ y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() });
const generatedAt = (p: Raw, now: () => Date) => (p.generated_at as string | undefined) ?? now().toISOString().replace(/\.\d{3}Z$/, 'Z');

// ------------------------------------------------------------------ inputs

function natalInput(eph: Ephemeris, p: Raw, now: () => Date) {
  const c = computeChart(eph, p as never);
  const asOf = (p.as_of as CivilDate | undefined) ?? todayUtc(now());
  const asOfJd = localToJd(asOf, { h: 12, mi: 0, s: 0 }, c.input.tz).jd;
  try { eph.checkRange(asOfJd); } catch { throw invalidParam('as_of', 'must be between 1800-01-01 and 2399-12-31 (the range of the ephemeris files)'); }
  const subject: Subject = {
    Name: (p.name as string | undefined) ?? null, BirthDate: c.echo.birth_date, BirthTime: c.echo.birth_time, BirthPlace: (p.place as string | undefined) ?? null,
    Lat: c.input.lat, Lon: c.input.lon, Tz: c.input.tz, UtcOffset: c.echo.utc_offset,
  };
  const x: FocusedInput = {
    eph, natal: natalOf(c), planets: c.planets, angles: c.angles, houseSystem: c.input.house_system, node: c.input.node, tz: c.input.tz,
    asOfJd, asOf: formatDate(asOf), subject, lang: p.lang as string, generatedAt: generatedAt(p, now), warnings: [...c.echo.warnings], methodLines: methodLines(c, formatDate(asOf)),
  };
  return { c, x };
}
function methodLines(c: Chart, asOf: string): string[] {
  return [
    `Sidereal zodiac, ayanamsa ${c.echo.ayanamsa} (${c.echo.ayanamsa_value.toFixed(6)} degrees at birth); geometric planet positions from the Swiss Ephemeris; ${c.echo.node} lunar node.`,
    `Houses: ${c.echo.house_system.replace(/_/g, ' ')} for the house table and placements; readings, yogas and doshas count whole signs from the lagna.`,
    `Vimshottari dasha with years of 365.25 days. Reference date for the running periods, transits and Sade Sati: ${asOf} (12:00 in ${c.echo.tz}).`,
  ];
}

async function answer<T extends { Report: { kind: string; title: string }; Branding: typeof BRANDING; GeneratedAt: string; Sections: ReportSection[] }>(report: T, p: Raw, cover: { label: string; value: string }[], subtitle: string) {
  if (p.format !== 'pdf') return report as never;
  const bytes = await renderPdf({ title: report.Report.title, subtitle, cover, branding: report.Branding, generatedAt: report.GeneratedAt, sections: report.Sections });
  return new BinaryBody('application/pdf', bytes, `akasha-${report.Report.kind.replace(/_/g, '-')}-${report.GeneratedAt.slice(0, 10)}.pdf`) as never;
}
const natalCover = (x: FocusedInput, c: Chart) => [
  { label: 'Name', value: x.subject.Name ?? '-' }, { label: 'Born', value: `${x.subject.BirthDate} ${x.subject.BirthTime} (${x.subject.Tz}, UTC${x.subject.UtcOffset})` },
  { label: 'Place', value: x.subject.BirthPlace ?? '-' }, { label: 'Coordinates', value: `${x.subject.Lat}, ${x.subject.Lon}` },
  { label: 'Ayanamsa', value: `${c.echo.ayanamsa} (${c.echo.ayanamsa_value.toFixed(4)})` }, { label: 'Reference date', value: x.asOf },
];

// ------------------------------------------------------------------ response schemas

const zBlock = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), text: z.string() }),
  z.strictObject({ type: z.literal('key_values'), title: z.string().nullable(), items: z.array(z.strictObject({ label: z.string(), value: z.string() })) }),
  z.strictObject({ type: z.literal('table'), title: z.string().nullable(), columns: z.array(z.string()).min(1), rows: z.array(z.array(z.string())) }),
]);
const zSection = z.strictObject({ id: z.string().min(1), heading: z.string().min(1), level: z.union([z.literal(1), z.literal(2)]), blocks: z.array(zBlock) });
const zEnvelope = {
  Report: z.strictObject({ kind: z.enum(REPORT_KINDS), title: z.string(), version: z.string() }),
  Locale: z.literal('en').describe('Language of the text served'),
  RequestedLocale: z.enum(LOCALES),
  Branding: z.strictObject({ CompanyName: z.string(), LogoURL: z.string().nullable(), PrimaryColor: z.string(), SecondaryColor: z.string(), FooterText: z.string(), WatermarkText: z.string().nullable() }),
  GeneratedAt: z.string().describe('RFC 3339 UTC; the only field that moves between identical requests unless generated_at fixes it'),
  Contents: z.array(z.strictObject({ id: z.string(), heading: z.string() })),
  Sections: z.array(zSection).min(1).describe('The document: chapters (level 1) and their parts (level 2), as the PDF shows them'),
  Warnings: z.array(z.string()),
};
const zSubject = z.strictObject({ Name: z.string().nullable(), BirthDate: z.string(), BirthTime: z.string(), BirthPlace: z.string().nullable(), Lat: z.number(), Lon: z.number(), Tz: z.string(), UtcOffset: z.string() });
const zConventions = z.strictObject(zChartEcho);
const zSign = z.enum(SIGNS);
const zPlacement = z.strictObject({ sign: zSign, dms_within: z.string(), nakshatra: z.string(), pada: z.number().int().min(1).max(4), nak_lord: z.string() });
const zPlanetRow = z.strictObject({
  name: z.string(), placement: zPlacement, house_num: z.number().int().min(1).max(12), retro: z.boolean(), longitude: z.number().min(0).max(360),
  sign_index: z.number().int().min(0).max(11), speed: z.number(), combust: z.boolean(), sign_lord: z.string(), dignity: z.string(),
});
const zPeriod = z.strictObject({
  lord: z.string(), level: z.number().int().min(1).max(5), level_name: z.string(), years: z.number(), start_jd: z.number(), end_jd: z.number(),
  start_iso: z.string(), end_iso: z.string(), start_local: z.string(), end_local: z.string(),
});
const zAntar = zPeriod.extend({ maha: z.string() });
const zPratyantar = zAntar.extend({ antar: z.string() });
const zVimshottari = z.strictObject({
  system: z.literal('vimshottari'), year_days: z.number(),
  balance: z.strictObject({ lord: z.string(), elapsed_fraction: z.number().min(0).max(1), balance_years: z.number(), balance_ymd: z.tuple([z.number().int(), z.number().int(), z.number().int()]) }),
  maha_dasha: z.array(zPeriod).length(9),
});
const zVarga = z.strictObject({
  varga: z.string(), factor: z.number().int(), name: z.string(), method: z.string(), ascendant: z.strictObject({ sign: zSign, sign_index: z.number().int() }),
  planets: z.array(z.strictObject({ name: z.string(), sign: zSign, sign_index: z.number().int(), degree_in_sign: z.number(), house: z.number().int().min(1).max(12) })).length(9),
});
const zCycle = z.strictObject({
  start_local: z.string(), end_local: z.string(), start_jd: z.number(), end_jd: z.number(), duration_years: z.number(), start_exact: z.boolean(), end_exact: z.boolean(),
  phases: z.array(z.strictObject({ phase: z.enum(['rising', 'peak', 'setting']), sign: zSign, start_local: z.string(), end_local: z.string() })),
});
const zSadeSati = z.strictObject({
  as_of: z.string(), moon_sign: zSign, saturn_sign: zSign, saturn_house_from_moon: z.number().int().min(1).max(12), status: z.enum(['active', 'paused', 'none']),
  phase: z.enum(['rising', 'peak', 'setting']).nullable(), current_cycle: zCycle.nullable(), previous_cycle: zCycle.nullable(), next_cycle: zCycle.nullable(),
  dhaiya: z.strictObject({ kind: z.enum(['kantaka', 'ashtama']), start_local: z.string().nullable(), end_local: z.string().nullable() }).nullable(),
});
const zRemedies = z.strictObject({
  as_of: z.string(),
  rules_fired: z.array(z.strictObject({ rule_id: z.string(), name: z.string(), category: z.string(), planet: z.string().nullable(), condition_text: z.string() })),
  remedies: z.array(z.strictObject({ kind: z.string(), id: z.string(), name: z.string(), rule_ids: z.array(z.string()) })),
});
const zBindus = z.array(z.number().int().min(0).max(8)).length(12);
const zShadbala = z.strictObject({
  shadbala_version: z.string(),
  planets: z.array(z.strictObject({
    name: z.string(), total_virupa: z.number(), total_rupa: z.number(), required_rupa: z.number(), ratio: z.number(), is_sufficient: z.boolean(),
    sthana: z.number(), dig: z.number(), kala: z.number(), cheshta: z.number(), naisargika: z.number(), drik: z.number(),
  })).length(7),
});
const zKundliBase = {
  ...zEnvelope,
  Tier: z.enum(['lite', 'detailed', 'brihad']), Subject: zSubject, Conventions: zConventions, AsOf: z.string(),
  Ascendant: zPlacement.extend({ longitude: z.number(), sign_index: z.number().int(), sign_lord: z.string() }),
  Planets: z.array(zPlanetRow).length(9), LagnaSummary: z.string(), MoonSign: zSign,
  BirthPanchang: z.strictObject({
    tithi: z.strictObject({ index: z.number().int().min(1).max(30), name: z.string(), paksha: z.string(), deity: z.string() }),
    nakshatra: z.strictObject({ index: z.number().int().min(1).max(27), name: z.string(), pada: z.number().int(), lord: z.string() }),
    yoga: z.strictObject({ index: z.number().int().min(1).max(27), name: z.string(), type: z.string() }),
    karana: z.strictObject({ index: z.number().int().min(1).max(60), name: z.string() }),
    vara: z.strictObject({ index: z.number().int().min(0).max(6), name: z.string(), lord: z.string() }),
    sunrise_local: z.string(), sunset_local: z.string(), polar: z.boolean(), moon_elongation: z.number(),
  }),
  Avakhada: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  Houses: z.array(z.strictObject({ house: z.number().int(), sign: zSign, sign_index: z.number().int(), cusp_longitude: z.number(), cusp_dms: z.string(), lord: z.string(), occupants: z.array(z.string()) })).length(12),
  Vargas: z.record(z.string(), zVarga),
  Vimshottari: zVimshottari, CurrentDasha: z.array(zPeriod).max(5),
  Yogas: z.array(z.strictObject({ id: z.string(), name: z.string(), planets: z.array(z.string()), houses: z.array(z.number()), cancelled: z.boolean(), detail: z.string() })),
  Doshas: z.array(z.strictObject({ id: z.string(), name: z.string(), present: z.boolean(), cancelled: z.boolean(), cancelled_by: z.array(z.string()), sub_type: z.string().nullable(), detail: z.string() })),
};
const zDetailedExtra = {
  Shadbala: zShadbala,
  Bhavabala: z.array(z.strictObject({ house: z.number().int(), bhavadhipati: z.number(), bhava_dig_bala: z.number(), bhava_drsti: z.number(), total: z.number() })).length(12),
  Ashtakavarga: z.strictObject({ sarva: z.array(z.number().int().min(0)).length(12), sarva_total: z.number().int(), bhinna: z.record(z.string(), zBindus), bhinna_totals: z.record(z.string(), z.number().int()) }),
  VimshottariAntar: z.array(zAntar).length(81),
  Transits: z.strictObject({ as_of: z.string(), at_jd: z.number(), at_local: z.string(), planets: z.array(z.strictObject({ name: z.string(), sign: zSign, longitude: z.number(), retro: z.boolean(), house_from_moon: z.number().int(), house_from_lagna: z.number().int() })).length(9) }),
  SadeSati: zSadeSati,
  Remedies: zRemedies,
};
const zKp = z.strictObject({ longitude: z.number(), sign: z.string(), nakshatra: z.string(), star_lord: z.string(), sub_lord: z.string(), sub_sub_lord: z.string() });
const zBrihadExtra = {
  AshtakavargaReductions: z.strictObject({ trikona_shodhana: z.record(z.string(), zBindus), ekadhipatya_shodhana: z.record(z.string(), zBindus), pindas: z.record(z.string(), z.strictObject({ rasi_pinda: z.number(), graha_pinda: z.number(), sodhya_pinda: z.number() })) }),
  KP: z.strictObject({
    house_system: z.literal('placidus'), cusps: z.array(zKp.extend({ house: z.number().int() })).length(12).nullable(),
    significators: z.array(z.strictObject({ house: z.number().int(), all: z.array(z.string()) })).length(12).nullable(), planets: z.array(zKp.extend({ name: z.string() })).length(9), note: z.string(),
  }),
  VimshottariPratyantar: z.array(zPratyantar).length(729),
  CharaDasha: z.array(z.strictObject({ sign: zSign, sign_index: z.number().int(), lord: z.string(), years: z.number(), start_jd: z.number(), end_jd: z.number(), start_local: z.string(), end_local: z.string() })).length(12),
  SadeSatiHistory: z.array(zCycle),
  LalKitab: z.array(z.strictObject({ planet: z.string(), house: z.number().int(), theme: z.string(), remedies: z.array(z.string()), avoid: z.array(z.string()) })),
};
export const zKundli = {
  lite: z.strictObject(zKundliBase),
  detailed: z.strictObject({ ...zKundliBase, ...zDetailedExtra }),
  brihad: z.strictObject({ ...zKundliBase, ...zDetailedExtra, ...zBrihadExtra }),
};

// ------------------------------------------------------------------ kundli

const TIER_TEXT: Record<Tier, string> = {
  lite: 'Summary kundli (10-11 A4 pages as PDF, the catalog says 8): birth data, panchang at birth, avakhada, planets and houses, D1 and D9, Vimshottari mahadashas with the periods running at as_of, yogas and doshas, the profile readings.',
  detailed: 'Detailed kundli (28-31 A4 pages as PDF, the catalog says 50+): the lite report plus the ten dashavarga charts, shadbala and bhavabala, ashtakavarga, antardashas, transits and Sade Sati at as_of, remedies, and readings of the lagna, Moon and Sun, every planet in its sign and house, the twelve house lords, yogas, doshas, the running dasha and the transits.',
  brihad: 'Brihad (flagship) kundli (95-97 A4 pages as PDF, the catalog says 130): the detailed report plus all twenty vargas with their readings, ashtakavarga reductions and pindas, KP lords and significators, every pratyantar dasha, Chara dasha, the Sade Sati cycles of a life, Jaimini karakas, marriage, career and finance outlooks, readings of every mahadasha\'s antardashas, the year from the solar return and the Lal Kitab placements.',
};
const kundli = (tier: Tier) => endpoint({
  path: `/v1/reports/kundli/${tier}`,
  summary: `Kundli report, ${tier}: JSON document with structured data and sections, or format=pdf`,
  description: `${TIER_TEXT[tier]} Every section of a smaller tier appears unchanged in the larger ones. Numbers are those of the chart, dasha and transit endpoints for the same input.`,
  params: natalParams(),
  response: zKundli[tier],
  async handler(p, { eph, now }) {
    const { c, x } = natalInput(eph, p as Raw, now);
    const r = { ...kundliReport(tier, { ...x }), Conventions: c.echo };
    return answer(r, p as Raw, natalCover(x, c), x.subject.Name ?? `${x.subject.BirthDate} ${x.subject.BirthTime}`);
  },
});

// ------------------------------------------------------------------ match-making

const BOY_EX = { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
const GIRL_EX = { date: '1992-08-22', time: '18:45', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 };
const zPersonEcho = z.strictObject({
  name: z.string().nullable(), birth_date: z.string(), birth_time: z.string(), birth_place: z.string().nullable(), tz: z.string(), lat: z.number(), lon: z.number(),
  ascendant_sign: zSign, sign: z.string(), sign_lord: z.string(), nakshatra: z.string(), pada: z.number().int(), varna: z.string(), vashya: z.string(), yoni: z.string(), gana: z.string(), nadi: z.string(),
});
const zMangalSide = z.strictObject({
  Computed: z.boolean(), NotComputedReason: z.string().nullable(), HasDosha: z.boolean(), Present: z.boolean(), Type: z.enum(['purn', 'mild', 'none']), Severity: z.enum(['low', 'medium', 'high']).nullable(),
  HousesOccupied: z.array(z.number().int()), Cancelled: z.boolean(), CancelReasons: z.array(z.string()),
  mars_sign: zSign, mars_house: z.number().int(), mars_house_from_moon: z.number().int(), mars_house_from_venus: z.number().int(),
});
const zCancellation = z.strictObject({ name: z.string(), applies: z.boolean(), rule: z.string() });
const matchMaking = endpoint({
  path: '/v1/reports/match-making',
  summary: 'Match-making report: Ashtakoota (36 gunas) with all kootas, koota doshas and exceptions, Mangal dosha of both, Nadi dosha, the milan reading and a final verdict',
  description: 'boy.* is the groom and girl.* the bride (the classical tables are not symmetric). Ashtakoota with the default tables of /v1/milan/ashtakoota (exceptions reported, not applied): Ashtakoota.Total equals that endpoint\'s total. Verdict: poor (below 18), fair (18-27), good (28-31), excellent (32-36). Mangal dosha by the north Indian houses from lagna, Moon and Venus. About 8 A4 pages as PDF.',
  params: {
    ...prefixedMomentParams('boy', BOY_EX), ...prefixedMomentParams('girl', GIRL_EX), ayanamsa: ayanamsa(),
    'boy.name': q.string({ maxLength: 100, example: 'Ravi', description: 'Groom\'s name (display only)' }), 'girl.name': q.string({ maxLength: 100, example: 'Priya', description: 'Bride\'s name (display only)' }),
    'boy.place': q.string({ maxLength: 120, example: 'New Delhi', description: 'Groom\'s birth place (display only)' }), 'girl.place': q.string({ maxLength: 120, example: 'Mumbai', description: 'Bride\'s birth place (display only)' }),
    ...outParams(),
  },
  response: z.strictObject({
    ...zEnvelope, Boy: zPersonEcho, Girl: zPersonEcho, Conventions: z.strictObject({ ayanamsa: z.string(), ayanamsa_value: z.number() }),
    Ashtakoota: z.strictObject({
      Total: z.number().min(0).max(36), Max: z.literal(36), MinRequired: z.number(), Verdict: z.enum(['poor', 'fair', 'good', 'excellent']), VerdictLabel: z.string(),
      Kootas: z.array(z.strictObject({ name: z.string(), score: z.number(), Max: z.number(), Reason: z.string(), boy: z.string(), girl: z.string() })).length(8),
    }),
    KootaDoshas: z.array(z.strictObject({ dosha: z.enum(['nadi', 'bhakoot', 'gana']), present: z.boolean(), cancelled: z.boolean(), exceptions: z.array(zCancellation), cancelled_by: z.array(z.string()) })),
    MangalDoshaBoy: zMangalSide, MangalDoshaGirl: zMangalSide, MangalMatch: z.strictObject({ verdict: z.enum(['ok', 'acceptable', 'caution', 'warning']), rule: z.string() }),
    NadiDosha: z.strictObject({ HasDosha: z.boolean(), Present: z.boolean(), BoyNadi: z.string(), GirlNadi: z.string(), Severity: z.enum(['none', 'low', 'high']), Exceptions: z.array(z.string()) }),
    MoonPlacements: z.strictObject({ boy: zPlacement, girl: zPlacement }),
    FinalVerdict: z.string(),
  }),
  async handler(p, { eph, now }) {
    const raw = p as Raw;
    const person = (who: 'boy' | 'girl'): { m: MatchPerson; c: Chart } => {
      const c = computeChart(eph, { date: raw[`${who}.date`] as CivilDate, time: raw[`${who}.time`] as never, tz: raw[`${who}.tz`] as string, lat: raw[`${who}.lat`] as number, lon: raw[`${who}.lon`] as number, ayanamsa: p.ayanamsa }, `${who}.`);
      return { c, m: { name: (raw[`${who}.name`] as string | undefined) ?? null, place: (raw[`${who}.place`] as string | undefined) ?? null, birth_date: c.echo.birth_date, birth_time: c.echo.birth_time, tz: c.input.tz, lat: c.input.lat, lon: c.input.lon, natal: natalOf(c) } };
    };
    const b = person('boy'), g = person('girl');
    const r = {
      ...matchReport({ boy: b.m, girl: g.m, lang: p.lang, generatedAt: generatedAt(raw, now), warnings: [...b.c.echo.warnings, ...g.c.echo.warnings], methodLines: [
        `Sidereal zodiac, ayanamsa ${p.ayanamsa}; the Moon's sign, nakshatra and pada of each birth give the kootas (North Indian Ashtakoota, default tables, exceptions reported and not applied).`,
        'Mangal dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the lagna, the Moon or Venus, with the named cancellations of /v1/milan/mangal-dosha.',
      ] }),
      Conventions: { ayanamsa: p.ayanamsa, ayanamsa_value: b.c.echo.ayanamsa_value },
    };
    const label = (m: MatchPerson, who: string) => `${m.name ?? who}: ${m.birth_date} ${m.birth_time} (${m.tz})${m.place ? `, ${m.place}` : ''}`;
    return answer(r, raw, [{ label: 'Groom', value: label(b.m, 'boy') }, { label: 'Bride', value: label(g.m, 'girl') }, { label: 'Ayanamsa', value: p.ayanamsa }],
      `${b.m.name ?? 'Groom'} and ${g.m.name ?? 'Bride'}`);
  },
});

// ------------------------------------------------------------------ focused natal reports

const focusedBase = { ...zEnvelope, Subject: zSubject, Conventions: zConventions };
const varshaphal = endpoint({
  path: '/v1/reports/varshaphal',
  summary: 'Varshaphal (annual) report for `year`: solar return, annual chart, muntha, year lord, Tajika yogas, Harsha bala, Mudda dasha, month charts and the year\'s reading',
  description: 'The annual chart is cast at the birth place at the sidereal solar return in `year` (completed years = year - birth year); the same engine as /v1/varshaphal/*. About 10 A4 pages as PDF.',
  params: { ...natalParams(), year: q.int({ required: true as const, min: 1800, max: 2399, example: 2025, description: 'Gregorian year of the solar return (the birth year or later)' }) },
  response: z.strictObject({
    ...focusedBase, Year: z.number().int(), CompletedYears: z.number().int().min(0),
    SolarReturn: z.strictObject({ jd: z.number(), iso: z.string(), local: z.string(), next_jd: z.number(), next_local: z.string(), year_length_days: z.number(), by_day: z.boolean() }),
    AnnualAscendant: zPlacement,
    AnnualPlanets: z.array(z.strictObject({ name: z.string(), placement: zPlacement, house_num: z.number().int(), retro: z.boolean(), longitude: z.number() })).length(9),
    Muntha: z.strictObject({ sign: zSign, house: z.number().int().min(1).max(12), lord: z.string() }),
    YearLord: z.strictObject({ lord: z.string(), rule: z.string(), strength: z.enum(['strong', 'moderate', 'weak']), strength_units: z.number(), house: z.number().int(), office_bearers: z.record(z.string(), z.string()) }),
    TajikaYogas: z.array(z.strictObject({ name: z.string(), nature: z.string(), rule: z.string() })),
    HarshaBala: z.array(z.strictObject({ planet: z.string(), house: z.number().int(), sthana: z.number(), uchcha_swakshetra: z.number(), stri_purusha: z.number(), dina_ratri: z.number(), total: z.number() })).length(7),
    MuddaDasha: z.array(z.strictObject({ lord: z.string(), start_jd: z.number(), end_jd: z.number(), start_local: z.string(), end_local: z.string(), partial: z.boolean() })),
    MaasaPravesha: z.array(z.strictObject({ month: z.number().int(), jd: z.number(), local: z.string() })).length(12),
  }),
  async handler(p, { eph, now }) {
    const { c, x } = natalInput(eph, p as Raw, now);
    const completed = p.year - p.date.y;
    if (completed < 0) throw invalidParam('year', `must be the birth year (${p.date.y}) or later`);
    try { eph.checkRange(c.moment.jd + yearSpanDays(completed) + 32); } catch { throw invalidParam('year', 'the solar return (and the next one) must fall between 1800-01-01 and 2399-12-31, the range of the ephemeris files'); }
    const r = { ...varshaphalReport(x, p.year), Conventions: c.echo };
    return answer(r, p as Raw, [...natalCover(x, c), { label: 'Year', value: String(p.year) }], `${x.subject.Name ?? x.subject.BirthDate}: ${p.year}`);
  },
});

const zSadeCycle = z.strictObject({
  StartDate: z.string(), EndDate: z.string(), StartPhase: z.enum(['rising', 'peak', 'setting']).nullable(), EndPhase: z.enum(['rising', 'peak', 'setting']).nullable(),
  SignsTraversed: z.array(zSign), DurationYears: z.number(), start_jd: z.number(), end_jd: z.number(), start_exact: z.boolean(), end_exact: z.boolean(),
  phases: zCycle.shape.phases,
});
const sadeSati = endpoint({
  path: '/v1/reports/sade-sati',
  summary: 'Sade Sati report: status at as_of, every cycle from birth to age 100 (past, current, future) with exact phase dates, Dhaiya, readings and Saturn remedies',
  description: 'Saturn in the 12th, 1st and 2nd sidereal sign from the natal Moon; dates are exact ingresses (the engine of /v1/transit/sade-sati). About 8 A4 pages as PDF.',
  params: natalParams(),
  response: z.strictObject({
    ...focusedBase, AsOf: z.string(),
    CurrentStatus: z.strictObject({ status: z.enum(['active', 'paused', 'none']), phase: z.enum(['rising', 'peak', 'setting']).nullable(), saturn_sign: zSign, moon_sign: zSign, saturn_house_from_moon: z.number().int(), in_sade_sati: z.boolean() }),
    Past: z.array(zSadeCycle).nullable(), Current: zSadeCycle.nullable(), Future: z.array(zSadeCycle).nullable(), NextCycle: zSadeCycle.nullable(),
    Dhaiya: zSadeSati.shape.dhaiya,
  }),
  async handler(p, { eph, now }) {
    const { c, x } = natalInput(eph, p as Raw, now);
    return answer({ ...sadeSatiReport(x), Conventions: c.echo }, p as Raw, natalCover(x, c), x.subject.Name ?? `${x.subject.BirthDate} ${x.subject.BirthTime}`);
  },
});

const mangal = endpoint({
  path: '/v1/reports/mangal-dosha',
  summary: 'Mangal dosha report: Mars from the lagna, Moon and Venus, every cancellation rule, status purn/mild/none, the reading and Mars remedies',
  description: 'North Indian houses 1, 2, 4, 7, 8, 12 (the south Indian count 2, 4, 7, 8, 12 is given too); the engine of /v1/milan/mangal-dosha. Status: purn when Mars is in a dosha house from both the lagna and the Moon, mild from one of them (or only Venus), none when absent or cancelled. HousesOccupied: Mars\'s house from the lagna (positive) and from the Moon (negative) where each is a dosha house. About 5 A4 pages as PDF.',
  params: natalParams(),
  response: z.strictObject({
    ...focusedBase,
    Subject: z.strictObject({ name: z.string().nullable(), birth_date: z.string(), birth_time: z.string(), birth_place: z.string().nullable(), ascendant_sign: zSign, lat: z.number(), lon: z.number(), tz: z.string() }),
    Method: z.literal('north'), Status: z.enum(['purn', 'mild', 'none']), HasDosha: z.boolean(), Present: z.boolean(), Severity: z.enum(['low', 'medium', 'high']).nullable(),
    HousesOccupied: z.array(z.number().int()), FromLagna: z.boolean(), FromMoon: z.boolean(), FromVenus: z.boolean(),
    Cancelled: z.boolean(), CancelReasons: z.array(z.string()), Cancellations: z.array(zCancellation),
    MarsPlacement: zPlacement.extend({ house: z.number().int(), house_from_moon: z.number().int(), house_from_venus: z.number().int() }),
    SouthIndian: z.strictObject({ HasDosha: z.boolean(), Present: z.boolean(), Cancelled: z.boolean() }),
  }),
  async handler(p, { eph, now }) {
    const { c, x } = natalInput(eph, p as Raw, now);
    return answer({ ...mangalReport(x), Conventions: c.echo }, p as Raw, natalCover(x, c), x.subject.Name ?? `${x.subject.BirthDate} ${x.subject.BirthTime}`);
  },
});

const dashaAnalysis = endpoint({
  path: '/v1/reports/dasha-analysis',
  summary: 'Vimshottari dasha analysis: balance, 9 mahadashas and 81 antardashas, the running periods to 5 levels (maha .. prana) at as_of with the sub-periods of each, a 10-year pratyantar preview and the readings',
  description: 'The engine of /v1/dasha/vimshottari (years of 365.25 days): the same start and end of every period. About 14-15 A4 pages as PDF.',
  params: natalParams(),
  response: z.strictObject({
    ...focusedBase, AsOf: z.string(), Vimshottari: zVimshottari, Antardashas: z.array(zAntar).length(81), Current: z.array(zPeriod).max(5),
    RunningLevels: z.strictObject({ antar: z.array(zPeriod), pratyantar: z.array(zPeriod), sookshma: z.array(zPeriod), prana: z.array(zPeriod) }),
    Preview: z.strictObject({ from: z.string(), years: z.literal(10), pratyantar: z.array(zPratyantar) }),
  }),
  async handler(p, { eph, now }) {
    const { c, x } = natalInput(eph, p as Raw, now);
    return answer({ ...dashaReport(x), Conventions: c.echo }, p as Raw, natalCover(x, c), x.subject.Name ?? `${x.subject.BirthDate} ${x.subject.BirthTime}`);
  },
});

// ------------------------------------------------------------------ numerology

const zFactors = z.strictObject({ number: z.number().int(), planet: z.string(), planet_sanskrit: z.string(), day: z.string(), color: z.string(), gemstone: z.string(), deity: z.string(), direction: z.string().nullable(), lucky_numbers: z.array(z.number().int()) });
const numerology = endpoint({
  path: '/v1/reports/numerology',
  summary: 'Five-number Vedic numerology report: driver, conductor, soul, personality, destiny with meanings and lucky factors (with direction), compatible drivers, personal periods and challenges',
  description: 'The engine of /v1/numerology/*: the same numbers. Compatible drivers: the numbers of the driver planet and of its natural friends (BPHS 3.55), with 4 Rahu and 7 Ketu. as_of is the reference date of the personal periods and challenges. About 6 A4 pages as PDF.',
  ephemeris: false,
  params: {
    name: q.string({ required: true as const, minLength: 1, maxLength: 200, example: 'Ravi Kumar', description: 'Full name (Latin letters counted; accents stripped)' }),
    dob: q.date({ description: 'Date of birth YYYY-MM-DD', example: '1990-07-15' }),
    place: q.string({ maxLength: 120, example: 'New Delhi, India', description: 'Birth place (display only)' }),
    system: q.oneOf(['chaldean', 'pythagorean'] as const, { fallback: 'chaldean', caseInsensitive: true, description: 'Letter table: chaldean (default) or pythagorean' }),
    as_of: q.date({ required: false, example: '2025-06-01', description: 'Reference date of the personal periods and challenges (default today, UTC); not before dob' }),
    ...outParams(),
  },
  response: z.strictObject({
    ...zEnvelope, Subject: z.strictObject({ Name: z.string(), DOB: z.string(), Place: z.string().nullable() }), dob: z.string(), system: z.enum(['chaldean', 'pythagorean']),
    driver: z.number().int(), conductor: z.number().int(), soul: z.number().int().nullable(), personality: z.number().int().nullable(), destiny: z.number().int().nullable(),
    driver_factors: zFactors, conductor_factors: zFactors, soul_factors: zFactors.nullable(), personality_factors: zFactors.nullable(), destiny_factors: zFactors.nullable(),
    compatible_drivers: z.array(z.number().int().min(1).max(9)),
    meanings: z.record(z.string(), z.strictObject({ title: z.string(), keywords: z.array(z.string()), text: z.string() }).nullable()),
    challenges: z.array(z.strictObject({ name: z.string(), value: z.number().int(), from_age: z.number().int(), to_age: z.number().int().nullable(), current: z.boolean(), main: z.boolean() })).length(4),
    personal_periods: z.strictObject({ ref_date: z.string(), personal_year: z.number().int(), personal_month: z.number().int(), personal_day: z.number().int() }),
  }),
  async handler(p, { now }) {
    const dob = formatDate(p.dob);
    const asOf = p.as_of ? formatDate(p.as_of) : formatDate(todayUtc(now()));
    if (asOf < dob) throw invalidParam(p.as_of ? 'as_of' : 'dob', `the reference date ${asOf} is before dob ${dob}${p.as_of ? '' : ' (as_of defaults to today, UTC)'}`);
    let r;
    try {
      r = numerologyReport({ name: p.name, dob, place: p.place ?? null, system: p.system, asOf, lang: p.lang, generatedAt: generatedAt(p as Raw, now), warnings: [] });
    } catch (err) {
      if (err instanceof NumerologyInputError) throw invalidParam(err.param === 'ref_date' ? 'as_of' : err.param, err.message);
      throw err;
    }
    return answer(r, p as Raw, [{ label: 'Name', value: p.name }, { label: 'Date of birth', value: dob }, { label: 'Place', value: p.place ?? '-' }, { label: 'Reference date', value: asOf }], p.name);
  },
});

// ------------------------------------------------------------------ horoscopes

const RASHI_ALIASES: Record<string, string> = {};
const HINDI = [['mesh', 'mesha', 'मेष'], ['vrishabh', 'vrishabha', 'vrish', 'वृषभ'], ['mithun', 'mithuna', 'मिथुन'], ['kark', 'karka', 'कर्क'], ['singh', 'simha', 'sinh', 'सिंह'],
  ['kanya', 'कन्या'], ['tula', 'तुला'], ['vrishchik', 'vrischika', 'vrishchika', 'वृश्चिक'], ['dhanu', 'dhanus', 'धनु'], ['makar', 'makara', 'मकर'], ['kumbh', 'kumbha', 'कुंभ', 'कुम्भ'], ['meen', 'meena', 'मीन']];
const RASHIS = SIGNS.map((s) => s.toLowerCase()) as unknown as readonly [string, ...string[]];
HINDI.forEach((names, i) => { for (const n of names) RASHI_ALIASES[n] = RASHIS[i]; });
const rashiParam = () => q.oneOf(RASHIS, { caseInsensitive: true, aliases: RASHI_ALIASES, example: 'leo', description: 'Moon sign (rashi): English (aries .. pisces) or Hindi name (mesh, vrishabh, mithun, kark, singh, kanya, tula, vrishchik, dhanu, makar, kumbh, meen), case-insensitive' });
const monthParam = (): ParamSpec<{ y: number; m: number }> => ({
  in: 'query', required: true, example: '2025-06', schema: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, description: 'Month YYYY-MM',
  parse(raw) {
    const m = /^(\d{4})-(\d{2})$/.exec(raw);
    if (!m || +m[2] < 1 || +m[2] > 12) return { ok: false, problem: 'must be a month YYYY-MM' };
    if (+m[1] < 1800 || +m[1] > 2399) return { ok: false, problem: 'must be between 1800-01 and 2399-12' };
    return { ok: true, value: { y: +m[1], m: +m[2] } };
  },
});
const zDay = z.strictObject({ date: z.string(), weekday: z.string(), moon_sign: zSign, moon_house: z.number().int().min(1).max(12), nakshatra: z.string(), tithi: z.string(), yoga: z.string(), favourable: z.boolean(), chandrashtama: z.boolean() });
const horoscopeResponse = (days: [number, number]) => z.strictObject({
  ...zEnvelope, Conventions: z.strictObject({ ayanamsa: z.string(), tz: z.string() }),
  Rashi: z.strictObject({ name: zSign, index: z.number().int().min(0).max(11) }), Period: z.strictObject({ from: z.string(), to: z.string(), tz: z.string(), read_at: z.string() }),
  Days: z.array(zDay).min(days[0]).max(days[1]), GoodDays: z.array(z.string()),
  Transits: z.array(z.strictObject({ planet: z.string(), sign: zSign, house: z.number().int().min(1).max(12), retro: z.boolean(), favourable: z.boolean() })).length(8),
  Ingresses: z.array(z.strictObject({ planet: z.string(), sign: zSign, date: z.string(), house: z.number().int(), motion: z.string() })),
  SadeSati: z.strictObject({ status: z.enum(['active', 'paused', 'none']), phase: z.enum(['rising', 'peak', 'setting']).nullable() }), Dhaiya: z.enum(['kantaka', 'ashtama']).nullable(),
});
const horoscope = (kind: HoroscopeKind, credits: string) => endpoint({
  path: `/v1/reports/horoscope/${kind}`,
  summary: `${kind[0].toUpperCase()}${kind.slice(1)} horoscope for one rashi (Moon sign): the Moon's houses, the good days, sign changes and every planet counted from the rashi (${credits})`,
  description: `${kind === 'daily' ? 'The day `date`' : kind === 'weekly' ? 'The week (Monday to Sunday) that contains `date`' : 'The month `month`'}, read at 12:00 in tz (default Asia/Kolkata) with the sidereal sky (ayanamsa). A horoscope for a Moon sign is general: the birth-chart horoscopes are /v1/vedic/narrative/horoscope/*.`,
  params: {
    rashi: rashiParam(),
    date: q.date({ required: false, example: '2025-06-01', description: kind === 'monthly' ? 'Accepted for the service\'s shape; the month is `month`' : 'Date YYYY-MM-DD; default today (UTC)' }),
    ...(kind === 'monthly' ? { month: monthParam() } : {}),
    tz: q.tz({ required: false, fallback: 'Asia/Kolkata', example: 'Asia/Kolkata', description: 'Akasha extension: the time zone of the days (default Asia/Kolkata)' }),
    ayanamsa: ayanamsa(),
    ...outParams(),
  },
  response: horoscopeResponse(kind === 'daily' ? [1, 1] : kind === 'weekly' ? [7, 7] : [28, 31]),
  async handler(p, { eph, now }) {
    const raw = p as Raw;
    const month = raw.month as { y: number; m: number } | undefined;
    const date: CivilDate = month ? { y: month.y, m: month.m, d: 1 } : ((raw.date as CivilDate | undefined) ?? todayUtc(now()));
    const param = month ? 'month' : 'date';
    const probe = localToJd(date, { h: 12, mi: 0, s: 0 }, p.tz).jd;
    try { eph.checkRange(probe - 40); eph.checkRange(probe + 40); } catch { throw invalidParam(param, 'must be between 1800-02 and 2399-11 (the range of the ephemeris files, with the whole period inside it)'); }
    const rashi = RASHIS.indexOf(p.rashi);
    const r = { ...horoscopeReport({ eph, kind, rashi, date, tz: p.tz, ayanamsa: p.ayanamsa, lang: p.lang, generatedAt: generatedAt(raw, now), warnings: [] }), Conventions: { ayanamsa: p.ayanamsa, tz: p.tz } };
    return answer(r, raw, [{ label: 'Rashi', value: SIGNS[rashi] }, { label: 'Period', value: `${r.Period.from} to ${r.Period.to}` }, { label: 'Time zone', value: p.tz }], `${SIGNS[rashi]}: ${r.Period.from}${r.Period.to !== r.Period.from ? ` to ${r.Period.to}` : ''}`);
  },
});

void parseDate;
export const reportsEndpoints = [
  kundli('brihad'), kundli('detailed'), kundli('lite'), matchMaking, varshaphal, sadeSati, mangal, numerology, dashaAnalysis,
  horoscope('daily', 'one rashi, one day'), horoscope('weekly', 'one rashi, Monday to Sunday'), horoscope('monthly', 'one rashi, one calendar month'),
];
