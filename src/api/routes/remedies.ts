/**
 * Remedies family: the ten /v1/vedic/remedies endpoints. Catalogs and rules live in
 * content/remedies; the rule evaluation in src/engine/remedies (README.md there).
 * Parameter names follow the service: birth parameters flat, `lang` (alias `locale`) on the
 * natal, rule, mantra, vrat and pooja endpoints, `locale` (alias `lang`) on the daan,
 * rudraksha, yantra and Lal Kitab catalogs; planets lowercase in paths (case-insensitive).
 * Only English is authored: other accepted locales are served in English with a warning.
 * `as_of` (default today, UTC) is an Akasha extension: the date of the transit and dasha rules.
 */
import { z } from 'zod';
import { localToJd, jdToLocal } from '../../engine/time/julian';
import { formatDate, type CivilDate } from '../../engine/time/parse';
import {
  CATALOG_KINDS, CATALOGS, type CatalogKind, DISCLAIMER, DOSHA_IDS, evaluateRemedies, type Facts, findEntry, findRule, LAL_KITAB,
  lalKitabEntry, localeServed, momentFacts, planetInfo, type PlanetEntry, REMEDY_KINDS, REMEDY_LOCALES, type RemedyKind, type Rule, RULES, RULES_FILE,
  rulesRecommending, strengthFacts,
} from '../../engine/remedies';
import { GRAHAS, type Graha } from '../../engine/vedic/zodiac';
import { chartParams, computeChart } from '../birth';
import { invalidParam, notFound } from '../errors';
import { q } from '../params';
import { endpoint } from '../registry';
import { zChartEcho } from '../schemas';
import { natalOf } from './chart';

// ---------------------------------------------------------------- parameters

const localeParam = (name: 'lang' | 'locale') => ({
  ...q.oneOf(REMEDY_LOCALES, {
    fallback: 'en', caseInsensitive: true, example: 'en',
    description: `Language of the remedy text: ${REMEDY_LOCALES.join(', ')} (${name === 'lang' ? 'locale' : 'lang'} is accepted as the same parameter). Only English is authored so far; other languages are served in English with a warning`,
  }),
  aliases: [name === 'lang' ? 'locale' : 'lang'] as const,
});

const PLANET_VALUES = GRAHAS.map((g) => g.toLowerCase()) as [string, ...string[]];
const HOUSE_VALUES = Array.from({ length: 12 }, (_, i) => String(i + 1)) as [string, ...string[]];
const graha = (s: string): Graha => GRAHAS.find((g) => g.toLowerCase() === s.toLowerCase())!;
const CATEGORY_VALUES = [...REMEDY_KINDS, 'lal_kitab'] as const;

const idParam = (kind: string, example: string) =>
  q.string({ in: 'path' as const, minLength: 1, maxLength: 120, example, description: `Id of the ${kind} remedy (or one of its aliases; case-insensitive, '-' read as '_'); an unknown id is 404 not_found` });

// ---------------------------------------------------------------- content schemas (strict: the tests check the catalogs with them)

