/**
 * The focused natal reports: varshaphal (annual), Sade Sati, Mangal dosha and the Vimshottari
 * dasha analysis. Each reads one birth chart (NatalInput) and the same engines as the
 * corresponding endpoints.
 */
import { runningChainAt, type DashaPeriod, vimshottari } from '../kundli/dasha/vimshottari';
import { signOf } from '../kundli/types';
import { mangalDosha, type MangalDosha } from '../matching/doshas';
import { chartFacts } from '../narrative/facts';
import { detectDoshas, DOSHA_CATALOG } from '../narrative/doshas';
import * as N from '../narrative/natal';
import * as TM from '../narrative/timed';
import { annualChart } from '../varshaphal/annual-chart';
import { muddaDasha } from '../varshaphal/mudda-dasha';
import { maasaPravesha, varshaPravesha, SIDEREAL_YEAR_DAYS } from '../varshaphal/solar-return';
import { bodiesOf } from '../varshaphal/tajika-aspects';
import { tajikaYogas } from '../varshaphal/tajika-yogas';
import { strengthGrade, yearLord } from '../varshaphal/year-lord';
import { harshaBala } from '../varshaphal/harsha-bala';
import { jdToIso, jdToLocal } from '../time/julian';
import { houseOf } from '../vedic/chart';
import { type Graha, SIGNS } from '../vedic/zodiac';
import { envelope, methodChapter, ORD, placementOf, r2, r6 } from './common';
import { chapter, fromNarrative, kv, para, part, type ReportSection, table } from './document';
import { type Subject, subjectSection } from './kundli';
import { housesOccupied, mangalStatus } from './match';
import * as B from './natal';

export interface FocusedInput extends B.NatalInput { subject: Subject; lang: string; generatedAt: string; warnings: string[]; methodLines: string[] }

const narr = (group: string, list: { id: string; heading: string; body: string; facts: Record<string, unknown> }[]) => list.map((s) => fromNarrative(s as never, `narrative.${group}`));
const birthChapter = (x: FocusedInput): ReportSection[] => {
  const asc = B.ascendantData(x);
  return [chapter('birth', 'Birth details', []), subjectSection(x.subject, x), B.planetsSection(asc, B.planetsData(x), x.houseSystem)];
};

// ------------------------------------------------------------------ varshaphal

