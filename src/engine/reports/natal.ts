/**
 * Building blocks of the natal reports: each function reads one engine (kundli, panchang,
 * dasha, transit, remedies) for a computed chart and returns the report's structured data with
 * the section(s) that show it. The numbers are the engines' own, so a report agrees with the
 * endpoint that serves the same engine (tests compare them).
 */
import type { Ephemeris } from '../ephemeris/ephemeris';
import type { HouseSystem } from '../ephemeris/constants';
import { ashtakavarga as ashtakavargaOf, placementOf as avPlacementOf } from '../kundli/ashtakavarga';
import { avakhada as avakhadaOf } from '../kundli/avakhada';
import { bhavabala as bhavabalaOf } from '../kundli/bhavabala';
import { charaDasha } from '../kundli/dasha/char';
import { DEFAULT_YEAR_DAYS, LEVEL_NAMES, runningChainAt, type DashaPeriod, vimshottari } from '../kundli/dasha/vimshottari';
import { dignityOf } from '../kundli/dignity';
import { kpLords, kpSignificators } from '../kundli/kp';
import { SHADBALA_VERSION, shadbala as shadbalaOf, type Shadbala } from '../kundli/shadbala';
import { hinduDay } from '../kundli/sunday';
import { type NatalChart, SEVEN, signOf } from '../kundli/types';
import { VARGA_NAMES, type VargaFactor, varga as vargaOf } from '../kundli/vargas';
import { karanaName, paksha, tithiDeity, tithiName, YOGAS, yogaType } from '../panchang/elements';
import { VARA_LORDS, VARAS } from '../panchang/day';
import { evaluateRemedies, findEntry, lalKitabEntry, momentFacts, planetInfo, REMEDY_KINDS, type RemedyKind, strengthFacts } from '../remedies';
import { jdToIso, jdToLocal } from '../time/julian';
import { sadeSatiAt, sadeSatiCycles, type SadeSatiCycle } from '../transit/sade-sati';
import { panotiAt } from '../transit/panoti';
import { type Angles, angles as anglesOf, grahaStates, houseOf, type NodeKind, type PlanetObject } from '../vedic/chart';
import { GRAHAS, type Graha, nakshatraPosition, NAKSHATRAS, SIGNS, signPosition } from '../vedic/zodiac';
import { JD_MAX, JD_MIN } from '../ephemeris/constants';
import { normDeg } from '../ephemeris/ephemeris';
import { dmsLon, localDay, localMinute, ORD, placementOf, r2, r6, signLord, signName } from './common';
import { kv, para, part, type ReportSection, table } from './document';

/** A computed birth chart with what the reports need around it. */
export interface NatalInput {
  eph: Ephemeris;
  natal: NatalChart;
  /** The nine grahas with houses in the requested system. */
  planets: PlanetObject[];
  angles: Angles;
  houseSystem: HouseSystem;
  node: NodeKind;
  tz: string;
  /** Reference moment for the running dasha, transits and Sade Sati (noon of `as_of` in tz). */
  asOfJd: number;
  asOf: string;
}

const GRAHA_ORDER = GRAHAS as readonly Graha[];
const lonOf = (x: NatalInput, g: Graha) => x.natal.grahas.find((s) => s.name === g)!.longitude;

// ------------------------------------------------------------------ birth panchang, avakhada

