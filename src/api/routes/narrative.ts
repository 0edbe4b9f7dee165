/**
 * Predictions (authored narratives): the 38 /v1/vedic/narrative paths. Every answer has the
 * shape of spec 2.7 where it fits: `birth` (echo), `summary.sections[]` ({id, heading, body,
 * facts}) capped by `verbosity` (brief 3, medium 6, full 12), plus the endpoint's `facts` and
 * `warnings`. Text is authored in English only (content/narratives/en); another `lang`
 * (alias `locale`) answers in English with a warning. Engine: src/engine/narrative.
 */
import { z } from 'zod';
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { DEFAULT_ASHTAKOOTA_OPTIONS, ashtakoota } from '../../engine/matching/ashtakoota';
import { mangalDosha, mangalMatch, MANGAL_HOUSES } from '../../engine/matching/doshas';
import { moonProfile } from '../../engine/matching/profile';
import { VARGA_FACTORS, VARGA_NAMES, type VargaFactor } from '../../engine/kundli/vargas';
import { vimshottari, runningAt } from '../../engine/kundli/dasha/vimshottari';
import { signOf } from '../../engine/kundli/types';
import { capSections, type FactValue, LOCALES, type Locale, localeWarnings, type Section, SECTION_CAP, VERBOSITY, type Verbosity } from '../../engine/narrative/content';
import { chartFacts, type ChartFacts, houseFromSign } from '../../engine/narrative/facts';
import { resolveFamily, glossaryEntries, GLOSSARY_FAMILIES } from '../../engine/narrative/glossary';
import { milanSections, type MangalVerdict } from '../../engine/narrative/milan';
import * as N from '../../engine/narrative/natal';
import * as TM from '../../engine/narrative/timed';
import { detectYogas, resolveYogaId, YOGA_CATALOG } from '../../engine/narrative/yogas';
import { detectDoshas, resolveDoshaId } from '../../engine/narrative/doshas';
import { sadeSatiAt } from '../../engine/transit/sade-sati';
import { panotiAt } from '../../engine/transit/panoti';
import { addDays, type CivilDate, type CivilTime, formatDate } from '../../engine/time/parse';
import { fmtTime, rangeProblem } from '../moment';
import { jdToIso, jdToLocal, localToJd } from '../../engine/time/julian';
import { grahaStates } from '../../engine/vedic/chart';
import { GRAHAS, type Graha, SIGNS } from '../../engine/vedic/zodiac';
import type { AyanamsaName } from '../../engine/ephemeris/constants';
import { type Chart, computeChart } from '../birth';
import { invalidParam, notFound } from '../errors';
import { ayanamsa, houseSystem, lat, lon, momentParams, node, type ParamSpec, prefixedMomentParams, q } from '../params';
import { endpoint } from '../registry';
import { zLocation } from '../schemas';
import { natalOf } from './chart';

// ------------------------------------------------------------------ parameters

const EX = { date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785 };
const EX2 = { date: '1992-08-22', time: '18:45', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 };
const langParam = (): ParamSpec<Locale> => ({
  ...q.oneOf(LOCALES, { fallback: 'en', caseInsensitive: true, example: 'en', description: `Narrative language: ${LOCALES.join(', ')} (default en; locale is accepted as the same parameter). Text is authored in English only: another language answers in English with a warning` }),
  aliases: ['locale'],
});
const verbosityParam = () => q.oneOf(VERBOSITY, { fallback: 'medium', example: 'medium', description: 'Sections returned at most: brief 3, medium 6 (default), full 12' });
const textParams = () => ({ lang: langParam(), verbosity: verbosityParam() });
/** Flat birth chart: date, time, tz, lat, lon, alt, ayanamsa, node, house_system. */
const flatBirth = () => ({ ...momentParams({ dateDescription: 'Birth date YYYY-MM-DD', example: EX }), node: node(), house_system: houseSystem() });
/** birth.* natal chart plus the unprefixed query moment date/time/tz (and the service's optional repeated lat/lon). */
const natalPlusMoment = (momentExample = '2025-06-01') => ({
  ...prefixedMomentParams('birth', EX), ayanamsa: ayanamsa(), node: node(),
  date: q.date({ required: false, example: momentExample, description: 'Date of the moment to read, YYYY-MM-DD; default today (UTC date)' }),
  time: q.time({ example: '12:00', description: 'Local time of the moment HH:MM; default 12:00' }),
  tz: q.tz({ required: false, example: '+05:30', description: 'Time zone of the moment; default birth.tz' }),
  lat: q.number({ min: -90, max: 90, example: EX.lat, description: 'Optional, accepted for the service\'s repeated location; the narrative reads the natal chart at birth.lat' }),
  lon: q.number({ min: -180, max: 180, example: EX.lon, description: 'Optional, accepted for the service\'s repeated location; the narrative reads the natal chart at birth.lon' }),
});
/** birth.date/time/tz with the natal location as unprefixed lat/lon (birth.lat/birth.lon accepted). */
const natalUnprefixedPlace = () => {
  const b = prefixedMomentParams('birth', EX);
  return {
    'birth.date': b['birth.date'], 'birth.time': b['birth.time'], 'birth.tz': b['birth.tz'],
    lat: { ...lat({ example: EX.lat, description: 'Birth latitude (birth.lat accepted)' }), aliases: ['birth.lat'] },
    lon: { ...lon({ example: EX.lon, description: 'Birth longitude (birth.lon accepted)' }), aliases: ['birth.lon'] },
    ayanamsa: ayanamsa(), node: node(),
  };
};

