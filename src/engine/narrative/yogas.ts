/**
 * Detection of the 85 yogas of content/catalogs/yogas.json from a natal chart. Each rule follows
 * the catalog's definition (whole-sign houses from the lagna unless the Moon or Sun is named);
 * every result carries the planets and houses that formed it, so a reader can check it.
 * Readings where the catalog leaves a choice:
 * - Sunapha/Anapha/Durudhara and Vesi/Vasi/Ubhayachari are mutually exclusive, as in the
 *   classical texts: Sunapha is the 2nd occupied and the 12th empty, Durudhara both.
 * - "Linked" lords: same sign, mutual graha drishti, or exchange of signs (facts.linkOf).
 * - Benefics are Jupiter, Venus and Mercury, plus the Moon when waxing for the Nabhasa counts;
 *   malefics the Sun, Mars, Saturn (and a waning Moon), with Rahu and Ketu elsewhere.
 * - Maha Bhagya needs the sex of the native, which the API does not ask: both readings are
 *   evaluated and the one that holds is named in `detail`.
 * - Viparita Raja (general) is a dusthana lord in another dusthana or joined with another
 *   dusthana lord; the "no association with other lords" refinement is not applied.
 */
import yogaCatalog from '../../../content/catalogs/yogas.json';
import { SIGN_LORDS, type Graha } from '../vedic/zodiac';
import { EXALTATION_DEG, OWN_SIGNS } from '../kundli/dignity';
import {
  aspectsSign, type ChartFacts, DUSTHANAS, houseFromSign, influences, isDignified, isStrong, KENDRAS, linkOf, lordOf,
  NATURAL_BENEFICS, NATURAL_MALEFICS, ORDINAL, occupantsFrom, occupantsOf, sameSign, SEVEN_GRAHAS, TARA_GRAHAS, TRIKONAS, UPACHAYAS,
} from './facts';

export interface YogaHit {
  id: string;
  present: boolean;
  planets: Graha[];
  houses: number[];
  /** One sentence of what was found (or why it is absent). */
  detail: string;
  /** Present but cancelled by a named rule (Shakata). */
  cancelled?: boolean;
}

export interface YogaCatalogEntry { id: string; name: string; category: string; definition: string; domains: string[]; planets: string[]; nature: string; aliases?: string[]; source?: string }
export const YOGA_CATALOG = yogaCatalog as YogaCatalogEntry[];

const hit = (id: string, present: boolean, planets: Graha[], houses: number[], detail: string, extra: Partial<YogaHit> = {}): YogaHit =>
  ({ id, present, planets: [...new Set(planets)], houses: [...new Set(houses)].sort((a, b) => a - b), detail, ...extra });

const MAHAPURUSHA: [string, Graha][] = [['ruchaka', 'Mars'], ['bhadra', 'Mercury'], ['hamsa', 'Jupiter'], ['malavya', 'Venus'], ['shasha', 'Saturn']];
const exaltSign = (g: Graha) => Math.floor(EXALTATION_DEG[g] / 30);

const RAJA_PAIRS: [number, number][] = [[1, 4], [1, 5], [1, 7], [1, 9], [1, 10], [4, 5], [4, 9], [5, 7], [5, 10], [7, 9]];

