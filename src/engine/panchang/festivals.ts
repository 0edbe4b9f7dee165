/**
 * Festivals and vrats by rule, never by a table of dates. A tithi festival names an amanta
 * month (1 = Chaitra .. 12 = Phalguna; `null` = every month), a tithi (1-30) and the time of
 * day (kala) at which the tithi must prevail:
 *
 *   sunrise    the tithi is current at sunrise (udaya tithi)
 *   arunodaya  the 4 ghatis (96 minutes) before sunrise
 *   purvahna   the first half of the day (sunrise to midday)
 *   madhyahna  the 3rd of the 5 parts of the day
 *   aparahna   the 4th of the 5 parts of the day
 *   pradosh    the first 3 muhurtas of the night (sunset to sunset + night/5)
 *   nishita    the 8th of the 15 muhurtas of the night (around midnight)
 *   ratri_purva the first half of the night (sunset to the middle of the night)
 *   moonrise   the tithi is current when the Moon rises that day
 *
 * A rule may list several kalas: the first one the tithi touches on any day decides. A rule
 * marked `avoidBhadra` counts only the part of the tithi free of Bhadra (Vishti karana, the
 * first half of Purnima), as Raksha Bandhan and Holika Dahan require.
 *
 * How the day is chosen when the tithi touches that kala on two days (`choice`): `first`, `second`,
 * or `max` (the day on which it covers more of the kala; for instants, the first); `ekadashi`
 * is the Smarta rule: the first sunrise, unless Dashami still runs at that day's arunodaya
 * (dashami-viddha) and Ekadashi also holds the next sunrise, then the second; and when
 * Ekadashi holds one sunrise, began within 6 hours after the sunrise before it and the Dwadashi
 * after it ends before the next sunrise, the day it began (Smarta householders, Dharmasindhu).
 * When it touches the kala on no day (a tithi that begins after one kala and ends before the
 * next), the festival falls on the day at whose sunrise the tithi runs (udaya tithi), else on the
 * panchang day (sunrise to sunrise) in which it begins.
 * Month-bound festivals are not kept in an adhika (leap) month; the nija month that follows
 * holds them. Ekadashis of an adhika month get their own names (Padmini, Parama).
 *
 * Sankrantis: the day of the punya kala: the civil day of the ingress when it happens before
 * sunset, else the next day (an ingress after sunset belongs to the following day).
 */
import { localDateAt } from '../time/julian';
import { addDays, type CivilDate, formatDate } from '../time/parse';
import type { Sky, Span } from './elements';
import { tithiName } from './elements';
import type { SunCalendar } from './day';
import { lunationBetween, type Lunation, MASAS, SOLAR_MONTHS } from './month';
import { fifthOfDay, type Interval, nishita, pradosh } from './windows';

export type Kala = 'sunrise' | 'arunodaya' | 'purvahna' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'ratri_purva' | 'moonrise';
export type Choice = 'first' | 'second' | 'max' | 'ekadashi';
export type FestivalCategory = 'festival' | 'vrat' | 'ekadashi' | 'jayanti' | 'sankranti' | 'monthly';

export interface TithiRule {
  id: string;
  name: string;
  category: FestivalCategory;
  /** Amanta month 1-12, or null for every month. */
  month: number | null;
  tithi: number;
  kala: Kala | Kala[];
  choice: Choice;
  avoidBhadra?: boolean;
}

const T = (id: string, name: string, category: FestivalCategory, month: number | null, tithi: number, kala: Kala | Kala[], choice: Choice = 'first', avoidBhadra = false): TithiRule =>
  ({ id, name, category, month, tithi, kala, choice, ...(avoidBhadra ? { avoidBhadra } : {}) });