type Raw = Record<string, unknown>;
const VARGA_VALUES = VARGA_FACTORS.map((d) => `D${d}`) as [string, ...string[]];
const vargaAliases: Record<string, string> = {};
for (const d of VARGA_FACTORS) { vargaAliases[String(d)] = `D${d}`; vargaAliases[`d${d}`] = `D${d}`; vargaAliases[VARGA_NAMES[d].toLowerCase()] = `D${d}`; }
Object.assign(vargaAliases, { navamsha: 'D9', dashamsa: 'D10', dasamsha: 'D10', rashi: 'D1', rasi: 'D1' });

// ------------------------------------------------------------------ response shapes

const zFact: z.ZodType<FactValue> = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]);
const zFacts = z.record(z.string(), zFact);
const zSection = z.strictObject({ id: z.string().min(1), heading: z.string().min(1), body: z.string().min(1), facts: zFacts });
const zBirth = z.strictObject({
  birth_date: z.string(), birth_time: z.string(), tz: z.string(), utc_offset: z.string(), location: zLocation, jd_ut: z.number(),
  ayanamsa: z.string(), ayanamsa_value: z.number(), node: z.enum(['mean', 'true']), house_system: z.string(),
});
const zText = {
  lang: z.enum(LOCALES).describe('The language asked for'),
  lang_used: z.literal('en').describe('The language of the text (English is the only authored language so far)'),
  verbosity: z.enum(VERBOSITY),
  section_cap: z.number().int().min(3).max(12),
  sections_available: z.number().int().min(0).describe('Sections the engine composed before the verbosity cap'),
  summary: z.strictObject({ sections: z.array(zSection).min(1).max(12) }),
  facts: zFacts,
  warnings: z.array(z.string()),
};
const zMoment = { transit_at_jd: z.number(), at_local: z.string(), at_iso: z.string() };
const natalResponse = z.strictObject({ birth: zBirth, ...zText });
const momentResponse = z.strictObject({ birth: zBirth, ...zMoment, ...zText });

function birthEcho(c: Chart): z.infer<typeof zBirth> {
  const e = c.echo;
  return { birth_date: e.birth_date, birth_time: e.birth_time, tz: e.tz, utc_offset: e.utc_offset, location: e.location, jd_ut: e.jd_ut, ayanamsa: e.ayanamsa, ayanamsa_value: e.ayanamsa_value, node: e.node, house_system: e.house_system };
}

function textOut(p: Raw, sections: Section[], facts: Record<string, FactValue>, warnings: string[] = []) {
  const verbosity = p.verbosity as Verbosity;
  const lang = p.lang as Locale;
  return {
    lang, lang_used: 'en' as const, verbosity, section_cap: SECTION_CAP[verbosity], sections_available: sections.length,
    summary: { sections: capSections(sections, verbosity) }, facts, warnings: [...warnings, ...localeWarnings(lang)],
  };
}

// ------------------------------------------------------------------ chart helpers

interface Natal { c: Chart; f: ChartFacts }
function flatNatal(eph: Ephemeris, p: Raw): Natal {
  const c = computeChart(eph, p as never);
  return { c, f: chartFacts(natalOf(c)) };
}
function prefixedNatal(eph: Ephemeris, p: Raw, place: 'prefixed' | 'unprefixed' = 'prefixed'): Natal {
  const c = computeChart(eph, {
    date: p['birth.date'] as CivilDate, time: p['birth.time'] as CivilTime, tz: p['birth.tz'] as string,
    lat: (place === 'prefixed' ? p['birth.lat'] : p.lat) as number, lon: (place === 'prefixed' ? p['birth.lon'] : p.lon) as number,
    ayanamsa: p.ayanamsa as AyanamsaName, node: p.node as 'mean' | 'true',
  }, 'birth.');
  return { c, f: chartFacts(natalOf(c)) };
}
const today = (now: () => Date): CivilDate => { const n = now(); return { y: n.getUTCFullYear(), m: n.getUTCMonth() + 1, d: n.getUTCDate() }; };

function momentOf(eph: Ephemeris, p: Raw, n: Natal, now: () => Date, dateKey = 'date') {
  const tz = (p.tz as string | undefined) ?? n.c.input.tz;
  const date = (p[dateKey] as CivilDate | undefined) ?? today(now);
  const time = (p.time as CivilTime | undefined) ?? { h: 12, mi: 0, s: 0 };
  const jd = localToJd(date, time, tz).jd;
  try { eph.checkRange(jd); } catch { throw invalidParam(dateKey, rangeProblem(formatDate(date), fmtTime(time), tz, jd)); }
  return { jd, tz, moment: { transit_at_jd: Math.round(jd * 1e6) / 1e6, at_local: jdToLocal(jd, tz), at_iso: jdToIso(jd) } };
}

const natalFacts = (f: ChartFacts): Record<string, FactValue> => ({
  lagna_sign: SIGNS[f.lagnaSign], moon_sign: SIGNS[f.moonSign], sun_sign: SIGNS[f.sunSign],
  houses: 'whole_sign from the lagna for lords, yogas and doshas',
});

// ------------------------------------------------------------------ natal endpoints

