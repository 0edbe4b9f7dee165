/**
 * The three kundli reports, one composition with three tiers: lite (summary), detailed and
 * brihad (the flagship). Every section of a lower tier appears unchanged in the higher ones;
 * README.md lists what each tier adds.
 */
import { shadbala as shadbalaOf } from '../kundli/shadbala';
import { signOf } from '../kundli/types';
import { VARGA_FACTORS, type VargaFactor } from '../kundli/vargas';
import { chartFacts } from '../narrative/facts';
import * as N from '../narrative/natal';
import * as TM from '../narrative/timed';
import { detectDoshas, DOSHA_CATALOG } from '../narrative/doshas';
import { detectYogas, YOGA_CATALOG } from '../narrative/yogas';
import type { Graha } from '../vedic/zodiac';
import { SIGNS } from '../vedic/zodiac';
import { envelope, methodChapter, type ReportKind } from './common';
import { chapter, fromNarrative, kv, para, type ReportSection, table } from './document';
import * as B from './natal';

export const TIERS = ['lite', 'detailed', 'brihad'] as const;
export type Tier = (typeof TIERS)[number];
const rank = (t: Tier) => TIERS.indexOf(t);

export const LITE_VARGAS: VargaFactor[] = [1, 9];
/** Dashavarga: the ten divisions of the classical strength schemes. */
export const DETAILED_VARGAS: VargaFactor[] = [1, 2, 3, 7, 9, 10, 12, 16, 30, 60];
export const BRIHAD_VARGAS: VargaFactor[] = [...VARGA_FACTORS];
export const VARGAS_OF: Record<Tier, VargaFactor[]> = { lite: LITE_VARGAS, detailed: DETAILED_VARGAS, brihad: BRIHAD_VARGAS };

export interface Subject { Name: string | null; BirthDate: string; BirthTime: string; BirthPlace: string | null; Lat: number; Lon: number; Tz: string; UtcOffset: string }

export interface KundliInput extends B.NatalInput { subject: Subject; lang: string; generatedAt: string; warnings: string[]; methodLines: string[] }

const KIND: Record<Tier, ReportKind> = { lite: 'kundli_lite', detailed: 'kundli_detailed', brihad: 'kundli_brihad' };

export function subjectSection(s: Subject, x: B.NatalInput): ReportSection {
  return { id: 'birth.details', heading: 'Birth data', level: 2, blocks: [kv([
    ['Name', s.Name], ['Date of birth', s.BirthDate], ['Time of birth', `${s.BirthTime} (${s.Tz}, UTC${s.UtcOffset})`], ['Place', s.BirthPlace],
    ['Latitude, longitude', `${s.Lat}, ${s.Lon}`], ['Ayanamsa', x.natal.ayanamsa], ['House system', x.houseSystem.replace(/_/g, ' ')], ['Lunar node', x.node],
  ])] };
}