export function varshaphalReport(x: FocusedInput, year: number) {
  const completed = year - Number(x.subject.BirthDate.slice(0, 4));
  const natalSun = x.natal.grahas[0].longitude;
  const a = annualChart(x.eph, {
    birthJd: x.natal.jd, lat: x.natal.lat, lon: x.natal.lon, alt: x.natal.alt, ayanamsa: x.natal.ayanamsa, node: x.node,
    house_system: x.houseSystem, natalSunLongitude: natalSun, natalAscendant: x.angles.ascendant, completedYears: completed,
  });
  const next = varshaPravesha(x.eph, x.natal.jd, a.pravesha.natal_sun_longitude, completed + 1, x.natal.ayanamsa);
  const y = yearLord(a);
  const lordLon = a.grahas.find((g) => g.name === y.lord)!.longitude;
  const units = y.pancha_vargeeya[y.lord].total;
  const mudda = muddaDasha({ method: 'janma_nakshatra', natalMoonLon: x.natal.grahas[1].longitude, completedYears: completed, yearLord: y.lord, yearStart: a.pravesha.jd, yearEnd: next.jd, depth: 1 });
  const yogas = tajikaYogas(bodiesOf(a.grahas), a.angles.ascendant).filter((t) => t.present);
  const harsha = harshaBala(a);
  const months = Array.from({ length: 12 }, (_, i) => maasaPravesha(x.eph, a.pravesha.jd, a.pravesha.natal_sun_longitude, i + 1, x.natal.ayanamsa));
  const f = chartFacts(x.natal);
  const yi: TM.YearInput = { eph: x.eph, f, lat: x.natal.lat, lon: x.natal.lon, alt: x.natal.alt, ayanamsa: x.natal.ayanamsa, node: x.node, tz: x.tz, completedYears: completed };
  const planets = a.grahas.map((g) => ({ name: g.name, placement: placementOf(g.longitude), house_num: houseOf(g.longitude, a.angles, x.houseSystem), retro: g.retrograde, longitude: r6(g.longitude) }));
  const ascP = placementOf(a.angles.ascendant);
  const mun = { sign: SIGNS[a.muntha.sign], house: a.muntha.house, lord: a.muntha.lord };
  const sections: ReportSection[] = [
    ...birthChapter(x),
    chapter('annual', `The year ${year}`, [kv([
      ['Solar return (varsha pravesha)', jdToLocal(a.pravesha.jd, x.tz)], ['Next solar return', jdToLocal(next.jd, x.tz)], ['Completed years', completed],
      ['Year ascendant', `${ascP.sign} ${ascP.dms_within}`], ['Muntha', `${mun.sign}, ${ORD(mun.house)} house, lord ${mun.lord}`],
      ['Year lord (varsheshwara)', `${y.lord}, ${ORD(houseOf(lordLon, a.angles, 'whole_sign'))} house, ${strengthGrade(units)} (${r2(units)} of 20)`],
    ])]),
    part('annual.chart', 'Annual chart', [table(['Planet', 'Sign', 'Degree', 'Nakshatra', 'House', 'R'], planets.map((p) => [p.name, p.placement.sign, p.placement.dms_within, p.placement.nakshatra, p.house_num, p.retro ? 'R' : '']))]),
    part('annual.tajika_yogas', 'Tajika yogas', [yogas.length ? table(['Yoga', 'Nature', 'Between'], yogas.map((t) => [t.name, t.nature, t.instances.map((i) => i.planets.join('-')).join('; ')])) : para('No Tajika yoga is formed in the annual chart.')]),
    part('annual.harsha', 'Harsha bala', [table(['Planet', 'Sthana', 'Uchcha/own', 'Stri-purusha', 'Dina-ratri', 'Total'], harsha.map((h) => [h.planet, h.sthana, h.uchcha_swakshetra, h.stri_purusha, h.dina_ratri, h.total]))]),
    part('annual.mudda', 'Mudda dasha', [table(['Lord', 'From', 'To', 'Days'], mudda.periods.map((m) => [m.lord, jdToLocal(m.start_jd, x.tz).slice(0, 10), jdToLocal(m.end_jd, x.tz).slice(0, 10), r2(m.end_jd - m.start_jd)]))]),
    part('annual.months', 'Month charts (maasa pravesha)', [table(['Month', 'Begins'], months.map((m) => [m.month, jdToLocal(m.jd, x.tz).slice(0, 16)]))]),
    chapter('reading', 'Reading of the year', []),
    ...narr('yearly', TM.yearlySections(yi)),
    methodChapter(x.methodLines),
  ];
  return {
    ...envelope({ kind: 'varshaphal', lang: x.lang, generatedAt: x.generatedAt, sections, warnings: x.warnings }),
    Subject: x.subject, Year: year, CompletedYears: completed,
    SolarReturn: { jd: r6(a.pravesha.jd), iso: jdToIso(a.pravesha.jd), local: jdToLocal(a.pravesha.jd, x.tz), next_jd: r6(next.jd), next_local: jdToLocal(next.jd, x.tz), year_length_days: r6(next.jd - a.pravesha.jd), by_day: a.day },
    AnnualAscendant: ascP, AnnualPlanets: planets, Muntha: mun,
    YearLord: { lord: y.lord, rule: y.rule, strength: strengthGrade(units), strength_units: units, house: houseOf(lordLon, a.angles, 'whole_sign'), office_bearers: y.office_bearers },
    TajikaYogas: yogas.map((t) => ({ name: t.name, nature: t.nature, rule: t.rule })),
    HarshaBala: harsha,
    MuddaDasha: mudda.periods.map((m) => ({ lord: m.lord, start_jd: r6(m.start_jd), end_jd: r6(m.end_jd), start_local: jdToLocal(m.start_jd, x.tz), end_local: jdToLocal(m.end_jd, x.tz), partial: m.partial })),
    MaasaPravesha: months.map((m) => ({ month: m.month, jd: r6(m.jd), local: jdToLocal(m.jd, x.tz) })),
  };
}