export function detectYogas(f: ChartFacts): YogaHit[] {
  const P = f.planets;
  const out: YogaHit[] = [];
  const L = (h: number) => lordOf(f, h);

  // ---- Pancha Mahapurusha
  for (const [id, g] of MAHAPURUSHA) {
    const dignified = OWN_SIGNS[g].includes(P[g].sign) || exaltSign(g) === P[g].sign;
    const ok = KENDRAS.includes(P[g].house) && dignified;
    out.push(hit(id, ok, [g], [P[g].house], `${g} in the ${ORDINAL(P[g].house)} house${dignified ? ' in its own or exaltation sign' : ', not in its own or exaltation sign'}`));
  }

  // ---- Chandra yogas
  const fromMoon = (g: Graha) => houseFromSign(f.moonSign, P[g].sign);
  const jm = fromMoon('Jupiter');
  out.push(hit('gaja_kesari', KENDRAS.includes(jm), ['Moon', 'Jupiter'], [P.Moon.house, P.Jupiter.house], `Jupiter is in the ${ORDINAL(jm)} from the Moon${P.Jupiter.dignity === 'debilitated' ? ' (debilitated, which weakens it)' : ''}`));
  const second = occupantsFrom(f, f.moonSign, 2, TARA_GRAHAS), twelfth = occupantsFrom(f, f.moonSign, 12, TARA_GRAHAS);
  out.push(hit('sunapha', second.length > 0 && twelfth.length === 0, ['Moon', ...second], [], `2nd from the Moon: ${second.join(', ') || 'empty'}; 12th: ${twelfth.join(', ') || 'empty'}`));
  out.push(hit('anapha', twelfth.length > 0 && second.length === 0, ['Moon', ...twelfth], [], `12th from the Moon: ${twelfth.join(', ') || 'empty'}; 2nd: ${second.join(', ') || 'empty'}`));
  out.push(hit('durudhara', second.length > 0 && twelfth.length > 0, ['Moon', ...second, ...twelfth], [], `2nd from the Moon: ${second.join(', ') || 'empty'}; 12th: ${twelfth.join(', ') || 'empty'}`));
  const adhiHouses = (['Mercury', 'Jupiter', 'Venus'] as Graha[]).map(fromMoon);
  out.push(hit('adhi', adhiHouses.every((h) => [6, 7, 8].includes(h)), ['Moon', 'Mercury', 'Jupiter', 'Venus'], [], `Mercury, Jupiter and Venus in the ${adhiHouses.map(ORDINAL).join(', ')} from the Moon`));
  out.push(hit('chandra_mangala', sameSign(f, 'Moon', 'Mars'), ['Moon', 'Mars'], [P.Moon.house], sameSign(f, 'Moon', 'Mars') ? 'the Moon and Mars share a sign' : 'the Moon and Mars are in different signs'));
  const mj = houseFromSign(P.Jupiter.sign, P.Moon.sign);
  const shakata = [6, 8, 12].includes(mj);
  const shakataCancel = shakata && KENDRAS.includes(P.Moon.house);
  out.push(hit('shakata', shakata && !shakataCancel, ['Moon', 'Jupiter'], [P.Moon.house], `the Moon is ${ORDINAL(mj)} from Jupiter${shakataCancel ? ', but in a kendra from the lagna, which cancels it' : ''}`, shakataCancel ? { cancelled: true } : {}));

  // ---- Surya yogas
  const SURYA: Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  const s2 = occupantsFrom(f, f.sunSign, 2, SURYA), s12 = occupantsFrom(f, f.sunSign, 12, SURYA);
  out.push(hit('vesi', s2.length > 0 && s12.length === 0, ['Sun', ...s2], [], `2nd from the Sun: ${s2.join(', ') || 'empty'}; 12th: ${s12.join(', ') || 'empty'}`));
  out.push(hit('vasi', s12.length > 0 && s2.length === 0, ['Sun', ...s12], [], `12th from the Sun: ${s12.join(', ') || 'empty'}; 2nd: ${s2.join(', ') || 'empty'}`));
  out.push(hit('ubhayachari', s2.length > 0 && s12.length > 0, ['Sun', ...s2, ...s12], [], `2nd from the Sun: ${s2.join(', ') || 'empty'}; 12th: ${s12.join(', ') || 'empty'}`));
  out.push(hit('budha_aditya', sameSign(f, 'Sun', 'Mercury'), ['Sun', 'Mercury'], [P.Sun.house], sameSign(f, 'Sun', 'Mercury') ? 'the Sun and Mercury share a sign' : 'the Sun and Mercury are in different signs'));

  // ---- Raja yogas
  const kt: { a: Graha; b: Graha; ha: number; hb: number; link: string }[] = [];
  for (const k of KENDRAS) for (const t of TRIKONAS) {
    const a = L(k), b = L(t);
    const link = linkOf(f, a, b);
    if (link && !kt.some((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a))) kt.push({ a, b, ha: k, hb: t, link });
  }
  out.push(hit('raja_yoga_kendra_trikona', kt.length > 0, kt.flatMap((x) => [x.a, x.b]), kt.flatMap((x) => [x.ha, x.hb]),
    kt.length ? kt.map((x) => `${ORDINAL(x.ha)} lord ${x.a} and ${ORDINAL(x.hb)} lord ${x.b} (${x.link.replace('_', ' ')})`).join('; ') : 'no kendra lord is linked with a trikona lord'));
  const pair = (id: string, h1: number, h2: number) => {
    const a = L(h1), b = L(h2);
    const link = linkOf(f, a, b);
    out.push(hit(id, link !== null, [a, b], [h1, h2], a === b ? `${a} rules both the ${ORDINAL(h1)} and the ${ORDINAL(h2)} (see yoga_karaka)` : link ? `${ORDINAL(h1)} lord ${a} and ${ORDINAL(h2)} lord ${b}: ${link.replace('_', ' ')}` : `${ORDINAL(h1)} lord ${a} and ${ORDINAL(h2)} lord ${b} are not linked`));
  };
  for (const [a, b] of RAJA_PAIRS) pair(`raja_yoga_${a}_${b}`, a, b);
  pair('dharma_karmadhipati', 9, 10);
  {
    let yk: Graha | null = null;
    for (const g of SEVEN_GRAHAS) {
      const ruled = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => L(h) === g);
      if (ruled.some((h) => [4, 7, 10].includes(h)) && ruled.some((h) => [5, 9].includes(h))) yk = g;
    }
    const ok = yk !== null && P[yk].dignity !== 'debilitated' && !DUSTHANAS.includes(P[yk].house) && !P[yk].combust;
    out.push(hit('yoga_karaka', ok, yk ? [yk] : [], yk ? [P[yk].house] : [], yk ? `${yk} rules a kendra and a trikona and sits in the ${ORDINAL(P[yk].house)} (${P[yk].dignity}${P[yk].combust ? ', combust' : ''})` : 'no planet rules both a kendra and a trikona for this lagna'));
  }
  {
    const l7 = L(7), l9 = L(9), l10 = L(10);
    const ok = P[l7].house === 10 && P[l7].dignity === 'exalted' && sameSign(f, l10, l9);
    out.push(hit('shrinatha', ok, [l7, l9, l10], [10], `7th lord ${l7} in the ${ORDINAL(P[l7].house)} (${P[l7].dignity}); 10th lord ${l10} ${sameSign(f, l10, l9) || l10 === l9 ? 'with' : 'apart from'} 9th lord ${l9}`));
  }
  {
    const l1 = L(1);
    const a = P[l1].dignity === 'exalted' && KENDRAS.includes(P[l1].house) && aspectsSign(f, 'Jupiter', P[l1].sign) && l1 !== 'Jupiter';
    const bHouse = [1, 7, 9, 10].find((h) => occupantsOf(f, h, NATURAL_BENEFICS).length >= 2);
    out.push(hit('chamara', a || bHouse !== undefined, a ? [l1, 'Jupiter'] : bHouse ? occupantsOf(f, bHouse, NATURAL_BENEFICS) : [], bHouse ? [bHouse] : [P[l1].house],
      a ? `the lagna lord ${l1} is exalted in a kendra with Jupiter's aspect` : bHouse ? `two natural benefics occupy the ${ORDINAL(bHouse)}` : 'neither condition holds'));
  }
  {
    const found: string[] = [];
    const planets: Graha[] = [];
    for (const g of SEVEN_GRAHAS) {
      if (P[g].dignity !== 'debilitated') continue;
      const disp = SIGN_LORDS[P[g].sign] as Graha;
      const exLord = SIGN_LORDS[exaltSign(g)] as Graha;
      const inKendra = (x: Graha) => KENDRAS.includes(P[x].house) || KENDRAS.includes(houseFromSign(f.moonSign, P[x].sign));
      if (inKendra(disp) || inKendra(exLord)) { found.push(`${g} debilitated, cancelled by ${inKendra(disp) ? disp : exLord} in a kendra`); planets.push(g); }
    }
    out.push(hit('neecha_bhanga_raja', found.length > 0, planets, planets.map((g) => P[g].house), found.join('; ') || 'no debilitated planet has its fall cancelled'));
  }
  // ---- Viparita
  {
    const found: string[] = [];
    const planets: Graha[] = [];
    for (const d of DUSTHANAS) {
      const g = L(d);
      const otherLords = DUSTHANAS.filter((x) => x !== d).map(L).filter((x) => x !== g);
      const inOther = DUSTHANAS.includes(P[g].house) && P[g].house !== d;
      const joined = otherLords.find((x) => sameSign(f, g, x));
      if (inOther || joined) { found.push(`${ORDINAL(d)} lord ${g} ${inOther ? `in the ${ORDINAL(P[g].house)}` : `joined with ${joined}`}`); planets.push(g); }
    }
    out.push(hit('viparita_raja', found.length > 0, planets, planets.map((g) => P[g].house), found.join('; ') || 'no dusthana lord is in another dusthana'));
    for (const [id, h] of [['viparita_raja_harsha', 6], ['sarala', 8], ['vimala', 12]] as [string, number][]) {
      const g = L(h);
      out.push(hit(id, DUSTHANAS.includes(P[g].house), [g], [P[g].house], `${ORDINAL(h)} lord ${g} in the ${ORDINAL(P[g].house)}`));
    }
  }
  // ---- Dhana
  {
    const found: string[] = [];
    const planets: Graha[] = [];
    for (const w of [2, 11]) for (const o of [2, 11, 1, 5, 9]) {
      if (o === w) continue;
      const a = L(w), b = L(o);
      const link = linkOf(f, a, b);
      if (link && !found.some((s) => s.includes(`${a} and`) && s.includes(b))) { found.push(`${ORDINAL(w)} lord ${a} and ${ORDINAL(o)} lord ${b} (${link.replace('_', ' ')})`); planets.push(a, b); }
    }
    out.push(hit('dhana', found.length > 0, planets, [2, 11], found.join('; ') || 'no wealth lord is linked with another wealth or trikona lord'));
  }
  {
    const l1 = L(1), l9 = L(9);
    const ok = isStrong(f, l1) && KENDRAS.includes(P[l9].house) && isDignified(f, l9);
    out.push(hit('lakshmi', ok, [l1, l9], [P[l9].house], `lagna lord ${l1} ${isStrong(f, l1) ? 'strong' : 'not strong'}; 9th lord ${l9} in the ${ORDINAL(P[l9].house)} (${P[l9].dignity})`));
  }
  {
    const ben: Graha[] = ['Mercury', 'Jupiter', 'Venus'];
    const fromL = ben.every((g) => UPACHAYA_OK(P[g].house));
    const fromM = ben.every((g) => UPACHAYA_OK(houseFromSign(f.moonSign, P[g].sign)));
    out.push(hit('vasumati', fromL || fromM, ben, ben.map((g) => P[g].house), fromL ? 'all three benefics in upachayas from the lagna' : fromM ? 'all three benefics in upachayas from the Moon' : 'the benefics are not all in upachaya houses'));
  }
  {
    const d = SIGN_LORDS[f.moonSign] as Graha, l1 = L(1);
    const joined = d === l1 || sameSign(f, d, l1);
    const place = KENDRAS.includes(P[d].house) || P[d].dignity === 'great_friend';
    const asp = P[d].house === 1 || aspectsSign(f, d, f.lagnaSign);
    const strongInLagna = occupantsOf(f, 1).some((g) => isDignified(f, g));
    out.push(hit('pushkala', joined && place && asp && strongInLagna, [d, l1], [P[d].house], `Moon's dispositor ${d} ${joined ? 'with' : 'apart from'} lagna lord ${l1}, in the ${ORDINAL(P[d].house)}; ${strongInLagna ? 'a dignified planet in the lagna' : 'no dignified planet in the lagna'}`));
  }
  {
    const check = (ref: number) => {
      const occ = occupantsFrom(f, ref, 10);
      return occ.some((g) => NATURAL_BENEFICS.includes(g)) && !occ.some((g) => NATURAL_MALEFICS.includes(g)) ? occ : null;
    };
    const a = check(f.lagnaSign), m = check(f.moonSign);
    out.push(hit('amala', Boolean(a || m), a ?? m ?? [], [10], a ? `10th from the lagna holds only benefics (${a.join(', ')})` : m ? `10th from the Moon holds only benefics (${m.join(', ')})` : 'the 10th from the lagna and from the Moon holds no benefic alone'));
  }
  {
    const odd = (s: number) => s % 2 === 0; // Aries (0) is an odd sign
    const day = P.Sun.house >= 7; // Sun above the horizon (whole-sign reading)
    const male = day && odd(f.lagnaSign) && odd(P.Sun.sign) && odd(P.Moon.sign);
    const female = !day && !odd(f.lagnaSign) && !odd(P.Sun.sign) && !odd(P.Moon.sign);
    out.push(hit('maha_bhagya', male || female, ['Sun', 'Moon'], [1], male ? 'day birth with lagna, Sun and Moon in odd signs (the reading for a man)' : female ? 'night birth with lagna, Sun and Moon in even signs (the reading for a woman)' : `${day ? 'day' : 'night'} birth; the odd/even pattern does not match either reading`));
  }
  {
    const empty = KENDRAS.filter((h) => occupantsOf(f, h).length === 0);
    out.push(hit('chatussagara', empty.length === 0, [], KENDRAS, empty.length ? `kendra(s) ${empty.map(ORDINAL).join(', ')} empty` : 'all four kendras are occupied'));
  }
  {
    const good = [1, 2, 4, 5, 7, 9, 10];
    const trio: Graha[] = ['Jupiter', 'Venus', 'Mercury'];
    const ok = trio.every((g) => good.includes(P[g].house)) && ['exalted', 'moolatrikona', 'own_sign', 'great_friend', 'friend'].includes(P.Jupiter.dignity);
    out.push(hit('saraswati', ok, trio, trio.map((g) => P[g].house), `Jupiter, Venus, Mercury in the ${trio.map((g) => ORDINAL(P[g].house)).join(', ')}; Jupiter ${P.Jupiter.dignity}`));
  }
  {
    const kBen = KENDRAS.some((h) => occupantsOf(f, h, NATURAL_BENEFICS).length > 0);
    const kMal = KENDRAS.some((h) => occupantsOf(f, h, NATURAL_MALEFICS).length > 0);
    const clean68 = [6, 8].every((h) => occupantsOf(f, h, NATURAL_MALEFICS).length === 0);
    const a = kBen && !kMal && clean68;
    const l1 = L(1), l12 = L(12);
    const b = l1 !== l12 && KENDRAS.includes(houseFromSign(P[l1].sign, P[l12].sign));
    out.push(hit('parvata', a || b, a ? [] : [l1, l12], a ? KENDRAS : [P[l1].house, P[l12].house], a ? 'benefics in kendras, no malefic in kendras, the 6th and 8th free of malefics' : b ? `lagna lord ${l1} and 12th lord ${l12} in mutual kendras` : 'neither condition holds'));
  }
  {
    const l1 = L(1), l4 = L(4), l9 = L(9), l10 = L(10);
    const a = l4 !== l9 && KENDRAS.includes(houseFromSign(P[l4].sign, P[l9].sign)) && isStrong(f, l1);
    const b = isDignified(f, l4) && l4 !== l10 && influences(f, l10, l4);
    out.push(hit('kahala', a || b, [l1, l4, l9, l10], [4, 9], a ? `4th lord ${l4} and 9th lord ${l9} in mutual kendras with a strong lagna lord` : b ? `4th lord ${l4} dignified and joined or aspected by the 10th lord ${l10}` : 'neither condition holds'));
  }
  {
    const l1 = L(1), l5 = L(5), l6 = L(6), l9 = L(9), l10 = L(10);
    const a = l5 !== l6 && KENDRAS.includes(houseFromSign(P[l5].sign, P[l6].sign)) && isStrong(f, l1);
    const b = (l1 === l10 || sameSign(f, l1, l10)) && [0, 3, 6, 9].includes(P[l1].sign) && isStrong(f, l9);
    out.push(hit('shankha', a || b, [l1, l5, l6, l9, l10], [5, 6], a ? `5th lord ${l5} and 6th lord ${l6} in mutual kendras with a strong lagna lord` : b ? 'lagna and 10th lords together in a movable sign with a strong 9th lord' : 'neither condition holds'));
  }
  {
    const l1 = L(1), l9 = L(9), l10 = L(10);
    const a = (['Venus', 'Jupiter', l1] as Graha[]).every((g) => KENDRAS.includes(P[g].house)) && isStrong(f, l9);
    const b = SEVEN_GRAHAS.every((g) => [1, 2, 7, 12].includes(P[g].house)) && isStrong(f, l10);
    out.push(hit('bheri', a || b, a ? ['Venus', 'Jupiter', l1, l9] : [l10], [], a ? 'Venus, Jupiter and the lagna lord in kendras with a strong 9th lord' : b ? 'all planets in the 1st, 2nd, 7th and 12th with a strong 10th lord' : 'neither condition holds'));
  }
  // ---- Parivartana
  {
    const ex: { a: Graha; b: Graha; ha: number; hb: number }[] = [];
    for (const a of SEVEN_GRAHAS) for (const b of SEVEN_GRAHAS) {
      if (a >= b) continue;
      if (SIGN_LORDS[P[a].sign] === b && SIGN_LORDS[P[b].sign] === a) ex.push({ a, b, ha: P[a].house, hb: P[b].house });
    }
    const kind = (e: { ha: number; hb: number }) => ([6, 8, 12].includes(e.ha) || [6, 8, 12].includes(e.hb) ? 'dainya' : e.ha === 3 || e.hb === 3 ? 'khala' : 'maha');
    for (const k of ['maha', 'khala', 'dainya'] as const) {
      const es = ex.filter((e) => kind(e) === k);
      out.push(hit(`${k}_parivartana`, es.length > 0, es.flatMap((e) => [e.a, e.b]), es.flatMap((e) => [e.ha, e.hb]),
        es.length ? es.map((e) => `${e.a} (in the ${ORDINAL(e.ha)}) and ${e.b} (in the ${ORDINAL(e.hb)}) exchange signs`).join('; ') : ex.length ? 'the exchange in this chart is of another kind' : 'no two planets exchange signs'));
    }
  }
  // ---- Kartari
  {
    const h2 = occupantsOf(f, 2), h12 = occupantsOf(f, 12);
    const ben = (xs: Graha[]) => xs.some((g) => NATURAL_BENEFICS.includes(g));
    const mal = (xs: Graha[]) => xs.some((g) => NATURAL_MALEFICS.includes(g));
    out.push(hit('shubha_kartari', ben(h2) && ben(h12) && !mal(h2) && !mal(h12), [...h2, ...h12], [2, 12], `2nd: ${h2.join(', ') || 'empty'}; 12th: ${h12.join(', ') || 'empty'}`));
    out.push(hit('papa_kartari', mal(h2) && mal(h12) && !ben(h2) && !ben(h12), [...h2, ...h12], [2, 12], `2nd: ${h2.join(', ') || 'empty'}; 12th: ${h12.join(', ') || 'empty'}`));
  }

  out.push(...nabhasa(f));
  return out;
}