const zGraha = z.enum(GRAHAS);
const zStr = z.string().min(1);
export const zMantra = z.object({
  id: zStr, name: zStr, type: z.enum(['beej', 'gayatri', 'nama', 'vedic', 'stotra']), planet: zGraha.nullable(), deity: zStr,
  devanagari: zStr.nullable().describe('Text in Devanagari; null for long hymns, which are named in source_text'),
  iast: zStr.nullable().describe('IAST transliteration'), source_text: zStr.optional(),
  purpose: zStr, daily_count: z.number().int().positive(), anushthan_count: z.number().int().positive().nullable(),
  day: zStr, timing: zStr, instructions: z.array(zStr), aliases: z.array(zStr),
}).strict();
export const zVrat = z.object({
  id: zStr, name: zStr, planet: zGraha.nullable(), doshas: z.array(zStr), deity: zStr, day: zStr, begin: zStr,
  duration: z.object({ count: z.number().int().positive(), unit: zStr, note: zStr }).strict(), food: zStr, rules: z.array(zStr).min(1),
  closing: zStr, purpose: zStr, aliases: z.array(zStr),
}).strict();
export const zPooja = z.object({
  id: zStr, name: zStr, planets: z.array(zGraha), doshas: z.array(zStr), deity: zStr, when: zStr, duration: zStr, performed_by: zStr,
  steps: z.array(zStr).min(1), offerings: z.array(zStr), purpose: zStr, aliases: z.array(zStr),
}).strict();
export const zDaan = z.object({
  id: zStr, name: zStr, planet: zGraha.nullable(), doshas: z.array(zStr), items: z.array(zStr).min(1), day: zStr, timing: zStr,
  recipients: z.array(zStr).min(1), instructions: z.array(zStr), purpose: zStr, aliases: z.array(zStr),
}).strict();
export const zRudraksha = z.object({
  id: zStr, mukhi: z.number().int().min(1).max(14), name: zStr, planet: zGraha.nullable(), deity: zStr, purpose: zStr,
  wear: z.object({ day: zStr, mantra: zStr, how: zStr }).strict(), aliases: z.array(zStr),
}).strict();
export const zYantra = z.object({
  id: zStr, name: zStr, planet: zGraha.nullable(), deity: zStr,
  grid: z.array(z.array(z.number().int()).length(3)).length(3).nullable().describe('3x3 magic square, rows top to bottom (east at the top); null for yantras that are not number squares'),
  magic_sum: z.number().int().nullable(), material: zStr, day: zStr, placement: zStr, steps: z.array(zStr).min(1), purpose: zStr, aliases: z.array(zStr),
}).strict();
export const zPlanetEntry = z.object({
  id: zStr, planet: zGraha, sanskrit: zStr, devanagari: zStr, weekday: zStr, deities: z.array(zStr), colors: z.array(zStr).min(1),
  gemstone: z.object({ name: zStr, sanskrit: zStr, substitutes: z.array(zStr), metal: zStr, finger: zStr, day: zStr, hour: zStr }).strict(),
  metal: zStr, grain: zStr, samidha: zStr, number: z.number().int().min(1).max(9), direction: zStr, color_advice: zStr, number_advice: zStr,
}).strict();
export const zLalKitab = z.object({
  id: zStr, planet: zGraha, house: z.number().int().min(1).max(12), theme: zStr, remedies: z.array(zStr).min(1), avoid: z.array(zStr),
}).strict();

const ENTRY_SCHEMA = { mantra: zMantra, vrat: zVrat, pooja: zPooja, daan: zDaan, rudraksha: zRudraksha, yantra: zYantra } as const;

const zFacts = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()), z.array(z.number())]));
const zKind = z.enum(REMEDY_KINDS);
const zRemedyIds = z.object(Object.fromEntries(REMEDY_KINDS.map((k) => [k, z.array(zStr).optional()])) as Record<RemedyKind, z.ZodOptional<z.ZodArray<z.ZodString>>>).strict();
export const zCondition = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shadbala_ratio_below'), planet: zGraha, threshold: z.number() }).strict(),
  z.object({ type: z.literal('dignity'), planet: zGraha, status: z.enum(['debilitated', 'exalted']) }).strict(),
  z.object({ type: z.literal('moon_afflicted'), orb_from_sun_deg: z.number(), afflictors: z.array(zGraha) }).strict(),
  z.object({ type: z.literal('dosha'), dosha: z.enum(DOSHA_IDS) }).strict(),
  z.object({ type: z.literal('planet_in_house'), planet: zGraha, houses: z.array(z.number().int().min(1).max(12)) }).strict(),
  z.object({ type: z.literal('saturn_transit_from_moon'), houses: z.array(z.number().int().min(1).max(12)) }).strict(),
  z.object({ type: z.literal('vimshottari_maha_lord'), planet: zGraha }).strict(),
]);
export const zRule = z.object({
  id: zStr, name: zStr, category: z.enum(['strength', 'dignity', 'placement', 'dosha', 'transit', 'dasha']), planet: zGraha.nullable(),
  condition: zCondition, condition_text: zStr, summary: zStr, remedies: zRemedyIds,
}).strict();

/** A catalog entry resolved for an answer: kind, id, display name and the entry itself. */
const zResolved = z.discriminatedUnion('kind', [
  ...CATALOG_KINDS.map((k) => z.object({ kind: z.literal(k), id: zStr, name: zStr, entry: ENTRY_SCHEMA[k] }).strict()),
  ...(['gemstone', 'color', 'number'] as const).map((k) => z.object({ kind: z.literal(k), id: zStr, name: zStr, entry: zPlanetEntry }).strict()),
] as unknown as [z.ZodObject, z.ZodObject, ...z.ZodObject[]]);

const zMeta = {
  lang: z.string().describe('Language of the text served'),
  locale: z.string().describe('Same as lang'),
  requested_locale: z.string(),
  warnings: z.array(z.string()),
  disclaimer: z.string(),
};

// ---------------------------------------------------------------- helpers

