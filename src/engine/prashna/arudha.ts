/**
 * Arudha padas (Jaimini Upadesa Sutras 1.1.29-33; BPHS ch. 29; PVR, *Vedic Astrology: An
 * Integrated Approach*, ch. on arudha padas). The arudha of a house: count the signs from the
 * house to the sign holding its lord, and count as many again from the lord. Exceptions: if the
 * result is the house itself, take the 10th from the house; if it is the 7th from the house,
 * take the 10th from that, i.e. the 4th from the house. Arudha Lagna (AL, pada) = arudha of the
 * 1st house; upapada (UL) = arudha of the 12th.
 * The lord is the Parashari sign lord (Mars for Scorpio, Saturn for Aquarius); the Jaimini
 * choice of the stronger of two lords (Ketu/Rahu as co-lords) is not applied, and the answer
 * says so.
 */
import { type Graha, SIGN_LORDS } from '../vedic/zodiac';

export interface Arudha {
  /** House 1-12 whose arudha this is. */
  house: number;
  house_sign: number;
  lord: Graha;
  lord_sign: number;
  /** Signs from the house to its lord, 1-12 (1 = the lord in the house). */
  count: number;
  /** Arudha sign 0-11. */
  sign: number;
  /** House of the arudha from the lagna, 1-12. */
  house_from_lagna: number;
  exception: null | 'arudha_in_house_itself_take_10th' | 'arudha_in_7th_take_4th';
}

const mod12 = (x: number) => ((x % 12) + 12) % 12;

/** Arudha of the house in `houseSign` whose lord stands in `lordSign`. */
export function arudhaSign(houseSign: number, lordSign: number): { sign: number; count: number; exception: Arudha['exception'] } {
  const count = mod12(lordSign - houseSign) + 1;
  let sign = mod12(lordSign + count - 1);
  let exception: Arudha['exception'] = null;
  if (sign === houseSign) { sign = mod12(houseSign + 9); exception = 'arudha_in_house_itself_take_10th'; }
  else if (sign === mod12(houseSign + 6)) { sign = mod12(houseSign + 3); exception = 'arudha_in_7th_take_4th'; }
  return { sign, count, exception };
}

/** The twelve arudha padas from the lagna sign and the grahas' signs. */
export function arudhaPadas(ascSign: number, signOfGraha: (g: Graha) => number): Arudha[] {
  return Array.from({ length: 12 }, (_, i) => {
    const houseSign = mod12(ascSign + i);
    const lord = SIGN_LORDS[houseSign] as Graha;
    const lordSign = signOfGraha(lord);
    const a = arudhaSign(houseSign, lordSign);
    return { house: i + 1, house_sign: houseSign, lord, lord_sign: lordSign, count: a.count, sign: a.sign, house_from_lagna: mod12(a.sign - ascSign) + 1, exception: a.exception };
  });
}