const natal = (path: string, summary: string, build: (n: Natal, p: Raw) => { sections: Section[]; facts?: Record<string, FactValue>; warnings?: string[] }, extra: Record<string, ParamSpec<unknown>> = {}) =>
  endpoint({
    path, summary, params: { ...extra, ...flatBirth(), ...textParams() }, response: natalResponse,
    handler(p, { eph }) {
      const n = flatNatal(eph, p);
      const r = build(n, p);
      return { birth: birthEcho(n.c), ...textOut(p, r.sections, { ...natalFacts(n.f), ...(r.facts ?? {}) }, [...n.c.echo.warnings, ...(r.warnings ?? [])]) };
    },
  });

const lagna = natal('/v1/vedic/narrative/lagna', 'Ascendant (lagna) narrative: the rising sign, its lord, occupants, aspects, nakshatra and navamsa lagna',
  (n) => ({ sections: N.lagnaSections(n.f, n.c.angles.ascendant) }));
const planetsInSigns = natal('/v1/vedic/narrative/planets-in-signs', 'All nine grahas in their natal signs, with dignity, retrogression, combustion and vargottama notes',
  (n) => ({ sections: N.planetsInSignsSections(n.f) }));
const planetsInHouses = natal('/v1/vedic/narrative/planets-in-houses', 'All nine grahas in their natal houses (house_system; whole_sign by default)',
  (n) => {
    const houseOf = (g: Graha) => n.c.planets.find((x) => x.name === g)!.house;
    return { sections: N.planetsInHousesSections(n.f, houseOf, n.c.input.house_system) };
  });
const moonSign = natal('/v1/vedic/narrative/moon-sign', 'Moon sign (rashi) narrative with janma nakshatra, house, paksha and dispositor',
  (n) => ({ sections: N.moonSignSections(n.f) }));
const sunSign = natal('/v1/vedic/narrative/sun-sign', 'Sidereal Sun sign narrative with house, nakshatra, dispositor and combust planets',
  (n) => ({ sections: N.sunSignSections(n.f) }));
const nakshatra = natal('/v1/vedic/narrative/nakshatra', 'Janma nakshatra (the Moon\'s star) narrative: star, pada, star lord and dasha at birth, temperament',
  (n) => {
    const b = vimshottari(n.f.planets.Moon.longitude, n.c.moment.jd, 1).balance;
    return { sections: N.nakshatraSections(n.f, b) };
  });
const houseLordsOverview = natal('/v1/vedic/narrative/house-lords-overview', 'All 12 house lords and where they sit (kendras and trikonas first)',
  (n) => ({ sections: N.houseLordsSections(n.f) }));
const karakas = natal('/v1/vedic/narrative/karakas', 'Jaimini chara karakas (8-karaka scheme, Atmakaraka to Darakaraka)',
  (n) => ({ sections: N.karakaSections(n.f), facts: { scheme: '8 karakas; Rahu counted as 30 degrees minus its degree' } }));
const yogas = natal('/v1/vedic/narrative/yogas', 'Narratives of every catalogued yoga present in the chart (85 checked), pancha mahapurusha and raja yogas first',
  (n) => {
    const r = N.yogasSections(n.f);
    return { sections: r.sections, facts: { yogas_checked: YOGA_CATALOG.length, yogas_present: r.hits.filter((h) => h.present).map((h) => h.id) } };
  });
const doshas = natal('/v1/vedic/narrative/doshas', 'Narratives of the natal doshas present (Mangal, Kaal Sarp with its type, Pitru, Grahan, Kemadruma, Guru Chandal, Shrapit, Angarak, Vish); cancelled ones after active ones',
  (n) => {
    const r = N.doshasSections(n.f);
    return { sections: r.sections, facts: { doshas_active: r.hits.filter((h) => h.present && !h.cancelled).map((h) => h.id), doshas_cancelled: r.hits.filter((h) => h.present && h.cancelled).map((h) => h.id), not_natal: r.hits.filter((h) => !h.applicable).map((h) => h.id) } };
  });
const divisional = natal('/v1/vedic/narrative/divisional/{varga}', 'Theme of one divisional chart (D1-D60) with its ascendant, reinforced planets and the key planets\' placements',
  (n, p) => ({ sections: N.divisionalSections(n.f, Number((p.varga as string).slice(1)) as VargaFactor), facts: { varga: p.varga as string, method: 'parashara' } }),
  { varga: q.oneOf(VARGA_VALUES, { in: 'path', caseInsensitive: true, aliases: vargaAliases, example: 'D9', description: 'D1..D60 (D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 D11 D12 D16 D20 D24 D27 D30 D40 D45 D60), or the number (9), or the name (navamsa); unknown is 404' }) });
const planetParam = () => q.oneOf(GRAHAS, { caseInsensitive: true, example: 'Mars', description: 'Planet: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu or Ketu (case-insensitive)' });
const planetInSign = natal('/v1/vedic/narrative/planet-in-sign', 'One planet in its natal sign (or in the sign given by `sign`)',
  (n, p) => {
    const g = p.planet as Graha;
    const s = p.sign === undefined ? undefined : SIGNS.indexOf(p.sign as (typeof SIGNS)[number]);
    return { sections: [N.planetInSignSection(n.f, g, s), N.planetInHouseSection(n.f, g, n.f.planets[g].house, 'whole_sign', n.f.planets[g].house), N.houseLordSection(n.f, houseFromSign(n.f.lagnaSign, n.f.planets[g].sign))].slice(0, g === 'Rahu' || g === 'Ketu' ? 2 : 3) };
  },
  { planet: planetParam(), sign: q.oneOf(SIGNS, { required: false, caseInsensitive: true, example: 'Capricorn', description: 'Optional: read this sign instead of the natal one (Aries..Pisces)' }) });
