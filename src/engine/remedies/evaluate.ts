/**
 * Evaluates the remedy rules (content/remedies/rules.json) on a birth chart and a reference
 * moment. Deterministic: the same input gives the same rules in rules.json order and the same
 * recommendations in kind order (mantra, vrat, pooja, daan, rudraksha, yantra, gemstone, color,
 * number), each recommendation listing every rule that asked for it with that rule's facts.
 */
import type { AyanamsaName } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { runningAt, vimshottari } from '../kundli/dasha/vimshottari';
import { dignityOf } from '../kundli/dignity';
import { shadbala as shadbalaOf, type Shadbala } from '../kundli/shadbala';
import { type NatalChart, type Planet7, SEVEN, signOf } from '../kundli/types';
import { houseFrom } from '../matching/reading';
import { GRAHAS, type Graha, SIGNS } from '../vedic/zodiac';
import { lalKitabEntry, RULES } from './catalog';
import { detectDosha, moonAfflicted } from './detect';
import { type Facts, REMEDY_KINDS, type RemedyKind, type Rule } from './types';

export interface RemedyInput {
  chart: NatalChart;
  /** House 1-12 of each graha in the request's house system (Lal Kitab and placement rules). */
  houses: Record<Graha, number>;
  houseSystem: string;
  /** Shadbala of the seven grahas; null skips the strength rules. */
  shadbala: Pick<Shadbala, 'ratio' | 'total_rupas' | 'required_rupas'> | null;
  /** The reference moment: transiting sidereal Saturn and the running mahadasha; null skips those rules. */
  moment: { as_of_jd: number; saturn_longitude: number; mahadasha: { lord: Graha; start_jd: number; end_jd: number } | null } | null;
}

export type RuleOutcome = { status: 'fired' | 'not_fired'; facts: Facts } | { status: 'skipped'; reason: string };

export interface FiredRule {
  rule_id: string;
  name: string;
  category: Rule['category'];
  planet: Graha | null;
  condition_text: string;
  facts: Facts;
  remedies: Partial<Record<RemedyKind, string[]>>;
}

export interface Recommendation {
  kind: RemedyKind;
  id: string;
  rule_ids: string[];
  triggered_by: { rule_id: string; facts: Facts }[];
}

export interface LalKitabPlacement { planet: Graha; house: number; entry_id: string }