function meta(requested: string | undefined, extra: string[] = []) {
  const l = localeServed(requested);
  return { lang: l.locale, locale: l.locale, requested_locale: l.requested, warnings: [...extra, ...l.warnings], disclaimer: DISCLAIMER };
}

const PLANET_KIND_LABEL = { gemstone: 'gemstone', color: 'colour', number: 'number' } as const;

interface Resolved { kind: RemedyKind; id: string; name: string; entry: object }

function resolve(kind: RemedyKind, id: string): Resolved {
  if (kind === 'gemstone' || kind === 'color' || kind === 'number') {
    const p = planetInfo(id) as PlanetEntry;
    const what = kind === 'gemstone' ? `${p.gemstone.name} (${p.gemstone.sanskrit})` : kind === 'color' ? p.colors.join(', ') : String(p.number);
    return { kind, id, name: `${p.planet} ${PLANET_KIND_LABEL[kind]}: ${what}`, entry: p };
  }
  const entry = findEntry(kind, id)!;
  return { kind, id: entry.id, name: (entry as { name: string }).name, entry };
}

function resolvedRemedies(rule: Rule) {
  return REMEDY_KINDS.flatMap((k) => (rule.remedies[k] ?? []).map((id) => resolve(k, id)));
}

const todayUtc = (now: Date): CivilDate => ({ y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() });

// ---------------------------------------------------------------- /v1/vedic/remedies

const zFired = z.object({
  rule_id: zStr, name: zStr, category: zRule.shape.category, planet: zGraha.nullable(), condition_text: zStr, facts: zFacts, remedies: zRemedyIds,
}).strict();

const natal = endpoint({
  path: '/v1/vedic/remedies',
  summary: 'Remedies for a birth chart: the rules that fire (weak or debilitated grahas, doshas, placements, Sade Sati, the running mahadasha) with their facts, the remedies they recommend, and the Lal Kitab entry of every graha\'s house',
  description: `Rules (${RULES.length}, ${RULES_FILE.version}) are listed at /v1/vedic/remedies/{rule_id}; each remedy carries the ids of the rules that recommend it and the facts that triggered them. Shadbala for the strength rules; as_of (default today, UTC) for the transit and dasha rules. category keeps one kind of remedy (lal_kitab keeps only the Lal Kitab placements).`,
  params: {
    ...chartParams(),
    category: q.oneOf(CATEGORY_VALUES, { required: false, caseInsensitive: true, example: 'mantra', description: `Keep one kind of remedy: ${CATEGORY_VALUES.join(', ')}; omitted: all` }),
    as_of: q.date({ required: false, example: '2025-06-01', description: 'Reference date YYYY-MM-DD (noon in tz) for Sade Sati, Dhaiya and the running mahadasha; default today (UTC)' }),
    lang: localeParam('lang'),
  },
  response: z.object({
    ...zChartEcho,
    ...zMeta,
    category: z.string().nullable(),
    as_of: z.string(),
    as_of_jd: z.number(),
    rules_version: z.string(),
    rules_checked: z.number().int(),
    rules_fired: z.array(zFired),
    rules_skipped: z.array(z.object({ rule_id: zStr, reason: zStr }).strict()),
    current_mahadasha: z.object({ lord: zGraha, start_local: z.string(), end_local: z.string() }).strict().nullable(),
    remedies: z.array(z.object({
      kind: zKind, id: zStr, name: zStr, rule_ids: z.array(zStr).min(1),
      triggered_by: z.array(z.object({ rule_id: zStr, facts: zFacts }).strict()).min(1),
      entry: z.union([zMantra, zVrat, zPooja, zDaan, zRudraksha, zYantra, zPlanetEntry]),
    }).strict()),
    lal_kitab: z.array(zLalKitab.extend({
      tradition: zStr, rule_id: z.literal('lal_kitab_placement'), facts: zFacts,
    }).strict()).describe('The Lal Kitab entry of each graha\'s house (empty when category keeps another kind)'),
    counts: z.object({ rules_fired: z.number().int(), remedies: z.number().int(), by_kind: z.record(z.string(), z.number().int()) }).strict(),
  }),
  handler(p, { eph, now }) {
    const c = computeChart(eph, p);
    const asOf = p.as_of ?? todayUtc(now());
    const asOfJd = localToJd(asOf, { h: 12, mi: 0, s: 0 }, c.input.tz).jd;
    try { eph.checkRange(asOfJd); } catch { throw invalidParam('as_of', 'must be between 1800-01-01 and 2399-12-31'); }
    const chart = natalOf(c);
    const houses = Object.fromEntries(c.planets.map((x) => [x.name, x.house])) as Record<Graha, number>;
    const moment = momentFacts(eph, chart, asOfJd, c.input.ayanamsa);
    const category = p.category ?? null;
    const kinds = category === null ? REMEDY_KINDS : category === 'lal_kitab' ? [] : [category as RemedyKind];
    const ev = evaluateRemedies({ chart, houses, houseSystem: c.input.house_system, shadbala: strengthFacts(eph, chart), moment }, { kinds });
    const extra = moment ? [] : [`as_of ${formatDate(asOf)} precedes the birth: the transit and dasha rules are skipped`];
    const remedies = ev.recommendations.map((r) => ({ ...resolve(r.kind, r.id), rule_ids: r.rule_ids, triggered_by: r.triggered_by }));
    const byKind: Record<string, number> = {};
    for (const r of remedies) byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
    const lal = category === null || category === 'lal_kitab'
      ? ev.lal_kitab.map((x) => ({
        ...lalKitabEntry(x.planet, x.house)!, tradition: LAL_KITAB.tradition, rule_id: 'lal_kitab_placement' as const,
        facts: { planet: x.planet, house: x.house, house_system: c.input.house_system } as Facts,
      }))
      : [];
    const md = moment?.mahadasha ?? null;
    const m = meta(p.lang, extra);
    return {
      ...c.echo,
      ...m,
      warnings: [...c.echo.warnings, ...m.warnings],
      category, as_of: formatDate(asOf), as_of_jd: Math.round(asOfJd * 1e6) / 1e6,
      rules_version: RULES_FILE.version, rules_checked: RULES.length,
      rules_fired: ev.fired, rules_skipped: ev.skipped,
      current_mahadasha: md ? { lord: md.lord, start_local: jdToLocal(md.start_jd, c.input.tz), end_local: jdToLocal(md.end_jd, c.input.tz) } : null,
      remedies, lal_kitab: lal,
      counts: { rules_fired: ev.fired.length, remedies: remedies.length, by_kind: byKind },
    } as never;
  },
});