const planetInHouse = natal('/v1/vedic/narrative/planet-in-house', 'One planet in its natal house (or in the house given by `house`)',
  (n, p) => {
    const g = p.planet as Graha;
    const natalHouse = n.c.planets.find((x) => x.name === g)!.house;
    const h = (p.house as number | undefined) ?? natalHouse;
    return { sections: [N.planetInHouseSection(n.f, g, h, n.c.input.house_system, natalHouse), N.planetInSignSection(n.f, g)] };
  },
  { planet: planetParam(), house: q.int({ min: 1, max: 12, example: 10, description: 'Optional: read this house (1-12) instead of the natal one' }) });
const houseLord = natal('/v1/vedic/narrative/house-lord', 'One house lord: where it sits, its sign, the occupants of the house and the aspects on it',
  (n, p) => ({ sections: N.houseLordDetailSections(n.f, p.house as number) }),
  { house: q.int({ required: true, min: 1, max: 12, example: 10, description: 'House 1-12 (whole sign from the lagna)' }) });
const profile = natal('/v1/vedic/narrative/profile', 'Composed natal profile: lagna, Moon sign, nakshatra, Sun sign, lagna lord, Atmakaraka, key yogas, 10th and 7th lords, doshas',
  (n) => ({ sections: N.profileSections(n.f, n.c.angles.ascendant) }));

const idParam = (example: string, what: string) => q.string({ in: 'path', required: true, maxLength: 60, example, description: `${what} id or alias from /v1/meta/vedic/${what}s; unknown is 404` });
const yogaById = natal('/v1/vedic/narrative/yoga/{id}', 'One yoga by id (or alias): its text, whether this chart forms it and the planets that do',
  (n, p) => {
    const y = resolveYogaId(p.id as string);
    if (!y) throw notFound(`no yoga with id ${JSON.stringify(p.id)}; /v1/meta/vedic/yogas lists them`);
    const h = detectYogas(n.f).find((x) => x.id === y.id)!;
    return { sections: [N.yogaSection(y, h)], facts: { yoga: y.id, requested: p.id as string, present: h.present, definition: y.definition } };
  },
  { id: idParam('gaja_kesari', 'yoga') });

function doshaAtMoment(eph: Ephemeris, n: Natal, id: string, jd: number) {
  const ay = n.c.input.ayanamsa;
  if (id === 'shani_sade_sati') { const s = sadeSatiAt(eph, n.f.moonSign, jd, ay); return { present: s.status !== 'none', sub: s.phase }; }
  const pn = panotiAt(eph, n.f.moonSign, jd, ay);
  return { present: pn.status !== 'none', sub: pn.kind };
}
const doshaById = endpoint({
  path: '/v1/vedic/narrative/dosha/{id}',
  summary: 'One dosha by id (or alias): its text and whether it is formed in this chart (Sade Sati and Dhaiya at `date`)',
  params: { id: idParam('mangal_dosha', 'dosha'), ...flatBirth(), on_date: q.date({ required: false, example: '2025-06-01', description: 'For shani_sade_sati and shani_dhaiya: the date to check (default today, UTC date)' }), ...textParams() },
  response: natalResponse,
  handler(p, { eph, now }) {
    const d = resolveDoshaId(p.id);
    if (!d) throw notFound(`no dosha with id ${JSON.stringify(p.id)}; /v1/meta/vedic/doshas lists them`);
    const n = flatNatal(eph, p);
    let h = detectDoshas(n.f).find((x) => x.id === d.id)!;
    const facts: Record<string, FactValue> = { dosha: d.id, requested: p.id, category: d.category, definition: d.definition };
    const sections: Section[] = [];
    if (d.id === 'shani_sade_sati' || d.id === 'shani_dhaiya') {
      const date = p.on_date ?? today(now);
      const jd = localToJd(date, { h: 12, mi: 0, s: 0 }, n.c.input.tz).jd;
      const r = doshaAtMoment(eph, n, d.id, jd);
      h = { ...h, applicable: true, present: r.present, sub_type: r.sub };
      facts.on_date = formatDate(date);
      sections.push(N.doshaSection(d, { ...h, sub_type: null }));
      if (r.sub) sections.push(d.id === 'shani_sade_sati'
        ? { id: `sade_sati.${r.sub}`, heading: `Sade Sati: ${r.sub} phase`, body: TM.transitSection('Saturn', TM.skyAt(eph, jd, n.c.input.ayanamsa), n.f.moonSign, 'Moon').body, facts: { phase: r.sub } }
        : { id: `dhaiya.${r.sub}`, heading: `Shani Dhaiya (${r.sub})`, body: TM.transitSection('Saturn', TM.skyAt(eph, jd, n.c.input.ayanamsa), n.f.moonSign, 'Moon').body, facts: { kind: r.sub } });
    } else sections.push(N.doshaSection(d, h));
    facts.present = h.present; facts.applicable = h.applicable; facts.cancelled = h.cancelled;
    return { birth: birthEcho(n.c), ...textOut(p, sections, { ...natalFacts(n.f), ...facts }, n.c.echo.warnings) };
  },
});