export function birthPanchang(x: NatalInput) {
  const sun = lonOf(x, 'Sun'), moon = lonOf(x, 'Moon');
  const el = normDeg(moon - sun);
  const t = Math.min(30, Math.floor(el / 12) + 1);
  const k = Math.min(60, Math.floor(el / 6) + 1);
  const y = Math.min(27, Math.floor(normDeg(sun + moon) / (360 / 27)) + 1);
  const n = nakshatraPosition(moon);
  const day = hinduDay(x.eph, x.natal.jd, x.natal.lat, x.natal.lon, x.natal.alt);
  return {
    tithi: { index: t, name: tithiName(t), paksha: paksha(t), deity: tithiDeity(t) },
    nakshatra: { index: n.nakshatra_index, name: n.nakshatra, pada: n.pada, lord: n.nakshatra_lord },
    yoga: { index: y, name: YOGAS[y - 1], type: yogaType(y) },
    karana: { index: k, name: karanaName(k) },
    vara: { index: day.weekday, name: VARAS[day.weekday], lord: VARA_LORDS[day.weekday] },
    sunrise_local: jdToLocal(day.sunrise, x.tz), sunset_local: jdToLocal(day.sunset, x.tz), polar: day.polar,
    moon_elongation: r6(el),
  };
}
export type BirthPanchang = ReturnType<typeof birthPanchang>;

export function birthPanchangSection(p: BirthPanchang): ReportSection {
  return part('birth.panchang', 'Panchang at birth', [
    kv([
      ['Vara (weekday from sunrise)', `${p.vara.name} (lord ${p.vara.lord})`], ['Tithi', `${p.tithi.paksha} ${p.tithi.name} (${p.tithi.index} of 30), deity ${p.tithi.deity}`],
      ['Nakshatra', `${p.nakshatra.name} pada ${p.nakshatra.pada} (lord ${p.nakshatra.lord})`], ['Yoga', `${p.yoga.name} (${p.yoga.index} of 27, ${p.yoga.type})`],
      ['Karana', `${p.karana.name} (${p.karana.index} of 60)`], ['Sunrise', p.sunrise_local], ['Sunset', p.sunset_local],
    ]),
    ...(p.polar ? [para('The Sun does not rise or set at this latitude on this date: local mean 06:00 stands in for sunrise.')] : []),
  ]);
}

export function avakhadaData(x: NatalInput) {
  return avakhadaOf(lonOf(x, 'Moon'), x.angles.ascendant);
}
export function avakhadaSection(a: ReturnType<typeof avakhadaData>): ReportSection {
  return part('birth.avakhada', 'Avakhada chakra', [kv([
    ['Varna', a.varna], ['Vashya', a.vashya], ['Yoni', `${a.yoni} (${a.yoni_gender})`], ['Gana', a.gana], ['Nadi', a.nadi], ['Tatva', a.tatva],
    ['Paya', a.paya], ['Rajju', a.rajju], ['Vedha', a.vedha], ['Yunja', a.yunja], ['Nakshatra deity', a.deity], ['Symbol', a.symbol],
    ['Moon sign (rashi)', `${a.moon_sign} (lord ${a.moon_sign_lord})`], ['Janma nakshatra', `${a.nakshatra} pada ${a.pada}`],
    ['Ascendant', `${a.ascendant_sign} (lord ${a.ascendant_lord})`], ['Name syllable', `${a.name_syllable} (${a.name_first_letter.join(', ')})`],
  ])]);
}

// ------------------------------------------------------------------ planets, houses

export function ascendantData(x: NatalInput) {
  const s = signPosition(x.angles.ascendant);
  return { ...placementOf(x.angles.ascendant), longitude: s.longitude, sign_index: s.sign_index, sign_lord: s.ruler };
}

export function planetsData(x: NatalInput) {
  return x.planets.map((p) => {
    const d = dignityOf(p.name, p.longitude, x.natal);
    return {
      name: p.name, placement: placementOf(p.longitude), house_num: p.house, retro: p.retrograde,
      longitude: p.longitude, sign_index: p.sign_index, speed: p.speed, combust: p.combust, sign_lord: p.ruler, dignity: d.status,
    };
  });
}
export type PlanetRow = ReturnType<typeof planetsData>[number];