export function kundliReport(tier: Tier, x: KundliInput) {
  const at = (t: Tier) => rank(tier) >= rank(t);
  const f = chartFacts(x.natal);
  const tz = x.tz;
  const S: ReportSection[] = [];
  const narr = (group: string, list: { id: string; heading: string; body: string; facts: Record<string, unknown> }[]) => list.map((s) => fromNarrative(s as never, `narrative.${group}`));

  // 1. birth
  const panchang = B.birthPanchang(x);
  const avakhada = B.avakhadaData(x);
  S.push(chapter('birth', 'Birth details', [para('The moment and place of birth, the panchang of that moment and the Avakhada chakra of the Moon\'s nakshatra.')]),
    subjectSection(x.subject, x), B.birthPanchangSection(panchang), B.avakhadaSection(avakhada));

  // 2. chart
  const asc = B.ascendantData(x);
  const planets = B.planetsData(x);
  const houses = B.housesData(x);
  S.push(chapter('chart', 'Birth chart (rasi)', [para(`Lagna ${asc.sign} ${asc.dms_within}, ${asc.nakshatra} pada ${asc.pada}.`)]),
    B.planetsSection(asc, planets, x.houseSystem), B.housesSection(houses, x.houseSystem));

  // 3. vargas
  const vargas = VARGAS_OF[tier].map((d) => B.vargaData(x, d));
  S.push(chapter('vargas', 'Divisional charts (vargas)', [para('Parashara\'s divisions (BPHS ch. 6): the sign each body occupies in the divisional chart and its house from that chart\'s lagna.')]));
  if (at('brihad')) S.push(B.vargaMatrixSection(vargas));
  S.push(...vargas.map(B.vargaSection));

  // 4-6. strength, ashtakavarga, KP
  let strength: { shadbala: ReturnType<typeof B.shadbalaData>; bhavabala: ReturnType<typeof B.bhavabalaData> } | undefined;
  let av: ReturnType<typeof B.ashtakavargaData> | undefined;
  let kp: ReturnType<typeof B.kpData> | undefined;
  if (at('detailed')) {
    const sb = shadbalaOf(x.eph, x.natal);
    strength = { shadbala: B.shadbalaData(x, sb), bhavabala: B.bhavabalaData(x, sb) };
    S.push(chapter('strength', 'Planetary and house strength', [para('Shadbala and Bhavabala after BPHS ch. 27-28 as worked by B.V. Raman.')]),
      B.shadbalaSection(strength.shadbala), B.bhavabalaSection(strength.bhavabala));
    av = B.ashtakavargaData(x);
    S.push(chapter('ashtakavarga', 'Ashtakavarga', [para('Parashari bindus (BPHS ch. 66): the benefic points each planet and the lagna give to every sign.')]), B.ashtakavargaSection(av.main));
    if (at('brihad')) S.push(B.ashtakavargaReductionSection(av.reductions));
  }
  if (at('brihad')) {
    kp = B.kpData(x);
    S.push(chapter('kp', 'KP (Krishnamurti Paddhati)', [para('Star, sub and sub-sub lords of the planets and cusps, and the house significators in four levels.')]), B.kpSection(kp));
  }

  // 7. dasha
  const depth = at('brihad') ? 3 : at('detailed') ? 2 : 1;
  const v = B.vimshottariData(x, depth);
  const maha = B.mahaRows(v.tree, tz);
  const running = B.runningChain(x, x.asOfJd);
  S.push(chapter('dasha', 'Dasha periods', [para('Vimshottari dasha from the Moon\'s nakshatra (BPHS ch. 46).')]), B.mahaSection(maha, v.balance), B.runningSection(running, x.asOf));
  const antar = at('detailed') ? B.antarRows(v.tree, tz) : undefined;
  if (antar) S.push(...B.antarSections(antar));
  const pratyantar = at('brihad') ? B.pratyantarRows(v.tree, tz) : undefined;
  if (pratyantar) S.push(...B.pratyantarSections(pratyantar));
  const chara = at('brihad') ? B.charDashaData(x) : undefined;
  if (chara) S.push(B.charDashaSection(chara));

  // 8. yogas and doshas
  const yogaHits = detectYogas(f);
  const doshaHits = detectDoshas(f);
  const yogas = yogaHits.filter((h) => h.present).map((h) => ({ id: h.id, name: YOGA_CATALOG.find((y) => y.id === h.id)?.name ?? h.id, planets: h.planets, houses: h.houses, cancelled: h.cancelled ?? false, detail: h.detail }));
  const doshas = doshaHits.filter((h) => h.applicable).map((h) => ({ id: h.id, name: DOSHA_CATALOG.find((d) => d.id === h.id)?.name ?? h.id, present: h.present, cancelled: h.cancelled, cancelled_by: h.cancelled_by, sub_type: h.sub_type, detail: h.detail }));
  S.push(chapter('yogas_doshas', 'Yogas and doshas', [para(`${YOGA_CATALOG.length} catalogued yogas and the natal doshas were checked.`)]),
    { id: 'yogas.present', heading: 'Yogas formed', level: 2, blocks: [yogas.length ? table(['Yoga', 'Planets', 'Finding'], yogas.map((y) => [y.name, y.planets.join(', '), y.detail])) : para('None of the catalogued yogas is formed.')] },
    { id: 'doshas.natal', heading: 'Natal doshas', level: 2, blocks: [table(['Dosha', 'Present', 'Cancelled', 'Finding'], doshas.map((d) => [d.name, d.present, d.cancelled, d.detail]))] });

  // 9. transits
  let transits: ReturnType<typeof B.transitsData> | undefined;
  let sadeSati: ReturnType<typeof B.sadeSatiData> | undefined;
  let history: B.CycleRow[] | undefined;
  if (at('detailed')) {
    transits = B.transitsData(x);
    sadeSati = B.sadeSatiData(x);
    S.push(chapter('transits', 'Transits and Sade Sati', [para(`The sky on the reference date ${x.asOf}, counted from the natal Moon and lagna.`)]), B.transitsSection(transits), B.sadeSatiSection(sadeSati));
    if (at('brihad')) { history = B.sadeSatiHistory(x); S.push(B.sadeSatiHistorySection(history)); }
  }

  // 10. readings
  S.push(chapter('readings', 'Readings', [para('Authored readings selected by the facts of this chart; each heading names what it reads.')]));
  S.push(...narr('profile', N.profileSections(f, x.angles.ascendant)), ...narr('nakshatra', N.nakshatraSections(f, v.balance)));
  const sky = TM.skyAt(x.eph, x.asOfJd, x.natal.ayanamsa, x.node);
  if (at('detailed')) {
    const houseOf = (g: Graha) => x.planets.find((p) => p.name === g)!.house;
    S.push(...narr('lagna', N.lagnaSections(f, x.angles.ascendant)), ...narr('moon_sign', N.moonSignSections(f)), ...narr('sun_sign', N.sunSignSections(f)),
      ...narr('planet_in_sign', N.planetsInSignsSections(f)), ...narr('planet_in_house', N.planetsInHousesSections(f, houseOf, x.houseSystem)),
      ...narr('house_lords', N.houseLordsSections(f)), ...narr('yogas', N.yogasSections(f).sections), ...narr('doshas', N.doshasSections(f).sections),
      ...narr('dasha_phal', TM.dashaPhalSections(f, x.asOfJd, tz)), ...narr('transit_phal', TM.transitPhalSections(f, sky)),
      ...narr('sade_sati', TM.sadeSatiStatusSections(x.eph, f, x.asOfJd, tz, x.natal.ayanamsa)));
  }
  if (at('brihad')) {
    S.push(...narr('karakas', N.karakaSections(f)));
    for (const d of BRIHAD_VARGAS) S.push(...narr(`divisional.D${d}`, N.divisionalSections(f, d)));
    const run = running.length ? { maha: running[0].lord as Graha, antar: (running[1]?.lord ?? null) as Graha | null } : null;
    const present = yogaHits.filter((y) => y.present).map((y) => y.id);
    for (const dom of ['marriage', 'career', 'finance'] as const) S.push(...narr(`outlook.${dom}`, N.outlookSections(f, dom, run, present)));
    for (const m of maha) S.push(...narr(`dasha_tree.${m.lord}`, TM.dashaTreeSections(f, m.lord as Graha, null, tz)));
    S.push(...narr('double_transit', TM.doubleTransitSections(f, sky)), ...narr('transit_ashtakavarga', TM.ashtakavargaTransitSections(f, sky)));
    S.push(...narr('sade_sati_history', TM.sadeSatiHistorySections(x.eph, f, tz, x.natal.ayanamsa)));
    const completed = Number(x.asOf.slice(0, 4)) - Number(x.subject.BirthDate.slice(0, 4));
    if (completed >= 0 && completed <= 150) {
      try {
        S.push(...narr('yearly', TM.yearlySections({ eph: x.eph, f, lat: x.natal.lat, lon: x.natal.lon, alt: x.natal.alt, ayanamsa: x.natal.ayanamsa, node: x.node, tz, completedYears: completed })));
      } catch { /* the solar return of that year falls outside the ephemeris range: no annual reading */ }
    }
  }

  // 11. remedies
  let remedies: ReturnType<typeof B.remediesData> | undefined;
  if (at('detailed')) {
    remedies = B.remediesData(x, at('brihad'));
    S.push(chapter('remedies', 'Remedies', [para('Traditional remedies recommended by the rules that apply to this chart.')]), B.remediesSection({ ...remedies, lal_kitab: undefined }));
    if (remedies.lal_kitab) S.push(B.lalKitabSection(remedies.lal_kitab));
  }

  S.push(methodChapter(x.methodLines));

  const lagnaSummary = N.lagnaSections(f, x.angles.ascendant)[0].body.split('\n')[0];
  const { lal_kitab: lalKitab, ...remediesCore } = remedies ?? { lal_kitab: undefined };
  return {
    ...envelope({ kind: KIND[tier], lang: x.lang, generatedAt: x.generatedAt, sections: S, warnings: x.warnings }),
    Tier: tier,
    Subject: x.subject,
    AsOf: x.asOf,
    Ascendant: asc,
    Planets: planets,
    LagnaSummary: lagnaSummary,
    MoonSign: SIGNS[signOf(f.planets.Moon.longitude)],
    BirthPanchang: panchang,
    Avakhada: avakhada,
    Houses: houses,
    Vargas: Object.fromEntries(vargas.map((d) => [d.varga, d])),
    Vimshottari: { system: 'vimshottari', year_days: v.year_days, balance: v.balance, maha_dasha: maha },
    CurrentDasha: running,
    Yogas: yogas,
    Doshas: doshas,
    ...(at('detailed') ? {
      Shadbala: strength!.shadbala, Bhavabala: strength!.bhavabala, Ashtakavarga: av!.main, VimshottariAntar: antar!,
      Transits: transits!, SadeSati: sadeSati!, Remedies: remediesCore as Omit<ReturnType<typeof B.remediesData>, 'lal_kitab'>,
    } : {}),
    ...(at('brihad') ? {
      AshtakavargaReductions: av!.reductions, KP: kp!, VimshottariPratyantar: pratyantar!, CharaDasha: chara!, SadeSatiHistory: history!, LalKitab: lalKitab ?? [],
    } : {}),
  };
}
export type KundliReport = ReturnType<typeof kundliReport>;