/** The tithi rules. Each line: amanta month, tithi, kala, choice when two days qualify. */
export const TITHI_RULES: readonly TithiRule[] = [
  // Ugadi / Gudi Padwa (new year): Chaitra Shukla Pratipada at sunrise; two sunrises -> the first.
  T('ugadi', 'Ugadi / Gudi Padwa', 'festival', 1, 1, 'sunrise'),
  // Chaitra Navratri begins (Ghatasthapana): Chaitra Shukla Pratipada at sunrise.
  T('chaitra_navratri', 'Chaitra Navratri begins', 'festival', 1, 1, 'sunrise'),
  // Gangaur: Chaitra Shukla Tritiya at sunrise.
  T('gangaur', 'Gangaur', 'festival', 1, 3, 'sunrise'),
  // Rama Navami: Chaitra Shukla Navami during madhyahna (Rama was born at midday); two days -> the one it covers more.
  T('rama_navami', 'Rama Navami', 'festival', 1, 9, 'madhyahna', 'max'),
  // Mahavir Jayanti: Chaitra Shukla Trayodashi at sunrise.
  T('mahavir_jayanti', 'Mahavir Jayanti', 'jayanti', 1, 13, 'sunrise'),
  // Hanuman Jayanti (North India): Chaitra Purnima at sunrise.
  T('hanuman_jayanti', 'Hanuman Jayanti', 'jayanti', 1, 15, 'sunrise'),
  // Akshaya Tritiya: Vaishakha Shukla Tritiya during purvahna; two days -> the first.
  T('akshaya_tritiya', 'Akshaya Tritiya', 'festival', 2, 3, 'purvahna'),
  // Parashurama Jayanti: Vaishakha Shukla Tritiya during pradosh.
  T('parashurama_jayanti', 'Parashurama Jayanti', 'jayanti', 2, 3, 'pradosh'),
  // Sita Navami: Vaishakha Shukla Navami during madhyahna.
  T('sita_navami', 'Sita Navami', 'jayanti', 2, 9, 'madhyahna'),
  // Narasimha Jayanti: Vaishakha Shukla Chaturdashi at sayankala (taken as pradosh).
  T('narasimha_jayanti', 'Narasimha Jayanti', 'jayanti', 2, 14, 'pradosh'),
  // Buddha Purnima: Vaishakha Purnima at sunrise.
  T('buddha_purnima', 'Buddha Purnima', 'festival', 2, 15, 'sunrise'),
  // Vat Savitri Vrat and Shani Jayanti: Jyeshtha (purnimanta) Amavasya = amanta Vaishakha Amavasya, at sunrise.
  T('vat_savitri', 'Vat Savitri Vrat', 'vrat', 2, 30, 'sunrise'),
  T('shani_jayanti', 'Shani Jayanti', 'jayanti', 2, 30, 'sunrise'),
  // Ganga Dussehra: Jyeshtha Shukla Dashami at sunrise.
  T('ganga_dussehra', 'Ganga Dussehra', 'festival', 3, 10, 'sunrise'),
  // Vat Purnima: Jyeshtha Purnima at sunrise.
  T('vat_purnima', 'Vat Purnima Vrat', 'vrat', 3, 15, 'sunrise'),
  // Jagannath Rath Yatra: Ashadha Shukla Dwitiya at sunrise.
  T('rath_yatra', 'Jagannath Rath Yatra', 'festival', 4, 2, 'sunrise'),
  // Guru Purnima: Ashadha Purnima at sunrise.
  T('guru_purnima', 'Guru Purnima', 'festival', 4, 15, 'sunrise'),
  // Hariyali Teej: Shravana Shukla Tritiya at sunrise.
  T('hariyali_teej', 'Hariyali Teej', 'vrat', 5, 3, 'sunrise'),
  // Nag Panchami: Shravana Shukla Panchami during purvahna.
  T('nag_panchami', 'Nag Panchami', 'festival', 5, 5, 'purvahna'),
  // Raksha Bandhan: Shravana Purnima free of Bhadra during aparahna, else during pradosh, else at
  // sunrise (udaya); two days -> the first.
  T('raksha_bandhan', 'Raksha Bandhan', 'festival', 5, 15, ['aparahna', 'pradosh', 'sunrise'], 'first', true),
  // Kajari Teej: Bhadrapada (purnimanta) Krishna Tritiya = amanta Shravana Krishna Tritiya (18), at sunrise.
  T('kajari_teej', 'Kajari Teej', 'vrat', 5, 18, 'sunrise'),
  // Krishna Janmashtami (Smarta): amanta Shravana Krishna Ashtami (23) at nishita (midnight birth); two -> the first.
  T('janmashtami', 'Krishna Janmashtami', 'festival', 5, 23, 'nishita'),
  // Hartalika Teej: Bhadrapada Shukla Tritiya at sunrise.
  T('hartalika_teej', 'Hartalika Teej', 'vrat', 6, 3, 'sunrise'),
  // Ganesh Chaturthi: Bhadrapada Shukla Chaturthi during madhyahna; two days -> the first.
  T('ganesh_chaturthi', 'Ganesh Chaturthi', 'festival', 6, 4, 'madhyahna'),
  // Rishi Panchami: Bhadrapada Shukla Panchami during madhyahna.
  T('rishi_panchami', 'Rishi Panchami', 'vrat', 6, 5, 'madhyahna'),
  // Radha Ashtami: Bhadrapada Shukla Ashtami during madhyahna.
  T('radha_ashtami', 'Radha Ashtami', 'jayanti', 6, 8, 'madhyahna'),
  // Anant Chaturdashi (Ganesh Visarjan): Bhadrapada Shukla Chaturdashi at sunrise.
  T('anant_chaturdashi', 'Anant Chaturdashi', 'festival', 6, 14, 'sunrise'),
  // Mahalaya (Sarva Pitru) Amavasya: amanta Bhadrapada Amavasya during aparahna (shraddha time).
  T('mahalaya_amavasya', 'Mahalaya Amavasya', 'festival', 6, 30, 'aparahna'),
  // Sharad Navratri begins (Ghatasthapana): Ashwin Shukla Pratipada at sunrise.
  T('sharad_navratri', 'Sharad Navratri begins', 'festival', 7, 1, 'sunrise'),
  // Durga Ashtami: Ashwin Shukla Ashtami at sunrise.
  T('durga_ashtami', 'Durga Ashtami', 'festival', 7, 8, 'sunrise'),
  // Maha Navami: Ashwin Shukla Navami at sunrise.
  T('maha_navami', 'Maha Navami', 'festival', 7, 9, 'sunrise'),
  // Dussehra / Vijayadashami: Ashwin Shukla Dashami during aparahna; two days -> the first.
  T('dussehra', 'Dussehra (Vijayadashami)', 'festival', 7, 10, 'aparahna'),
  // Sharad Purnima (Kojagara): Ashwin Purnima at nishita (the night vigil); two days -> the first.
  T('sharad_purnima', 'Sharad Purnima', 'festival', 7, 15, 'nishita'),
  // Karwa Chauth: Kartika (purnimanta) Krishna Chaturthi = amanta Ashwin Krishna Chaturthi (19), at moonrise.
  T('karwa_chauth', 'Karwa Chauth', 'vrat', 7, 19, 'moonrise'),
  // Ahoi Ashtami: amanta Ashwin Krishna Ashtami (23) during pradosh (the stars are sighted at dusk).
  T('ahoi_ashtami', 'Ahoi Ashtami', 'vrat', 7, 23, 'pradosh'),
  // Dhanteras: amanta Ashwin Krishna Trayodashi (28) during pradosh.
  T('dhanteras', 'Dhanteras', 'festival', 7, 28, 'pradosh', 'max'),
  // Narak Chaturdashi: amanta Ashwin Krishna Chaturdashi (29) at arunodaya (the pre-dawn bath).
  T('narak_chaturdashi', 'Narak Chaturdashi', 'festival', 7, 29, 'arunodaya'),
  // Diwali (Lakshmi Puja): amanta Ashwin Amavasya during pradosh; two days -> the one it covers more.
  T('diwali', 'Diwali (Lakshmi Puja)', 'festival', 7, 30, 'pradosh', 'max'),
  // Govardhan Puja: Kartika Shukla Pratipada at sunrise.
  T('govardhan_puja', 'Govardhan Puja', 'festival', 8, 1, 'sunrise'),
  // Bhai Dooj (Yama Dwitiya): Kartika Shukla Dwitiya during aparahna; on the first day only ->
  // that day; on both days, or on neither -> the second. Dharmasindhu, Kartika, Yama Dwitiya
  // (Marathi translation, transliteral.org/pages/z80505063058: "ही द्वितीया जर पूर्व दिवशीच
  // अपराह्णव्यापिनी असेल तर तीच घ्यावी. दोन्ही दिवस जर व्याप्ति असेल अथवा नसेल तर दुसर्‍या
  // दिवसाची घ्यावी"); the rule Drik Panchang states for Bhai Dooj. (Touching no aparahna, the
  // tithi falls on the day it holds at sunrise, the second.)
  T('bhai_dooj', 'Bhai Dooj', 'festival', 8, 2, 'aparahna', 'second'),
  // Chhath Puja (Sandhya Arghya): Kartika Shukla Shashthi at sunrise.
  T('chhath_puja', 'Chhath Puja', 'festival', 8, 6, 'sunrise'),
  // Tulsi Vivah: Kartika Shukla Dwadashi at sunrise.
  T('tulsi_vivah', 'Tulsi Vivah', 'festival', 8, 12, 'sunrise'),
  // Kartika Purnima: Kartika Purnima at sunrise.
  T('kartika_purnima', 'Kartika Purnima', 'festival', 8, 15, 'sunrise'),
  // Dev Deepawali: Kartika Purnima during pradosh.
  T('dev_deepawali', 'Dev Deepawali', 'festival', 8, 15, 'pradosh'),
  // Vivah Panchami: Margashirsha Shukla Panchami at sunrise.
  T('vivah_panchami', 'Vivah Panchami', 'festival', 9, 5, 'sunrise'),
  // Gita Jayanti: Margashirsha Shukla Ekadashi at sunrise.
  T('gita_jayanti', 'Gita Jayanti', 'jayanti', 9, 11, 'sunrise'),
  // Dattatreya Jayanti: Margashirsha Purnima during pradosh.
  T('dattatreya_jayanti', 'Dattatreya Jayanti', 'jayanti', 9, 15, 'pradosh'),
  // Mauni Amavasya: Magha (purnimanta) Amavasya = amanta Pausha Amavasya, at sunrise.
  T('mauni_amavasya', 'Mauni Amavasya', 'festival', 10, 30, 'sunrise'),
  // Vasant Panchami: Magha Shukla Panchami during purvahna; two days -> the first.
  T('vasant_panchami', 'Vasant Panchami', 'festival', 11, 5, 'purvahna'),
  // Ratha Saptami: Magha Shukla Saptami at arunodaya.
  T('ratha_saptami', 'Ratha Saptami', 'festival', 11, 7, 'arunodaya'),
  // Bhishma Ashtami: Magha Shukla Ashtami during madhyahna.
  T('bhishma_ashtami', 'Bhishma Ashtami', 'festival', 11, 8, 'madhyahna'),
  // Maha Shivaratri: amanta Magha Krishna Chaturdashi (29) at nishita; two days -> the one it covers more.
  T('maha_shivaratri', 'Maha Shivaratri', 'festival', 11, 29, 'nishita', 'max'),
  // Holika Dahan: Phalguna Purnima free of Bhadra during pradosh; else in the first half of the
  // night after Bhadra ends; else the day Purnima holds at sunrise; two days -> the one it covers more.
  T('holika_dahan', 'Holika Dahan', 'festival', 12, 15, ['pradosh', 'ratri_purva', 'sunrise'], 'max', true),
  // Every month:
  // Purnima (full-moon day): tithi 15 at sunrise.
  T('purnima', 'Purnima', 'monthly', null, 15, 'sunrise'),
  // Amavasya (new-moon day): tithi 30 at sunrise.
  T('amavasya', 'Amavasya', 'monthly', null, 30, 'sunrise'),
  // Pradosh Vrat: Trayodashi (13 and 28) during pradosh; two days -> the one it covers more.
  T('pradosh_shukla', 'Pradosh Vrat (Shukla)', 'vrat', null, 13, 'pradosh', 'max'),
  T('pradosh_krishna', 'Pradosh Vrat (Krishna)', 'vrat', null, 28, 'pradosh', 'max'),
  // Sankashti Chaturthi: Krishna Chaturthi (19) at moonrise; two days -> the first.
  T('sankashti_chaturthi', 'Sankashti Chaturthi', 'vrat', null, 19, 'moonrise'),
  // Vinayaka Chaturthi: Shukla Chaturthi (4) during madhyahna.
  T('vinayaka_chaturthi', 'Vinayaka Chaturthi', 'vrat', null, 4, 'madhyahna'),
  // Masik Shivaratri: Krishna Chaturdashi (29) at nishita; two days -> the one it covers more.
  T('masik_shivaratri', 'Masik Shivaratri', 'vrat', null, 29, 'nishita', 'max'),
  // Masik Durgashtami: Shukla Ashtami (8) at sunrise.
  T('masik_durgashtami', 'Masik Durgashtami', 'vrat', null, 8, 'sunrise'),
  // Kalashtami: Krishna Ashtami (23) at nishita.
  T('kalashtami', 'Kalashtami', 'vrat', null, 23, 'nishita'),
  // Ekadashi (Smarta): tithi 11 and 26 at sunrise; two sunrises -> the first, unless Dashami runs at
  // its arunodaya (dashami-viddha), then the second; one sunrise -> that day, except when it began
  // within 6 hours of the sunrise before and the Dwadashi that follows ends before the next
  // sunrise (see dayForTithi: householders then fast on the day before, Dharmasindhu); named per
  // month below.
  T('ekadashi_shukla', 'Ekadashi', 'ekadashi', null, 11, 'sunrise', 'ekadashi'),
  T('ekadashi_krishna', 'Ekadashi', 'ekadashi', null, 26, 'sunrise', 'ekadashi'),
];

