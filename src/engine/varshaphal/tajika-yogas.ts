/**
 * The sixteen Tajika yogas (Tajika Neelakanthi, Samjna Tantra; PVR, *Vedic Astrology: An
 * Integrated Approach*, ch. on Tajaka; K.S. Charak, *A Textbook of Varshaphala* ch. on yogas),
 * as rules over the seven planets of a chart with Tajika aspects and deeptamsa orbs
 * (tajika-aspects.ts). Rahu and Ketu take no part. Every rule is written beside its code and
 * repeated in the answer. Tambira is not detected (its conditions vary between the texts).
 *
 * Terms: "strong" = in its exaltation or an own sign and not combust; "weak" = debilitated, in a
 * natural enemy's sign, or combust; "afflicted" (for Radda) = retrograde, combust or
 * debilitated. Kendras 1/4/7/10, panapharas 2/5/8/11, apoklimas 3/6/9/12 from the lagna.
 */
import { EXALTATION_DEG, naturalRelation, OWN_SIGNS } from '../kundli/dignity';
import type { Planet7 } from '../kundli/types';
import { signOf } from '../kundli/types';
import { COMBUSTION_ORB, angularDistance } from '../vedic/chart';
import { type Graha, SIGN_LORDS } from '../vedic/zodiac';
import { type Body, type Ithasala, isFaster, isharaphala, ithasala, relation, SPEED_ORDER } from './tajika-aspects';

export const YOGA_NAMES = [
  'Ithasala', 'Isharaphala', 'Nakta', 'Yamaya', 'Manau', 'Kamboola', 'Gairi-Kamboola', 'Khallasara',
  'Radda', 'Duhphali-Kuttha', 'Dutthotha-Davira', 'Kuttha', 'Durupha', 'Ikkavala', 'Induvara',
] as const;
export type TajikaYogaName = (typeof YOGA_NAMES)[number];

export const YOGA_RULES: Record<TajikaYogaName, { rule: string; nature: 'auspicious' | 'inauspicious' | 'mixed' }> = {
  Ithasala: { rule: 'Two planets in Tajika aspect, within the mean of their deeptamsas, applying (purna within 1 degree; bhavishyat: the faster planet in the last degree of its sign will aspect on entering the next)', nature: 'auspicious' },
  Isharaphala: { rule: 'Two planets in Tajika aspect within orbs but separating: the matter has passed', nature: 'inauspicious' },
  Nakta: { rule: 'Two planets without mutual aspect, and a planet faster than both in ithasala with each: it transfers the light between them', nature: 'auspicious' },
  Yamaya: { rule: 'Two planets without mutual aspect, and a planet slower than both in ithasala with each: it collects the light', nature: 'auspicious' },
  Manau: { rule: 'In an ithasala, Mars or Saturn (not of the pair) in conjunction, square or opposition with the faster planet within their mean orbs: the result is obstructed', nature: 'inauspicious' },
  Kamboola: { rule: 'Two planets (other than the Moon) in ithasala and the Moon in ithasala with either of them: the ithasala is strengthened', nature: 'auspicious' },
  'Gairi-Kamboola': { rule: 'Two planets in ithasala, the Moon in ithasala with neither, in the last degree of its sign, and on entering the next sign in ithasala with a strong planet', nature: 'mixed' },
  Khallasara: { rule: 'Two planets in ithasala while the Moon is in ithasala with no planet at all (void), and no Gairi-Kamboola: the ithasala bears little fruit', nature: 'inauspicious' },
  Radda: { rule: 'An ithasala in which either planet is retrograde, combust or debilitated: the promise is withdrawn', nature: 'inauspicious' },
  'Duhphali-Kuttha': { rule: 'An ithasala in which the slower planet is strong and the faster planet weak: success after difficulty', nature: 'mixed' },
  'Dutthotha-Davira': { rule: 'An ithasala of two weak planets, and a strong third planet in ithasala with either of them: success through another\'s help', nature: 'mixed' },
  Kuttha: { rule: 'An ithasala of two planets that are both strong or in friends\' signs, not combust, and both in kendras or panapharas', nature: 'auspicious' },
  Durupha: { rule: 'An ithasala of two weak planets (debilitated, in an enemy\'s sign or combust)', nature: 'inauspicious' },
  Ikkavala: { rule: 'All seven planets in kendras and panapharas (the apoklimas empty)', nature: 'auspicious' },
  Induvara: { rule: 'All seven planets in apoklimas (kendras and panapharas empty)', nature: 'inauspicious' },
};