export function planetsSection(asc: ReturnType<typeof ascendantData>, planets: PlanetRow[], houseSystem: string): ReportSection {
  return part('chart.planets', 'Ascendant and planets', [
    table(['Body', 'Sign', 'Degree', 'Nakshatra', 'Pada', 'Star lord', 'House', 'Dignity', 'R', 'C'], [
      ['Ascendant', asc.sign, asc.dms_within, asc.nakshatra, asc.pada, asc.nak_lord, 1, '-', '-', '-'],
      ...planets.map((p) => [p.name, p.placement.sign, p.placement.dms_within, p.placement.nakshatra, p.placement.pada, p.placement.nak_lord, p.house_num, p.dignity.replace(/_/g, ' '), p.retro ? 'R' : '', p.combust ? 'C' : '']),
    ]),
    para(`Sidereal longitudes; houses in the ${houseSystem.replace(/_/g, ' ')} system. R: retrograde. C: combust (within the classical orb of the Sun). Dignity: the five-fold relationship with the sign lord, or exaltation, debilitation, moolatrikona, own sign.`),
  ]);
}

export function housesData(x: NatalInput) {
  return x.angles.cusps.map((cusp, i) => {
    const s = signPosition(cusp);
    return {
      house: i + 1, sign: s.sign, sign_index: s.sign_index, cusp_longitude: s.longitude, cusp_dms: s.dms_in_sign, lord: s.ruler,
      occupants: x.planets.filter((p) => p.house === i + 1).map((p) => p.name),
    };
  });
}
export function housesSection(h: ReturnType<typeof housesData>, system: string): ReportSection {
  return part('chart.houses', 'Houses (bhavas)', [
    table(['House', 'Sign', 'Cusp', 'Lord', 'Occupants'], h.map((r) => [r.house, r.sign, r.cusp_dms, r.lord, r.occupants.join(', ') || '-'])),
    para(`House system: ${system.replace(/_/g, ' ')}. For whole signs each cusp is the beginning of the sign.`),
  ]);
}

// ------------------------------------------------------------------ vargas

export function vargaData(x: NatalInput, d: VargaFactor) {
  const asc = vargaOf(x.angles.ascendant, d, 'parashara');
  return {
    varga: `D${d}`, factor: d, name: VARGA_NAMES[d], method: 'parashara',
    ascendant: { sign: SIGNS[asc.sign], sign_index: asc.sign },
    planets: x.natal.grahas.map((g) => {
      const v = vargaOf(g.longitude, d, 'parashara');
      return { name: g.name, sign: SIGNS[v.sign], sign_index: v.sign, degree_in_sign: r6(v.degree), house: ((v.sign - asc.sign + 12) % 12) + 1 };
    }),
  };
}
export type VargaData = ReturnType<typeof vargaData>;
export function vargaSection(v: VargaData): ReportSection {
  return part(`varga.${v.varga}`, `${v.varga} ${v.name}`, [
    table(['Body', 'Sign', 'Degree in varga sign', 'House from varga lagna'], [
      ['Ascendant', v.ascendant.sign, '-', 1], ...v.planets.map((p) => [p.name, p.sign, p.degree_in_sign, p.house]),
    ]),
  ]);
}
export function vargaMatrixSection(vs: VargaData[]): ReportSection {
  const abbr = (s: string) => s.slice(0, 3);
  const blocks = [];
  for (let i = 0; i < vs.length; i += 10) {
    const chunk = vs.slice(i, i + 10);
    blocks.push(table(['Body', ...chunk.map((v) => v.varga)], [
      ['Asc', ...chunk.map((v) => abbr(v.ascendant.sign))],
      ...GRAHA_ORDER.map((g, k) => [g, ...chunk.map((v) => abbr(v.planets[k].sign))]),
    ]));
  }
  return part('vargas.matrix', 'Signs in every divisional chart', blocks);
}

// ------------------------------------------------------------------ strength