/** Names of the 24 Ekadashis by amanta month (Shukla, Krishna), and of the adhika month's two. */
export const EKADASHI_NAMES: readonly [string, string][] = [
  ['Kamada Ekadashi', 'Varuthini Ekadashi'], ['Mohini Ekadashi', 'Apara Ekadashi'], ['Nirjala Ekadashi', 'Yogini Ekadashi'],
  ['Devshayani Ekadashi', 'Kamika Ekadashi'], ['Shravana Putrada Ekadashi', 'Aja Ekadashi'], ['Parsva Ekadashi', 'Indira Ekadashi'],
  ['Papankusha Ekadashi', 'Rama Ekadashi'], ['Devutthana Ekadashi', 'Utpanna Ekadashi'], ['Mokshada Ekadashi', 'Saphala Ekadashi'],
  ['Pausha Putrada Ekadashi', 'Shattila Ekadashi'], ['Jaya Ekadashi', 'Vijaya Ekadashi'], ['Amalaki Ekadashi', 'Papmochani Ekadashi'],
];
export const ADHIKA_EKADASHI: [string, string] = ['Padmini Ekadashi', 'Parama Ekadashi'];

/** Derived festivals: a fixed number of days after (or before) another. */
export const DERIVED_RULES = [
  // Holi (Dhulandi, the festival of colours): the day after Holika Dahan.
  { id: 'holi', name: 'Holi', category: 'festival' as const, base: 'holika_dahan', days: 1 },
  // Lohri: the day before Makar Sankranti.
  { id: 'lohri', name: 'Lohri', category: 'festival' as const, base: 'makar_sankranti', days: -1 },
] as const;

