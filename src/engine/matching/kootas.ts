/**
 * The eight kootas of North Indian Ashtakoota matching (Guna Milan), 36 points in all:
 * varna 1, vashya 2, tara 3, yoni 4, graha maitri 5, gana 6, bhakoot 7, nadi 8.
 *
 * Every koota compares an attribute of the groom's (boy) Moon with the bride's (girl) Moon and
 * returns the points, the maximum, both attributes and the rule that gave the points. The rules
 * are NOT symmetric: varna asks that the groom's varna be equal or higher, the vashya, gana and
 * yoni tables are read bride-row / groom-column, tara counts from each star to the other.
 *
 * Where traditions differ the table is a named method (defaults first):
 *  - varna by Moon sign: `element` (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra:
 *    microastrology.com, sriramgurujala.com, vishnuavatars.com; the table of kundli/avakhada.ts),
 *    `air_vaishya` (air Vaishya, earth Shudra: saravali.github.io koota_varna, PyJHora),
 *    `raman` (B.V. Raman as quoted: Cancer, Scorpio, Pisces Brahmin; Leo, Sagittarius, Libra
 *    Kshatriya; Aries, Gemini, Aquarius Vaishya; Taurus, Virgo, Capricorn Shudra).
 *  - vashya: `astroyogi` (the table astroyogi.com prints, as transcribed in PyJHora
 *    compatibility.py), `saravali` (Saravali's table, same source) or `drik` (the table the
 *    AstroSage and Drik Panchang calculators score with, read cell by cell from their published
 *    results: see DRIK below).
 *  - gana: `symmetric` (same gana 6, Deva-Manushya 5, Manushya-Rakshasa 1, Deva-Rakshasa 0
 *    either way: the scribd "Gana, Nadi, Bhakuta" note) or `saravali` (groom Deva with bride
 *    Manushya 6, groom Manushya with bride Deva 5, groom Rakshasa with bride Deva 1, groom Deva
 *    with bride Rakshasa 0, Manushya with Rakshasa 0 either way: see GANA_TABLES for the
 *    published tables that fix this orientation; the AstroSage and Drik Panchang calculators
 *    score with this table).
 *  - tara: `both` (count each way; 1.5 for each direction whose tara is not Vipat, Pratyari or
 *    Vadha) or `from_girl` (count only from the bride's star to the groom's: 3 or 0).
 *  - yoni: `classical` (the symmetric 14-animal table: same yoni 4, friendly 3, neutral 2,
 *    inimical 1, sworn enemies 0; freehoroscopesonline.in yonikoota, the same values as PyJHora's
 *    YoniArray; checked against test/reference/matching/matching.json) or `drik` (the
 *    calculators' 14-animal table, not symmetric in six pairs: see DRIK below).
 * Graha maitri: both lords friends 5, friend + neutral 4, both neutral 3, friend + enemy 1,
 * neutral + enemy 0.5, both enemies 0, from the natural relationships of BPHS 3.55
 * (kundli/dignity.ts). Bhakoot: the signs 2/12, 5/9 or 6/8 from each other give 0, others 7.
 * Nadi: the same nadi gives 0, different 8.
 *
 * DRIK: the `drik` vashya and yoni tables (and the `saravali` gana table) are the tables of the
 * AstroSage (astrosage.com/freechart/matchmaking.asp) and Drik Panchang
 * (drikpanchang.com/jyotisha/horoscope-match/horoscope-match.html) calculators, read from the
 * 264 published worked examples of test/reference/matching/worked-examples.json:
 * 257 AstroSage results collected by vasant22/kundli@189864344232fe92df13b3d548751034de50b49f
 * (tests/fixtures/ashtakoot-calibration.json), one AstroSage result in
 * RushiBhosale1/MazeeKundali@96e4dd5fae47e9950334f1f2e7f1459deac832a2
 * (backend/validation/cross_check.py) and six Drik Panchang results in
 * SODIYAL/panchanga@4cbbc5c16e6105bb5447f009c47ff9c0227ebe13 (test/drik-guna-milan.test.ts) and
 * @b3c4f9e1169ab07d5fe49fbeaf0d95c5521fba50 (test/kootas.test.ts). Every cell of the three
 * tables (196 yoni, 25 vashya, 9 gana) is observed in at least one published case, no two
 * cases disagree on a cell, and the two calculators agree on every cell both were observed in
 * (test/engine/matching-worked.test.ts checks all of this against the data).
 */