export function shadbalaData(x: NatalInput, s: Shadbala = shadbalaOf(x.eph, x.natal)) {
  return {
    shadbala_version: SHADBALA_VERSION,
    planets: SEVEN.map((p) => ({
      name: p, total_virupa: s.total_virupas[p], total_rupa: s.total_rupas[p], required_rupa: s.required_rupas[p], ratio: s.ratio[p], is_sufficient: s.ratio[p] >= 1,
      sthana: r2(s.sthana.total[p]), dig: r2(s.dig[p]), kala: r2(s.kala.total[p]), cheshta: r2(s.cheshta[p]), naisargika: r2(s.naisargika[p]), drik: r2(s.drik[p]),
    })),
  };
}
export function shadbalaSection(d: ReturnType<typeof shadbalaData>): ReportSection {
  return part('strength.shadbala', 'Shadbala (six-fold strength)', [
    table(['Planet', 'Sthana', 'Dig', 'Kala', 'Cheshta', 'Naisargika', 'Drik', 'Total (rupa)', 'Required', 'Ratio'],
      d.planets.map((p) => [p.name, p.sthana, p.dig, p.kala, p.cheshta, p.naisargika, p.drik, p.total_rupa, p.required_rupa, p.ratio])),
    para(`Components in virupas (60 virupas = 1 rupa); the ratio is the total against the minimum BPHS asks of each planet. Method: ${d.shadbala_version}.`),
  ]);
}
export function bhavabalaData(x: NatalInput, s: Shadbala) {
  return bhavabalaOf(x.eph, x.natal, s).rows;
}
export function bhavabalaSection(rows: ReturnType<typeof bhavabalaData>): ReportSection {
  return part('strength.bhavabala', 'Bhavabala (house strength)', [
    table(['House', 'Bhavadhipati', 'Dig bala', 'Drishti', 'Total (virupa)'], rows.map((r) => [r.house, r.bhavadhipati, r.bhava_dig_bala, r.bhava_drsti, r.total])),
  ]);
}

export function ashtakavargaData(x: NatalInput) {
  const a = ashtakavargaOf(avPlacementOf(x.natal));
  const sum = (v: number[]) => v.reduce((s, n) => s + n, 0);
  return {
    main: {
      sarva: a.sarva, sarva_total: sum(a.sarva), bhinna: a.bhinna,
      bhinna_totals: Object.fromEntries(Object.entries(a.bhinna).map(([k, v]) => [k, sum(v)])) as Record<string, number>,
    },
    reductions: { trikona_shodhana: a.trikona, ekadhipatya_shodhana: a.ekadhipatya, pindas: a.pindas },
  };
}
export function ashtakavargaSection(d: ReturnType<typeof ashtakavargaData>['main']): ReportSection {
  const short = SIGNS.map((s) => s.slice(0, 3));
  return part('ashtakavarga.main', 'Bhinna and Sarva ashtakavarga', [
    table(['Chart', ...short, 'Total'], [
      ...Object.entries(d.bhinna).map(([k, v]) => [k, ...v, d.bhinna_totals[k]]),
      ['Sarva', ...d.sarva, d.sarva_total],
    ]),
    para('Bindus per sign (columns Aries to Pisces). Sarva is the sum of the seven planets\' charts (the lagna\'s own chart is shown but not added). A sign with more than 28 sarva bindus supports transits through it.'),
  ]);
}
export function ashtakavargaReductionSection(d: ReturnType<typeof ashtakavargaData>['reductions']): ReportSection {
  const short = SIGNS.map((s) => s.slice(0, 3));
  return part('ashtakavarga.reductions', 'Shodhana (reductions) and pindas', [
    table(['Trikona', ...short], Object.entries(d.trikona_shodhana).map(([k, v]) => [k, ...v])),
    table(['Ekadhipatya', ...short], Object.entries(d.ekadhipatya_shodhana).map(([k, v]) => [k, ...v])),
    table(['Planet', 'Rasi pinda', 'Graha pinda', 'Sodhya pinda'], Object.entries(d.pindas).map(([k, v]) => [k, v.rasi_pinda, v.graha_pinda, v.sodhya_pinda])),
  ]);
}

// ------------------------------------------------------------------ KP