/** The year range check: the solar return of `year` and the next one must be inside the ephemeris. */
export const yearSpanDays = (completed: number) => (completed + 1) * SIDEREAL_YEAR_DAYS + 2;

// ------------------------------------------------------------------ Sade Sati

export function sadeSatiReport(x: FocusedInput) {
  const f = chartFacts(x.natal);
  const status = B.sadeSatiData(x);
  const history = B.sadeSatiHistory(x, 100);
  const asOfJd = x.asOfJd;
  const jdOf = (c: B.CycleRow) => ({ s: c.start_jd, e: c.end_jd });
  const past = history.filter((c) => jdOf(c).e <= asOfJd);
  const current = history.find((c) => jdOf(c).s <= asOfJd && asOfJd < jdOf(c).e) ?? null;
  const future = history.filter((c) => jdOf(c).s > asOfJd);
  const out = (c: B.CycleRow) => ({
    StartDate: c.start_local, EndDate: c.end_local, StartPhase: c.phases[0]?.phase ?? null, EndPhase: c.phases[c.phases.length - 1]?.phase ?? null,
    SignsTraversed: c.phases.map((p) => p.sign), DurationYears: c.duration_years, start_jd: c.start_jd, end_jd: c.end_jd, start_exact: c.start_exact, end_exact: c.end_exact, phases: c.phases,
  });
  const remedies = B.remediesData(x, false);
  const saturnRules = remedies.rules_fired.filter((r) => r.category === 'transit' || r.planet === 'Saturn');
  const ids = new Set(saturnRules.map((r) => r.rule_id));
  const sections: ReportSection[] = [
    ...birthChapter(x),
    chapter('status', `Sade Sati on ${x.asOf}`, []), B.sadeSatiSection(status),
    ...narr('status', TM.sadeSatiStatusSections(x.eph, f, asOfJd, x.tz, x.natal.ayanamsa)),
    chapter('cycles', 'Every cycle from birth to age 100', []), B.sadeSatiHistorySection(history, 'cycles.table', 'Cycles'),
    ...narr('history', TM.sadeSatiHistorySections(x.eph, f, x.tz, x.natal.ayanamsa)),
    chapter('phases', 'The three phases', []),
    ...(['rising', 'peak', 'setting'] as const).flatMap((ph) => narr(`phase.${ph}`, TM.sadeSatiPhaseSections(x.eph, f, asOfJd, x.tz, x.natal.ayanamsa, ph).sections.slice(0, 2))),
    chapter('remedies', 'Remedies for Saturn', [saturnRules.length ? table(['Rule', 'Why'], saturnRules.map((r) => [r.name, r.condition_text])) : para('No Saturn or transit remedy rule applies on the reference date.')]),
    ...(saturnRules.length ? [part('remedies.list', 'Recommended', [table(['Kind', 'Remedy'], remedies.remedies.filter((m) => m.rule_ids.some((id) => ids.has(id))).map((m) => [m.kind, m.name]))])] : []),
    methodChapter(x.methodLines),
  ];
  return {
    ...envelope({ kind: 'sade_sati', lang: x.lang, generatedAt: x.generatedAt, sections, warnings: x.warnings }),
    Subject: x.subject, AsOf: x.asOf,
    CurrentStatus: { status: status.status, phase: status.phase, saturn_sign: status.saturn_sign, moon_sign: status.moon_sign, saturn_house_from_moon: status.saturn_house_from_moon, in_sade_sati: status.status === 'active' },
    Past: past.length ? past.map(out) : null, Current: current ? out(current) : null, Future: future.length ? future.map(out) : null,
    Dhaiya: status.dhaiya, NextCycle: status.next_cycle ? out(status.next_cycle) : null,
  };
}

