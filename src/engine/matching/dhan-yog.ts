/**
 * Dhan yog: wealth combinations in one chart (BPHS ch. 41 Dhana Yogas; Phaladeepika ch. 6).
 * A dhana yoga forms when the lords of the wealth houses (2nd, 11th) connect with the lords of
 * the lagna or the trikonas (5th, 9th): by conjunction (same sign), mutual aspect or exchange of
 * signs (parivartana). Every such pair found scores 1.5; in addition:
 *  + 2nd or 11th lord in a kendra or trikona (+1 each);
 *  + Jupiter (karaka of wealth) in a kendra or trikona from the lagna (+1);
 *  + Lakshmi yoga: 9th lord in a kendra or trikona in its own or exaltation sign (+1.5);
 *  - 2nd or 11th lord in the 6th, 8th or 12th (-1 each).
 * The score starts at 3, is clamped to 0-10; 7 and above strong, 4-6.9 moderate, below 4 weak.
 */
import type { NatalChart } from '../kundli/types';
import type { Graha } from '../vedic/zodiac';
import { aspectsSign, dignity, DUSTHANAS, type Finding, houseOfGraha, KENDRAS, lordOfHouse, scoreOf, signOfGraha, TRIKONAS } from './reading';
import { OWN_SIGNS } from '../kundli/dignity';
import type { ChartReading } from './vivah-phal';

function connection(c: NatalChart, a: Graha, b: Graha): string | null {
  if (a === b) return null;
  const sa = signOfGraha(c, a), sb = signOfGraha(c, b);
  if (sa === sb) return 'conjunction';
  if (OWN_SIGNS[a].includes(sb) && OWN_SIGNS[b].includes(sa)) return 'exchange';
  if (aspectsSign(c, a, sb) && aspectsSign(c, b, sa)) return 'mutual aspect';
  return null;
}

export function dhanYog(c: NatalChart): ChartReading & { yogas: { name: string; lords: string[]; houses: number[]; connection: string }[] } {
  const wealth = [2, 11];
  const support = [1, 5, 9];
  const yogas: { name: string; lords: string[]; houses: number[]; connection: string }[] = [];
  const seen = new Set<string>();
  for (const w of wealth) {
    for (const h of [...support, ...(w === 2 ? [11] : [])]) {
      const a = lordOfHouse(c, w), b = lordOfHouse(c, h);
      const key = [a, b].sort().join('-');
      if (seen.has(key)) continue;
      const k = connection(c, a, b);
      if (k) {
        seen.add(key);
        yogas.push({ name: `dhana yoga: lords of ${w} and ${h}`, lords: [a, b], houses: [w, h], connection: k });
      }
    }
  }
  const l2 = lordOfHouse(c, 2), l11 = lordOfHouse(c, 11), l9 = lordOfHouse(c, 9);
  const h2 = houseOfGraha(c, l2), h11 = houseOfGraha(c, l11), h9 = houseOfGraha(c, l9), hj = houseOfGraha(c, 'Jupiter');
  const good = (h: number) => KENDRAS.includes(h) || TRIKONAS.includes(h);
  const d9 = dignity(c, l9);
  const findings: Finding[] = [
    ...yogas.map((y) => ({ name: 'dhana_yoga', holds: true, points: 1.5, rule: `${y.lords.join(' and ')} (lords of ${y.houses.join(' and ')}) by ${y.connection}` })),
    { name: 'second_lord_kendra_trikona', holds: good(h2), points: 1, rule: `2nd lord ${l2} in house ${h2}` },
    { name: 'eleventh_lord_kendra_trikona', holds: good(h11), points: 1, rule: `11th lord ${l11} in house ${h11}` },
    { name: 'jupiter_kendra_trikona', holds: good(hj), points: 1, rule: `Jupiter in house ${hj}` },
    { name: 'lakshmi_yoga', holds: good(h9) && (d9.is_own_sign || d9.is_exalted || d9.is_moolatrikona), points: 1.5, rule: `9th lord ${l9} in house ${h9}, ${d9.status}` },
    { name: 'second_lord_dusthana', holds: DUSTHANAS.includes(h2), points: -1, rule: `2nd lord ${l2} in house ${h2} (6th, 8th or 12th)` },
    { name: 'eleventh_lord_dusthana', holds: DUSTHANAS.includes(h11), points: -1, rule: `11th lord ${l11} in house ${h11} (6th, 8th or 12th)` },
  ];
  const score = scoreOf(findings, 3, 10);
  const outcome = score >= 7 ? 'strong' : score >= 4 ? 'moderate' : 'weak';
  return { score, max: 10, outcome, findings, yogas, summary: `${yogas.length} dhana yoga${yogas.length === 1 ? '' : 's'}; wealth promise ${outcome} (${score} of 10)` };
}