// ---------------------------------------------------------------- Lal Kitab (declared before {rule_id}: the router takes the first match)

const zLalKitabOut = zLalKitab.extend({ tradition: zStr }).strict();

const lalKitabCatalog = endpoint({
  path: '/v1/vedic/remedies/lal-kitab',
  summary: 'Lal Kitab remedies of the nine grahas in the twelve houses (108 entries), optionally for one planet',
  ephemeris: false,
  params: {
    planet: q.oneOf(PLANET_VALUES, { required: false, caseInsensitive: true, example: 'saturn', description: 'Keep one planet: sun, moon, mars, mercury, jupiter, venus, saturn, rahu or ketu; omitted: all nine' }),
    locale: localeParam('locale'),
  },
  response: z.object({
    ...zMeta, tradition: zStr, notes: zStr, conventions: z.array(zStr), planet: zGraha.nullable(), count: z.number().int(), entries: z.array(zLalKitabOut),
  }),
  handler(p) {
    const planet = p.planet ? graha(p.planet) : null;
    const entries = LAL_KITAB.entries.filter((e) => !planet || e.planet === planet).map((e) => ({ ...e, tradition: LAL_KITAB.tradition }));
    return { ...meta(p.locale), tradition: LAL_KITAB.tradition, notes: LAL_KITAB.notes, conventions: LAL_KITAB.conventions, planet, count: entries.length, entries };
  },
});

const lalKitabOne = endpoint({
  path: '/v1/vedic/remedies/lal-kitab/{planet}/{house}',
  summary: 'Lal Kitab remedies for one graha in one house',
  ephemeris: false,
  params: {
    planet: q.oneOf(PLANET_VALUES, { in: 'path', caseInsensitive: true, example: 'saturn', description: 'Planet: sun, moon, mars, mercury, jupiter, venus, saturn, rahu or ketu (case-insensitive); another value is 404' }),
    house: q.oneOf(HOUSE_VALUES, { in: 'path', example: '7', description: 'House 1-12 counted from the lagna; another value is 404' }),
    locale: localeParam('locale'),
  },
  response: zLalKitabOut.extend({ ...zMeta, conventions: z.array(zStr), recommended_for: zStr }),
  handler(p) {
    const planet = graha(p.planet);
    const e = lalKitabEntry(planet, Number(p.house));
    if (!e) throw notFound(`no Lal Kitab entry for ${p.planet} in house ${p.house}`);
    return {
      ...e, tradition: LAL_KITAB.tradition, conventions: LAL_KITAB.conventions,
      recommended_for: `${planet} in house ${e.house} from the lagna`, ...meta(p.locale),
    };
  },
});