// ------------------------------------------------------------------ Mangal dosha

export function mangalReport(x: FocusedInput) {
  const m: MangalDosha = mangalDosha(x.natal, 'north');
  const south = mangalDosha(x.natal, 'south');
  const f = chartFacts(x.natal);
  const hit = detectDoshas(f).find((h) => h.id === 'mangal_dosha')!;
  const cat = DOSHA_CATALOG.find((d) => d.id === 'mangal_dosha')!;
  const mars = x.natal.grahas[2].longitude;
  const remedies = B.remediesData(x, false);
  const rules = remedies.rules_fired.filter((r) => r.planet === 'Mars' || /mangal/.test(r.rule_id));
  const ids = new Set(rules.map((r) => r.rule_id));
  const status = mangalStatus(m);
  const sections: ReportSection[] = [
    ...birthChapter(x),
    chapter('dosha', 'Mangal dosha', [kv([
      ['Mars', `${SIGNS[m.mars_sign]}, house ${m.mars_house} from the lagna, ${m.mars_house_from_moon} from the Moon, ${m.mars_house_from_venus} from Venus`],
      ['Dosha houses (north)', '1, 2, 4, 7, 8, 12'], ['From lagna / Moon / Venus', `${m.from_lagna ? 'yes' : 'no'} / ${m.from_moon ? 'yes' : 'no'} / ${m.from_venus ? 'yes' : 'no'}`],
      ['Present before cancellation', m.present], ['Cancelled', m.cancelled], ['Status', status], ['Severity', m.severity],
      ['South Indian reckoning (2, 4, 7, 8, 12)', south.has_mangal_dosha ? `present (${south.severity})` : south.present ? 'present, cancelled' : 'absent'],
    ])]),
    part('dosha.cancellations', 'Cancellation rules', [table(['Rule', 'Applies', 'Meaning'], m.cancellations.map((c) => [c.name, c.applies, c.rule]))]),
    chapter('reading', 'Reading', []),
    fromNarrative(N.doshaSection(cat, hit), 'narrative'),
    fromNarrative(N.planetInHouseSection(f, 'Mars', f.planets.Mars.house, 'whole_sign', f.planets.Mars.house), 'narrative'),
    fromNarrative(N.planetInSignSection(f, 'Mars'), 'narrative'),
    chapter('remedies', 'Remedies', [rules.length ? table(['Rule', 'Why'], rules.map((r) => [r.name, r.condition_text])) : para('No Mars remedy rule applies to this chart.')]),
    ...(rules.length ? [part('remedies.list', 'Recommended', [table(['Kind', 'Remedy'], remedies.remedies.filter((r) => r.rule_ids.some((id) => ids.has(id))).map((r) => [r.kind, r.name]))])] : []),
    methodChapter(x.methodLines),
  ];
  return {
    ...envelope({ kind: 'mangal_dosha', lang: x.lang, generatedAt: x.generatedAt, sections, warnings: x.warnings }),
    Subject: { name: x.subject.Name, birth_date: x.subject.BirthDate, birth_time: x.subject.BirthTime, birth_place: x.subject.BirthPlace, ascendant_sign: SIGNS[signOf(x.angles.ascendant)], lat: x.subject.Lat, lon: x.subject.Lon, tz: x.subject.Tz },
    Method: 'north' as const,
    Status: status, HasDosha: m.has_mangal_dosha, Present: m.present, Severity: m.severity, HousesOccupied: housesOccupied(m),
    FromLagna: m.from_lagna, FromMoon: m.from_moon, FromVenus: m.from_venus,
    Cancelled: m.cancelled, CancelReasons: m.cancelled_by, Cancellations: m.cancellations,
    MarsPlacement: { ...placementOf(mars), house: m.mars_house, house_from_moon: m.mars_house_from_moon, house_from_venus: m.mars_house_from_venus },
    SouthIndian: { HasDosha: south.has_mangal_dosha, Present: south.present, Cancelled: south.cancelled },
  };
}

// ------------------------------------------------------------------ dasha analysis

