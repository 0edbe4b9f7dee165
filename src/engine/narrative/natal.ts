/**
 * Natal narratives: each function returns every candidate section in priority order, with the
 * facts that selected it; the caller caps them by verbosity (content.capSections).
 */
import { SIGN_LORDS, SIGNS, NAKSHATRAS, GRAHAS, type Graha, nakshatraPosition, NAKSHATRA_LORD_CYCLE } from '../vedic/zodiac';
import { DEITY, GANA, SYMBOL, YONI, nadiOf } from '../kundli/avakhada';
import { varga, type VargaFactor, VARGA_NAMES } from '../kundli/vargas';
import { type FactValue, fill, type Section, T } from './content';
import {
  aspectersOfHouse, type ChartFacts, charaKarakas, conditionOf, DUSTHANAS, housesRuledBy, KENDRAS, lordOf, ORDINAL, occupantsOf, TRIKONAS, UPACHAYAS,
} from './facts';
import { detectYogas, type YogaCatalogEntry, YOGA_CATALOG, type YogaHit } from './yogas';
import { detectDoshas, type DoshaCatalogEntry, DOSHA_CATALOG, type DoshaHit } from './doshas';

const sec = (id: string, heading: string, body: string | string[], facts: Record<string, FactValue>): Section =>
  ({ id, heading, body: Array.isArray(body) ? body.filter(Boolean).join('\n') : body, facts });

/** Lagna lord, Moon, Sun, then Jupiter, Venus, Saturn, Mars, Mercury, Rahu, Ketu. */
export function planetPriority(f: ChartFacts): Graha[] {
  const first = lordOf(f, 1);
  const rest: Graha[] = ['Moon', 'Sun', 'Jupiter', 'Venus', 'Saturn', 'Mars', 'Mercury', 'Rahu', 'Ketu'];
  return [first, ...rest.filter((g) => g !== first)];
}

function qualifiers(f: ChartFacts, g: Graha, withDignity: boolean): string[] {
  const p = f.planets[g];
  const out: string[] = [];
  const said = ['exalted', 'debilitated', 'own_sign', 'moolatrikona'];
  if (withDignity && g !== 'Rahu' && g !== 'Ketu' && !said.includes(p.dignity)) out.push(fill(T.common.dignity[p.dignity as keyof typeof T.common.dignity], { planet: g }));
  if (withDignity && p.dignity === 'moolatrikona') out.push(fill(T.common.dignity.moolatrikona, { planet: g }));
  if (p.retrograde) out.push(fill(T.common.retrograde, { planet: g }));
  if (p.combust) out.push(fill(T.common.combust, { planet: g }));
  if (p.vargottama) out.push(fill(T.common.vargottama, { planet: g }));
  return out;
}

const planetFacts = (f: ChartFacts, g: Graha): Record<string, FactValue> => {
  const p = f.planets[g];
  return {
    planet: g, sign: SIGNS[p.sign], sign_index: p.sign, degree_in_sign: Math.round(p.degree * 1e4) / 1e4, house: p.house, dignity: p.dignity,
    retrograde: p.retrograde, combust: p.combust, vargottama: p.vargottama, rules_houses: housesRuledBy(f, g),
  };
};

export function planetInSignSection(f: ChartFacts, g: Graha, signOverride?: number): Section {
  const sign = signOverride ?? f.planets[g].sign;
  const natal = signOverride === undefined || signOverride === f.planets[g].sign;
  return sec(`planet_in_sign.${g}`, `${g} in ${SIGNS[sign]}`, [T.planetInSign[g][SIGNS[sign]], ...(natal ? qualifiers(f, g, true) : [])],
    { ...planetFacts(f, g), sign: SIGNS[sign], sign_index: sign, natal_sign: SIGNS[f.planets[g].sign], is_natal_placement: natal });
}

export function planetInHouseSection(f: ChartFacts, g: Graha, house: number, houseSystem: string, natalHouse: number): Section {
  const natal = house === natalHouse;
  return sec(`planet_in_house.${g}`, `${g} in the ${ORDINAL(house)} house`, [T.planetInHouse[g][String(house)], ...(natal ? qualifiers(f, g, false) : [])],
    { ...planetFacts(f, g), house, natal_house: natalHouse, house_system: houseSystem, is_natal_placement: natal });
}