export function kpData(x: NatalInput) {
  const row = (lon: number) => ({ longitude: r6(lon), sign: signName(signOf(lon)), nakshatra: nakshatraPosition(lon).nakshatra, ...kpLords(lon) });
  const planets = x.natal.grahas.map((g) => ({ name: g.name, ...row(g.longitude) }));
  if (Math.abs(x.natal.lat) > 66) return { house_system: 'placidus', cusps: null, significators: null, planets, note: 'Placidus cusps are undefined above 66 degrees of latitude: only the planets\' lords are given' };
  const a = anglesOf(x.eph, x.natal.jd, x.natal.lat, x.natal.lon, x.natal.ayanamsa, 'placidus');
  const sig = kpSignificators(x.natal.grahas, a.cusps, (lon) => houseOf(lon, a, 'placidus'));
  return {
    house_system: 'placidus', cusps: a.cusps.map((c, i) => ({ house: i + 1, ...row(c) })),
    significators: sig.map((s) => ({ house: s.house, all: s.all })), planets, note: `KP lords in the chart's ayanamsa (${x.natal.ayanamsa}); cusps by Placidus`,
  };
}
export function kpSection(d: ReturnType<typeof kpData>): ReportSection {
  const blocks = [
    table(['Planet', 'Position', 'Nakshatra', 'Star lord', 'Sub lord', 'Sub-sub lord'], d.planets.map((p) => [p.name, dmsLon(p.longitude), p.nakshatra, p.star_lord, p.sub_lord, p.sub_sub_lord])),
  ];
  if (d.cusps) blocks.push(table(['Cusp', 'Position', 'Star lord', 'Sub lord', 'Sub-sub lord'], d.cusps.map((c) => [c.house, dmsLon(c.longitude), c.star_lord, c.sub_lord, c.sub_sub_lord])));
  if (d.significators) blocks.push(table(['House', 'Significators (strongest first)'], d.significators.map((s) => [s.house, s.all.join(', ')])));
  return part('kp.lords', 'Krishnamurti Paddhati (KP)', [...blocks, para(d.note)]);
}

// ------------------------------------------------------------------ dasha

function periodRow(p: DashaPeriod, tz: string) {
  return { lord: p.lord, level: p.level, level_name: LEVEL_NAMES[p.level - 1], years: r6(p.years), start_jd: p.start_jd, end_jd: p.end_jd, start_iso: jdToIso(p.start_jd), end_iso: jdToIso(p.end_jd), start_local: jdToLocal(p.start_jd, tz), end_local: jdToLocal(p.end_jd, tz) };
}
export type PeriodRow = ReturnType<typeof periodRow>;

export function vimshottariData(x: NatalInput, depth: number) {
  const v = vimshottari(lonOf(x, 'Moon'), x.natal.jd, depth, DEFAULT_YEAR_DAYS);
  const b = v.balance;
  const y = Math.floor(b.balance_years); const mf = (b.balance_years - y) * 12; const m = Math.floor(mf); const d = Math.floor((mf - m) * 30);
  return {
    tree: v.periods,
    balance: { lord: b.lord, elapsed_fraction: b.elapsed_fraction, balance_years: b.balance_years, balance_ymd: [y, m, d] as [number, number, number] },
    year_days: DEFAULT_YEAR_DAYS,
  };
}
export const mahaRows = (tree: DashaPeriod[], tz: string) => tree.map((p) => periodRow(p, tz));
export const antarRows = (tree: DashaPeriod[], tz: string) => tree.flatMap((m) => (m.sub ?? []).map((a) => ({ maha: m.lord, ...periodRow(a, tz) })));
export const pratyantarRows = (tree: DashaPeriod[], tz: string) =>
  tree.flatMap((m) => (m.sub ?? []).flatMap((a) => (a.sub ?? []).map((p) => ({ maha: m.lord, antar: a.lord, ...periodRow(p, tz) }))));

