/**
 * Avakhada chakra: the birth-star attributes used in matching and naming. Tables as printed in
 * the Muhurta Chintamani / Hindu panchang tradition:
 *  - varna by Moon sign (element scheme: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra,
 *    the table the Ashtakoota varna koota uses);
 *  - vashya by Moon sign (Chatushpada, Manava, Jalachara, Vanachara, Keeta; Sagittarius and
 *    Capricorn split at 15 degrees);
 *  - yoni, gana, nadi (Adi/Madhya/Antya), rajju, vedha pair by nakshatra; tatva by Moon sign;
 *  - paya by the Moon's house from the lagna (1, 6, 11 gold; 2, 5, 9 silver; 3, 7, 10 copper; 4, 8, 12 iron);
 *  - yunja by nakshatra (Purva: Revati-Mrigashira, Madhya: Ardra-Jyeshtha, Antya: Mula-Uttara Bhadrapada);
 *  - name syllables: the 108 pada syllables (Avakahada table).
 */
import { NAKSHATRAS, SIGN_LORDS, type SignName, SIGNS } from '../vedic/zodiac';

export const VARNA_BY_SIGN = ['Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin'];
export const TATVA_BY_SIGN = ['Fire', 'Earth', 'Air', 'Water', 'Fire', 'Earth', 'Air', 'Water', 'Fire', 'Earth', 'Air', 'Water'];
export const YONI = ['Horse', 'Elephant', 'Sheep', 'Serpent', 'Serpent', 'Dog', 'Cat', 'Sheep', 'Cat', 'Rat', 'Rat', 'Cow', 'Buffalo', 'Tiger', 'Buffalo', 'Tiger', 'Deer', 'Deer', 'Dog', 'Monkey', 'Mongoose', 'Monkey', 'Lion', 'Horse', 'Lion', 'Cow', 'Elephant'];
export const YONI_GENDER = ['M', 'M', 'F', 'M', 'F', 'F', 'F', 'M', 'M', 'M', 'F', 'M', 'F', 'F', 'M', 'M', 'F', 'M', 'M', 'M', 'M', 'F', 'F', 'F', 'M', 'F', 'F'];
export const GANA = ['Deva', 'Manushya', 'Rakshasa', 'Manushya', 'Deva', 'Manushya', 'Deva', 'Deva', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Deva', 'Rakshasa', 'Deva', 'Rakshasa', 'Deva', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Deva', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Deva'];
const NADI_CYCLE = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'];
export const nadiOf = (n: number) => NADI_CYCLE[n % 6]; // n 0-based: Ashwini Adi, Bharani Madhya, Krittika Antya, Rohini Antya ...
/** Rajju body part and direction (ascending / descending) by nakshatra, in groups of nine. */
const RAJJU_CYCLE = ['Pada', 'Kati', 'Nabhi', 'Kantha', 'Shira', 'Kantha', 'Nabhi', 'Kati', 'Pada'];
export const rajjuOf = (n: number) => RAJJU_CYCLE[n % 9];
/** Vedha pairs (0-based nakshatra indices). */
const VEDHA_PAIRS: [number, number][] = [[0, 17], [1, 16], [2, 15], [3, 14], [5, 21], [6, 20], [7, 19], [8, 18], [9, 26], [10, 25], [11, 24], [12, 23], [4, 13], [13, 22], [4, 22]];
export function vedhaOf(n: number): string[] {
  return VEDHA_PAIRS.filter(([a, b]) => a === n || b === n).map(([a, b]) => NAKSHATRAS[a === n ? b : a]);
}
export const DEITY = ['Ashwini Kumaras', 'Yama', 'Agni', 'Brahma', 'Soma', 'Rudra', 'Aditi', 'Brihaspati', 'Nagas', 'Pitris', 'Bhaga', 'Aryaman', 'Savitr', 'Vishwakarma', 'Vayu', 'Indra-Agni', 'Mitra', 'Indra', 'Nirriti', 'Apas', 'Vishvadevas', 'Vishnu', 'Vasus', 'Varuna', 'Aja Ekapada', 'Ahirbudhnya', 'Pushan'];
export const SYMBOL = ["Horse's head", 'Yoni', 'Razor', 'Chariot', "Deer's head", 'Teardrop', 'Bow and quiver', 'Flower', 'Serpent', 'Palanquin', 'Front legs of a bed', 'Back legs of a bed', 'Hand', 'Pearl', 'Coral', 'Triumphal arch', 'Lotus', 'Earring', 'Roots', "Elephant's tusk", 'Planks of a bed', 'Ear', 'Drum', 'Empty circle', 'Swords', 'Twins', 'Fish'];
export const SYLLABLES = [
  ['Chu', 'Che', 'Cho', 'La'], ['Li', 'Lu', 'Le', 'Lo'], ['A', 'I', 'U', 'E'], ['O', 'Va', 'Vi', 'Vu'], ['Ve', 'Vo', 'Ka', 'Ki'],
  ['Ku', 'Gha', 'Ng', 'Chha'], ['Ke', 'Ko', 'Ha', 'Hi'], ['Hu', 'He', 'Ho', 'Da'], ['Di', 'Du', 'De', 'Do'], ['Ma', 'Mi', 'Mu', 'Me'],
  ['Mo', 'Ta', 'Ti', 'Tu'], ['Te', 'To', 'Pa', 'Pi'], ['Pu', 'Sha', 'Na', 'Tha'], ['Pe', 'Po', 'Ra', 'Ri'], ['Ru', 'Re', 'Ro', 'Ta'],
  ['Ti', 'Tu', 'Te', 'To'], ['Na', 'Ni', 'Nu', 'Ne'], ['No', 'Ya', 'Yi', 'Yu'], ['Ye', 'Yo', 'Bha', 'Bhi'], ['Bhu', 'Dha', 'Pha', 'Dha'],
  ['Bhe', 'Bho', 'Ja', 'Ji'], ['Khi', 'Khu', 'Khe', 'Kho'], ['Ga', 'Gi', 'Gu', 'Ge'], ['Go', 'Sa', 'Si', 'Su'], ['Se', 'So', 'Da', 'Di'],
  ['Du', 'Tha', 'Jha', 'Da'], ['De', 'Do', 'Cha', 'Chi'],
];

export function vashyaOf(moonLon: number): string {
  const s = Math.floor(moonLon / 30) % 12;
  const firstHalf = moonLon % 30 < 15;
  if ([0, 1].includes(s) || (s === 8 && !firstHalf) || (s === 9 && firstHalf)) return 'Chatushpada';
  if ([2, 5, 6, 10].includes(s) || (s === 8 && firstHalf)) return 'Manava';
  if ([3, 11].includes(s) || (s === 9 && !firstHalf)) return 'Jalachara';
  if (s === 4) return 'Vanachara';
  return 'Keeta';
}

export function yunjaOf(n: number): string {
  if (n === 26 || n <= 4) return 'Purva';
  if (n <= 17) return 'Madhya';
  return 'Antya';
}

export function payaOf(moonHouse: number): string {
  if ([1, 6, 11].includes(moonHouse)) return 'Gold';
  if ([2, 5, 9].includes(moonHouse)) return 'Silver';
  if ([3, 7, 10].includes(moonHouse)) return 'Copper';
  return 'Iron';
}

export interface Avakhada {
  varna: string; vashya: string; yoni: string; yoni_gender: string; gana: string; nadi: string; tatva: string; paya: string;
  rajju: string; vedha: string; vedha_nakshatras: string[]; yunja: string; deity: string; symbol: string;
  name_first_letter: string[]; name_syllable: string;
  moon_sign: SignName; moon_sign_lord: string; nakshatra: (typeof NAKSHATRAS)[number]; nakshatra_index: number; pada: number;
  ascendant_sign: SignName; ascendant_lord: string;
}

export function avakhada(moonLon: number, ascLon: number): Avakhada {
  const s = Math.floor(moonLon / 30) % 12;
  const n = Math.min(26, Math.floor(moonLon / NAKSHATRA_SPAN));
  const pada = Math.min(3, Math.floor((moonLon - n * NAKSHATRA_SPAN) / (NAKSHATRA_SPAN / 4)));
  const as = Math.floor(ascLon / 30) % 12;
  const moonHouse = ((s - as + 12) % 12) + 1;
  const vedha = vedhaOf(n);
  return {
    varna: VARNA_BY_SIGN[s], vashya: vashyaOf(moonLon), yoni: YONI[n], yoni_gender: YONI_GENDER[n] === 'M' ? 'male' : 'female',
    gana: GANA[n], nadi: nadiOf(n), tatva: TATVA_BY_SIGN[s], paya: payaOf(moonHouse), rajju: rajjuOf(n),
    vedha: vedha.join(', '), vedha_nakshatras: vedha, yunja: yunjaOf(n), deity: DEITY[n], symbol: SYMBOL[n],
    name_first_letter: SYLLABLES[n], name_syllable: SYLLABLES[n][pada],
    moon_sign: SIGNS[s], moon_sign_lord: SIGN_LORDS[s], nakshatra: NAKSHATRAS[n], nakshatra_index: n + 1, pada: pada + 1,
    ascendant_sign: SIGNS[as], ascendant_lord: SIGN_LORDS[as],
  };
}
const NAKSHATRA_SPAN = 360 / 27;