export const SANKRANTI_NAMES = SOLAR_MONTHS.map((m, i) => (i === 9 ? 'Makar Sankranti' : `${m} Sankranti`));
/** Pongal is kept on the day of Makar Sankranti (Thai month begins). */
export const SANKRANTI_EXTRA: Record<number, { id: string; name: string }[]> = {
  0: [{ id: 'mesha_sankranti_new_year', name: 'Solar New Year (Vishu / Puthandu)' }],
  9: [{ id: 'pongal', name: 'Pongal' }],
};

/** Number of distinct named festivals and vrats the rules produce. */
export function festivalNames(): string[] {
  const names = new Set<string>();
  for (const r of TITHI_RULES) if (r.category !== 'ekadashi') names.add(r.name);
  for (const [s, k] of EKADASHI_NAMES) { names.add(s); names.add(k); }
  names.add(ADHIKA_EKADASHI[0]); names.add(ADHIKA_EKADASHI[1]);
  for (const d of DERIVED_RULES) names.add(d.name);
  for (const s of SANKRANTI_NAMES) names.add(s);
  for (const x of Object.values(SANKRANTI_EXTRA)) for (const e of x) names.add(e.name);
  return [...names];
}

export interface FestivalHit {
  date: string;
  id: string;
  name: string;
  category: FestivalCategory;
  /** The rule, in words. */
  rule: string;
  /** The tithi occurrence or sankranti instant that decided it (JD UT). */
  tithi?: number;
  tithi_start?: number;
  tithi_end?: number;
  sankranti_jd?: number;
  amanta_month?: number;
  adhika_month?: boolean;
}