import { naturalRelation } from '../kundli/dignity';
import type { Graha } from '../vedic/zodiac';
import { countSigns, countStars, type MoonProfile } from './profile';

export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'] as const;
export type KootaName = (typeof KOOTAS)[number];
export const KOOTA_MAX: Record<KootaName, number> = { varna: 1, vashya: 2, tara: 3, yoni: 4, graha_maitri: 5, gana: 6, bhakoot: 7, nadi: 8 };

export const VARNA_METHODS = ['element', 'air_vaishya', 'raman'] as const;
export const VASHYA_METHODS = ['astroyogi', 'saravali', 'drik'] as const;
export const GANA_METHODS = ['symmetric', 'saravali'] as const;
export const TARA_METHODS = ['both', 'from_girl'] as const;
export const YONI_METHODS = ['classical', 'drik'] as const;
export type VarnaMethod = (typeof VARNA_METHODS)[number];
export type VashyaMethod = (typeof VASHYA_METHODS)[number];
export type GanaMethod = (typeof GANA_METHODS)[number];
export type TaraMethod = (typeof TARA_METHODS)[number];
export type YoniMethod = (typeof YONI_METHODS)[number];

export interface KootaOptions {
  varna: VarnaMethod;
  vashya: VashyaMethod;
  gana: GanaMethod;
  tara: TaraMethod;
  yoni: YoniMethod;
}
export const DEFAULT_KOOTA_OPTIONS: KootaOptions = { varna: 'element', vashya: 'astroyogi', gana: 'symmetric', tara: 'both', yoni: 'classical' };

export interface KootaResult {
  koota: KootaName;
  points: number;
  max: number;
  /** The groom's attribute (varna, vashya group, star, yoni animal, sign lord, gana, sign, nadi). */
  boy: string;
  /** The bride's attribute. */
  girl: string;
  /** The rule that gave the points, in words. */
  rule: string;
  /** The table or counting method used. */
  method: string;
  /** Koota-specific numbers (tara counts, sign distances). */
  detail: Record<string, number | string>;
}

// ---------------------------------------------------------------- 1. varna

export const VARNAS = ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'] as const;
/** Varna (0 Brahmin .. 3 Shudra) of each Moon sign (0 = Aries), per method. */
export const VARNA_TABLES: Record<VarnaMethod, readonly number[]> = {
  element: [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0],
  air_vaishya: [1, 3, 2, 0, 1, 3, 2, 0, 1, 3, 2, 0],
  raman: [2, 3, 2, 0, 1, 3, 1, 0, 1, 3, 2, 0],
};

export function varnaKoota(boy: MoonProfile, girl: MoonProfile, method: VarnaMethod = 'element'): KootaResult {
  const b = VARNA_TABLES[method][boy.sign_index];
  const g = VARNA_TABLES[method][girl.sign_index];
  const ok = b <= g; // lower index = higher varna
  return {
    koota: 'varna', points: ok ? 1 : 0, max: 1, boy: VARNAS[b], girl: VARNAS[g], method,
    rule: ok ? `the groom's varna (${VARNAS[b]}) is ${b === g ? 'the same as' : 'higher than'} the bride's (${VARNAS[g]}): 1 point`
      : `the groom's varna (${VARNAS[b]}) is lower than the bride's (${VARNAS[g]}): 0 points`,
    detail: { boy_rank: 4 - b, girl_rank: 4 - g },
  };
}

// ---------------------------------------------------------------- 2. vashya