function houseCategory(h: number, ruled: number[]): keyof typeof T.lordNotes {
  if (ruled.includes(h)) return 'own_house';
  if (DUSTHANAS.includes(h)) return 'dusthana';
  if (TRIKONAS.includes(h)) return 'trikona';
  if (KENDRAS.includes(h)) return 'kendra';
  if (UPACHAYAS.includes(h)) return 'upachaya';
  return 'other';
}

export function houseLordSection(f: ChartFacts, house: number): Section {
  const lord = lordOf(f, house);
  const p = f.planets[lord];
  const ruled = housesRuledBy(f, lord);
  const cat = houseCategory(p.house, ruled);
  return sec(`house_lord.${house}`, `Lord of the ${ORDINAL(house)} in the ${ORDINAL(p.house)}`,
    [`${fill(T.lordOfHouse[String(house)], { planet: lord })} ${T.lordPlaced[String(p.house)]} ${T.lordNotes[cat]}`],
    { house, house_sign: SIGNS[(f.lagnaSign + house - 1) % 12], lord, lord_house: p.house, lord_sign: SIGNS[p.sign], lord_dignity: p.dignity, placement_kind: cat, lord_rules: ruled });
}

function aspectSection(f: ChartFacts, house: number): Section {
  const asp = aspectersOfHouse(f, house);
  const label = `Your ${ORDINAL(house)} house`;
  return sec(`aspects.${house}`, `Aspects on the ${ORDINAL(house)} house`,
    asp.length ? fill(T.common.aspect_on_house, { house: label, planets: listing(asp) }) : fill(T.common.no_aspect_on_house, { house: label }),
    { house, aspected_by: asp });
}