const KALA_WORDS: Record<Kala, string> = {
  sunrise: 'at sunrise', arunodaya: 'at arunodaya (96 minutes before sunrise)', purvahna: 'during purvahna (first half of the day)',
  madhyahna: 'during madhyahna (3rd fifth of the day)', aparahna: 'during aparahna (4th fifth of the day)',
  pradosh: 'during pradosh (sunset + night/5)', nishita: 'at nishita (8th muhurta of the night)', moonrise: 'at moonrise',
  ratri_purva: 'in the first half of the night',
};

function ruleWords(r: TithiRule): string {
  const month = r.month === null ? 'every month' : `amanta ${MASAS[r.month - 1]}`;
  const choice = r.choice === 'first' ? 'the first day' : r.choice === 'second' ? 'the second day' : r.choice === 'ekadashi'
    ? 'the first day unless Dashami runs at its arunodaya; if it holds one sunrise, began within 6 hours of the sunrise before and the Dwadashi after it ends before the next sunrise, the day before (Smarta householders)'
    : 'the day it covers more';
  const kalas = (Array.isArray(r.kala) ? r.kala : [r.kala]).map((k) => KALA_WORDS[k]).join(', else ');
  return `${month}, ${r.tithi <= 15 ? 'Shukla' : 'Krishna'} ${tithiName(r.tithi)} (tithi ${r.tithi})${r.avoidBhadra ? ' free of Bhadra' : ''} ${kalas}; if on two days, ${choice}; if on none, the day it holds at sunrise`;
}

