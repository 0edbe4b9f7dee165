/**
 * Santan yog: the promise of progeny in one chart, from the 5th house (putra bhava), its lord
 * and Jupiter, the significator of children (BPHS ch. 20 Putra Bhava; Phaladeepika ch. 12).
 * The score starts at 5 of 10; each finding that holds adds or subtracts its points:
 *  + 5th lord in a kendra or trikona (+1.5); - 5th lord in the 6th, 8th or 12th (-1.5);
 *  + 5th lord well placed by sign (+1); - debilitated (-1);
 *  + a natural benefic in the 5th (+1); - Saturn, Rahu or Ketu in the 5th (-1 each, at most -2);
 *  + Jupiter aspects or occupies the 5th (+1);
 *  + Jupiter well placed by sign (+1); - Jupiter debilitated (-1), combust (-1) or in 6/8/12 (-1);
 *  + the 5th from the Moon holds or is aspected by Jupiter (+0.5).
 * Outcome: 7 and above strong, 4-6.9 moderate, below 4 delayed (remedial measures are advised).
 */
import type { NatalChart } from '../kundli/types';
import { SIGNS } from '../vedic/zodiac';
import { combust, dignity, DUSTHANAS, type Finding, houseOfGraha, influences, KENDRAS, lagnaSign, lordOfHouse, occupants, scoreOf, signOfGraha, TRIKONAS, wellPlaced } from './reading';
import type { ChartReading } from './vivah-phal';

export function santanYog(c: NatalChart): ChartReading & { fifth_sign: string; fifth_lord: string; fifth_lord_house: number; occupants_of_5th: string[]; jupiter_house: number } {
  const lord = lordOfHouse(c, 5);
  const lh = houseOfGraha(c, lord);
  const fifth = (lagnaSign(c) + 4) % 12;
  const occ = occupants(c, 5);
  const jh = houseOfGraha(c, 'Jupiter');
  const mal = occ.filter((g) => ['Saturn', 'Rahu', 'Ketu'].includes(g));
  const fifthFromMoon = (signOfGraha(c, 'Moon') + 4) % 12;
  const findings: Finding[] = [
    { name: 'fifth_lord_kendra_trikona', holds: KENDRAS.includes(lh) || TRIKONAS.includes(lh), points: 1.5, rule: `5th lord ${lord} in house ${lh} (kendra or trikona)` },
    { name: 'fifth_lord_dusthana', holds: DUSTHANAS.includes(lh), points: -1.5, rule: `5th lord ${lord} in house ${lh} (6th, 8th or 12th)` },
    { name: 'fifth_lord_dignified', holds: wellPlaced(c, lord), points: 1, rule: `5th lord ${lord} is ${dignity(c, lord).status}` },
    { name: 'fifth_lord_debilitated', holds: dignity(c, lord).is_debilitated, points: -1, rule: `5th lord ${lord} debilitated` },
    { name: 'benefic_in_fifth', holds: occ.some((g) => ['Jupiter', 'Venus', 'Mercury', 'Moon'].includes(g)), points: 1, rule: `natural benefic in the 5th (${occ.join(', ') || 'none'})` },
    { name: 'malefics_in_fifth', holds: mal.length > 0, points: -Math.min(2, mal.length), rule: `Saturn, Rahu or Ketu in the 5th (${mal.join(', ') || 'none'})` },
    { name: 'jupiter_on_fifth', holds: influences(c, 'Jupiter', fifth) !== null, points: 1, rule: 'Jupiter occupies or aspects the 5th house' },
    { name: 'jupiter_dignified', holds: wellPlaced(c, 'Jupiter'), points: 1, rule: `Jupiter (putrakaraka) is ${dignity(c, 'Jupiter').status}` },
    { name: 'jupiter_debilitated', holds: dignity(c, 'Jupiter').is_debilitated, points: -1, rule: 'Jupiter debilitated (Capricorn)' },
    { name: 'jupiter_combust', holds: combust(c, 'Jupiter'), points: -1, rule: 'Jupiter combust (within 11 degrees of the Sun)' },
    { name: 'jupiter_dusthana', holds: DUSTHANAS.includes(jh), points: -1, rule: `Jupiter in house ${jh}` },
    { name: 'jupiter_on_fifth_from_moon', holds: influences(c, 'Jupiter', fifthFromMoon) !== null, points: 0.5, rule: 'Jupiter occupies or aspects the 5th from the Moon' },
  ];
  const score = scoreOf(findings, 5, 10);
  const outcome = score >= 7 ? 'strong' : score >= 4 ? 'moderate' : 'delayed';
  return {
    score, max: 10, outcome, findings, fifth_sign: SIGNS[fifth], fifth_lord: lord, fifth_lord_house: lh, occupants_of_5th: occ, jupiter_house: jh,
    summary: `5th house ${SIGNS[fifth]}, its lord ${lord} in house ${lh}, Jupiter in house ${jh}: progeny potential ${outcome} (${score} of 10)`,
  };
}
