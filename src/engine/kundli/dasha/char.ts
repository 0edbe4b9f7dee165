/**
 * Jaimini Chara dasha by K.N. Rao's method ("Predicting through Jaimini's Chara Dasha"):
 *  - the dashas start from the lagna sign at birth (no balance) and run forward when the 9th
 *    sign from the lagna is one of Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius, else backward;
 *  - a sign's years: count from the sign to its lord, forward for Aries, Taurus, Gemini, Libra,
 *    Scorpio, Sagittarius and backward for the other six, minus one; a lord in its own sign gives
 *    12; an exalted lord adds one year, a debilitated lord takes one away;
 *  - Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu): if one lord occupies the sign the other is
 *    used; otherwise the stronger: more grahas with it, then exalted, then the higher degree;
 *  - the second cycle gives each sign 12 minus its first-cycle years.
 */
import type { GrahaState } from '../../vedic/chart';
import { type Graha, SIGN_LORDS } from '../../vedic/zodiac';
import { EXALTATION_DEG } from '../dignity';

const FORWARD = [0, 1, 2, 6, 7, 8];
const signOf = (lon: number) => Math.min(11, Math.floor((((lon % 360) + 360) % 360) / 30));

export interface CharaPeriod { sign: number; years: number; lord: Graha; start_jd: number; end_jd: number; cycle: number }

function lordFor(sign: number, grahas: GrahaState[]): Graha {
  const sg = new Map(grahas.map((g) => [g.name as Graha, signOf(g.longitude)]));
  if (sign !== 7 && sign !== 10) return SIGN_LORDS[sign] as Graha;
  const [a, b]: Graha[] = sign === 7 ? ['Mars', 'Ketu'] : ['Saturn', 'Rahu'];
  const inA = sg.get(a) === sign;
  const inB = sg.get(b) === sign;
  if (inA && !inB) return b;
  if (inB && !inA) return a;
  if (inA && inB) return a;
  const company = (p: Graha) => grahas.filter((g) => g.name !== p && signOf(g.longitude) === sg.get(p)).length;
  if (company(a) !== company(b)) return company(a) > company(b) ? a : b;
  const ex = (p: Graha) => signOf(EXALTATION_DEG[p]) === sg.get(p);
  if (ex(a) !== ex(b)) return ex(a) ? a : b;
  const deg = (p: Graha) => grahas.find((g) => g.name === p)!.longitude % 30;
  return deg(a) >= deg(b) ? a : b;
}

export function charaYears(sign: number, grahas: GrahaState[]): { years: number; lord: Graha } {
  const lord = lordFor(sign, grahas);
  const ls = signOf(grahas.find((g) => g.name === lord)!.longitude);
  if (ls === sign) return { years: 12, lord };
  const count = FORWARD.includes(sign) ? ((ls - sign + 12) % 12) + 1 : ((sign - ls + 12) % 12) + 1;
  let years = count - 1;
  const exSign = signOf(EXALTATION_DEG[lord]);
  if (ls === exSign) years += 1;
  else if (ls === (exSign + 6) % 12) years -= 1;
  return { years: Math.max(0, Math.min(12, years)), lord };
}

export function charaDasha(ascendant: number, grahas: GrahaState[], birthJd: number, yearDays: number, cycles = 1): CharaPeriod[] {
  const lagna = signOf(ascendant);
  const dir = FORWARD.includes((lagna + 8) % 12) ? 1 : -1;
  const out: CharaPeriod[] = [];
  let t = birthJd;
  const first: number[] = [];
  for (let c = 0; c < cycles; c++) {
    for (let k = 0; k < 12; k++) {
      const sign = (((lagna + dir * k) % 12) + 12) % 12;
      const y = charaYears(sign, grahas);
      const years = c === 0 ? y.years : 12 - first[k];
      if (c === 0) first.push(y.years);
      const end = t + years * yearDays;
      out.push({ sign, years, lord: y.lord, start_jd: t, end_jd: end, cycle: c + 1 });
      t = end;
    }
  }
  return out;
}