function runningDasha(n: Natal, jd: number): N.RunningDasha | null {
  const chain = runningAt(vimshottari(n.f.planets.Moon.longitude, n.c.moment.jd, 2).periods, jd);
  return chain.length ? { maha: chain[0].lord, antar: chain[1]?.lord ?? null } : null;
}
const outlook = (domain: 'marriage' | 'career' | 'finance', summary: string) => endpoint({
  path: `/v1/vedic/narrative/${domain}-outlook`,
  summary,
  params: { ...flatBirth(), on_date: q.date({ required: false, example: '2025-06-01', description: 'Date for the running dasha (default today, UTC date)' }), ...textParams() },
  response: natalResponse,
  handler(p, { eph, now }) {
    const n = flatNatal(eph, p);
    const date = p.on_date ?? today(now);
    const jd = localToJd(date, { h: 12, mi: 0, s: 0 }, n.c.input.tz).jd;
    const d = runningDasha(n, jd);
    const present = detectYogas(n.f).filter((y) => y.present).map((y) => y.id);
    return { birth: birthEcho(n.c), ...textOut(p, N.outlookSections(n.f, domain, d, present), { ...natalFacts(n.f), domain, on_date: formatDate(date), maha: d?.maha ?? null, antar: d?.antar ?? null }, n.c.echo.warnings) };
  },
});
const marriageOutlook = outlook('marriage', 'Marriage outlook from the 7th house, its lord, Venus, the running dasha and marriage yogas');
const careerOutlook = outlook('career', 'Career outlook from the 10th house, its lord, Saturn and the Sun, the running dasha and career yogas');
const financeOutlook = outlook('finance', 'Financial outlook from the 2nd and 11th houses, their lords, Jupiter, the running dasha and wealth yogas');

// ------------------------------------------------------------------ natal + moment endpoints

const timed = (path: string, summary: string, build: (eph: Ephemeris, n: Natal, m: { jd: number; tz: string }, p: Raw) => { sections: Section[]; facts?: Record<string, FactValue> }, extra: Record<string, ParamSpec<unknown>> = {}, description?: string) =>
  endpoint({
    path, summary, description, params: { ...natalPlusMoment(), ...extra, ...textParams() }, response: momentResponse,
    handler(p, { eph, now }) {
      const n = prefixedNatal(eph, p);
      const m = momentOf(eph, p, n, now);
      const r = build(eph, n, m, p);
      return { birth: birthEcho(n.c), ...m.moment, ...textOut(p, r.sections, { ...natalFacts(n.f), ...(r.facts ?? {}) }, n.c.echo.warnings) };
    },
  });

const sadeSatiStatus = timed('/v1/vedic/narrative/sade-sati-status', 'Sade Sati at a moment: phase and its dates, the next cycle, Dhaiya, Saturn and Jupiter from the Moon',
  (eph, n, m) => ({ sections: TM.sadeSatiStatusSections(eph, n.f, m.jd, m.tz, n.c.input.ayanamsa) }));
const dashaPhal = timed('/v1/vedic/narrative/dasha-phal', 'The Vimshottari periods running at a moment (maha, antar, pratyantar) with their readings and the next sub-period',
  (_eph, n, m) => ({ sections: TM.dashaPhalSections(n.f, m.jd, m.tz) }));
const transitPhal = timed('/v1/vedic/narrative/transit-phal', 'Gochara: the nine grahas\' transits counted from the natal Moon sign, slow planets first',
  (eph, n, m) => ({ sections: TM.transitPhalSections(n.f, TM.skyAt(eph, m.jd, n.c.input.ayanamsa, n.c.input.node)), facts: { counted_from: 'Moon' } }));
const transitDouble = timed('/v1/vedic/narrative/transit-double', 'Double transit: houses from the lagna that Saturn and Jupiter both occupy or aspect',
  (eph, n, m) => ({ sections: TM.doubleTransitSections(n.f, TM.skyAt(eph, m.jd, n.c.input.ayanamsa, n.c.input.node)), facts: { counted_from: 'lagna', aspects: 'Saturn 3/7/10, Jupiter 5/7/9, plus occupation' } }));
const sadeSatiPhase = timed('/v1/vedic/narrative/sade-sati-phase', 'One Sade Sati phase (rising, peak, setting): `phase`, or the phase running at the moment (else the next cycle\'s rising phase)',
  (eph, n, m, p) => {
    const r = TM.sadeSatiPhaseSections(eph, n.f, m.jd, m.tz, n.c.input.ayanamsa, p.phase as TM.Phase | undefined);
    return { sections: r.sections, facts: { phase: r.phase } };
  },
  { phase: q.oneOf(['rising', 'peak', 'setting'] as const, { required: false, example: 'peak', description: 'Optional: rising (Saturn in the 12th from the Moon), peak (1st) or setting (2nd); default the phase at the moment' }) });
const sadeSatiHistory = timed('/v1/vedic/narrative/sade-sati-history', 'Every Sade Sati cycle from birth to age 100 with its phase dates and the life stage it falls in',
  (eph, n, m) => ({ sections: TM.sadeSatiHistorySections(eph, n.f, m.tz, n.c.input.ayanamsa) }));

const dashaTree = endpoint({
  path: '/v1/vedic/narrative/dasha-tree-phal',
  summary: 'Readings of one mahadasha\'s antardashas (or one antardasha\'s pratyantars when `antar` is given); default the mahadasha running at `date`',
  params: {
    ...natalPlusMoment(),
    maha: q.oneOf(GRAHAS, { required: false, caseInsensitive: true, example: 'Saturn', description: 'Mahadasha lord (Sun..Ketu); default the one running at date' }),
    antar: q.oneOf(GRAHAS, { required: false, caseInsensitive: true, example: 'Mercury', description: 'Optional antardasha lord: its pratyantar periods are read; omitted, every antardasha of the mahadasha' }),
    ...textParams(),
  },
  response: momentResponse,
  handler(p, { eph, now }) {
    const n = prefixedNatal(eph, p);
    const m = momentOf(eph, p, n, now);
    const running = runningDasha(n, m.jd);
    const maha = p.maha ?? running?.maha;
    if (!maha) throw invalidParam('date', 'falls outside the 120 years of the Vimshottari cycle; give maha=');
    const sections = TM.dashaTreeSections(n.f, maha, p.antar ?? null, m.tz);
    return { birth: birthEcho(n.c), ...m.moment, ...textOut(p, sections, { ...natalFacts(n.f), maha, antar: p.antar ?? null, running_maha: running?.maha ?? null, running_antar: running?.antar ?? null }, n.c.echo.warnings) };
  },
});