/** The kala window (or instant, as a zero-length interval) of a civil date, or null where it cannot be formed. */
export function kalaWindow(cal: SunCalendar, date: CivilDate, kala: Kala): Interval | null {
  const sr = cal.sunrise(date);
  if (kala === 'moonrise') {
    const mr = cal.moonrise(date);
    return mr === null ? null : { start: mr, end: mr };
  }
  if (sr === null) return null;
  if (kala === 'sunrise') return { start: sr, end: sr };
  if (kala === 'arunodaya') return { start: sr - 96 / 1440, end: sr };
  const ss = cal.sunset(date);
  if (ss === null || ss < sr) return null;
  if (kala === 'purvahna') return { start: sr, end: sr + (ss - sr) / 2 };
  if (kala === 'madhyahna') return fifthOfDay(sr, ss, 3);
  if (kala === 'aparahna') return fifthOfDay(sr, ss, 4);
  const nsr = cal.sunrise(addDays(date, 1));
  if (nsr === null || nsr < ss) return null;
  if (kala === 'ratri_purva') return { start: ss, end: (ss + nsr) / 2 };
  return kala === 'pradosh' ? pradosh(ss, nsr) : nishita(ss, nsr);
}

/** Overlap (days) of a span with a window; instants count when inside the span (returns a tiny positive value). */
function coverage(span: Span, w: Interval): number {
  if (w.end === w.start) return w.start >= span.start && w.start < span.end ? 1e-9 : 0;
  return Math.max(0, Math.min(span.end, w.end) - Math.max(span.start, w.start));
}

