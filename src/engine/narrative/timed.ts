/**
 * Narratives of a chart at a moment: Vimshottari dasha phal, transits (gochara from the Moon or
 * the lagna, double transit, ashtakavarga), Sade Sati (status, phase, history), the annual
 * chart (varshaphal themes, yearly bhavishyafal) and the daily/weekly horoscopes. Everything is
 * read from the sky at the requested moment: the same input always gives the same text.
 */
import type { AyanamsaName } from '../ephemeris/constants';
import { JD_MAX, JD_MIN } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { ashtakavarga, placementOf } from '../kundli/ashtakavarga';
import { type DashaPeriod, runningChainAt, vimshottari } from '../kundli/dasha/vimshottari';
import type { NatalChart } from '../kundli/types';
import { signOf } from '../kundli/types';
import { taraOf, TARAS } from '../panchang/tara';
import { jdToLocal, localDateAt, weekdayOf } from '../time/julian';
import { GrahaTrack, ingressesBetween } from '../transit/ingress';
import { panotiAt } from '../transit/panoti';
import { type SadeSatiCycle, sadeSatiAt, sadeSatiCycles } from '../transit/sade-sati';
import { annualChart } from '../varshaphal/annual-chart';
import { grahaStates, type NodeKind } from '../vedic/chart';
import { GRAHAS, type Graha, nakshatraPosition, SIGNS } from '../vedic/zodiac';
import { type FactValue, fill, type Section, T } from './content';
import { type ChartFacts, houseFromSign, housesRuledBy, ORDINAL, relation, SEVEN_GRAHAS } from './facts';
import { listing } from './natal';

const sec = (id: string, heading: string, body: string | string[], facts: Record<string, FactValue>): Section =>
  ({ id, heading, body: Array.isArray(body) ? body.filter(Boolean).join('\n') : body, facts });
const day = (jd: number, tz: string) => jdToLocal(jd, tz).slice(0, 10);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

export interface Sky { jd: number; signs: Record<Graha, number>; longitudes: Record<Graha, number>; retro: Record<Graha, boolean> }
export function skyAt(eph: Ephemeris, jd: number, ayanamsa: AyanamsaName, node: NodeKind = 'mean'): Sky {
  const gs = grahaStates(eph, jd, ayanamsa, node);
  const signs = {} as Record<Graha, number>, longitudes = {} as Record<Graha, number>, retro = {} as Record<Graha, boolean>;
  for (const g of gs) { signs[g.name] = signOf(g.longitude); longitudes[g.name] = g.longitude; retro[g.name] = g.retrograde; }
  return { jd, signs, longitudes, retro };
}

// ------------------------------------------------------------------ dasha

export function dashaChain(natal: NatalChart, jd: number, depth = 3): DashaPeriod[] {
  const moon = natal.grahas.find((g) => g.name === 'Moon')!.longitude;
  return runningChainAt(moon, natal.jd, jd, depth);
}

function lordSentence(f: ChartFacts, g: Graha): string {
  const ruled = housesRuledBy(f, g);
  return fill(T.dasha.lord_placement, { planet: g, house: ORDINAL(f.planets[g].house), ruled: ruled.length ? `${listing(ruled.map(ORDINAL))} house${ruled.length > 1 ? 's' : ''}` : 'no sign (as a node it acts for its dispositor)', house_theme: T.houseNames[String(f.planets[g].house)] });
}
function relationSentence(maha: Graha, antar: Graha): string {
  const r = relation(antar, maha);
  return r === 'same' ? T.dasha.same_lord : r === 'friend' ? T.dasha.friendly_lords : r === 'enemy' ? T.dasha.inimical_lords : T.dasha.neutral_lords;
}
const periodFacts = (p: DashaPeriod, tz: string) => ({ lord: p.lord, start: day(p.start_jd, tz), end: day(p.end_jd, tz), start_jd: r4(p.start_jd), end_jd: r4(p.end_jd) });

