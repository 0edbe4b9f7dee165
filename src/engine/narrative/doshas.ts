/**
 * Natal detection of the doshas of content/catalogs/doshas.json. Mangal dosha is the matching
 * engine's (north house list, named cancellations). Transit doshas (Sade Sati, Dhaiya) need a
 * moment and matching doshas (nadi, bhakoot, gana) need two charts: for one natal chart they are
 * reported with `applicable: false` and read elsewhere (sade-sati endpoints, milan narrative).
 */
import doshaCatalog from '../../../content/catalogs/doshas.json';
import { mangalDosha } from '../matching/doshas';
import type { Graha } from '../vedic/zodiac';
import { aspectsSign, type ChartFacts, houseFromSign, KENDRAS, lordOf, ORDINAL, occupantsFrom, occupantsOf, TARA_GRAHAS } from './facts';

export interface DoshaCatalogEntry {
  id: string; name: string; category: string; definition: string; domains: string[]; planets: string[]; severity_note: string; aliases?: string[];
  sub_types?: { id: string; name: string; rahu_house?: number; ketu_house?: number }[];
  cancellations?: { id: string; rule: string }[];
}
export const DOSHA_CATALOG = doshaCatalog as DoshaCatalogEntry[];

export interface DoshaHit {
  id: string;
  /** false when the dosha cannot be read from one natal chart (transit or matching). */
  applicable: boolean;
  present: boolean;
  cancelled: boolean;
  cancelled_by: string[];
  sub_type: string | null;
  planets: Graha[];
  houses: number[];
  detail: string;
}