export interface YogaInstance {
  planets: Planet7[];
  detail: string;
}
export interface TajikaYoga {
  name: TajikaYogaName;
  present: boolean;
  nature: 'auspicious' | 'inauspicious' | 'mixed';
  rule: string;
  instances: YogaInstance[];
}

export interface PlanetState {
  body: Body;
  sign: number;
  house: number;
  exalted: boolean;
  debilitated: boolean;
  own: boolean;
  enemySign: boolean;
  friendSign: boolean;
  combust: boolean;
  retrograde: boolean;
  strong: boolean;
  weak: boolean;
  afflicted: boolean;
}

export function planetStates(bodies: Body[], ascendant: number): Map<Planet7, PlanetState> {
  const sun = bodies.find((b) => b.name === 'Sun')!;
  const ascSign = signOf(ascendant);
  const out = new Map<Planet7, PlanetState>();
  for (const b of bodies) {
    const sign = signOf(b.longitude);
    const exSign = Math.floor(EXALTATION_DEG[b.name] / 30);
    const exalted = sign === exSign;
    const debilitated = sign === (exSign + 6) % 12;
    const own = OWN_SIGNS[b.name].includes(sign);
    const lord = SIGN_LORDS[sign] as Graha;
    const rel = lord === b.name ? 'self' : naturalRelation(b.name, lord);
    const orb = COMBUSTION_ORB[b.name];
    const retrograde = b.speed < 0;
    const combust = orb ? angularDistance(b.longitude, sun.longitude) < (retrograde ? orb.retrograde : orb.direct) : false;
    const strong = (exalted || own) && !combust;
    const enemySign = rel === 'enemy';
    out.set(b.name, {
      body: b, sign, house: ((sign - ascSign + 12) % 12) + 1, exalted, debilitated, own, enemySign, friendSign: rel === 'friend', combust, retrograde,
      strong, weak: debilitated || enemySign || combust, afflicted: retrograde || combust || debilitated,
    });
  }
  return out;
}

const KENDRA_PANAPHARA = [1, 2, 4, 5, 7, 8, 10, 11];
const APOKLIMA = [3, 6, 9, 12];

function pairs<T>(xs: T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) out.push([xs[i], xs[j]]);
  return out;
}

const fmt = (x: number) => x.toFixed(2);

