/**
 * Yes/no synthesis of a horary (prashna) chart for a question ruled by one house. Each rule is
 * classical, scored, and reported with its reason; the verdict is the sign of the sum:
 * yes at +2 or more, no at -2 or less, otherwise maybe.
 *
 *  1. Lagna lord placement (Prashna Marga ch. 15; Varahamihira, Daivajna Vallabha): in a kendra
 *     (1, 4, 7, 10) or trikona (5, 9) +1; in a dusthana (6, 8, 12) -1.
 *  2. Lagna lord dignity (BPHS ch. 3): exalted, moolatrikona or own sign +1; debilitated -1;
 *     combust -1.
 *  3. The Moon (Prashna Marga; Tajika Neelakanthi, Prashna Tantra): in a kendra or trikona +1,
 *     in 6/8/12 -1; waxing (Sun-Moon elongation below 180 degrees) +0.5, waning -0.5.
 *  4. The karyesha (lord of the question house): in a kendra or trikona +1, in 6/8/12 -1;
 *     exalted or own sign +0.5, debilitated -0.5.
 *  5. Benefics and malefics (Daivajna Vallabha / Prashna Marga): a natural benefic (Jupiter,
 *     Venus, Mercury, waxing Moon) in a kendra +1; a natural malefic (Sun, Mars, Saturn, Rahu,
 *     Ketu) in the lagna or the 7th -1; malefics only in 3/6/11 among upachayas +0.5.
 *  6. Tajika prashna (Neelakanthi, Prashna Tantra): ithasala between the lagna lord and the
 *     karyesha +2 (a Moon transferring the light between them, nakta, +1); isharaphala -1; when
 *     the lagna lord is the karyesha, an ithasala of the Moon with it +1.
 *  7. KP (K.S. Krishnamurti, KP Reader VI, Horary): the sub-lord of the question house's
 *     Placidus cusp, by the houses it signifies (four-level significators): the question house
 *     or the 11th (fulfilment of desires) and none of the 12th, 6th or 8th from the question
 *     house +2; only negating houses -2; both 0 (mixed); neither -1.
 */
import { dignityOf } from '../kundli/dignity';
import { kpLords, type KpSignificators } from '../kundli/kp';
import type { NatalChart, Planet7 } from '../kundli/types';
import { signOf } from '../kundli/types';
import { isCombust } from '../vedic/chart';
import { type Graha, SIGN_LORDS } from '../vedic/zodiac';
import { bodiesOf, isharaphala, ithasala } from '../varshaphal/tajika-aspects';

export interface Factor {
  id: string;
  rule: string;
  source: string;
  finding: string;
  score: number;
}

export interface PrashnaAnswer {
  answer: 'yes' | 'no' | 'maybe';
  score: number;
  question_house: number;
  lagna_lord: Graha;
  karyesha: Graha;
  cusp_sub_lord: Graha;
  factors: Factor[];
}

const KENDRA = [1, 4, 7, 10];
const TRIKONA = [5, 9];
const DUSTHANA = [6, 8, 12];
const mod12 = (x: number) => ((x % 12) + 12) % 12;