const SEVEN: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export function detectDoshas(f: ChartFacts): DoshaHit[] {
  const P = f.planets;
  const out: DoshaHit[] = [];
  const add = (h: Omit<DoshaHit, 'cancelled' | 'cancelled_by' | 'sub_type' | 'applicable'> & Partial<DoshaHit>) =>
    out.push({ applicable: true, cancelled: false, cancelled_by: [], sub_type: null, ...h });

  const m = mangalDosha(f.chart, 'north');
  const refs = [m.from_lagna ? 'lagna' : '', m.from_moon ? 'Moon' : '', m.from_venus ? 'Venus' : ''].filter(Boolean);
  add({
    id: 'mangal_dosha', present: m.present, cancelled: m.cancelled, cancelled_by: m.cancelled_by, planets: ['Mars'], houses: [m.mars_house],
    detail: `Mars is ${ORDINAL(m.mars_house)} from the lagna, ${ORDINAL(m.mars_house_from_moon)} from the Moon and ${ORDINAL(m.mars_house_from_venus)} from Venus${refs.length ? `; dosha houses from the ${refs.join(', ')}` : ''}${m.cancelled ? `; cancelled by ${m.cancelled_by.join(', ')}` : ''}`,
  });

  {
    const rahu = P.Rahu.longitude;
    const ahead = SEVEN.map((g) => (((P[g].longitude - rahu) % 360) + 360) % 360);
    const oneSide = ahead.every((a) => a < 180) || ahead.every((a) => a > 180);
    const type = DOSHA_CATALOG.find((d) => d.id === 'kaal_sarp')!.sub_types!.find((s) => s.rahu_house === P.Rahu.house)!;
    add({
      id: 'kaal_sarp', present: oneSide, sub_type: oneSide ? type.id : null, planets: ['Rahu', 'Ketu'], houses: [P.Rahu.house, P.Ketu.house],
      detail: oneSide ? `all seven planets lie on one side of the Rahu-Ketu axis, Rahu in the ${ORDINAL(P.Rahu.house)} (${type.name})` : 'the planets fall on both sides of the Rahu-Ketu axis',
    });
  }
  {
    const afflictors: Graha[] = ['Rahu', 'Ketu', 'Saturn'];
    const found: string[] = [];
    const sunWith = afflictors.filter((a) => P[a].sign === P.Sun.sign);
    if (sunWith.length) found.push(`the Sun with ${sunWith.join(', ')}`);
    const in9 = occupantsOf(f, 9, afflictors);
    if (in9.length) found.push(`${in9.join(', ')} in the 9th house`);
    const l9 = lordOf(f, 9);
    const l9With = afflictors.filter((a) => a !== l9 && P[a].sign === P[l9].sign);
    if (l9With.length) found.push(`9th lord ${l9} with ${l9With.join(', ')}`);
    add({ id: 'pitru_dosha', present: found.length > 0, planets: ['Sun', l9, ...new Set([...sunWith, ...in9, ...l9With])], houses: [9], detail: found.join('; ') || 'neither the Sun, the 9th house nor its lord is with Rahu, Ketu or Saturn' });
  }
  for (const id of ['shani_sade_sati', 'shani_dhaiya']) {
    add({ id, applicable: false, present: false, planets: ['Saturn', 'Moon'], houses: [], detail: 'a transit dosha: read at a moment (sade-sati endpoints)' });
  }
  for (const id of ['nadi', 'bhakoot', 'gana']) {
    add({ id, applicable: false, present: false, planets: ['Moon'], houses: [], detail: 'a matching dosha: read from two charts (milan narrative)' });
  }
  {
    const sun = (['Rahu', 'Ketu'] as Graha[]).filter((n) => P[n].sign === P.Sun.sign);
    const moon = (['Rahu', 'Ketu'] as Graha[]).filter((n) => P[n].sign === P.Moon.sign);
    const sub = sun.length && moon.length ? 'surya_grahan+chandra_grahan' : sun.length ? 'surya_grahan' : moon.length ? 'chandra_grahan' : null;
    add({
      id: 'grahan_yoga', present: sub !== null, sub_type: sub, planets: [...(sun.length ? ['Sun' as Graha] : []), ...(moon.length ? ['Moon' as Graha] : []), ...sun, ...moon],
      houses: [], detail: sub ? [sun.length ? `the Sun with ${sun.join(', ')}` : '', moon.length ? `the Moon with ${moon.join(', ')}` : ''].filter(Boolean).join('; ') : 'neither luminary shares a sign with a node',
    });
  }
  {
    const s2 = occupantsFrom(f, f.moonSign, 2, TARA_GRAHAS), s12 = occupantsFrom(f, f.moonSign, 12, TARA_GRAHAS);
    const present = s2.length === 0 && s12.length === 0;
    const cancels = [
      { id: 'planet_with_moon', ok: TARA_GRAHAS.some((g) => P[g].sign === P.Moon.sign) },
      { id: 'planet_in_kendra_from_lagna', ok: TARA_GRAHAS.some((g) => KENDRAS.includes(P[g].house)) || KENDRAS.includes(P.Moon.house) },
      { id: 'planet_in_kendra_from_moon', ok: TARA_GRAHAS.some((g) => KENDRAS.includes(houseFromSign(f.moonSign, P[g].sign)) && P[g].sign !== P.Moon.sign) },
      { id: 'jupiter_aspects_moon', ok: aspectsSign(f, 'Jupiter', P.Moon.sign) },
    ].filter((c) => c.ok).map((c) => c.id);
    add({
      id: 'kemadruma', present, cancelled: present && cancels.length > 0, cancelled_by: present ? cancels : [], planets: ['Moon'], houses: [P.Moon.house],
      detail: present ? `no planet in the 2nd or 12th from the Moon${cancels.length ? `; cancelled by ${cancels.join(', ')}` : ''}` : `2nd from the Moon: ${s2.join(', ') || 'empty'}; 12th: ${s12.join(', ') || 'empty'}`,
    });
  }
  const conj = (id: string, a: Graha, b: Graha, alt?: Graha) => {
    const withB = P[a].sign === P[b].sign;
    const withAlt = alt ? P[a].sign === P[alt].sign : false;
    add({ id, present: withB, planets: [a, b], houses: [P[a].house], detail: withB ? `${a} and ${b} share a sign (the ${ORDINAL(P[a].house)} house)` : `${a} and ${b} are in different signs${withAlt ? ` (${a} is with ${alt}, which some authors also count)` : ''}` });
  };
  conj('guru_chandal', 'Jupiter', 'Rahu', 'Ketu');
  conj('shrapit', 'Saturn', 'Rahu');
  conj('angarak', 'Mars', 'Rahu', 'Ketu');
  conj('vish', 'Moon', 'Saturn');
  const order = DOSHA_CATALOG.map((d) => d.id);
  return out.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** Resolves an id or alias of the dosha catalog. */
export function resolveDoshaId(raw: string): DoshaCatalogEntry | undefined {
  const k = raw.toLowerCase().replace(/-/g, '_');
  return DOSHA_CATALOG.find((d) => d.id === k || (d.aliases ?? []).includes(k));
}