/** The civil date whose panchang day (sunrise to sunrise) holds t, searching near `near`. */
function panchangDateOf(cal: SunCalendar, t: number, near: CivilDate): CivilDate {
  let d = near;
  for (let i = 0; i < 5 && t < cal.dayStart(d); i++) d = addDays(d, -1);
  for (let i = 0; i < 5 && t >= cal.dayStart(addDays(d, 1)); i++) d = addDays(d, 1);
  return d;
}

function civilDateNear(cal: SunCalendar, t: number, _near?: CivilDate): CivilDate {
  return localDateAt(t, cal.tz);
}

/**
 * Chooses the day of a tithi rule for one occurrence of the tithi. `next` is the occurrence that
 * follows it (the Dwadashi after an Ekadashi), when the caller knows it.
 */
export function dayForTithi(cal: SunCalendar, span: Span, rule: Pick<TithiRule, 'kala' | 'choice' | 'avoidBhadra'>, next?: Span): CivilDate {
  const d0 = civilDateNear(cal, span.start);
  // Bhadra (Vishti) is the karana of the first half of Purnima (and of other tithis' halves);
  // for the Purnima festivals that avoid it, only the second half counts.
  const part: Span = rule.avoidBhadra && span.index === 15 ? { ...span, start: (span.start + span.end) / 2 } : span;
  for (const kala of Array.isArray(rule.kala) ? rule.kala : [rule.kala]) {
    const candidates: { date: CivilDate; cover: number }[] = [];
    for (let i = -1; i <= 2; i++) {
      const d = addDays(d0, i);
      const w = kalaWindow(cal, d, kala);
      if (!w) continue;
      const c = coverage(part, w);
      if (c > 0) candidates.push({ date: d, cover: c });
    }
    if (candidates.length === 0) continue;
    if (rule.choice === 'ekadashi' && candidates.length === 1 && next) {
      // Dharmasindhu (Ekadashi nirnaya, the Smarta determination): when only Ekadashi is
      // "increased" (it runs past the sunrise that follows the day it began on) and the Dwadashi
      // after it is kshaya (ends before the next sunrise), Smarta householders fast on the first
      // day, ascetics, widows, seekers of moksha and Vaishnavas on the second: "ekadashi-matra-
      // vriddhau ... uposhya grihibhih purva yatibhish chottara tithih" (Bhashamaya Dharma
      // Sindhu Sara, kn.wikisource pages 49 and 58, which work the viddha case: Dashami at the
      // first sunrise, Dwadashi kshaya). Hindi Vishwakosh (vol. 9, p. 516) gives the reason (on
      // the second day no Dwadashi is left for the parana the morning after) and the limit: an
      // Ekadashi that begins more than 15 dandas (6 hours) after the first sunrise is left for
      // the second day all the same.
      const b = candidates[0].date;
      const a = addDays(b, -1);
      const srA = cal.sunrise(a), srC = cal.sunrise(addDays(b, 1));
      if (srA !== null && span.start > srA && span.start - srA <= 0.25 && srC !== null && next.end < srC) return a;
    }
    if (candidates.length === 1 || rule.choice === 'first') return candidates[0].date;
    if (rule.choice === 'second') return candidates[candidates.length - 1].date;
    if (rule.choice === 'ekadashi') {
      // Dashami-viddha: Dashami (the tithi before) still runs at the first day's arunodaya.
      const sr = cal.sunrise(candidates[0].date);
      return sr !== null && span.start > sr - 96 / 1440 ? candidates[1].date : candidates[0].date;
    }
    let best = candidates[0];
    for (const c of candidates) if (c.cover > best.cover + 1e-9) best = c;
    return best.date;
  }
  // Touches no kala: the day at whose sunrise it runs (udaya tithi), else the day it begins in.
  for (let i = -1; i <= 2; i++) {
    const d = addDays(d0, i);
    const sr = cal.sunrise(d);
    if (sr !== null && sr >= part.start && sr < part.end) return d;
  }
  return panchangDateOf(cal, span.start, d0);
}

const key = (d: CivilDate) => formatDate(d);

/** TITHI_RULES by tithi index (1-30), in their order. */
const RULES_OF_TITHI: readonly (readonly TithiRule[])[] = Array.from({ length: 31 }, (_, i) => TITHI_RULES.filter((r) => r.tithi === i));