export function mahaSection(maha: PeriodRow[], balance: ReturnType<typeof vimshottariData>['balance']): ReportSection {
  return part('dasha.vimshottari.maha', 'Vimshottari mahadashas', [
    para(`Balance at birth: ${balance.lord} mahadasha, ${balance.balance_ymd[0]} years ${balance.balance_ymd[1]} months ${balance.balance_ymd[2]} days remaining (${r2(balance.elapsed_fraction * 100)}% of the nakshatra elapsed). Dasha years of ${DEFAULT_YEAR_DAYS} days.`),
    table(['Mahadasha', 'Years', 'From', 'To'], maha.map((p) => [p.lord, p.years, p.start_local.slice(0, 10), p.end_local.slice(0, 10)])),
  ]);
}
export function antarSections(antar: ReturnType<typeof antarRows>): ReportSection[] {
  const byMaha = new Map<string, typeof antar>();
  for (const a of antar) byMaha.set(a.maha, [...(byMaha.get(a.maha) ?? []), a]);
  return [part('dasha.vimshottari.antar', 'Antardashas of every mahadasha', [...byMaha.entries()].map(([m, rows]) =>
    table(['Antardasha', 'From', 'To'], rows.map((a) => [`${m} / ${a.lord}`, a.start_local.slice(0, 10), a.end_local.slice(0, 10)]), `${m} mahadasha`)))];
}
export function pratyantarSections(rows: ReturnType<typeof pratyantarRows>): ReportSection[] {
  const out: ReportSection[] = [];
  const byMaha = new Map<string, typeof rows>();
  for (const r of rows) byMaha.set(r.maha, [...(byMaha.get(r.maha) ?? []), r]);
  for (const [m, list] of byMaha) {
    const byAntar = new Map<string, typeof rows>();
    for (const r of list) byAntar.set(r.antar, [...(byAntar.get(r.antar) ?? []), r]);
    out.push(part(`dasha.vimshottari.pratyantar.${m}`, `Pratyantar dashas in the ${m} mahadasha`, [...byAntar.entries()].map(([a, ps]) =>
      table(['Pratyantar', 'From', 'To'], ps.map((p) => [`${m} / ${a} / ${p.lord}`, p.start_local.slice(0, 16), p.end_local.slice(0, 16)]), `${m} / ${a} antardasha`))));
  }
  return out;
}

/** The periods maha .. prana running at jd (the engine's 5-level tree; 59,049 periods, a few ms). */
export function runningChain(x: NatalInput, jd: number): PeriodRow[] {
  return runningChainAt(lonOf(x, 'Moon'), x.natal.jd, jd, 5).map((p) => periodRow(p, x.tz));
}
export { periodRow };
export function runningSection(chain: PeriodRow[], asOf: string): ReportSection {
  return part('dasha.running', `Periods running on ${asOf}`, chain.length
    ? [table(['Level', 'Lord', 'From', 'To'], chain.map((p) => [p.level_name, p.lord, p.start_local.slice(0, 16), p.end_local.slice(0, 16)]))]
    : [para(`${asOf} lies outside the 120 years of the Vimshottari cycle counted from birth.`)]);
}

export function charDashaData(x: NatalInput) {
  return charaDasha(x.angles.ascendant, x.natal.grahas, x.natal.jd, DEFAULT_YEAR_DAYS, 1).map((r) => ({
    sign: SIGNS[r.sign], sign_index: r.sign, lord: r.lord, years: r.years, start_jd: r.start_jd, end_jd: r.end_jd, start_local: jdToLocal(r.start_jd, x.tz), end_local: jdToLocal(r.end_jd, x.tz),
  }));
}
export function charDashaSection(rows: ReturnType<typeof charDashaData>): ReportSection {
  return part('dasha.chara', 'Jaimini Chara dasha (K.N. Rao)', [table(['Sign', 'Lord', 'Years', 'From', 'To'], rows.map((r) => [r.sign, r.lord, r.years, r.start_local.slice(0, 10), r.end_local.slice(0, 10)]))]);
}

// ------------------------------------------------------------------ transits and Sade Sati