export function dashaPhalSections(f: ChartFacts, jd: number, tz: string): Section[] {
  const chain = dashaChain(f.chart, jd, 3);
  if (!chain.length) return [sec('dasha.outside', 'No running period', T.dasha.outside_range, { at_jd: r4(jd) })];
  const [md, ad, pd] = chain;
  const out = [
    sec('dasha.maha', `${md.lord} mahadasha`, [T.dasha.maha[md.lord], lordSentence(f, md.lord)], { level: 'maha', ...periodFacts(md, tz), lord_house: f.planets[md.lord].house, lord_rules: housesRuledBy(f, md.lord) }),
  ];
  if (ad) out.push(sec('dasha.antar', `${md.lord} / ${ad.lord} antardasha`, [T.dasha.antar[ad.lord], relationSentence(md.lord, ad.lord), lordSentence(f, ad.lord)], { level: 'antar', ...periodFacts(ad, tz), relation_to_maha: relation(ad.lord, md.lord), lord_house: f.planets[ad.lord].house }));
  if (pd) out.push(sec('dasha.pratyantar', `${ad.lord} / ${pd.lord} pratyantar`, fill(T.dasha.pratyantar, { planet: pd.lord, start: day(pd.start_jd, tz), end: day(pd.end_jd, tz), keywords: T.common.planet_keywords[pd.lord] }), { level: 'pratyantar', ...periodFacts(pd, tz) }));
  const nextAd = md.sub?.find((x) => x.start_jd >= (ad?.end_jd ?? Infinity) - 1e-9);
  if (nextAd) out.push(sec('dasha.next_antar', `Next: ${md.lord} / ${nextAd.lord}`, [`From ${day(nextAd.start_jd, tz)} the ${nextAd.lord} sub-period takes over.`, T.dasha.antar[nextAd.lord]], { level: 'antar', ...periodFacts(nextAd, tz), upcoming: true }));
  out.push(lordNatalSection(f, md.lord));
  return out;
}

/** The dasha lord's natal house placement, which the period brings to life. */
function lordNatalSection(f: ChartFacts, g: Graha): Section {
  return sec(`dasha.lord_natal.${g}`, `${g} in your chart`, T.planetInHouse[g][String(f.planets[g].house)], { planet: g, natal_house: f.planets[g].house, natal_sign: SIGNS[f.planets[g].sign] });
}

export function dashaTreeSections(f: ChartFacts, maha: Graha, antar: Graha | null, tz: string): Section[] {
  const moon = f.planets.Moon.longitude;
  const all = vimshottari(moon, f.chart.jd, 3).periods;
  const md = all.find((p) => p.lord === maha)!;
  const out: Section[] = [sec('dasha.maha', `${maha} mahadasha`, [T.dasha.maha[maha], lordSentence(f, maha)], { level: 'maha', ...periodFacts(md, tz), lord_house: f.planets[maha].house })];
  if (antar) {
    const ad = md.sub!.find((p) => p.lord === antar)!;
    out.push(sec(`dasha.antar.${antar}`, `${maha} / ${antar} antardasha`, [T.dasha.antar[antar], relationSentence(maha, antar), lordSentence(f, antar)], { level: 'antar', ...periodFacts(ad, tz), relation_to_maha: relation(antar, maha) }));
    for (const pd of ad.sub!) out.push(sec(`dasha.pratyantar.${pd.lord}`, `${antar} / ${pd.lord} pratyantar`, fill(T.dasha.pratyantar, { planet: pd.lord, start: day(pd.start_jd, tz), end: day(pd.end_jd, tz), keywords: T.common.planet_keywords[pd.lord] }), { level: 'pratyantar', ...periodFacts(pd, tz) }));
  } else {
    for (const ad of md.sub!) out.push(sec(`dasha.antar.${ad.lord}`, `${maha} / ${ad.lord} antardasha`, [T.dasha.antar[ad.lord], relationSentence(maha, ad.lord)], { level: 'antar', ...periodFacts(ad, tz), relation_to_maha: relation(ad.lord, maha) }));
  }
  return out;
}

