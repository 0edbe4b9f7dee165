/**
 * Vivah phal: the promise of marriage in one chart, read from the 7th house (kalatra bhava),
 * its lord and Venus, the natural significator of marriage (BPHS ch. 19 Kalatra Bhava;
 * Phaladeepika ch. 10). Each finding is a published rule; the score starts at 5 of 10 and
 * every finding that holds adds or subtracts its points:
 *  + 7th lord in a kendra or trikona (+1.5); - 7th lord in the 6th, 8th or 12th (-1.5);
 *  + 7th lord exalted, moolatrikona, in its own or a friend's sign (+1); - debilitated (-1);
 *  + a natural benefic (Jupiter, Venus, Mercury, Moon) in the 7th (+1);
 *  - Saturn, Mars, Rahu or Ketu in the 7th (-1 each, at most -2);
 *  + Jupiter aspects the 7th house (+1);
 *  + Venus well placed by sign (+1); - Venus debilitated (-1), combust (-1) or in 6/8/12 (-1).
 * Outcome: 7 and above harmonious, 4-6.9 mixed, below 4 challenging.
 */
import type { NatalChart } from '../kundli/types';
import { SIGNS } from '../vedic/zodiac';
import { aspectsSign, combust, dignity, DUSTHANAS, type Finding, houseOfGraha, KENDRAS, lagnaSign, lordOfHouse, occupants, scoreOf, TRIKONAS, wellPlaced } from './reading';

export interface ChartReading { score: number; max: 10; outcome: string; findings: Finding[]; summary: string }

export function vivahPhal(c: NatalChart): ChartReading & { seventh_sign: string; seventh_lord: string; seventh_lord_house: number; occupants_of_7th: string[]; venus_house: number } {
  const lord = lordOfHouse(c, 7);
  const lh = houseOfGraha(c, lord);
  const occ = occupants(c, 7);
  const seventh = (lagnaSign(c) + 6) % 12;
  const ld = dignity(c, lord);
  const vd = dignity(c, 'Venus');
  const vh = houseOfGraha(c, 'Venus');
  const malefics = occ.filter((g) => ['Saturn', 'Mars', 'Rahu', 'Ketu'].includes(g));
  const findings: Finding[] = [
    { name: 'seventh_lord_kendra_trikona', holds: KENDRAS.includes(lh) || TRIKONAS.includes(lh), points: 1.5, rule: `7th lord ${lord} in house ${lh} (kendra or trikona)` },
    { name: 'seventh_lord_dusthana', holds: DUSTHANAS.includes(lh), points: -1.5, rule: `7th lord ${lord} in house ${lh} (6th, 8th or 12th)` },
    { name: 'seventh_lord_dignified', holds: wellPlaced(c, lord), points: 1, rule: `7th lord ${lord} is ${ld.status}` },
    { name: 'seventh_lord_debilitated', holds: ld.is_debilitated, points: -1, rule: `7th lord ${lord} debilitated` },
    { name: 'benefic_in_seventh', holds: occ.some((g) => ['Jupiter', 'Venus', 'Mercury', 'Moon'].includes(g)), points: 1, rule: `natural benefic in the 7th (${occ.join(', ') || 'none'})` },
    { name: 'malefics_in_seventh', holds: malefics.length > 0, points: -Math.min(2, malefics.length), rule: `Saturn, Mars, Rahu or Ketu in the 7th (${malefics.join(', ') || 'none'})` },
    { name: 'jupiter_aspects_seventh', holds: aspectsSign(c, 'Jupiter', seventh), points: 1, rule: 'Jupiter aspects the 7th house' },
    { name: 'venus_dignified', holds: wellPlaced(c, 'Venus'), points: 1, rule: `Venus (karaka of marriage) is ${vd.status}` },
    { name: 'venus_debilitated', holds: vd.is_debilitated, points: -1, rule: 'Venus debilitated (Virgo)' },
    { name: 'venus_combust', holds: combust(c, 'Venus'), points: -1, rule: 'Venus combust (within 10 degrees of the Sun, 8 when retrograde)' },
    { name: 'venus_dusthana', holds: DUSTHANAS.includes(vh), points: -1, rule: `Venus in house ${vh}` },
  ];
  const score = scoreOf(findings, 5, 10);
  const outcome = score >= 7 ? 'harmonious' : score >= 4 ? 'mixed' : 'challenging';
  return {
    score, max: 10, outcome, findings, seventh_sign: SIGNS[seventh], seventh_lord: lord, seventh_lord_house: lh, occupants_of_7th: occ, venus_house: vh,
    summary: `7th house ${SIGNS[seventh]}, its lord ${lord} in house ${lh}; Venus in house ${vh}: the marriage promise reads ${outcome} (${score} of 10)`,
  };
}
