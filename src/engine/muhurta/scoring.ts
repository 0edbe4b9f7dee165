/**
 * The composite 0-100 score of a moment for a purpose, with the factor list of spec 2.2:
 * every factor is {name, value, weight, score, ok}: `value` says what was found, `weight` its
 * relative importance (purposes.ts WEIGHTS), `score` = weight x quality (quality 0-1), `ok` =
 * quality >= 0.5. The total is round(100 x sum(score) / sum(weight)) over the factors that
 * apply (chandra_bala and tara_bala only with a birth Moon; days_since_birth only for naamkaran
 * with a birth date; disha_shool only for yatra with a direction). Forbidden findings (Rikta
 * tithi, Vishti karana, Rahu Kaal ...) add a warning. Grades (spec 2.2): excellent 90 and above,
 * good 80-89, acceptable 60-79, inauspicious below 60; acceptable when the score is 60 or more.
 */
import type { Span } from '../panchang/elements';
import { karanaName, paksha, tithiName, yogaType } from '../panchang/elements';
import { VARAS } from '../panchang/day';
import type { Interval } from '../panchang/windows';
import { DISHA_SHOOL } from '../panchang/yogas';
import { HORA_QUALITY } from '../panchang/windows';
import { SIGNS } from '../vedic/zodiac';
import { chandraBala, taraBala } from './balas';
import { isRikta, lagnaQuality, nakshatraQuality, NAKSHATRA_RULES, type Purpose, scoringOf, SUN_MONTH_QUALITY, tithiQuality, VARA_QUALITY, WEIGHTS } from './purposes';

/** Everything a score reads about one moment: looked up, not recomputed, in a scan. */
export interface MomentFacts {
  jd: number;
  /** Weekday of the panchang day (sunrise to sunrise), 0 = Sunday. */
  vara: number;
  tithi: Span;
  nakshatra: Span;
  yoga: Span;
  karana: Span;
  moonSign: number;
  sunSign: number;
  /** Sidereal rising sign, or null where no lagna could be found (polar latitudes). */
  lagnaSign: number | null;
  rahuKaal: Interval | null;
  /** Lord of the (unequal) hora in force, or null without sunrise/sunset. */
  horaLord: string | null;
  jupiterCombust: boolean;
  venusCombust: boolean;
}

export interface Personal {
  /** Natal Moon sign 0-11 and star 1-27. */
  moonSign?: number;
  nakshatra?: number;
  /** Days since the child's birth (naamkaran). */
  daysSinceBirth?: number;
  /** Direction of travel (yatra). */
  direction?: 'east' | 'south' | 'west' | 'north';
}

export interface Factor {
  name: string; value: string; weight: number; score: number; ok: boolean;
  /** A sentence on the factor: the share of the weight it earned and, when none, why. */
  note: string;
}

export type Grade = 'excellent' | 'good' | 'acceptable' | 'inauspicious';
export const gradeOf = (score: number): Grade => (score >= 90 ? 'excellent' : score >= 80 ? 'good' : score >= 60 ? 'acceptable' : 'inauspicious');