export function answerQuestion(chart: NatalChart, questionHouse: number, cusps: number[], significators: KpSignificators[]): PrashnaAnswer {
  const asc = signOf(chart.ascendant);
  const lon = (g: Graha) => chart.grahas.find((x) => x.name === g)!.longitude;
  const house = (g: Graha) => mod12(signOf(lon(g)) - asc) + 1;
  const sun = lon('Sun');
  const factors: Factor[] = [];
  const add = (id: string, rule: string, source: string, finding: string, score: number) => factors.push({ id, rule, source, finding, score });

  const ll = SIGN_LORDS[asc] as Graha;
  const llH = house(ll);
  add('lagna_lord_placement', 'Lagna lord in a kendra or trikona +1, in 6/8/12 -1', 'Prashna Marga ch. 15; Daivajna Vallabha',
    `${ll} in house ${llH}`, KENDRA.includes(llH) || TRIKONA.includes(llH) ? 1 : DUSTHANA.includes(llH) ? -1 : 0);
  const lld = dignityOf(ll, lon(ll), chart);
  const llg = chart.grahas.find((g) => g.name === ll)!;
  const llComb = isCombust(llg, sun);
  add('lagna_lord_dignity', 'Lagna lord exalted, moolatrikona or own +1; debilitated -1; combust -1', 'BPHS ch. 3',
    `${ll} ${lld.status}${llComb ? ', combust' : ''}`, (lld.is_exalted || lld.is_moolatrikona || lld.is_own_sign ? 1 : lld.is_debilitated ? -1 : 0) + (llComb ? -1 : 0));

  const moonH = house('Moon');
  const waxing = ((lon('Moon') - sun + 360) % 360) < 180;
  add('moon', 'Moon in a kendra or trikona +1, in 6/8/12 -1; waxing +0.5, waning -0.5', 'Prashna Marga; Tajika Neelakanthi, Prashna Tantra',
    `Moon in house ${moonH}, ${waxing ? 'waxing' : 'waning'}`, (KENDRA.includes(moonH) || TRIKONA.includes(moonH) ? 1 : DUSTHANA.includes(moonH) ? -1 : 0) + (waxing ? 0.5 : -0.5));

  const qSign = mod12(asc + questionHouse - 1);
  const ky = SIGN_LORDS[qSign] as Graha;
  const kyH = house(ky);
  const kyd = dignityOf(ky, lon(ky), chart);
  add('karyesha', 'Lord of the question house in a kendra or trikona +1, in 6/8/12 -1; exalted or own +0.5, debilitated -0.5', 'Prashna Marga; Prashna Tantra',
    `${ky} (lord of house ${questionHouse}) in house ${kyH}, ${kyd.status}`,
    (KENDRA.includes(kyH) || TRIKONA.includes(kyH) ? 1 : DUSTHANA.includes(kyH) ? -1 : 0) + (kyd.is_exalted || kyd.is_own_sign ? 0.5 : kyd.is_debilitated ? -0.5 : 0));

  const benefics: Graha[] = ['Jupiter', 'Venus', 'Mercury', ...(waxing ? (['Moon'] as Graha[]) : [])];
  const malefics: Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu', ...(waxing ? [] : (['Moon'] as Graha[]))];
  const bK = benefics.filter((g) => KENDRA.includes(house(g)));
  const mLagna = malefics.filter((g) => [1, 7].includes(house(g)));
  const mUp = malefics.filter((g) => [3, 6, 11].includes(house(g)));
  add('benefics_malefics', 'A benefic in a kendra +1; a malefic in the lagna or 7th -1; malefics in 3/6/11 +0.5', 'Daivajna Vallabha; Prashna Marga',
    `benefics in kendras: ${bK.join(', ') || 'none'}; malefics in 1st/7th: ${mLagna.join(', ') || 'none'}; malefics in 3/6/11: ${mUp.join(', ') || 'none'}`,
    (bK.length ? 1 : 0) - (mLagna.length ? 1 : 0) + (mUp.length ? 0.5 : 0));

  const bodies = bodiesOf(chart.grahas);
  const b = (g: Graha) => bodies.find((x) => x.name === g)!;
  let tj = 0;
  let tjFinding: string;
  if (ll === ky) {
    const m = ll === 'Moon' ? null : ithasala(b('Moon'), b(ll as Planet7));
    tj = m ? 1 : 0;
    tjFinding = `${ll} is both lagna lord and karyesha; ${m ? `the Moon is in ${m.kind} ithasala with it` : 'the Moon makes no ithasala with it'}`;
  } else {
    const i = ithasala(b(ll as Planet7), b(ky as Planet7));
    const s = isharaphala(b(ll as Planet7), b(ky as Planet7));
    if (i) { tj = 2; tjFinding = `${i.kind} ithasala between ${ll} and ${ky} by ${i.aspect} (${i.orb.toFixed(2)} deg)`; }
    else if (s) { tj = -1; tjFinding = `isharaphala (separating ${s.aspect}) between ${ll} and ${ky}`; }
    else {
      const nakta = ll !== 'Moon' && ky !== 'Moon' && ithasala(b('Moon'), b(ll as Planet7)) && ithasala(b('Moon'), b(ky as Planet7));
      tj = nakta ? 1 : 0;
      tjFinding = nakta ? `no direct ithasala; the Moon transfers the light between ${ll} and ${ky} (nakta)` : `no ithasala between ${ll} and ${ky}`;
    }
  }
  add('tajika_ithasala', 'Ithasala of lagna lord and karyesha +2 (Moon transferring light +1); isharaphala -1', 'Tajika Neelakanthi, Prashna Tantra', tjFinding, tj);

  const sub = kpLords(cusps[questionHouse - 1]).sub_lord;
  const signified = significators.filter((s) => s.all.includes(sub)).map((s) => s.house);
  const fav = [...new Set([questionHouse, 11])];
  const neg = [mod12(questionHouse - 2) + 1, mod12(questionHouse + 4) + 1, mod12(questionHouse + 6) + 1];
  const f = signified.filter((h) => fav.includes(h));
  const n = signified.filter((h) => neg.includes(h) && !fav.includes(h));
  const kpScore = f.length && !n.length ? 2 : !f.length && n.length ? -2 : f.length && n.length ? 0 : -1;
  add('kp_cusp_sub_lord', `Sub-lord of cusp ${questionHouse} signifying houses ${fav.join('/')} and none of ${neg.join('/')} +2; only those -2; both 0; neither -1`, 'K.S. Krishnamurti, KP Reader VI (Horary)',
    `sub-lord ${sub} signifies houses ${signified.join(', ') || 'none'}`, kpScore);

  const score = Math.round(factors.reduce((s, x) => s + x.score, 0) * 100) / 100;
  return { answer: score >= 2 ? 'yes' : score <= -2 ? 'no' : 'maybe', score, question_house: questionHouse, lagna_lord: ll, karyesha: ky, cusp_sub_lord: sub, factors };
}