// ------------------------------------------------------------------ transits

/** Slow planets first: their transits colour months and years. */
export const TRANSIT_ORDER: Graha[] = ['Saturn', 'Jupiter', 'Rahu', 'Ketu', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

export function transitSection(g: Graha, sky: Sky, refSign: number, reference: 'Moon' | 'lagna'): Section {
  const h = houseFromSign(refSign, sky.signs[g]);
  const good = T.favourable[g].includes(h);
  return sec(`transit.${g}`, `${g} in your ${ORDINAL(h)} house`, [T.transitPhal[g][String(h)], sky.retro[g] && g !== 'Rahu' && g !== 'Ketu' ? fill(T.common.retrograde, { planet: g }) : ''],
    { planet: g, transit_sign: SIGNS[sky.signs[g]], house: h, counted_from: reference, favourable: good, retrograde: sky.retro[g], longitude: r4(sky.longitudes[g]) });
}

export function transitPhalSections(f: ChartFacts, sky: Sky): Section[] {
  return TRANSIT_ORDER.map((g) => transitSection(g, sky, f.moonSign, 'Moon'));
}

const ASPECTS: Record<'Saturn' | 'Jupiter', number[]> = { Saturn: [1, 3, 7, 10], Jupiter: [1, 5, 7, 9] };
export function doubleTransitSections(f: ChartFacts, sky: Sky): Section[] {
  const touched = (g: 'Saturn' | 'Jupiter') => ASPECTS[g].map((k) => houseFromSign(f.lagnaSign, (sky.signs[g] + k - 1) % 12));
  const sat = touched('Saturn'), jup = touched('Jupiter');
  const both = sat.filter((h) => jup.includes(h)).sort((a, b) => a - b);
  // Houses of the chart's promise first: 7, 10, 5, 9, 1, 4, 2, 11, then the rest.
  const pri = [7, 10, 5, 9, 1, 4, 2, 11, 3, 6, 8, 12];
  both.sort((a, b) => pri.indexOf(a) - pri.indexOf(b));
  const out: Section[] = both.map((h) => sec(`double_transit.${h}`, `Double transit on the ${ORDINAL(h)} house`, T.transits.double_transit[String(h) as '1'], { house: h, saturn_sign: SIGNS[sky.signs.Saturn], jupiter_sign: SIGNS[sky.signs.Jupiter], saturn_influences: sat, jupiter_influences: jup }));
  if (!out.length) out.push(sec('double_transit.none', 'No double transit', T.transits.double_none, { saturn_influences: sat, jupiter_influences: jup }));
  out.push(transitSection('Saturn', sky, f.lagnaSign, 'lagna'), transitSection('Jupiter', sky, f.lagnaSign, 'lagna'));
  return out;
}

export function ashtakavargaTransitSections(f: ChartFacts, sky: Sky): Section[] {
  const av = ashtakavarga(placementOf(f.chart));
  return TRANSIT_ORDER.map((g) => {
    const s = sky.signs[g];
    const sav = av.sarva[s];
    const savBand = sav > 28 ? 'strong' : sav >= 25 ? 'average' : 'weak';
    const base = transitSection(g, sky, f.moonSign, 'Moon');
    if (g === 'Rahu' || g === 'Ketu') {
      return { ...base, id: `transit_av.${g}`, body: [fill(T.transits.node_no_bav, { planet: g }), fill(T.transits.sav_band[savBand], { sav }), base.body].join('\n'), facts: { ...base.facts, bav_bindus: null, sav_bindus: sav, sav_band: savBand } };
    }
    const b = av.bhinna[g as (typeof SEVEN_GRAHAS)[number] & keyof typeof av.bhinna][s];
    const band = b >= 5 ? 'strong' : b >= 4 ? 'moderate' : 'weak';
    return { ...base, id: `transit_av.${g}`, body: [fill(T.transits.ashtakavarga_band[band], { planet: g, bindus: b }), fill(T.transits.sav_band[savBand], { sav }), base.body].join('\n'), facts: { ...base.facts, bav_bindus: b, bav_band: band, sav_bindus: sav, sav_band: savBand } };
  });
}

// ------------------------------------------------------------------ sade sati

const phaseSpanOf = (c: SadeSatiCycle, phase: string) => c.phases.find((p) => p.phase === phase);

export function sadeSatiStatusSections(eph: Ephemeris, f: ChartFacts, jd: number, tz: string, ayanamsa: AyanamsaName): Section[] {
  const s = sadeSatiAt(eph, f.moonSign, jd, ayanamsa);
  const out: Section[] = [];
  const base = { moon_sign: SIGNS[f.moonSign], saturn_sign: SIGNS[s.saturnSign], saturn_house_from_moon: s.saturnHouse, status: s.status, phase: s.phase };
  if (s.cycle && s.status === 'active' && s.phase) {
    const ps = phaseSpanOf(s.cycle, s.phase)!;
    out.push(sec(`sade_sati.${s.phase}`, `Sade Sati: ${s.phase} phase`, [T.transits.sade_sati[s.phase], fill(T.transits.sade_sati_span, { start: day(s.cycle.start, tz), end: day(s.cycle.end, tz), phase: s.phase, phase_start: day(ps.start, tz), phase_end: day(ps.end, tz) })],
      { ...base, cycle_start: day(s.cycle.start, tz), cycle_end: day(s.cycle.end, tz), phase_start: day(ps.start, tz), phase_end: day(ps.end, tz) }));
  } else if (s.cycle && s.status === 'paused') {
    const seg = s.cycle.segments.find((x) => x.start <= jd && jd < x.end)!;
    out.push(sec('sade_sati.paused', 'Sade Sati: paused by a retrograde loop', [T.dosha.shani_sade_sati, fill(T.transits.sade_sati_paused, { resume: day(seg.end, tz) })], { ...base, cycle_start: day(s.cycle.start, tz), cycle_end: day(s.cycle.end, tz), resumes: day(seg.end, tz) }));
  } else {
    out.push(sec('sade_sati.none', 'Sade Sati is not running', [T.transits.not_in_sade_sati, s.previousCycle ? fill(T.transits.sade_sati_previous, { end: day(s.previousCycle.end, tz) }) : ''], { ...base, previous_end: s.previousCycle ? day(s.previousCycle.end, tz) : null }));
  }
  if (s.nextCycle) out.push(sec('sade_sati.next', 'Next Sade Sati', fill(T.transits.sade_sati_next, { start: day(s.nextCycle.start, tz), end: day(s.nextCycle.end, tz) }), { next_start: day(s.nextCycle.start, tz), next_end: day(s.nextCycle.end, tz) }));
  const p = panotiAt(eph, f.moonSign, jd, ayanamsa);
  if (p.status === 'active' && p.kind) out.push(sec(`dhaiya.${p.kind}`, `Shani Dhaiya (${p.kind})`, [T.transits.dhaiya[p.kind], T.dosha.shani_dhaiya], { kind: p.kind, saturn_house_from_moon: p.saturnHouse, start: p.window ? day(p.window.start, tz) : null, end: p.window ? day(p.window.end, tz) : null }));
  const sky = skyAt(eph, jd, ayanamsa);
  out.push(transitSection('Saturn', sky, f.moonSign, 'Moon'));
  out.push(transitSection('Jupiter', sky, f.moonSign, 'Moon'));
  return out;
}

export type Phase = 'rising' | 'peak' | 'setting';
export function sadeSatiPhaseSections(eph: Ephemeris, f: ChartFacts, jd: number, tz: string, ayanamsa: AyanamsaName, requested: Phase | undefined): { sections: Section[]; phase: Phase } {
  const s = sadeSatiAt(eph, f.moonSign, jd, ayanamsa);
  const cycle = s.cycle ?? s.nextCycle;
  const phase: Phase = requested ?? (s.status === 'active' && s.phase ? s.phase : 'rising');
  const out: Section[] = [];
  const span = cycle ? phaseSpanOf(cycle, phase) : undefined;
  const body = [T.transits.sade_sati[phase]];
  if (span) body.push(s.status === 'none' && !requested ? fill(T.transits.phase_not_now, { phase, start: day(span.start, tz), end: day(span.end, tz) }) : fill(T.transits.phase_timing, { phase, start: day(span.start, tz), end: day(span.end, tz) }));
  out.push(sec(`sade_sati.${phase}`, `Sade Sati: ${phase} phase`, body, { phase, requested: requested ?? null, status_at_date: s.status, phase_at_date: s.phase, moon_sign: SIGNS[f.moonSign], phase_sign: SIGNS[(f.moonSign + ({ rising: 11, peak: 0, setting: 1 } as const)[phase]) % 12], start: span ? day(span.start, tz) : null, end: span ? day(span.end, tz) : null }));
  const h = ({ rising: 12, peak: 1, setting: 2 } as const)[phase];
  out.push(sec(`sade_sati.${phase}.saturn`, `Saturn in the ${ORDINAL(h)} from the Moon`, T.transitPhal.Saturn[String(h)], { saturn_house_from_moon: h }));
  out.push(sec('sade_sati.about', 'About Sade Sati', T.dosha.shani_sade_sati, { dosha: 'shani_sade_sati' }));
  return { sections: out, phase };
}

export function sadeSatiHistorySections(eph: Ephemeris, f: ChartFacts, tz: string, ayanamsa: AyanamsaName): Section[] {
  const t0 = f.chart.jd;
  const t1 = Math.min(JD_MAX - 1, t0 + 100 * 365.25);
  const cycles = sadeSatiCycles(eph, f.moonSign, Math.max(JD_MIN + 1, t0), t1, ayanamsa);
  const age = (jd: number) => Math.max(0, Math.floor((jd - t0) / 365.25));
  return cycles.map((c, i) => {
    const a0 = age(c.start), a1 = age(c.end);
    const mid = (a0 + a1) / 2;
    const band = mid < 20 ? 'childhood' : mid < 40 ? 'young_adult' : mid < 60 ? 'midlife' : 'later_life';
    const at = (ph: string) => { const p = phaseSpanOf(c, ph); return p ? day(p.start, tz) : 'before birth'; };
    return sec(`sade_sati.cycle.${i + 1}`, `Sade Sati cycle ${i + 1}`, [
      fill(T.transits.history_cycle, { n: i + 1, start: day(c.start, tz), end: day(c.end, tz), age_start: a0, age_end: a1, rising: at('rising'), peak: at('peak'), setting: at('setting') }),
      T.transits.history_age[band],
    ], { cycle: i + 1, start: day(c.start, tz), end: day(c.end, tz), age_start: a0, age_end: a1, started_before_birth: c.start < t0, rising_start: at('rising'), peak_start: at('peak'), setting_start: at('setting'), life_stage: band });
  });
}

// ------------------------------------------------------------------ varshaphal

export interface YearInput { eph: Ephemeris; f: ChartFacts; lat: number; lon: number; alt: number; ayanamsa: AyanamsaName; node: NodeKind; tz: string; completedYears: number }
export function varshaphalSections(x: YearInput): { sections: Section[]; pravesha_jd: number } {
  const natalSun = x.f.planets.Sun.longitude;
  const a = annualChart(x.eph, { birthJd: x.f.chart.jd, lat: x.lat, lon: x.lon, alt: x.alt, ayanamsa: x.ayanamsa, node: x.node, house_system: 'whole_sign', natalSunLongitude: natalSun, natalAscendant: x.f.chart.ascendant, completedYears: x.completedYears });
  const lagna = signOf(a.angles.ascendant);
  const sunDate = localDateAt(a.sunrise, x.tz);
  const vara = WEEKDAYS[weekdayOf(sunDate.y, sunDate.m, sunDate.d)];
  const varaLord = (['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const)[WEEKDAYS.indexOf(vara)];
  const sunHouse = houseFromSign(lagna, signOf(a.grahas[0].longitude));
  const when = jdToLocal(a.pravesha.jd, x.tz);
  const out: Section[] = [
    sec('varshaphal.lagna', `Year ascendant: ${SIGNS[lagna]}`, [T.varshaphal.varsha_lagna[SIGNS[lagna] as 'Aries'], `The year begins on ${when} (${x.tz}), when the Sun returns to its natal position.`], { varsha_lagna: SIGNS[lagna], pravesha_local: when, pravesha_jd: r4(a.pravesha.jd), year_of_life: a.pravesha.year_of_life }),
    sec('varshaphal.muntha', `Muntha in the ${ORDINAL(a.muntha.house)} house`, [T.varshaphal.muntha[String(a.muntha.house) as '1'], `Its lord ${a.muntha.lord} signifies ${T.common.planet_keywords[a.muntha.lord]} for the year.`], { muntha_sign: SIGNS[a.muntha.sign], muntha_house: a.muntha.house, muntha_lord: a.muntha.lord }),
    sec('varshaphal.day_lord', `Lord of the day: ${varaLord}`, T.varshaphal.day_lord[varaLord], { vara, day_lord: varaLord, day_birth_of_year: a.day }),
    sec('varshaphal.sun', `Annual Sun in the ${ORDINAL(sunHouse)} house`, fill(T.varshaphal.sun_house, { house: ORDINAL(sunHouse), theme: T.houseNames[String(sunHouse)] }), { sun_house: sunHouse }),
  ];
  return { sections: out, pravesha_jd: a.pravesha.jd };
}

export function yearlySections(x: YearInput): Section[] {
  const v = varshaphalSections(x);
  const start = v.pravesha_jd;
  const end = start + 365.2564;
  const out = [...v.sections];
  out.push(...dashaPhalSections(x.f, start, x.tz).slice(0, 2));
  const moon = x.f.planets.Moon.longitude;
  const antars = vimshottari(moon, x.f.chart.jd, 2).periods.flatMap((p) => p.sub ?? []).filter((p) => p.start_jd > start && p.start_jd < end);
  for (const ad of antars) out.push(sec(`yearly.antar.${ad.lord}`, `New sub-period from ${day(ad.start_jd, x.tz)}`, T.dasha.antar[ad.lord], { level: 'antar', lord: ad.lord, start: day(ad.start_jd, x.tz), end: day(ad.end_jd, x.tz) }));
  const sky = skyAt(x.eph, start, x.ayanamsa, x.node);
  out.push(transitSection('Saturn', sky, x.f.moonSign, 'Moon'), transitSection('Jupiter', sky, x.f.moonSign, 'Moon'));
  for (const g of ['Jupiter', 'Saturn'] as Graha[]) {
    const ing = ingressesBetween(new GrahaTrack(x.eph, g, x.ayanamsa, x.node), start, end);
    for (const c of ing.slice(0, 2)) {
      const h = houseFromSign(x.f.moonSign, c.to);
      out.push(sec(`yearly.ingress.${g}.${c.to}`, `${g} enters ${SIGNS[c.to]}`, [fill(T.transits.ingress, { planet: g, sign: SIGNS[c.to], date: day(c.jd, x.tz), house: ORDINAL(h), reference: 'Moon' }), T.transitPhal[g][String(h)]], { planet: g, sign: SIGNS[c.to], date: day(c.jd, x.tz), house_from_moon: h, motion: c.motion }));
    }
  }
  const ss = sadeSatiAt(x.eph, x.f.moonSign, start, x.ayanamsa);
  if (ss.status !== 'none' && ss.phase) out.push(sec(`yearly.sade_sati.${ss.phase}`, `Sade Sati (${ss.phase}) at the start of the year`, T.transits.sade_sati[ss.phase], { status: ss.status, phase: ss.phase }));
  return out;
}

// ------------------------------------------------------------------ horoscopes

export interface DayReading { jd: number; moonSign: number; moonHouse: number; tara: number; nakshatra: string; vara: (typeof WEEKDAYS)[number]; favourable: boolean }

export function dayReading(eph: Ephemeris, f: ChartFacts, refSign: number, jd: number, date: { y: number; m: number; d: number }, ayanamsa: AyanamsaName): DayReading {
  const moonLon = eph.sidereal(jd, 'Moon', ayanamsa).lon;
  const moonSign = signOf(moonLon);
  const moonHouse = houseFromSign(refSign, moonSign);
  const dayNak = nakshatraPosition(moonLon).nakshatra_index;
  const birthNak = nakshatraPosition(f.planets.Moon.longitude).nakshatra_index;
  const tara = taraOf(birthNak, dayNak);
  const vara = WEEKDAYS[weekdayOf(date.y, date.m, date.d)];
  return { jd, moonSign, moonHouse, tara, nakshatra: nakshatraPosition(moonLon).nakshatra, vara, favourable: T.favourable.Moon.includes(moonHouse) && ![3, 5, 7].includes(tara) };
}

export function dailySections(eph: Ephemeris, f: ChartFacts, refSign: number, reference: 'Moon' | 'lagna', jd: number, date: { y: number; m: number; d: number }, ayanamsa: AyanamsaName): Section[] {
  const d = dayReading(eph, f, refSign, jd, date, ayanamsa);
  const sky = skyAt(eph, jd, ayanamsa);
  const out: Section[] = [
    sec('daily.focus', `Focus: your ${ORDINAL(d.moonHouse)} house`, [T.horoscope.day_focus[String(d.moonHouse) as '1'], T.transitPhal.Moon[String(d.moonHouse)]], { moon_sign: SIGNS[d.moonSign], moon_house: d.moonHouse, counted_from: reference, reference_sign: SIGNS[refSign], favourable: T.favourable.Moon.includes(d.moonHouse) }),
    sec('daily.tara', `${TARAS[d.tara - 1]} tara`, T.horoscope.tara[String(d.tara) as '1'], { day_nakshatra: d.nakshatra, birth_nakshatra: nakshatraPosition(f.planets.Moon.longitude).nakshatra, tara: d.tara, tara_name: TARAS[d.tara - 1] }),
    sec('daily.weekday', d.vara, T.horoscope.weekday[d.vara], { weekday: d.vara }),
  ];
  for (const g of ['Sun', 'Mars', 'Venus', 'Mercury', 'Jupiter', 'Saturn', 'Rahu', 'Ketu'] as Graha[]) out.push(transitSection(g, sky, refSign, reference));
  return out;
}

export function weeklySections(eph: Ephemeris, f: ChartFacts, refSign: number, reference: 'Moon' | 'lagna', days: { jd: number; date: { y: number; m: number; d: number } }[], tz: string, ayanamsa: AyanamsaName): Section[] {
  const readings = days.map((x) => dayReading(eph, f, refSign, x.jd, x.date, ayanamsa));
  const houses = [...new Set(readings.map((r) => r.moonHouse))];
  const out: Section[] = [
    sec('weekly.moon_path', 'The Moon this week', [fill(T.horoscope.week_moon_path, { houses: listing(houses.map(ORDINAL)), first: T.houseNames[String(houses[0])], last: T.houseNames[String(houses[houses.length - 1])] }), T.horoscope.day_focus[String(houses[0]) as '1']],
      { moon_houses: houses, counted_from: reference, reference_sign: SIGNS[refSign] }),
  ];
  const good = readings.filter((r) => r.favourable);
  const label = (r: DayReading) => `${r.vara} (${day(r.jd, tz)})`;
  out.push(sec('weekly.good_days', 'Best days', good.length ? fill(T.horoscope.week_good_days, { days: listing(good.map(label)) }) : T.horoscope.week_no_good_days,
    { good_days: good.map((r) => day(r.jd, tz)), taras: readings.map((r) => r.tara), moon_houses_by_day: readings.map((r) => r.moonHouse) }));
  const t0 = days[0].jd - 0.5, t1 = days[days.length - 1].jd + 0.5;
  for (const g of ['Sun', 'Mars', 'Mercury', 'Venus', 'Jupiter', 'Saturn'] as Graha[]) {
    for (const c of ingressesBetween(new GrahaTrack(eph, g, ayanamsa), t0, t1)) {
      const h = houseFromSign(refSign, c.to);
      out.push(sec(`weekly.ingress.${g}`, `${g} enters ${SIGNS[c.to]}`, fill(T.horoscope.week_ingress, { planet: g, date: day(c.jd, tz), house: ORDINAL(h), text: T.transitPhal[g][String(h)] }), { planet: g, sign: SIGNS[c.to], date: day(c.jd, tz), house: h, motion: c.motion }));
    }
  }
  const sky = skyAt(eph, days[3]?.jd ?? days[0].jd, ayanamsa);
  for (const g of ['Saturn', 'Jupiter', 'Sun', 'Mars', 'Venus', 'Mercury', 'Rahu'] as Graha[]) out.push(transitSection(g, sky, refSign, reference));
  return out;
}

export function tamilDailySections(eph: Ephemeris, f: ChartFacts, jd: number, date: { y: number; m: number; d: number }, ayanamsa: AyanamsaName): Section[] {
  const tamil = T.horoscope.tamil;
  const d = dayReading(eph, f, f.moonSign, jd, date, ayanamsa);
  const sunSign = signOf(eph.sidereal(jd, 'Sun', ayanamsa).lon);
  const rasi = tamil.rasi[SIGNS[f.moonSign] as 'Aries'];
  const moonRasi = tamil.rasi[SIGNS[d.moonSign] as 'Aries'];
  const out: Section[] = [
    sec('tamil.intro', `${rasi} rasi palan`, [fill(tamil.intro, { rasi, sign: SIGNS[f.moonSign], weekday: tamil.weekday[d.vara], month: tamil.months[sunSign], moon_rasi: moonRasi }), T.horoscope.day_focus[String(d.moonHouse) as '1']],
      { rasi, moon_sign: SIGNS[f.moonSign], tamil_month: tamil.months[sunSign], tamil_weekday: tamil.weekday[d.vara], moon_today: moonRasi, moon_house: d.moonHouse }),
  ];
  const eighth = (f.moonSign + 7) % 12;
  out.push(sec('tamil.chandrashtamam', d.moonHouse === 8 ? 'Chandrashtamam today' : 'Chandrashtamam',
    d.moonHouse === 8 ? fill(tamil.chandrashtamam, { rasi }) : fill(tamil.not_chandrashtamam, { rasi, sign: `${tamil.rasi[SIGNS[eighth] as 'Aries']} (${SIGNS[eighth]})` }), { chandrashtamam: d.moonHouse === 8, eighth_sign: SIGNS[eighth] }));
  const rest = dailySections(eph, f, f.moonSign, 'Moon', jd, date, ayanamsa);
  out.push(...rest.filter((s) => s.id !== 'daily.focus'));
  return out;
}

export { GRAHAS };