export interface MuhurtaScore {
  purpose: Purpose;
  scoring: Exclude<Purpose, 'general'>;
  score: number;
  grade: Grade;
  is_acceptable: boolean;
  factors: Factor[];
  warnings: string[] | null;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export function scoreMoment(purpose: Purpose, f: MomentFacts, me: Personal = {}): MuhurtaScore {
  const p = scoringOf(purpose);
  const w = WEIGHTS[p];
  const factors: Factor[] = [];
  const warnings: string[] = [];
  const add = (name: string, value: string, quality: number, warn?: string) => {
    const weight = w[name];
    if (weight === undefined) return;
    const verdict = quality >= 1 ? 'favourable' : quality >= 0.5 ? 'partly favourable' : quality > 0 ? 'weak' : 'unfavourable';
    const note = `${value}: ${verdict}, ${Math.round(quality * 100)}% of the weight ${weight}${quality === 0 && warn ? ` (${warn})` : ''}`;
    factors.push({ name, value, weight, score: r2(weight * quality), ok: quality >= 0.5, note });
    if (quality === 0 && warn) warnings.push(warn);
  };
  const t = f.tithi.index;
  const tName = `${paksha(t)} ${tithiName(t)} (${t})`;
  add('tithi', tName, tithiQuality(p, t), t === 30 ? 'Amavasya (new moon) is avoided for auspicious starts' : isRikta(t) ? `${tName} is a Rikta ("empty") tithi` : `${tName} is avoided for ${p}`);
  const nq = nakshatraQuality(p, f.nakshatra.index);
  add('nakshatra', f.nakshatra.name, nq, NAKSHATRA_RULES[p].forbidden.includes(f.nakshatra.index) ? `${f.nakshatra.name} is forbidden for ${p} (${NAKSHATRA_RULES[p].why})` : undefined);
  add('vara', VARAS[f.vara], VARA_QUALITY[p][f.vara], `${VARAS[f.vara]} is avoided for ${p}`);
  const yq = yogaType(f.yoga.index) === 'auspicious' ? 1 : 0;
  add('yoga', f.yoga.name, yq, `${f.yoga.name} is one of the nine inauspicious yogas`);
  const kn = karanaName(f.karana.index);
  add('karana', kn, kn === 'Vishti' ? 0 : f.karana.index === 1 || f.karana.index >= 58 ? 0.5 : 1, 'Vishti karana (Bhadra) is forbidden for auspicious work');
  if (f.lagnaSign !== null) add('lagna', SIGNS[f.lagnaSign], lagnaQuality(p, f.lagnaSign));
  else if (w.lagna) warnings.push('no rising sign could be found at this latitude: the lagna factor is left out');
  const sm = SUN_MONTH_QUALITY[p];
  if (sm) add('solar_month', `Sun in ${SIGNS[f.sunSign]}`, sm[f.sunSign], f.sunSign === 8 || f.sunSign === 11 ? `Sun in ${SIGNS[f.sunSign]}: Kharmas (Malamasa), no ${p}` : undefined);
  const asta = [f.jupiterCombust ? 'Jupiter' : null, f.venusCombust ? 'Venus' : null].filter(Boolean);
  add('guru_shukra_tara', asta.length ? `${asta.join(' and ')} combust` : 'Jupiter and Venus visible', asta.length ? 0 : 1, `${asta.join(' and ')} combust (Guru/Shukra asta): ${p === 'vivah' ? 'marriages' : 'house entries'} are not performed`);
  if (w.panchaka !== undefined) {
    const inP = f.moonSign === 10 || f.moonSign === 11;
    const q = !inP ? 1 : p === 'yatra' && me.direction !== 'south' ? 0.5 : 0;
    add('panchaka', inP ? 'Moon in Aquarius/Pisces (panchaka)' : 'no panchaka', q, p === 'yatra' ? 'panchaka: travel southwards is forbidden' : 'panchaka: building and entering a house are avoided');
  }
  const inRahu = f.rahuKaal !== null && f.jd >= f.rahuKaal.start && f.jd < f.rahuKaal.end;
  add('rahu_kaal', f.rahuKaal === null ? 'unknown (no sunrise/sunset)' : inRahu ? 'in Rahu Kaal' : 'outside Rahu Kaal', f.rahuKaal === null ? 0.5 : inRahu ? 0 : 1, 'the moment falls in Rahu Kaal');
  if (w.hora !== undefined) {
    const hq = f.horaLord === null ? 0.5 : HORA_QUALITY[f.horaLord] === 'good' ? 1 : HORA_QUALITY[f.horaLord] === 'neutral' ? 0.5 : 0;
    add('hora', f.horaLord ? `${f.horaLord} hora` : 'unknown', hq, `${f.horaLord} hora is avoided for trade`);
  }
  if (p === 'yatra' && me.direction) {
    const shool = DISHA_SHOOL[f.vara].toLowerCase();
    add('disha_shool', `${VARAS[f.vara]}: shool in the ${shool}; travelling ${me.direction}`, shool === me.direction ? 0 : 1, `Disha Shool: ${VARAS[f.vara]} forbids travel to the ${shool}`);
  }
  if (p === 'naamkaran' && me.daysSinceBirth !== undefined) {
    const d = me.daysSinceBirth;
    // Grihya sutras / MC 5: the naming on the 11th or 12th day after birth (after the ten days
    // of birth impurity); later auspicious days are acceptable; not before the 10th.
    const q = d === 11 || d === 12 ? 1 : d < 10 ? 0 : d === 10 || d <= 40 ? 0.5 : 0.25;
    add('days_since_birth', `day ${d} after birth`, q, `day ${d} is within the ten days of birth impurity (sutaka)`);
  }
  if (me.moonSign !== undefined) {
    const cb = chandraBala(me.moonSign, f.moonSign, f.tithi.index <= 15);
    add('chandra_bala', `Moon in the ${cb.house_from_natal_moon} from the natal Moon (${cb.quality})`, cb.value, cb.chandrashtama ? 'chandrashtama: the transiting Moon is 8th from the natal Moon' : undefined);
  }
  if (me.nakshatra !== undefined) {
    const tb = taraBala(me.nakshatra, f.nakshatra.index);
    add('tara_bala', `${tb.name} tara (${tb.tara})`, tb.value, `${tb.name} tara is adverse for the person`);
  }
  const sw = factors.reduce((s, x) => s + x.weight, 0);
  const ss = factors.reduce((s, x) => s + x.score, 0);
  const score = Math.max(0, Math.min(100, Math.round((100 * ss) / sw)));
  return { purpose, scoring: p, score, grade: gradeOf(score), is_acceptable: score >= 60, factors, warnings: warnings.length ? warnings : null };
}