// ---------------------------------------------------------------- one remedy by kind

function byKind<K extends CatalogKind>(kind: K, name: 'lang' | 'locale', example: string, summary: string) {
  return endpoint({
    path: `/v1/vedic/remedies/${kind}/{id}`,
    summary,
    description: `Ids: ${CATALOGS[kind].entries.map((e) => e.id).join(', ')}.${kind === 'rudraksha' ? ' A planet name (or vedic.L1.remedy.rudraksha.<planet>) finds that planet\'s primary bead.' : ''}`,
    ephemeris: false,
    params: { id: idParam(kind, example), [name]: localeParam(name) } as { id: ReturnType<typeof idParam>; lang: ReturnType<typeof localeParam> },
    response: (ENTRY_SCHEMA[kind] as z.ZodObject).extend({ ...zMeta, kind: z.literal(kind), requested_id: zStr, recommended_by: z.array(zStr).describe('Rule ids that recommend this remedy') }),
    handler(p) {
      const raw = p.id;
      const e = findEntry(kind, raw);
      if (!e) throw notFound(`no ${kind} remedy with id ${JSON.stringify(raw)}; GET /v1/vedic/remedies/${kind}/${(CATALOGS[kind].entries[0] as { id: string }).id} for an example`);
      const requested = (p as Record<string, string | undefined>)[name];
      return { ...e, kind, requested_id: raw, recommended_by: rulesRecommending(kind, e.id), ...meta(requested) } as never;
    },
  });
}

const mantra = byKind('mantra', 'lang', 'saturn_beej', 'A mantra remedy: Devanagari and IAST text, count, day and timing');
const vrat = byKind('vrat', 'lang', 'kaalsarp_dosha_shanti', 'A fasting (vrat) remedy: day, start, duration, food and rules');
const pooja = byKind('pooja', 'lang', 'jupiter_dasha_shanti', 'A pooja remedy: occasion, steps and offerings');
const daan = byKind('daan', 'locale', 'sadesati_setting_shanti', 'A charity (daan) remedy: items, day, time and recipients');
const rudraksha = byKind('rudraksha', 'locale', 'rudraksha_5_mukhi', 'A rudraksha remedy (1-14 mukhi): ruling planet, deity, purpose and wearing');
const yantra = byKind('yantra', 'locale', 'shani_yantra', 'A yantra remedy: magic square, material, day and installation');

// ---------------------------------------------------------------- one rule

const ruleOne = endpoint({
  path: '/v1/vedic/remedies/{rule_id}',
  summary: 'One remedy rule: its chart condition and the remedies it recommends (a remedy id is also accepted and answered with that remedy and the rules that recommend it)',
  description: `Rule ids: ${RULES.map((r) => r.id).join(', ')}.`,
  ephemeris: false,
  params: {
    rule_id: q.string({ in: 'path' as const, minLength: 1, maxLength: 120, example: 'mangal_dosha', description: 'Rule id (e.g. mangal_dosha, weak_sun, sade_sati, current_dasha_saturn), or the id of any catalog remedy (e.g. hanuman_chalisa); unknown is 404' }),
    lang: localeParam('lang'),
  },
  response: z.object({
    ...zMeta,
    rule_id: zStr,
    matched: z.enum(['rule', 'remedy']),
    rule: zRule.nullable(),
    remedies: z.array(zResolved),
    recommended_by: z.array(zStr).describe('For a remedy id: the rules that recommend it; for a rule: empty'),
  }),
  handler(p) {
    const rule = findRule(p.rule_id);
    if (rule) return { ...meta(p.lang), rule_id: rule.id, matched: 'rule' as const, rule, remedies: resolvedRemedies(rule), recommended_by: [] as string[] } as never;
    for (const kind of CATALOG_KINDS) {
      const e = findEntry(kind, p.rule_id);
      if (e) return { ...meta(p.lang), rule_id: p.rule_id, matched: 'remedy' as const, rule: null, remedies: [resolve(kind, e.id)], recommended_by: rulesRecommending(kind, e.id) } as never;
    }
    throw notFound(`no remedy rule ${JSON.stringify(p.rule_id)}; rule ids: ${RULES.slice(0, 6).map((r) => r.id).join(', ')} ... (${RULES.length} in all)`);
  },
});

export const remediesEndpoints = [natal, lalKitabCatalog, lalKitabOne, mantra, vrat, pooja, daan, rudraksha, yantra, ruleOne];