const transitAshtakavarga = endpoint({
  path: '/v1/vedic/narrative/transit-ashtakavarga',
  summary: 'Transit strength by Ashtakavarga: each graha\'s bindus in its own BAV and the SAV of the sign it transits, with the gochara reading',
  params: {
    ...natalUnprefixedPlace(),
    date: q.date({ required: false, example: '2025-06-01', description: 'Date of the moment, YYYY-MM-DD; default today (UTC date)' }),
    time: q.time({ example: '12:00' }),
    tz: q.tz({ required: false, example: '+05:30', description: 'Time zone of the moment; default birth.tz' }),
    ...textParams(),
  },
  response: momentResponse,
  handler(p, { eph, now }) {
    const n = prefixedNatal(eph, p, 'unprefixed');
    const m = momentOf(eph, p, n, now);
    return { birth: birthEcho(n.c), ...m.moment, ...textOut(p, TM.ashtakavargaTransitSections(n.f, TM.skyAt(eph, m.jd, n.c.input.ayanamsa, n.c.input.node)), { ...natalFacts(n.f), counted_from: 'Moon', bav_bands: 'strong 5-8, moderate 4, weak 0-3 of 8', sav_average: 28 }, n.c.echo.warnings) };
  },
});

const yearParams = () => ({ ...natalUnprefixedPlace(), year: q.int({ required: true, min: 1800, max: 2399, example: 2025, description: 'Year of the solar return (the return that falls in this calendar year of life)' }), ...textParams() });
function yearInput(eph: Ephemeris, p: Raw): { n: Natal; x: TM.YearInput } {
  const n = prefixedNatal(eph, p, 'unprefixed');
  const birthYear = (p['birth.date'] as CivilDate).y;
  const completed = (p.year as number) - birthYear;
  if (completed < 0) throw invalidParam('year', `must not be before the birth year ${birthYear}`);
  if (completed > 150) throw invalidParam('year', 'must be within 150 years of the birth year');
  const x: TM.YearInput = { eph, f: n.f, lat: n.c.input.lat, lon: n.c.input.lon, alt: 0, ayanamsa: n.c.input.ayanamsa, node: n.c.input.node, tz: n.c.input.tz, completedYears: completed };
  return { n, x };
}
const yearResponse = z.strictObject({ birth: zBirth, year: z.number().int(), completed_years: z.number().int().min(0), ...zMoment, ...zText });
function checkYearRange(eph: Ephemeris, n: Natal, completed: number) {
  try { eph.checkRange(n.c.moment.jd + (completed + 1) * 365.26); } catch { throw invalidParam('year', 'the solar return falls outside the ephemeris range (1800-2399)'); }
}
const varshaphalThemes = endpoint({
  path: '/v1/vedic/narrative/varshaphal-themes',
  summary: 'Annual (Tajika) themes of a solar-return year: year ascendant, Muntha and its lord, lord of the day, the annual Sun',
  params: yearParams(),
  response: yearResponse,
  handler(p, { eph }) {
    const { n, x } = yearInput(eph, p);
    checkYearRange(eph, n, x.completedYears);
    const r = TM.varshaphalSections(x);
    return { birth: birthEcho(n.c), year: p.year, completed_years: x.completedYears, transit_at_jd: Math.round(r.pravesha_jd * 1e6) / 1e6, at_local: jdToLocal(r.pravesha_jd, x.tz), at_iso: jdToIso(r.pravesha_jd), ...textOut(p, r.sections, natalFacts(n.f), n.c.echo.warnings) };
  },
});
const yearly = endpoint({
  path: '/v1/vedic/narrative/yearly-bhavishyafal',
  summary: 'Yearly horoscope anchored to the solar return: annual themes, the dasha at the year\'s start and its new sub-periods, Saturn and Jupiter through the year, Sade Sati',
  params: yearParams(),
  response: yearResponse,
  handler(p, { eph }) {
    const { n, x } = yearInput(eph, p);
    checkYearRange(eph, n, x.completedYears);
    const v = TM.varshaphalSections(x);
    const sections = TM.yearlySections(x);
    return { birth: birthEcho(n.c), year: p.year, completed_years: x.completedYears, transit_at_jd: Math.round(v.pravesha_jd * 1e6) / 1e6, at_local: jdToLocal(v.pravesha_jd, x.tz), at_iso: jdToIso(v.pravesha_jd), ...textOut(p, sections, natalFacts(n.f), n.c.echo.warnings) };
  },
});

// ------------------------------------------------------------------ horoscopes