/**
 * Every festival whose day falls in [from, to] (civil dates at the calendar's place).
 * Cost: the tithis of the range plus 3 days each side, the new moons that bound them, and the
 * sunrises/sunsets of the range (shared with the caller's SunCalendar).
 */
export function festivalsBetween(sky: Sky, cal: SunCalendar, from: CivilDate, to: CivilDate): FestivalHit[] {
  const lo = key(from), hi = key(to);
  const t0 = cal.civilStart(addDays(from, -3));
  const t1 = cal.civilStart(addDays(to, 4));
  const spans = sky.spansBetween('tithi', t0, t1);
  const hits: FestivalHit[] = [];
  const lunations: Lunation[] = [];
  const lunationOf = (t: number): Lunation => {
    for (const l of lunations) if (t >= l.start && t < l.end) return l;
    const start = sky.prevSyzygy(t, false);
    const end = sky.nextSyzygy(start + 20, false);
    const l = lunationBetween(sky, start, end);
    lunations.push(l);
    return l;
  };
  const byId = new Map<string, FestivalHit[]>();
  const push = (h: FestivalHit) => {
    const list = byId.get(h.id) ?? [];
    list.push(h);
    byId.set(h.id, list);
  };
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i];
    const lun = lunationOf((span.start + span.end) / 2);
    for (const r of RULES_OF_TITHI[span.index] ?? []) {
      if (r.month !== null && (r.month !== lun.month || lun.adhika)) continue;
      const date = dayForTithi(cal, span, r, spans[i + 1]);
      let name = r.name;
      if (r.category === 'ekadashi') name = lun.adhika ? ADHIKA_EKADASHI[r.tithi === 11 ? 0 : 1] : EKADASHI_NAMES[lun.month - 1][r.tithi === 11 ? 0 : 1];
      push({
        date: key(date), id: r.category === 'ekadashi' ? name.toLowerCase().replace(/ /g, '_') : r.id, name, category: r.category, rule: ruleWords(r),
        tithi: span.index, tithi_start: span.start, tithi_end: span.end, amanta_month: lun.month, adhika_month: lun.adhika,
      });
    }
  }
  // Sankrantis in the range (plus a day each side for the derived Lohri).
  let t = cal.civilStart(addDays(from, -2));
  const tEnd = cal.civilStart(addDays(to, 3));
  for (let guard = 0; guard < 24; guard++) {
    const s = sky.nextSankranti(t);
    if (s.jd >= tEnd) break;
    const pd = panchangDateOf(cal, s.jd, civilDateNear(cal, s.jd, from));
    const ss = cal.sunset(pd);
    const date = ss !== null && s.jd < ss && s.jd >= cal.dayStart(pd) ? pd : addDays(pd, 1);
    const rule = `the Sun enters sidereal ${SOLAR_MONTHS[s.sign]}: on the day of the ingress if before sunset, else the next day`;
    push({ date: key(date), id: s.sign === 9 ? 'makar_sankranti' : `${SOLAR_MONTHS[s.sign].toLowerCase()}_sankranti`, name: SANKRANTI_NAMES[s.sign], category: 'sankranti', rule, sankranti_jd: s.jd });
    for (const x of SANKRANTI_EXTRA[s.sign] ?? []) push({ date: key(date), id: x.id, name: x.name, category: 'festival', rule, sankranti_jd: s.jd });
    t = s.jd + 1;
  }
  for (const d of DERIVED_RULES) {
    for (const base of byId.get(d.base) ?? []) {
      const [y, m, dd] = base.date.split('-').map(Number);
      push({ date: key(addDays({ y, m, d: dd }, d.days)), id: d.id, name: d.name, category: d.category, rule: `${d.days > 0 ? 'the day after' : 'the day before'} ${base.name}` });
    }
  }
  for (const list of byId.values()) for (const h of list) if (h.date >= lo && h.date <= hi) hits.push(h);
  // One entry per (date, id): a rule met by two occurrences on one day is listed once.
  const seen = new Set<string>();
  return hits.filter((h) => { const k = `${h.date}|${h.id}`; if (seen.has(k)) return false; seen.add(k); return true; })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