export const listing = (xs: string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

// ------------------------------------------------------------------ sign narratives

export function lagnaSections(f: ChartFacts, ascendantLon: number): Section[] {
  const sign = SIGNS[f.lagnaSign];
  const nk = nakshatraPosition(ascendantLon);
  const lord = lordOf(f, 1);
  const occ = occupantsOf(f, 1);
  const out: Section[] = [
    sec('lagna', `${sign} ascendant`, T.lagna[sign], { lagna_sign: sign, lagna_sign_index: f.lagnaSign, lagna_degree: Math.round((ascendantLon - f.lagnaSign * 30) * 1e4) / 1e4, lagna_lord: lord }),
    houseLordSection(f, 1),
    planetInSignSection(f, lord),
  ];
  if (occ.length === 0) out.push(sec('lagna.occupants', 'Planets in the 1st house', T.common.lagna_occupants_none, { occupants: [] }));
  for (const g of occ) out.push(planetInHouseSection(f, g, 1, 'whole_sign', 1));
  out.push(aspectSection(f, 1));
  out.push(sec('lagna.nakshatra', `Ascendant in ${nk.nakshatra} nakshatra`, [T.nakshatra[nk.nakshatra], T.pada[String(nk.pada)]], { nakshatra: nk.nakshatra, nakshatra_index: nk.nakshatra_index, pada: nk.pada, nakshatra_lord: nk.nakshatra_lord }));
  out.push(sec('lagna.navamsa', `Navamsa ascendant in ${SIGNS[varga(ascendantLon, 9).sign]}`, fill(T.vargas.varga_lagna, { sign: SIGNS[varga(ascendantLon, 9).sign], keywords: T.signKeywords[SIGNS[varga(ascendantLon, 9).sign]], lord: SIGN_LORDS[varga(ascendantLon, 9).sign] }), { navamsa_lagna: SIGNS[varga(ascendantLon, 9).sign] }));
  return out;
}

export function moonSignSections(f: ChartFacts): Section[] {
  const sign = SIGNS[f.moonSign];
  const m = f.planets.Moon;
  const nk = nakshatraPosition(m.longitude);
  const disp = SIGN_LORDS[f.moonSign] as Graha;
  return [
    sec('moon_sign', `Moon in ${sign}`, T.moonSign[sign], { moon_sign: sign, moon_sign_index: f.moonSign, moon_sign_lord: disp, dignity: m.dignity }),
    sec('moon_sign.nakshatra', `Janma nakshatra: ${nk.nakshatra}`, [T.nakshatra[nk.nakshatra], T.pada[String(nk.pada)]], { nakshatra: nk.nakshatra, nakshatra_index: nk.nakshatra_index, pada: nk.pada, nakshatra_lord: nk.nakshatra_lord }),
    planetInHouseSection(f, 'Moon', m.house, 'whole_sign', m.house),
    sec('moon_sign.phase', f.waxing ? 'Waxing Moon' : 'Waning Moon', T.common.moon_phase[f.waxing ? 'waxing' : 'waning'], { waxing: f.waxing }),
    ...(disp !== 'Moon' ? [planetInSignSection(f, disp)] : []),
    ...qualifierSections(f, 'Moon'),
  ];
}

function qualifierSections(f: ChartFacts, g: Graha): Section[] {
  const q = qualifiers(f, g, true);
  return q.length ? [sec(`${g.toLowerCase()}.condition`, `Condition of the ${g === 'Sun' || g === 'Moon' ? g : g}`, q, planetFacts(f, g))] : [];
}

export function sunSignSections(f: ChartFacts): Section[] {
  const sign = SIGNS[f.sunSign];
  const s = f.planets.Sun;
  const nk = nakshatraPosition(s.longitude);
  const combust = GRAHAS.filter((g) => f.planets[g].combust);
  return [
    sec('sun_sign', `Sun in ${sign}`, T.sunSign[sign], { sun_sign: sign, sun_sign_index: f.sunSign, dignity: s.dignity }),
    planetInHouseSection(f, 'Sun', s.house, 'whole_sign', s.house),
    sec('sun_sign.nakshatra', `Sun in ${nk.nakshatra} nakshatra`, T.nakshatra[nk.nakshatra], { nakshatra: nk.nakshatra, nakshatra_index: nk.nakshatra_index, pada: nk.pada }),
    ...(SIGN_LORDS[f.sunSign] !== 'Sun' ? [planetInSignSection(f, SIGN_LORDS[f.sunSign] as Graha)] : []),
    ...combust.map((g) => sec(`combust.${g}`, `${g} close to the Sun`, fill(T.common.combust, { planet: g }), planetFacts(f, g))),
    ...qualifierSections(f, 'Sun'),
  ];
}

export function nakshatraSections(f: ChartFacts, balance: { lord: Graha; balance_years: number }): Section[] {
  const nk = nakshatraPosition(f.planets.Moon.longitude);
  const i = nk.nakshatra_index - 1;
  const lord = nk.nakshatra_lord as Graha;
  return [
    sec('nakshatra', `${nk.nakshatra} nakshatra`, T.nakshatra[nk.nakshatra], { nakshatra: nk.nakshatra, nakshatra_index: nk.nakshatra_index, lord, deity: DEITY[i], symbol: SYMBOL[i] }),
    sec('nakshatra.pada', `Pada ${nk.pada}`, T.pada[String(nk.pada)], { pada: nk.pada, navamsa_sign: SIGNS[f.planets.Moon.navamsaSign] }),
    sec('nakshatra.lord', `Star lord ${lord}`, [fill(T.dasha.lord_placement, { planet: lord, house: ORDINAL(f.planets[lord].house), ruled: housesRuledBy(f, lord).map(ORDINAL).join(' and ') || 'no sign (a node)', house_theme: T.houseNames[String(f.planets[lord].house)] }), T.dasha.maha[lord]],
      { nakshatra_lord: lord, lord_house: f.planets[lord].house, birth_dasha: balance.lord, balance_years: Math.round(balance.balance_years * 1e4) / 1e4 }),
    sec('nakshatra.temperament', `Gana, yoni and nadi`, [T.glossary.nakshatra.Gana, T.glossary.nakshatra.Yoni, T.glossary.nakshatra.Nadi], { gana: GANA[i], yoni: YONI[i], nadi: nadiOf(i) }),
  ];
}

// ------------------------------------------------------------------ all planets / lords

export const planetsInSignsSections = (f: ChartFacts): Section[] => planetPriority(f).map((g) => planetInSignSection(f, g));
export function planetsInHousesSections(f: ChartFacts, houseOf: (g: Graha) => number, system: string): Section[] {
  return planetPriority(f).map((g) => planetInHouseSection(f, g, houseOf(g), system, houseOf(g)));
}
/** Kendras and trikonas first: 1, 10, 7, 4, 9, 5, then 2, 11, 3, 6, 8, 12. */
export const LORD_PRIORITY = [1, 10, 7, 4, 9, 5, 2, 11, 3, 6, 8, 12];
export const houseLordsSections = (f: ChartFacts): Section[] => LORD_PRIORITY.map((h) => houseLordSection(f, h));

export function houseLordDetailSections(f: ChartFacts, house: number): Section[] {
  const lord = lordOf(f, house);
  return [houseLordSection(f, house), planetInSignSection(f, lord), ...occupantsOf(f, house).map((g) => planetInHouseSection(f, g, house, 'whole_sign', house)), aspectSection(f, house)];
}

export function karakaSections(f: ChartFacts): Section[] {
  const ks = charaKarakas(f);
  return ks.map((k, idx) => {
    const body = [T.karakaRole[k.karaka]];
    if (idx === 0) body.push(T.atmakaraka[k.planet]);
    body.push(`${k.planet} holds this role from ${SIGNS[f.planets[k.planet].sign]} in your ${ORDINAL(f.planets[k.planet].house)} house.`);
    return sec(`karaka.${k.karaka}`, `${k.karaka}: ${k.planet}`, body, { karaka: k.karaka, planet: k.planet, degree_for_ranking: k.degree, sign: SIGNS[f.planets[k.planet].sign], house: f.planets[k.planet].house });
  });
}

// ------------------------------------------------------------------ yogas, doshas

const CATEGORY_ORDER = ['pancha_mahapurusha', 'raja', 'dhana', 'neecha_bhanga', 'chandra', 'surya', 'viparita', 'other', 'nabhasa'];
export function yogaSection(y: YogaCatalogEntry, h: YogaHit): Section {
  const status = h.present ? '' : T.common.yoga_absent;
  return sec(`yoga.${y.id}`, y.name, [T.yoga[y.id], h.cancelled ? T.common.yoga_cancelled : '', status],
    { yoga: y.id, present: h.present, category: y.category, nature: y.nature, planets: h.planets, houses: h.houses, detail: h.detail, domains: y.domains });
}
export function yogasSections(f: ChartFacts): { sections: Section[]; hits: YogaHit[] } {
  const hits = detectYogas(f);
  const byId = new Map(YOGA_CATALOG.map((y) => [y.id, y]));
  const present = hits.filter((h) => h.present).sort((a, b) => {
    const ya = byId.get(a.id)!, yb = byId.get(b.id)!;
    return CATEGORY_ORDER.indexOf(ya.category) - CATEGORY_ORDER.indexOf(yb.category) || YOGA_CATALOG.indexOf(ya) - YOGA_CATALOG.indexOf(yb);
  });
  const sections = present.map((h) => yogaSection(byId.get(h.id)!, h));
  if (!sections.length) sections.push(sec('yoga.none', 'No catalogued yoga', T.common.no_yogas, { yogas_checked: YOGA_CATALOG.length }));
  return { sections, hits };
}

export function doshaSection(d: DoshaCatalogEntry, h: DoshaHit): Section {
  const body = [T.dosha[d.id]];
  if (h.sub_type) for (const s of h.sub_type.split('+')) body.push(d.id === 'kaal_sarp' ? T.kaalSarp[s] : T.grahan[s]);
  if (!h.applicable) body.push(T.doshaStatus.not_applicable);
  else if (h.cancelled) body.push(T.doshaStatus.cancelled);
  else if (!h.present) body.push(T.doshaStatus.absent);
  return sec(`dosha.${d.id}`, d.name, body, { dosha: d.id, applicable: h.applicable, present: h.present, cancelled: h.cancelled, cancelled_by: h.cancelled_by, sub_type: h.sub_type, planets: h.planets, houses: h.houses, detail: h.detail });
}
export function doshasSections(f: ChartFacts): { sections: Section[]; hits: DoshaHit[] } {
  const hits = detectDoshas(f);
  const byId = new Map(DOSHA_CATALOG.map((d) => [d.id, d]));
  const active = hits.filter((h) => h.present && !h.cancelled);
  const cancelled = hits.filter((h) => h.present && h.cancelled);
  const sections = [...active, ...cancelled].map((h) => doshaSection(byId.get(h.id)!, h));
  if (!active.length) sections.unshift(sec('dosha.none', 'No active natal dosha', T.common.no_doshas, { doshas_checked: hits.filter((h) => h.applicable).map((h) => h.id) }));
  return { sections, hits };
}

// ------------------------------------------------------------------ divisional

export function divisionalSections(f: ChartFacts, d: VargaFactor): Section[] {
  const key = `D${d}`;
  const ascV = varga(f.chart.ascendant, d);
  const pos = (g: Graha) => varga(f.planets[g].longitude, d);
  const vh = (s: number) => ((s - ascV.sign + 12) % 12) + 1;
  const out: Section[] = [
    sec(`varga.${key}`, `${key} ${VARGA_NAMES[d]}`, T.varga[key], { varga: key, name: VARGA_NAMES[d] }),
    sec(`varga.${key}.lagna`, `${key} ascendant in ${SIGNS[ascV.sign]}`, fill(T.vargas.varga_lagna, { sign: SIGNS[ascV.sign], keywords: T.signKeywords[SIGNS[ascV.sign]], lord: SIGN_LORDS[ascV.sign] }),
      { varga_lagna: SIGNS[ascV.sign], varga_lagna_lord: SIGN_LORDS[ascV.sign] }),
  ];
  const focus = T.vargaFocus[key] as Graha[];
  const lagnaLord = SIGN_LORDS[ascV.sign] as Graha;
  const order: Graha[] = [...new Set<Graha>([...focus, lagnaLord, ...planetPriority(f)])];
  const same = GRAHAS.filter((g) => pos(g).sign === f.planets[g].sign);
  if (d !== 1) out.push(sec(`varga.${key}.vargottama`, 'Reinforced planets', same.length ? fill(T.vargas.vargottama_intro, { planets: listing(same) }) : `No planet occupies the same sign in the ${key} as in the birth chart, so each planet's story in this area differs somewhat from the natal picture.`, { same_sign_as_d1: same }));
  for (const g of order) {
    const v = pos(g);
    const text = [fill(T.vargas.placement, { planet: g, sign: SIGNS[v.sign], house: ORDINAL(vh(v.sign)) }), T.planetInSign[g][SIGNS[v.sign]]];
    out.push(sec(`varga.${key}.${g}`, `${g} in the ${key}`, text, { planet: g, varga_sign: SIGNS[v.sign], varga_house: vh(v.sign), natal_sign: SIGNS[f.planets[g].sign], same_as_d1: v.sign === f.planets[g].sign }));
  }
  return out;
}

// ------------------------------------------------------------------ profile and outlooks

export function profileSections(f: ChartFacts, ascendantLon: number): Section[] {
  const l = lagnaSections(f, ascendantLon)[0];
  const m = moonSignSections(f);
  const s = sunSignSections(f)[0];
  const ak = karakaSections(f)[0];
  const ys = yogasSections(f).sections.slice(0, 3);
  const ds = doshasSections(f).sections.slice(0, 2);
  return [l, m[0], m[1], s, houseLordSection(f, 1), ak, ...ys, houseLordSection(f, 10), houseLordSection(f, 7), ...ds];
}

export interface RunningDasha { maha: Graha; antar: Graha | null }
type Domain = 'marriage' | 'career' | 'finance';
const DOMAIN: Record<Domain, { houses: number[]; karaka: Graha[]; signTable: Record<string, string>; extra?: Record<string, string>; extraHouse?: number }> = {
  marriage: { houses: [7], karaka: ['Venus'], signTable: T.outlooks.marriage.seventh_sign as Record<string, string> },
  career: { houses: [10], karaka: ['Saturn', 'Sun'], signTable: T.outlooks.career.tenth_sign as Record<string, string> },
  finance: { houses: [2, 11], karaka: ['Jupiter'], signTable: T.outlooks.finance.second_sign as Record<string, string>, extra: T.outlooks.finance.eleventh_sign as Record<string, string>, extraHouse: 11 },
};

export function outlookSections(f: ChartFacts, domain: Domain, dasha: RunningDasha | null, yogaIds: string[]): Section[] {
  const cfg = DOMAIN[domain];
  const h0 = cfg.houses[0];
  const sign0 = SIGNS[(f.lagnaSign + h0 - 1) % 12];
  const out: Section[] = [sec(`${domain}.sign`, `${sign0} on the ${ORDINAL(h0)} house`, cfg.signTable[sign0], { house: h0, sign: sign0, lord: lordOf(f, h0) })];
  out.push(houseLordSection(f, h0));
  if (cfg.extra && cfg.extraHouse) {
    const s = SIGNS[(f.lagnaSign + cfg.extraHouse - 1) % 12];
    out.push(sec(`${domain}.sign.${cfg.extraHouse}`, `${s} on the ${ORDINAL(cfg.extraHouse)} house`, cfg.extra[s], { house: cfg.extraHouse, sign: s, lord: lordOf(f, cfg.extraHouse) }));
    out.push(houseLordSection(f, cfg.extraHouse));
  }
  const conds = cfg.karaka.map((g) => conditionOf(f, g));
  const rank = { strong: 2, moderate: 1, challenged: 0 } as const;
  const avg = conds.reduce((a, c) => a + rank[c], 0) / conds.length;
  const band = avg >= 1.5 ? 'strong' : avg >= 0.75 ? 'moderate' : 'challenged';
  const karakaText = T.outlooks[domain].karaka as Record<string, string>;
  out.push(sec(`${domain}.karaka`, 'Natural significator', karakaText[band], { karakas: cfg.karaka, condition: band, karaka_houses: cfg.karaka.map((g) => f.planets[g].house), karaka_dignity: cfg.karaka.map((g) => f.planets[g].dignity) }));
  for (const h of cfg.houses) for (const g of occupantsOf(f, h)) out.push(planetInHouseSection(f, g, h, 'whole_sign', h));
  if (dasha) {
    const lords = [dasha.maha, dasha.antar].filter(Boolean) as Graha[];
    const touches = (g: Graha) => cfg.houses.some((h) => f.planets[g].house === h || housesRuledBy(f, g).includes(h));
    const linked = lords.some(touches);
    const tpl = T.outlooks[domain];
    out.push(sec(`${domain}.dasha`, `Current period: ${dasha.maha}${dasha.antar ? ` / ${dasha.antar}` : ''}`,
      [fill(tpl.dasha, { maha: dasha.maha, antar: dasha.antar ?? dasha.maha, link: linked ? T.outlooks.lord_link.linked : T.outlooks.lord_link.unlinked, note: linked ? tpl.dasha_linked : tpl.dasha_unlinked }), T.dasha.maha[dasha.maha]],
      { maha: dasha.maha, antar: dasha.antar, linked_to_houses: linked, houses: cfg.houses }));
  }
  const relevant = YOGA_CATALOG.filter((y) => yogaIds.includes(y.id) && y.domains.includes(domain === 'finance' ? 'wealth' : domain));
  for (const y of relevant.slice(0, 3)) out.push(sec(`${domain}.yoga.${y.id}`, y.name, T.yoga[y.id], { yoga: y.id, domains: y.domains }));
  out.push(sec(`${domain}.note`, 'How to read this', T.outlooks.disclaimer, { domain }));
  return out;
}

export { NAKSHATRAS, NAKSHATRA_LORD_CYCLE };