const horoscope = (path: string, summary: string, kind: 'daily' | 'weekly' | 'tamil', ref: 'lagna' | 'Moon') => endpoint({
  path, summary,
  params: { ...flatBirth(), transit_date: q.date({ required: false, example: '2025-06-01', description: `${kind === 'weekly' ? 'First day of the 7-day week' : 'Day'} to read, YYYY-MM-DD, in tz; default today (UTC date)` }), ...textParams() },
  response: momentResponse,
  handler(p, { eph, now }) {
    const n = flatNatal(eph, p);
    const tz = n.c.input.tz;
    const first = p.transit_date ?? today(now);
    const noon = (d: CivilDate) => localToJd(d, { h: 12, mi: 0, s: 0 }, tz).jd;
    const days = Array.from({ length: kind === 'weekly' ? 7 : 1 }, (_, i) => { const d = addDays(first, i); return { date: d, jd: noon(d) }; });
    for (const d of days) { try { eph.checkRange(d.jd); } catch { throw invalidParam('transit_date', rangeProblem(formatDate(d.date), '12:00', tz, d.jd)); } }
    const refSign = ref === 'lagna' ? n.f.lagnaSign : n.f.moonSign;
    const ay = n.c.input.ayanamsa;
    const sections = kind === 'daily' ? TM.dailySections(eph, n.f, refSign, ref, days[0].jd, days[0].date, ay)
      : kind === 'tamil' ? TM.tamilDailySections(eph, n.f, days[0].jd, days[0].date, ay)
        : TM.weeklySections(eph, n.f, refSign, ref, days, tz, ay);
    const jd = days[0].jd;
    return {
      birth: birthEcho(n.c), transit_at_jd: Math.round(jd * 1e6) / 1e6, at_local: jdToLocal(jd, tz), at_iso: jdToIso(jd),
      ...textOut(p, sections, { ...natalFacts(n.f), counted_from: ref, reference_sign: SIGNS[refSign], days: days.map((d) => formatDate(d.date)), read_at: '12:00 local time each day' }, n.c.echo.warnings),
    };
  },
});
const dailyByLagna = horoscope('/v1/vedic/narrative/horoscope/daily-by-lagna', 'Daily horoscope counted from the lagna: the Moon\'s house, tara bala, weekday and every graha\'s transit house', 'daily', 'lagna');
const dailyByMoon = horoscope('/v1/vedic/narrative/horoscope/daily-by-moon', 'Daily horoscope counted from the Moon sign: the Moon\'s house, tara bala, weekday and every graha\'s transit house', 'daily', 'Moon');
const dailyTamil = horoscope('/v1/vedic/narrative/horoscope/daily-tamil', 'Daily rasi palan in the Tamil tradition: Tamil rasi, month and weekday names, chandrashtamam, tara and transits from the Moon', 'tamil', 'Moon');
const weeklyByLagna = horoscope('/v1/vedic/narrative/horoscope/weekly-by-lagna', 'Weekly horoscope counted from the lagna: the Moon\'s path, the best days, sign changes and the slow planets', 'weekly', 'lagna');
const weeklyByMoon = horoscope('/v1/vedic/narrative/horoscope/weekly-by-moon', 'Weekly horoscope counted from the Moon sign: the Moon\'s path, the best days, sign changes and the slow planets', 'weekly', 'Moon');

// ------------------------------------------------------------------ milan

