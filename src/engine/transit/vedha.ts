/**
 * Gochara vedha (obstruction of transit results), Phaladeepika ch. 26 (Mantreswara; V.
 * Subrahmanya Sastri's translation), also tabulated in P.V.R. Narasimha Rao, "Vedic Astrology:
 * An Integrated Approach", section 26.3. Each graha gives good results from the natal Moon only
 * in certain houses; for each such house there is a vedha house, and a graha transiting the
 * vedha house at the same time obstructs the good result. Exceptions (Phaladeepika 26): there is
 * no vedha between the Sun and Saturn (father and son) nor between the Moon and Mercury.
 * Rahu and Ketu follow Saturn's table, as Phaladeepika gives them the same good houses.
 *
 * The reverse reading (vipareeta vedha: a graha in a bad house has its evil obstructed by a
 * graha in the house paired with it) is reported separately and does not change `result`.
 */
import type { Graha } from '../vedic/zodiac';
import { houseFrom } from './occupancy';

/** Favourable house from the Moon -> its vedha house. */
export const VEDHA: Record<Graha, Readonly<Record<number, number>>> = {
  Sun: { 3: 9, 6: 12, 10: 4, 11: 5 },
  Moon: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  Mars: { 3: 12, 6: 9, 11: 5 },
  Mercury: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  Jupiter: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  Venus: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 6, 12: 3 },
  Saturn: { 3: 12, 6: 9, 11: 5 },
  Rahu: { 3: 12, 6: 9, 11: 5 },
  Ketu: { 3: 12, 6: 9, 11: 5 },
};

/** Pairs that never obstruct each other. */
export const VEDHA_EXEMPT: readonly [Graha, Graha][] = [['Sun', 'Saturn'], ['Moon', 'Mercury']];

export const exempt = (a: Graha, b: Graha): boolean => VEDHA_EXEMPT.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

export interface VedhaRow {
  planet: Graha;
  sign: number;
  house: number;
  favourable: boolean;
  /** The vedha house of this favourable house (null in an unfavourable house). */
  vedhaHouse: number | null;
  /** Grahas in the vedha house (after the exceptions). */
  obstructedBy: Graha[];
  /** Grahas in the vedha house that the exceptions excuse. */
  exemptedBy: Graha[];
  result: 'favourable' | 'obstructed' | 'unfavourable';
  /** Vipareeta vedha: in a bad house that is the vedha house of a good one, grahas in that good house. */
  vipareetaHouse: number | null;
  vipareetaBy: Graha[];
}

/** Vedha for each transiting graha from the natal Moon sign; `signs` maps graha -> transit sign (0-11). */
export function vedha(moonSign: number, signs: Record<Graha, number>): VedhaRow[] {
  const grahas = Object.keys(signs) as Graha[];
  const inHouse = (h: number) => grahas.filter((g) => houseFrom(moonSign, signs[g]) === h);
  return grahas.map((planet) => {
    const house = houseFrom(moonSign, signs[planet]);
    const table = VEDHA[planet];
    const vh = table[house] ?? null;
    const others = (h: number | null) => (h === null ? [] : inHouse(h).filter((g) => g !== planet));
    const present = others(vh);
    const obstructedBy = present.filter((g) => !exempt(planet, g));
    const exemptedBy = present.filter((g) => exempt(planet, g));
    let vipHouse: number | null = null;
    if (vh === null) {
      const pair = Object.entries(table).find(([, v]) => v === house);
      vipHouse = pair ? Number(pair[0]) : null;
    }
    const vipareetaBy = others(vipHouse).filter((g) => !exempt(planet, g));
    return {
      planet, sign: signs[planet], house, favourable: vh !== null, vedhaHouse: vh, obstructedBy, exemptedBy,
      result: vh === null ? 'unfavourable' : obstructedBy.length ? 'obstructed' : 'favourable',
      vipareetaHouse: vipHouse, vipareetaBy,
    };
  });
}