export interface RemedyEvaluation {
  fired: FiredRule[];
  not_fired: string[];
  skipped: { rule_id: string; reason: string }[];
  recommendations: Recommendation[];
  lal_kitab: LalKitabPlacement[];
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const isSeven = (g: Graha): g is Planet7 => (SEVEN as readonly string[]).includes(g);

/** One rule on one input. */
export function evaluateRule(rule: Rule, input: RemedyInput): RuleOutcome {
  const c = input.chart;
  const cond = rule.condition;
  const out = (holds: boolean, facts: Facts): RuleOutcome => ({ status: holds ? 'fired' : 'not_fired', facts });
  switch (cond.type) {
    case 'shadbala_ratio_below': {
      if (!isSeven(cond.planet)) return { status: 'skipped', reason: `no Shadbala for ${cond.planet}` };
      if (!input.shadbala) return { status: 'skipped', reason: 'Shadbala not computed' };
      const ratio = input.shadbala.ratio[cond.planet];
      return out(ratio < cond.threshold, {
        planet: cond.planet, shadbala_rupas: input.shadbala.total_rupas[cond.planet], required_rupas: input.shadbala.required_rupas[cond.planet],
        ratio: r4(ratio), threshold: cond.threshold,
      });
    }
    case 'dignity': {
      const lon = c.grahas.find((g) => g.name === cond.planet)!.longitude;
      const d = dignityOf(cond.planet, lon, c);
      const holds = cond.status === 'debilitated' ? d.is_debilitated : d.is_exalted;
      return out(holds, { planet: cond.planet, sign: SIGNS[d.sign], dignity: d.dignity, status: d.status, degree_in_sign: r4(lon - d.sign * 30) });
    }
    case 'moon_afflicted': {
      const r = moonAfflicted(c, cond.orb_from_sun_deg, cond.afflictors);
      return out(r.holds, r.facts);
    }
    case 'dosha': {
      const r = detectDosha(c, cond.dosha);
      return out(r.holds, { dosha: cond.dosha, ...r.facts });
    }
    case 'planet_in_house': {
      const h = input.houses[cond.planet];
      return out(cond.houses.includes(h), { planet: cond.planet, house: h, house_system: input.houseSystem, sign: SIGNS[signOf(c.grahas.find((g) => g.name === cond.planet)!.longitude)] });
    }
    case 'saturn_transit_from_moon': {
      if (!input.moment) return { status: 'skipped', reason: 'no reference moment (as_of before the birth or outside the ephemeris)' };
      const moonSign = signOf(c.grahas[1].longitude);
      const satSign = signOf(input.moment.saturn_longitude);
      const h = houseFrom(moonSign, satSign);
      const phase = h === 12 ? 'rising' : h === 1 ? 'peak' : h === 2 ? 'setting' : h === 4 || h === 8 ? 'dhaiya' : null;
      return out(cond.houses.includes(h), {
        natal_moon_sign: SIGNS[moonSign], transit_saturn_sign: SIGNS[satSign], transit_saturn_longitude: r4(input.moment.saturn_longitude),
        saturn_house_from_moon: h, phase, as_of_jd: r4(input.moment.as_of_jd),
      });
    }
    case 'vimshottari_maha_lord': {
      if (!input.moment) return { status: 'skipped', reason: 'no reference moment (as_of before the birth or outside the ephemeris)' };
      const md = input.moment.mahadasha;
      if (!md) return { status: 'skipped', reason: 'the reference date is outside the 120 years of Vimshottari from birth' };
      return out(md.lord === cond.planet, { mahadasha_lord: md.lord, start_jd: r4(md.start_jd), end_jd: r4(md.end_jd), as_of_jd: r4(input.moment.as_of_jd) });
    }
  }
}

/** All rules on one input, optionally keeping only some remedy kinds in the recommendations. */
export function evaluateRemedies(input: RemedyInput, opts: { kinds?: readonly RemedyKind[]; rules?: readonly Rule[] } = {}): RemedyEvaluation {
  const kinds = opts.kinds ?? REMEDY_KINDS;
  const fired: FiredRule[] = [];
  const notFired: string[] = [];
  const skipped: { rule_id: string; reason: string }[] = [];
  for (const rule of opts.rules ?? RULES) {
    const o = evaluateRule(rule, input);
    if (o.status === 'skipped') skipped.push({ rule_id: rule.id, reason: o.reason });
    else if (o.status === 'not_fired') notFired.push(rule.id);
    else fired.push({ rule_id: rule.id, name: rule.name, category: rule.category, planet: rule.planet, condition_text: rule.condition_text, facts: o.facts, remedies: rule.remedies });
  }
  const byKey = new Map<string, Recommendation>();
  for (const kind of REMEDY_KINDS) {
    if (!kinds.includes(kind)) continue;
    for (const f of fired) {
      for (const id of f.remedies[kind] ?? []) {
        const key = `${kind}:${id}`;
        let rec = byKey.get(key);
        if (!rec) { rec = { kind, id, rule_ids: [], triggered_by: [] }; byKey.set(key, rec); }
        rec.rule_ids.push(f.rule_id);
        rec.triggered_by.push({ rule_id: f.rule_id, facts: f.facts });
      }
    }
  }
  const lal_kitab = GRAHAS.map((planet) => {
    const house = input.houses[planet];
    return { planet, house, entry_id: lalKitabEntry(planet, house)!.id };
  });
  return { fired, not_fired: notFired, skipped, recommendations: [...byKey.values()], lal_kitab };
}

/**
 * The reference-moment facts: transiting Saturn (sidereal, same ayanamsa) and the running
 * Vimshottari mahadasha at `asOfJd`; null when asOfJd precedes the birth.
 */
export function momentFacts(eph: Ephemeris, chart: NatalChart, asOfJd: number, ayanamsa: AyanamsaName, yearDays = 365.25): RemedyInput['moment'] {
  if (asOfJd < chart.jd) return null;
  const saturn = eph.sidereal(asOfJd, 'Saturn', ayanamsa).lon;
  const v = vimshottari(chart.grahas[1].longitude, chart.jd, 1, yearDays);
  const running = runningAt(v.periods, asOfJd)[0];
  return { as_of_jd: asOfJd, saturn_longitude: saturn, mahadasha: running ? { lord: running.lord, start_jd: running.start_jd, end_jd: running.end_jd } : null };
}

/** Shadbala of the chart, reduced to what the strength rules read. */
export function strengthFacts(eph: Ephemeris, chart: NatalChart): RemedyInput['shadbala'] {
  const s = shadbalaOf(eph, chart);
  return { ratio: s.ratio, total_rupas: s.total_rupas, required_rupas: s.required_rupas };
}