/** All fifteen detectable yogas of a chart, present or not. */
export function tajikaYogas(bodies: Body[], ascendant: number): TajikaYoga[] {
  const st = planetStates(bodies, ascendant);
  const byName = new Map(bodies.map((b) => [b.name, b]));
  const found: Record<TajikaYogaName, YogaInstance[]> = Object.fromEntries(YOGA_NAMES.map((n) => [n, []])) as unknown as Record<TajikaYogaName, YogaInstance[]>;
  const itha: Ithasala[] = [];
  const ithaOf = (a: Planet7, b: Planet7) => itha.find((x) => (x.faster === a && x.slower === b) || (x.faster === b && x.slower === a));
  for (const [x, y] of pairs(bodies)) {
    const i = ithasala(x, y);
    if (i) {
      itha.push(i);
      found.Ithasala.push({ planets: [i.faster, i.slower], detail: `${i.kind} ithasala by ${i.aspect}, ${fmt(i.orb)} deg from exact` });
    }
    const s = isharaphala(x, y);
    if (s) found.Isharaphala.push({ planets: [s.faster, s.slower], detail: `separating ${s.aspect}, ${fmt(s.orb)} deg past exact` });
  }
  // Nakta / Yamaya: A, B without mutual aspect; C in ithasala with both.
  for (const [a, b] of pairs(bodies)) {
    if (relation(a, b) !== null) continue;
    for (const c of bodies) {
      if (c.name === a.name || c.name === b.name) continue;
      if (!ithaOf(c.name, a.name) || !ithaOf(c.name, b.name)) continue;
      if (isFaster(c.name, a.name) && isFaster(c.name, b.name)) found.Nakta.push({ planets: [a.name, b.name, c.name], detail: `${c.name} (faster) transfers the light between ${a.name} and ${b.name}` });
      if (isFaster(a.name, c.name) && isFaster(b.name, c.name)) found.Yamaya.push({ planets: [a.name, b.name, c.name], detail: `${c.name} (slower) collects the light of ${a.name} and ${b.name}` });
    }
  }
  const moon = byName.get('Moon')!;
  const moonItha = itha.filter((i) => i.faster === 'Moon' || i.slower === 'Moon');
  // Gairi-Kamboola: the Moon moved to 0 degrees of the next sign.
  const moonSt = st.get('Moon')!;
  const moonDeg = moon.longitude - moonSt.sign * 30;
  const nextMoon: Body = { name: 'Moon', longitude: ((moonSt.sign + 1) % 12) * 30, speed: moon.speed };
  const futureStrong = moonDeg >= 29 && moon.speed > 0 ? bodies.filter((b) => b.name !== 'Moon' && st.get(b.name)!.strong && ithasala(nextMoon, b)) : [];
  for (const i of itha) {
    const F = st.get(i.faster)!;
    const S = st.get(i.slower)!;
    const pair = [i.faster, i.slower];
    for (const m of ['Mars', 'Saturn'] as const) {
      if (pair.includes(m)) continue;
      const r = relation(F.body, byName.get(m)!);
      if (r && r.within_orb && r.nature !== 'friendly') found.Manau.push({ planets: [i.faster, i.slower, m], detail: `${m} in ${r.aspect} with ${i.faster} within ${fmt(r.allowed_orb)} deg` });
    }
    if (!pair.includes('Moon')) {
      const withMoon = moonItha.filter((x) => pair.includes(x.faster) || pair.includes(x.slower));
      if (withMoon.length) found.Kamboola.push({ planets: [i.faster, i.slower, 'Moon'], detail: `the Moon in ithasala with ${withMoon.map((x) => (x.faster === 'Moon' ? x.slower : x.faster)).join(' and ')}` });
      else if (futureStrong.length) found['Gairi-Kamboola'].push({ planets: [i.faster, i.slower, 'Moon'], detail: `the Moon at ${fmt(moonDeg)} deg of its sign will make ithasala with strong ${futureStrong.map((b) => b.name).join(', ')}` });
      else if (moonItha.length === 0) found.Khallasara.push({ planets: [i.faster, i.slower], detail: 'the Moon is in ithasala with no planet' });
    }
    const aff = [F, S].filter((x) => x.afflicted);
    if (aff.length) found.Radda.push({ planets: pair, detail: aff.map((x) => `${x.body.name} ${[x.retrograde && 'retrograde', x.combust && 'combust', x.debilitated && 'debilitated'].filter(Boolean).join(', ')}`).join('; ') });
    if (S.strong && F.weak) found['Duhphali-Kuttha'].push({ planets: pair, detail: `slower ${i.slower} strong, faster ${i.faster} weak` });
    if (F.weak && S.weak) {
      found.Durupha.push({ planets: pair, detail: 'both planets weak' });
      for (const c of bodies) {
        if (pair.includes(c.name) || !st.get(c.name)!.strong) continue;
        if (ithaOf(c.name, i.faster) || ithaOf(c.name, i.slower)) found['Dutthotha-Davira'].push({ planets: [i.faster, i.slower, c.name], detail: `strong ${c.name} in ithasala with the pair` });
      }
    }
    const good = (x: PlanetState) => (x.strong || (x.friendSign && !x.combust)) && KENDRA_PANAPHARA.includes(x.house);
    if (good(F) && good(S)) found.Kuttha.push({ planets: pair, detail: `${i.faster} in house ${F.house}, ${i.slower} in house ${S.house}, both dignified` });
  }
  const houses = [...st.values()].map((x) => x.house);
  if (houses.every((h) => KENDRA_PANAPHARA.includes(h))) found.Ikkavala.push({ planets: [...SPEED_ORDER], detail: `houses ${houses.join(', ')}` });
  if (houses.every((h) => APOKLIMA.includes(h))) found.Induvara.push({ planets: [...SPEED_ORDER], detail: `houses ${houses.join(', ')}` });
  return YOGA_NAMES.map((name) => ({ name, present: found[name].length > 0, nature: YOGA_RULES[name].nature, rule: YOGA_RULES[name].rule, instances: found[name] }));
}