export const VASHYA_GROUPS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
/** Points, bride's group (row) against groom's group (column), in VASHYA_GROUPS order. */
export const VASHYA_TABLES: Record<VashyaMethod, readonly (readonly number[])[]> = {
  astroyogi: [
    [2, 1, 1, 1.5, 1],
    [1, 2, 1.5, 0, 1],
    [1, 1.5, 2, 1, 1],
    [0, 0, 0, 2, 0],
    [1, 1, 1, 0, 2],
  ],
  saravali: [
    [2, 0.5, 1, 0, 2],
    [0.5, 2, 0, 0, 0],
    [1, 0, 2, 2, 2],
    [0, 0, 2, 2, 0],
    [1, 0, 1, 0, 2],
  ],
  /**
   * AstroSage and Drik Panchang, every cell as observed in their published results (DRIK in the
   * file header). It differs from `astroyogi` in five cells: 0.5 where astroyogi prints 1.5
   * (bride Chatushpada with groom Vanachara, Manava with Jalachara either way), bride Vanachara
   * with groom Jalachara 1 (astroyogi 0), bride Keeta with groom Manava 0 (astroyogi 1).
   */
  drik: [
    [2, 1, 1, 0.5, 1],
    [1, 2, 0.5, 0, 1],
    [1, 0.5, 2, 1, 1],
    [0, 0, 1, 2, 0],
    [1, 0, 1, 0, 2],
  ],
};

export function vashyaKoota(boy: MoonProfile, girl: MoonProfile, method: VashyaMethod = 'astroyogi'): KootaResult {
  const b = VASHYA_GROUPS.indexOf(boy.vashya as (typeof VASHYA_GROUPS)[number]);
  const g = VASHYA_GROUPS.indexOf(girl.vashya as (typeof VASHYA_GROUPS)[number]);
  const points = VASHYA_TABLES[method][g][b];
  const kind = b === g ? 'the same vashya group' : points >= 1.5 ? 'one group is vashya (under the sway) of the other' : points >= 1 ? 'compatible groups' : points > 0 ? 'one group is food for the other' : 'groups with no sway over each other';
  return {
    koota: 'vashya', points, max: 2, boy: boy.vashya, girl: girl.vashya, method,
    rule: `bride ${girl.vashya} with groom ${boy.vashya}: ${kind}, ${points} of 2 (${method} table, bride row, groom column)`,
    detail: {},
  };
}

// ---------------------------------------------------------------- 3. tara (dina)

export const TARA_NAMES = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Vadha', 'Mitra', 'Parama Mitra'] as const;
/** Tara 1-9 of a star count 1-27. */
export const taraOfCount = (count: number): number => ((count - 1) % 9) + 1;
/** Vipat (3), Pratyari (5) and Vadha (7) are the adverse taras. */
export const isBadTara = (tara: number): boolean => tara === 3 || tara === 5 || tara === 7;

export function taraKoota(boy: MoonProfile, girl: MoonProfile, method: TaraMethod = 'both'): KootaResult {
  const fromGirl = countStars(girl.nakshatra_index, boy.nakshatra_index);
  const fromBoy = countStars(boy.nakshatra_index, girl.nakshatra_index);
  const tg = taraOfCount(fromGirl);
  const tb = taraOfCount(fromBoy);
  const detail = { tara_count: fromGirl, count_from_girl: fromGirl, count_from_boy: fromBoy, tara_from_girl: TARA_NAMES[tg - 1], tara_from_boy: TARA_NAMES[tb - 1] };
  const word = (t: number) => `${TARA_NAMES[t - 1]} (${t})${isBadTara(t) ? ', adverse' : ''}`;
  if (method === 'from_girl') {
    const points = isBadTara(tg) ? 0 : 3;
    return {
      koota: 'tara', points, max: 3, boy: boy.nakshatra, girl: girl.nakshatra, method, detail,
      rule: `counted from the bride's star to the groom's: ${fromGirl}, tara ${word(tg)}: ${points} of 3`,
    };
  }
  const points = (isBadTara(tg) ? 0 : 1.5) + (isBadTara(tb) ? 0 : 1.5);
  return {
    koota: 'tara', points, max: 3, boy: boy.nakshatra, girl: girl.nakshatra, method, detail,
    rule: `bride's star to groom's: ${fromGirl}, tara ${word(tg)}; groom's star to bride's: ${fromBoy}, tara ${word(tb)}; 1.5 for each direction that is not adverse: ${points} of 3`,
  };
}