export function transitsData(x: NatalInput) {
  const gs = grahaStates(x.eph, x.asOfJd, x.natal.ayanamsa, x.node);
  const moonSign = signOf(lonOf(x, 'Moon'));
  const lagna = signOf(x.angles.ascendant);
  return {
    as_of: x.asOf, at_jd: r6(x.asOfJd), at_local: jdToLocal(x.asOfJd, x.tz),
    planets: gs.map((g) => ({
      name: g.name, sign: signName(signOf(g.longitude)), longitude: r6(g.longitude), retro: g.retrograde,
      house_from_moon: ((signOf(g.longitude) - moonSign + 12) % 12) + 1, house_from_lagna: ((signOf(g.longitude) - lagna + 12) % 12) + 1,
    })),
  };
}
export function transitsSection(t: ReturnType<typeof transitsData>): ReportSection {
  return part('transits.positions', `Transits on ${t.as_of}`, [
    table(['Planet', 'Sign', 'Position', 'From Moon', 'From lagna', 'R'], t.planets.map((p) => [p.name, p.sign, dmsLon(p.longitude), ORD(p.house_from_moon), ORD(p.house_from_lagna), p.retro ? 'R' : ''])),
    para(`Sidereal positions at ${t.at_local} (noon of the reference date in the birth time zone).`),
  ]);
}

function cycleRow(c: SadeSatiCycle, tz: string) {
  return {
    start_local: localDay(c.start, tz), end_local: localDay(c.end, tz), start_jd: r6(c.start), end_jd: r6(c.end), duration_years: r2((c.end - c.start) / 365.25),
    start_exact: c.startExact, end_exact: c.endExact,
    phases: c.phases.map((p) => ({ phase: p.phase, sign: SIGNS[p.sign], start_local: localDay(p.start, tz), end_local: localDay(p.end, tz) })),
  };
}
export type CycleRow = ReturnType<typeof cycleRow>;

export function sadeSatiData(x: NatalInput) {
  const moonSign = signOf(lonOf(x, 'Moon'));
  const s = sadeSatiAt(x.eph, moonSign, x.asOfJd, x.natal.ayanamsa);
  const p = panotiAt(x.eph, moonSign, x.asOfJd, x.natal.ayanamsa);
  return {
    as_of: x.asOf, moon_sign: SIGNS[moonSign], saturn_sign: SIGNS[s.saturnSign], saturn_house_from_moon: s.saturnHouse,
    status: s.status, phase: s.phase,
    current_cycle: s.cycle ? cycleRow(s.cycle, x.tz) : null, previous_cycle: s.previousCycle ? cycleRow(s.previousCycle, x.tz) : null, next_cycle: s.nextCycle ? cycleRow(s.nextCycle, x.tz) : null,
    dhaiya: p.status === 'active' && p.kind ? { kind: p.kind, start_local: p.window ? localDay(p.window.start, x.tz) : null, end_local: p.window ? localDay(p.window.end, x.tz) : null } : null,
  };
}
export function sadeSatiSection(s: ReturnType<typeof sadeSatiData>): ReportSection {
  const cyc = (c: CycleRow | null) => (c ? `${c.start_local} to ${c.end_local} (${c.duration_years} years)` : '-');
  return part('transits.sade_sati', 'Sade Sati and Dhaiya', [kv([
    ['Moon sign', s.moon_sign], [`Saturn on ${s.as_of}`, `${s.saturn_sign} (${ORD(s.saturn_house_from_moon)} from the Moon)`],
    ['Sade Sati', s.status === 'active' ? `running, ${s.phase} phase` : s.status === 'paused' ? 'paused by a retrograde loop' : 'not running'],
    ['Current cycle', cyc(s.current_cycle)], ['Previous cycle', cyc(s.previous_cycle)], ['Next cycle', cyc(s.next_cycle)],
    ['Dhaiya (small panoti)', s.dhaiya ? `${s.dhaiya.kind}, ${s.dhaiya.start_local} to ${s.dhaiya.end_local}` : 'not running'],
  ])]);
}
/** Every Sade Sati cycle from birth to age `years`. */
export function sadeSatiHistory(x: NatalInput, years = 100): CycleRow[] {
  const moonSign = signOf(lonOf(x, 'Moon'));
  const t0 = x.natal.jd;
  const t1 = Math.min(JD_MAX - 1, t0 + years * 365.25);
  return sadeSatiCycles(x.eph, moonSign, Math.max(JD_MIN + 1, t0), t1, x.natal.ayanamsa).map((c) => cycleRow(c, x.tz));
}
export function sadeSatiHistorySection(rows: CycleRow[], id = 'transits.sade_sati_history', heading = 'Sade Sati cycles over the life span'): ReportSection {
  const ph = (c: CycleRow, n: string) => c.phases.find((p) => p.phase === n)?.start_local ?? '-';
  return part(id, heading, [table(['Cycle', 'From', 'To', 'Years', 'Rising', 'Peak', 'Setting'], rows.map((c, i) => [i + 1, c.start_local, c.end_local, c.duration_years, ph(c, 'rising'), ph(c, 'peak'), ph(c, 'setting')]))]);
}