const UPACHAYA_OK = (h: number) => UPACHAYAS.includes(h);

/** The Nabhasa yogas over the seven planets Sun..Saturn. */
function nabhasa(f: ChartFacts): YogaHit[] {
  const P = f.planets;
  const seven = SEVEN_GRAHAS;
  const houses = seven.map((g) => P[g].house);
  const hset = new Set(houses);
  const signs = new Set(seven.map((g) => P[g].sign));
  const benefic = (g: Graha) => NATURAL_BENEFICS.includes(g) || (g === 'Moon' && f.waxing);
  const ben = seven.filter(benefic), mal = seven.filter((g) => !benefic(g));
  const within = (allowed: number[]) => houses.every((h) => allowed.includes(h));
  const allOccupied = (need: number[]) => need.every((h) => hset.has(h));
  const seq = (start: number, n: number) => Array.from({ length: n }, (_, i) => ((start - 1 + i) % 12) + 1);
  const desc = `houses ${[...hset].sort((a, b) => a - b).map(ORDINAL).join(', ')}`;
  const r: YogaHit[] = [];
  const add = (id: string, ok: boolean, hs: number[] = [...hset]) => r.push(hit(id, ok, [...seven], hs, `the seven planets occupy ${desc} (${signs.size} signs)`));
  const quality = (s: number) => s % 3; // 0 movable, 1 fixed, 2 dual
  const q = seven.map((g) => quality(P[g].sign));
  add('rajju', q.every((x) => x === 0));
  add('musala', q.every((x) => x === 1));
  add('nala', q.every((x) => x === 2));
  const kBen = KENDRAS.filter((h) => seven.some((g) => P[g].house === h && benefic(g)));
  const kMal = KENDRAS.filter((h) => seven.some((g) => P[g].house === h && !benefic(g)));
  add('mala', kBen.length === 3 && kMal.length === 0, KENDRAS);
  add('sarpa', kMal.length === 3 && kBen.length === 0, KENDRAS);
  add('gada', [[1, 4], [4, 7], [7, 10], [10, 1]].some((pr) => within(pr) && allOccupied(pr)));
  add('shakata_nabhasa', within([1, 7]) && allOccupied([1, 7]));
  add('vihaga', within([4, 10]) && allOccupied([4, 10]));
  add('shringataka', within([1, 5, 9]) && allOccupied([1, 5, 9]));
  add('hala', [[2, 6, 10], [3, 7, 11], [4, 8, 12]].some((t) => within(t) && allOccupied(t)));
  const bIn = (hs: number[]) => ben.length > 0 && ben.every((g) => hs.includes(P[g].house));
  const mIn = (hs: number[]) => mal.length > 0 && mal.every((g) => hs.includes(P[g].house));
  add('vajra', bIn([1, 7]) && mIn([4, 10]));
  add('yava', mIn([1, 7]) && bIn([4, 10]));
  add('kamala', within(KENDRAS) && allOccupied(KENDRAS));
  add('vapi', within([2, 5, 8, 11]) || within([3, 6, 9, 12]));
  for (const [id, start, n] of [['yupa', 1, 4], ['shara', 4, 4], ['shakti', 7, 4], ['danda', 10, 4], ['nauka', 1, 7], ['kuta', 4, 7], ['chhatra', 7, 7], ['chapa', 10, 7]] as [string, number, number][]) {
    const s = seq(start, n);
    add(id, within(s) && allOccupied(s));
  }
  add('ardha_chandra', [2, 3, 5, 6, 8, 9, 11, 12].some((st) => { const s = seq(st, 7); return within(s) && allOccupied(s); }));
  add('chakra', within([1, 3, 5, 7, 9, 11]) && allOccupied([1, 3, 5, 7, 9, 11]));
  add('samudra', within([2, 4, 6, 8, 10, 12]) && allOccupied([2, 4, 6, 8, 10, 12]));
  const anyOther = r.some((x) => x.present);
  const n = signs.size;
  for (const [id, count] of [['veena', 7], ['damini', 6], ['pasha', 5], ['kedara', 4], ['shoola', 3], ['yuga', 2], ['gola', 1]] as [string, number][]) {
    r.push(hit(id, !anyOther && n === count, [...seven], [...hset], `the seven planets occupy ${n} sign${n === 1 ? '' : 's'}${anyOther ? '; another Nabhasa yoga is present, so the Sankhya yogas do not apply' : ''}`));
  }
  return r;
}

/** Resolves an id or alias of the yoga catalog. */
export function resolveYogaId(raw: string): YogaCatalogEntry | undefined {
  const k = raw.toLowerCase().replace(/-/g, '_');
  return YOGA_CATALOG.find((y) => y.id === k || (y.aliases ?? []).includes(k));
}