const zPersonEcho = z.strictObject({ birth_date: z.string(), birth_time: z.string(), tz: z.string(), moon_sign: z.enum(SIGNS), nakshatra: z.string(), pada: z.number().int().min(1).max(4), location: zLocation.nullable() });
const optCoord = (name: string, ex: number, kind: 'lat' | 'lon') => q.number({ min: kind === 'lat' ? -90 : -180, max: kind === 'lat' ? 90 : 180, example: ex, description: `Optional ${name}: with both birth places the lagna is used for Mangal dosha` });
const milan = endpoint({
  path: '/v1/vedic/narrative/milan',
  summary: 'Compatibility narrative from two births: guna total and verdict, the eight kootas, koota doshas with exceptions, Mangal dosha',
  description: 'Reads boy.date/time/tz and girl.date/time/tz (the Moon needs no place); boy.lat/lon and girl.lat/lon are optional and add the lagna to the Mangal dosha check. boy is the groom, girl the bride (the kootas are not symmetric).',
  params: {
    'boy.date': q.date({ example: '1990-05-15', description: 'Groom\'s birth date' }), 'boy.time': q.time({ example: '10:30' }), 'boy.tz': q.tz({ example: 'Asia/Kolkata' }),
    'girl.date': q.date({ example: EX2.date, description: 'Bride\'s birth date' }), 'girl.time': q.time({ example: EX2.time }), 'girl.tz': q.tz({ example: EX2.tz }),
    'boy.lat': optCoord('groom\'s birth latitude', 28.6139, 'lat'), 'boy.lon': optCoord('groom\'s birth longitude', 77.209, 'lon'),
    'girl.lat': optCoord('bride\'s birth latitude', EX2.lat, 'lat'), 'girl.lon': optCoord('bride\'s birth longitude', EX2.lon, 'lon'),
    ayanamsa: ayanamsa(), ...textParams(),
  },
  response: z.strictObject({ boy: zPersonEcho, girl: zPersonEcho, ayanamsa: z.string(), total: z.number().min(0).max(36), verdict: z.string(), ...zText }),
  handler(p, { eph }) {
    const ay = p.ayanamsa as AyanamsaName;
    const people = (['boy', 'girl'] as const).map((who) => {
      const date = p[`${who}.date`] as CivilDate, time = p[`${who}.time`] as CivilTime, tz = p[`${who}.tz`] as string;
      const jd = localToJd(date, time, tz).jd;
      try { eph.checkRange(jd); } catch { throw invalidParam(`${who}.date`, rangeProblem(formatDate(date), fmtTime(time), tz, jd)); }
      const la = p[`${who}.lat`] as number | undefined, lo = p[`${who}.lon`] as number | undefined;
      const gs = grahaStates(eph, jd, ay);
      const prof = moonProfile(gs[1].longitude);
      const chart = la !== undefined && lo !== undefined ? computeChart(eph, { date, time, tz, lat: la, lon: lo, ayanamsa: ay }, `${who}.`) : null;
      return { who, date, time, tz, gs, prof, chart, echo: { birth_date: formatDate(date), birth_time: `${String(time.h).padStart(2, '0')}:${String(time.mi).padStart(2, '0')}`, tz, moon_sign: prof.sign as (typeof SIGNS)[number], nakshatra: prof.nakshatra, pada: prof.pada, location: chart ? chart.echo.location : null } };
    });
    const [boy, girl] = people;
    const a = ashtakoota(boy.prof, girl.prof, DEFAULT_ASHTAKOOTA_OPTIONS);
    let mangal: { verdict: MangalVerdict; rule: string; moon_only: boolean };
    if (boy.chart && girl.chart) {
      mangal = { ...mangalMatch(mangalDosha(natalOf(boy.chart)), mangalDosha(natalOf(girl.chart))), moon_only: false };
    } else {
      // Moon and Venus only (north house list); Mars in its own or exaltation sign cancels.
      const of = (gs: typeof boy.gs) => {
        const mars = signOf(gs[2].longitude);
        const hits = [gs[1], gs[5]].filter((ref) => MANGAL_HOUSES.north.includes(houseFromSign(signOf(ref.longitude), mars))).length;
        const cancelled = [0, 7, 9].includes(mars);
        return { present: hits > 0, has: hits > 0 && !cancelled, severity: hits === 2 ? 'medium' as const : 'low' as const };
      };
      const b = of(boy.gs), g = of(girl.gs);
      const verdict: MangalVerdict = !b.has && !g.has ? (b.present || g.present ? 'acceptable' : 'ok') : b.present && g.present ? 'acceptable' : (b.has ? b : g).severity === 'medium' ? 'warning' : 'caution';
      mangal = { verdict, rule: 'Mars counted from the Moon and Venus (no birth places given)', moon_only: true };
    }
    const sections = milanSections(a, mangal);
    return {
      boy: boy.echo, girl: girl.echo, ayanamsa: ay, total: a.total, verdict: a.verdict,
      ...textOut(p, sections, { total: a.total, verdict: a.verdict, method: 'ashtakoota (north Indian); exceptions reported, not applied', mangal_verdict: mangal.verdict }),
    };
  },
});

// ------------------------------------------------------------------ reference

const zEntry = z.strictObject({ term: z.string().min(1), definition: z.string().min(1) });
const zFamily = z.strictObject({ family: z.string(), entries: z.array(zEntry).min(1) });
const refText = () => ({ lang: langParam() });
const reference = endpoint({
  path: '/v1/vedic/narrative/reference',
  summary: 'The full reference glossary, by family (yoga, dosha, nakshatra, dasha, panchang, kundli, transit, matching, varga, varshaphal)',
  params: refText(), response: z.strictObject({ lang: z.enum(LOCALES), lang_used: z.literal('en'), families: z.array(zFamily).min(1), warnings: z.array(z.string()) }), ephemeris: false,
  handler(p) {
    return { lang: p.lang, lang_used: 'en' as const, families: GLOSSARY_FAMILIES.map((f) => ({ family: f, entries: glossaryEntries(f) })), warnings: localeWarnings(p.lang) };
  },
});
const referenceFamily = endpoint({
  path: '/v1/vedic/narrative/reference/{family}',
  summary: 'The glossary of one family (plural, alias or a rule prefix such as vedic.L1.yoga accepted); unknown is 404',
  params: { family: q.string({ in: 'path', required: true, maxLength: 80, example: 'yoga', description: `Family: ${GLOSSARY_FAMILIES.join(', ')} (plurals and rule prefixes like vedic.L1.yoga accepted)` }), ...refText() },
  response: z.strictObject({ lang: z.enum(LOCALES), lang_used: z.literal('en'), family: z.string(), requested: z.string(), entries: z.array(zEntry).min(1), warnings: z.array(z.string()) }), ephemeris: false,
  handler(p) {
    const fam = resolveFamily(p.family);
    if (!fam) throw notFound(`no glossary family ${JSON.stringify(p.family)}; families: ${GLOSSARY_FAMILIES.join(', ')}`);
    return { lang: p.lang, lang_used: 'en' as const, family: fam, requested: p.family, entries: glossaryEntries(fam), warnings: localeWarnings(p.lang) };
  },
});

export const narrativeEndpoints = [
  lagna, planetsInSigns, planetsInHouses, moonSign, sunSign, nakshatra, houseLordsOverview, karakas, yogas, doshas, divisional,
  planetInSign, planetInHouse, houseLord, yogaById, doshaById, sadeSatiStatus, profile, dashaPhal, dashaTree, transitPhal, transitDouble,
  transitAshtakavarga, sadeSatiPhase, varshaphalThemes, sadeSatiHistory, yearly, dailyByLagna, dailyByMoon, dailyTamil, weeklyByLagna,
  weeklyByMoon, marriageOutlook, careerOutlook, financeOutlook, milan, reference, referenceFamily,
];