export function dashaReport(x: FocusedInput) {
  const f = chartFacts(x.natal);
  const moon = x.natal.grahas[1].longitude;
  // The 10-year preview lists pratyantars (3 levels); the running chain goes to prana (5).
  const tree3 = vimshottari(moon, x.natal.jd, 3).periods;
  const v = B.vimshottariData(x, 2);
  const tz = x.tz;
  const maha = B.mahaRows(v.tree, tz);
  const antar = B.antarRows(v.tree, tz);
  const chain = runningChainAt(moon, x.natal.jd, x.asOfJd, 5);
  const running = chain.map((p) => B.periodRow(p, tz));
  const level = (parent: DashaPeriod | undefined) => (parent?.sub ?? []).map((p) => B.periodRow(p, tz));
  const tenYearsEnd = x.asOfJd + 10 * 365.25;
  const preview = tree3.flatMap((m) => (m.sub ?? []).flatMap((a) => (a.sub ?? []).map((p) => ({ maha: m.lord, antar: a.lord, p }))))
    .filter((r) => r.p.end_jd > x.asOfJd && r.p.start_jd < tenYearsEnd)
    .map((r) => ({ maha: r.maha, antar: r.antar, ...B.periodRow(r.p, tz) }));
  const [md, ad, pd, sd] = chain;
  const sections: ReportSection[] = [
    ...birthChapter(x),
    chapter('dasha', 'Vimshottari mahadashas', []), B.mahaSection(maha, v.balance), B.runningSection(running, x.asOf),
    ...B.antarSections(antar),
    chapter('levels', `The running periods in depth (${x.asOf})`, chain.length ? [] : [para('The reference date lies outside the 120 years of the cycle.')]),
    ...(md ? [part('levels.antar', `Antardashas of the ${md.lord} mahadasha`, [table(['Antar', 'From', 'To'], level(md).map((p) => [p.lord, p.start_local.slice(0, 10), p.end_local.slice(0, 10)]))])] : []),
    ...(ad ? [part('levels.pratyantar', `Pratyantars of ${md.lord} / ${ad.lord}`, [table(['Pratyantar', 'From', 'To'], level(ad).map((p) => [p.lord, p.start_local.slice(0, 16), p.end_local.slice(0, 16)]))])] : []),
    ...(pd ? [part('levels.sookshma', `Sookshmas of ${ad.lord} / ${pd.lord}`, [table(['Sookshma', 'From', 'To'], level(pd).map((p) => [p.lord, p.start_local.slice(0, 16), p.end_local.slice(0, 16)]))])] : []),
    ...(sd ? [part('levels.prana', `Pranas of ${pd.lord} / ${sd.lord}`, [table(['Prana', 'From', 'To'], level(sd).map((p) => [p.lord, p.start_local.slice(0, 16), p.end_local.slice(0, 16)]))])] : []),
    chapter('preview', `The next ten years (from ${x.asOf})`, [table(['Maha / antar / pratyantar', 'From', 'To'], preview.map((r) => [`${r.maha} / ${r.antar} / ${r.lord}`, r.start_local.slice(0, 10), r.end_local.slice(0, 10)]))]),
    chapter('reading', 'Readings', []),
    ...narr('dasha_phal', TM.dashaPhalSections(f, x.asOfJd, tz)),
    ...(md ? narr('dasha_tree', TM.dashaTreeSections(f, md.lord as Graha, null, tz)) : []),
    methodChapter(x.methodLines),
  ];
  return {
    ...envelope({ kind: 'dasha_analysis', lang: x.lang, generatedAt: x.generatedAt, sections, warnings: x.warnings }),
    Subject: x.subject, AsOf: x.asOf,
    Vimshottari: { system: 'vimshottari', year_days: v.year_days, balance: v.balance, maha_dasha: maha },
    Antardashas: antar,
    Current: running,
    RunningLevels: { antar: level(md), pratyantar: level(ad), sookshma: level(pd), prana: level(sd) },
    Preview: { from: x.asOf, years: 10, pratyantar: preview },
  };
}