// ---------------------------------------------------------------- 4. yoni

export const YONI_ANIMALS = ['Horse', 'Elephant', 'Sheep', 'Serpent', 'Dog', 'Cat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Deer', 'Monkey', 'Mongoose', 'Lion'] as const;
/**
 * Yoni points, bride's animal (row) against groom's animal (column), in YONI_ANIMALS order:
 * 4 same, 3 friendly, 2 neutral, 1 inimical, 0 sworn enemies.
 */
export const YONI_TABLES: Record<YoniMethod, readonly (readonly number[])[]> = {
  /**
   * The classical table, symmetric (the reading order does not matter): the rule and sworn-enemy
   * pairs of freehoroscopesonline.in yonikoota (test/reference/matching/matching.json), the full
   * table as PyJHora compatibility.py YoniArray prints it.
   */
  classical: [
    [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
    [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
    [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
    [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
    [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
    [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
    [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
    [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
    [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
    [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
    [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
    [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
    [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
    [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
  ],
  /**
   * AstroSage and Drik Panchang, every cell as observed in their published results (DRIK in the
   * file header; 77 of the 196 cells differ from `classical`). Not symmetric in six pairs:
   * Rat/Deer, Rat/Lion, Cow/Tiger, Buffalo/Deer, Tiger/Lion, Deer/Lion (e.g. groom Cow with
   * bride Tiger 1, groom Tiger with bride Cow 0). The six other sworn-enemy pairs of the
   * classical table are 0 both ways.
   */
  drik: [
    [4, 2, 3, 2, 2, 3, 3, 3, 0, 1, 3, 2, 2, 1], // bride Horse
    [2, 4, 3, 2, 2, 3, 3, 3, 3, 1, 3, 2, 2, 0], // bride Elephant
    [3, 3, 4, 2, 2, 3, 3, 3, 3, 1, 3, 0, 2, 1], // bride Sheep
    [2, 2, 2, 4, 2, 1, 1, 2, 2, 2, 2, 1, 0, 2], // bride Serpent
    [2, 2, 2, 2, 4, 1, 2, 2, 2, 2, 0, 2, 2, 2], // bride Dog
    [3, 3, 3, 1, 1, 4, 0, 3, 3, 2, 3, 2, 2, 2], // bride Cat
    [3, 3, 3, 1, 2, 0, 4, 3, 3, 2, 3, 2, 1, 1], // bride Rat
    [3, 3, 3, 2, 2, 3, 3, 4, 3, 0, 3, 2, 2, 1], // bride Cow
    [0, 3, 3, 2, 2, 3, 3, 3, 4, 1, 1, 2, 2, 1], // bride Buffalo
    [1, 1, 1, 2, 2, 2, 2, 1, 1, 4, 1, 2, 2, 1], // bride Tiger
    [3, 3, 3, 2, 0, 3, 2, 3, 3, 1, 4, 2, 2, 3], // bride Deer
    [2, 2, 0, 1, 2, 2, 2, 2, 2, 2, 2, 4, 2, 2], // bride Monkey
    [2, 2, 2, 0, 2, 2, 1, 2, 2, 2, 2, 2, 4, 2], // bride Mongoose
    [1, 0, 1, 2, 2, 2, 2, 1, 1, 2, 1, 2, 2, 4], // bride Lion
  ],
};
/** The classical (default) yoni table. */
export const YONI_TABLE: readonly (readonly number[])[] = YONI_TABLES.classical;
const YONI_WORD = ['sworn enemies', 'inimical', 'neutral', 'friendly', 'the same yoni'];

export function yoniKoota(boy: MoonProfile, girl: MoonProfile, method: YoniMethod = 'classical'): KootaResult {
  const b = YONI_ANIMALS.indexOf(boy.yoni as (typeof YONI_ANIMALS)[number]);
  const g = YONI_ANIMALS.indexOf(girl.yoni as (typeof YONI_ANIMALS)[number]);
  const points = YONI_TABLES[method][g][b];
  const table = method === 'classical' ? '' : ` (${method} table, bride row, groom column)`;
  return {
    koota: 'yoni', points, max: 4, boy: boy.yoni, girl: girl.yoni, method,
    rule: `${boy.yoni} (${boy.yoni_gender}) and ${girl.yoni} (${girl.yoni_gender}) are ${YONI_WORD[points]}: ${points} of 4${table}`,
    detail: { boy_gender: boy.yoni_gender, girl_gender: girl.yoni_gender },
  };
}

// ---------------------------------------------------------------- 5. graha maitri

/** Graha maitri points of two sign lords from their natural relationships to each other. */
export function maitriPoints(a: Graha, b: Graha): { points: number; ab: string; ba: string } {
  if (a === b) return { points: 5, ab: 'same', ba: 'same' };
  const ab = naturalRelation(a, b);
  const ba = naturalRelation(b, a);
  const key = [ab, ba].sort().join('+');
  const table: Record<string, number> = {
    'friend+friend': 5, 'friend+neutral': 4, 'neutral+neutral': 3, 'enemy+friend': 1, 'enemy+neutral': 0.5, 'enemy+enemy': 0,
  };
  return { points: table[key], ab, ba };
}

export function grahaMaitriKoota(boy: MoonProfile, girl: MoonProfile): KootaResult {
  const m = maitriPoints(boy.sign_lord, girl.sign_lord);
  const rule = m.ab === 'same'
    ? `both Moon signs are ruled by ${boy.sign_lord}: 5 of 5`
    : `${boy.sign_lord} (groom's sign lord) holds ${girl.sign_lord} as ${m.ab}; ${girl.sign_lord} (bride's) holds ${boy.sign_lord} as ${m.ba}: ${m.points} of 5`;
  return {
    koota: 'graha_maitri', points: m.points, max: 5, boy: boy.sign_lord, girl: girl.sign_lord, method: 'naisargika', rule,
    detail: { boy_lord: boy.sign_lord, girl_lord: girl.sign_lord, boy_to_girl: m.ab, girl_to_boy: m.ba },
  };
}

// ---------------------------------------------------------------- 6. gana

export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
/**
 * Points, bride's gana (row) against groom's gana (column), in GANAS order.
 *
 * `saravali` (PyJHora compatibility.py gana_array "Based on saravali.de"): groom Deva with bride
 * Manushya 6, groom Manushya with bride Deva 5, groom Rakshasa with bride Deva 1, groom Deva
 * with bride Rakshasa 0. This orientation is the one the published tables print:
 *  - Marathi vivaha text at transliteral.org/pages/z80519063539/view: "varacha devagana va
 *    vadhucha manushyagana ... saha guna; varacha manushyagana ani vadhucha devagana ... panch
 *    guna; varacha rakshasagana va vadhucha devagana ... ek guna; varacha devagana ani vadhucha
 *    rakshasagana ... shunya" (vara = groom, vadhu = bride);
 *  - astropankajseth.co.in/2015/03/gana-matching-in-horoscope: boy Deva with girl Deva 6,
 *    Manushya 6, Rakshasa 0; boy Manushya with girl Deva 5, Manushya 6, Rakshasa 0; boy Rakshasa
 *    with girl Deva 1, Manushya 0, Rakshasa 6;
 *  - Nemichandra Shastri, Bharatiya Jyotish (jainqq.org/pagetext/Bharatiya_Jyotish/002676/481),
 *    worked example: bride Krittika (Rakshasa), groom Revati (Deva): 0 gunas;
 *  - Muhurtaraj (jainqq.org/pagetext/Muhurtraj/001933/99) quoting the Piyushadhara commentary
 *    on Muhurta Chintamani (vivaha 30) and Kashyapa: a Rakshasa man with a Deva (or Manushya)
 *    woman is enmity, the reverse is death, i.e. groom Rakshasa / bride Deva is the milder;
 *  - Future Point, Horoscope Matching (futuresamachar.com/en/book/horoscope-matching-471/65),
 *    boy-column / girl-row table: boy Deva with girl Manushya 6, boy Manushya with girl Deva 5,
 *    boy Rakshasa with girl Deva 1 (a variant in one cell: boy Deva with girl Rakshasa 1; its
 *    prose gives 5 to boy Deva with girl Manushya);
 *  - the AstroSage and Drik Panchang calculators (DRIK in the file header), all nine cells.
 * Against it: astroyogi.com's prose (articles/gana-koota-in-kundli-matching.aspx, copied by
 * astrolaabh.in: "boy Deva, girl Manuj: 5"; boy Rakshasa with girl Deva or Manuj 0). PyJHora's
 * current gana_array, read gana_array[girl][boy], is marked "Transposed in V3.1.1" and gives
 * the transpose of this table; the engine first transcribed that orientation.
 */
export const GANA_TABLES: Record<GanaMethod, readonly (readonly number[])[]> = {
  symmetric: [[6, 5, 0], [5, 6, 1], [0, 1, 6]],
  saravali: [[6, 5, 1], [6, 6, 0], [0, 0, 6]],
};

export function ganaKoota(boy: MoonProfile, girl: MoonProfile, method: GanaMethod = 'symmetric'): KootaResult {
  const b = GANAS.indexOf(boy.gana as (typeof GANAS)[number]);
  const g = GANAS.indexOf(girl.gana as (typeof GANAS)[number]);
  const points = GANA_TABLES[method][g][b];
  return {
    koota: 'gana', points, max: 6, boy: boy.gana, girl: girl.gana, method,
    rule: `bride ${girl.gana} with groom ${boy.gana}: ${points} of 6 (${method} table)${points === 0 ? ': gana dosha' : ''}`,
    detail: {},
  };
}

// ---------------------------------------------------------------- 7. bhakoot

/** Sign distances (counted from the groom's Moon sign to the bride's) that give bhakoot dosha, with their names. */
export function bhakootDoshaName(countFromBoy: number): string | null {
  const c = countFromBoy;
  if (c === 2 || c === 12) return 'dwi-dwadasha (2/12)';
  if (c === 5 || c === 9) return 'nava-panchama (5/9)';
  if (c === 6 || c === 8) return 'shadashtaka (6/8)';
  return null;
}

export function bhakootKoota(boy: MoonProfile, girl: MoonProfile): KootaResult {
  const c = countSigns(boy.sign_index, girl.sign_index);
  const back = countSigns(girl.sign_index, boy.sign_index);
  const dosha = bhakootDoshaName(c);
  return {
    koota: 'bhakoot', points: dosha ? 0 : 7, max: 7, boy: boy.sign, girl: girl.sign, method: 'classical',
    rule: dosha ? `the Moon signs are ${c}/${back} from each other: ${dosha} bhakoot dosha, 0 of 7` : `the Moon signs are ${c}/${back} from each other (not 2/12, 5/9 or 6/8): 7 of 7`,
    detail: { boy_sign: boy.sign, girl_sign: girl.sign, count_from_boy: c, count_from_girl: back },
  };
}

// ---------------------------------------------------------------- 8. nadi

export function nadiKoota(boy: MoonProfile, girl: MoonProfile): KootaResult {
  const same = boy.nadi === girl.nadi;
  return {
    koota: 'nadi', points: same ? 0 : 8, max: 8, boy: boy.nadi, girl: girl.nadi, method: 'three_nadis',
    rule: same ? `both are ${boy.nadi} nadi: nadi dosha, 0 of 8` : `different nadis (${boy.nadi}, ${girl.nadi}): 8 of 8`,
    detail: {},
  };
}

export function koota(name: KootaName, boy: MoonProfile, girl: MoonProfile, o: KootaOptions = DEFAULT_KOOTA_OPTIONS): KootaResult {
  switch (name) {
    case 'varna': return varnaKoota(boy, girl, o.varna);
    case 'vashya': return vashyaKoota(boy, girl, o.vashya);
    case 'tara': return taraKoota(boy, girl, o.tara);
    case 'yoni': return yoniKoota(boy, girl, o.yoni);
    case 'graha_maitri': return grahaMaitriKoota(boy, girl);
    case 'gana': return ganaKoota(boy, girl, o.gana);
    case 'bhakoot': return bhakootKoota(boy, girl);
    case 'nadi': return nadiKoota(boy, girl);
  }
}