// ------------------------------------------------------------------ remedies

export function remediesData(x: NatalInput, withLalKitab: boolean) {
  const houses = Object.fromEntries(x.planets.map((p) => [p.name, p.house])) as Record<Graha, number>;
  const moment = momentFacts(x.eph, x.natal, x.asOfJd, x.natal.ayanamsa);
  const ev = evaluateRemedies({ chart: x.natal, houses, houseSystem: x.houseSystem, shadbala: strengthFacts(x.eph, x.natal), moment }, { kinds: REMEDY_KINDS });
  const nameOf = (kind: RemedyKind, id: string): string => {
    if (kind === 'gemstone' || kind === 'color' || kind === 'number') {
      const p = planetInfo(id)!;
      return kind === 'gemstone' ? `${p.planet} gemstone: ${p.gemstone.name} (${p.gemstone.sanskrit})` : kind === 'color' ? `${p.planet} colours: ${p.colors.join(', ')}` : `${p.planet} number: ${p.number}`;
    }
    return (findEntry(kind, id) as { name: string } | undefined)?.name ?? id;
  };
  return {
    as_of: x.asOf,
    rules_fired: ev.fired.map((f) => ({ rule_id: f.rule_id, name: f.name, category: f.category, planet: f.planet, condition_text: f.condition_text })),
    remedies: ev.recommendations.map((r) => ({ kind: r.kind, id: r.id, name: nameOf(r.kind, r.id), rule_ids: r.rule_ids })),
    ...(withLalKitab ? { lal_kitab: ev.lal_kitab.map((l) => { const e = lalKitabEntry(l.planet, l.house)!; return { planet: l.planet, house: l.house, theme: e.theme, remedies: e.remedies, avoid: e.avoid }; }) } : {}),
  };
}
export function remediesSection(r: ReturnType<typeof remediesData>): ReportSection {
  return part('remedies.list', 'Remedies', [
    r.rules_fired.length ? table(['Rule', 'Why'], r.rules_fired.map((f) => [f.name, f.condition_text]), 'Rules that apply') : para('No remedy rule applies to this chart.'),
    ...(r.remedies.length ? [table(['Kind', 'Remedy', 'Recommended by'], r.remedies.map((m) => [m.kind, m.name, m.rule_ids.join(', ')]), 'Recommended remedies')] : []),
    para('Remedies are traditional suggestions from the rules listed; the catalog entries (/v1/vedic/remedies/...) give the full procedures.'),
  ]);
}
export function lalKitabSection(rows: NonNullable<ReturnType<typeof remediesData>['lal_kitab']>): ReportSection {
  return part('remedies.lal_kitab', 'Lal Kitab placements', [table(['Planet', 'House', 'Theme', 'Remedies', 'Avoid'], rows.map((l) => [l.planet, l.house, l.theme, l.remedies.join('; '), l.avoid.join('; ')]))]);
}

export { NAKSHATRAS, SEVEN, localMinute };
