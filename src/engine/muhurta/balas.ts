/**
 * The personal strengths of a moment for one person, and the day's shubha yogas.
 *
 * Chandra bala (MC 2; B.V. Raman, *Muhurtha* ch. 4): the transiting Moon's sign counted from the
 * natal Moon sign. The 1st, 3rd, 6th, 7th, 10th and 11th are good; the 2nd, 5th and 9th are
 * good in the bright half only (middling here); the 4th, 8th and 12th are bad, the 8th
 * (chandrashtama) worst.
 * Tara bala (panchang/tara.ts): the day's star counted from the birth star in nines; Vipat (3),
 * Pratyari (5) and Vadha (7) are bad, Janma (1) mixed, the rest good.
 * Panchaka rahita (MC 2, "Panchaka"): tithi number (1-30) + weekday (Sunday 1) + nakshatra
 * (1-27) + lagna (Aries 1), divided by 9: remainder 1 mrityu, 2 agni, 4 raja, 6 chora, 8 roga
 * panchaka; 0, 3, 5, 7 are free of the five dangers (rahita).
 */
import { TARA_QUALITY, TARAS, taraOf } from '../panchang/tara';

export const CHANDRA_BALA_GOOD = [1, 3, 6, 7, 10, 11];
export const CHANDRA_BALA_MIDDLING = [2, 5, 9];

export interface ChandraBala { house_from_natal_moon: number; quality: 'good' | 'middling' | 'bad'; value: number; is_favorable: boolean; chandrashtama: boolean; rule: string }

export function chandraBala(natalMoonSign: number, transitMoonSign: number, shukla: boolean): ChandraBala {
  const h = ((transitMoonSign - natalMoonSign + 12) % 12) + 1;
  const good = CHANDRA_BALA_GOOD.includes(h);
  const mid = CHANDRA_BALA_MIDDLING.includes(h);
  const value = good ? 1 : mid ? (shukla ? 0.75 : 0.5) : 0;
  return {
    house_from_natal_moon: h, quality: good ? 'good' : mid ? 'middling' : 'bad', value, is_favorable: good || (mid && shukla), chandrashtama: h === 8,
    rule: `transiting Moon in the ${h}${h === 1 ? 'st' : h === 2 ? 'nd' : h === 3 ? 'rd' : 'th'} from the natal Moon: ${good ? 'good (1, 3, 6, 7, 10, 11)' : mid ? `middling (2, 5, 9; good in the bright half${shukla ? ', which this is' : ', which this is not'})` : h === 8 ? 'chandrashtama (8th), the worst' : 'bad (4, 8, 12)'}`,
  };
}

export interface TaraBala { tara: number; name: string; quality: 'good' | 'bad' | 'mixed'; value: number; is_favorable: boolean; rule: string }

export function taraBala(birthNakshatra: number, dayNakshatra: number): TaraBala {
  const t = taraOf(birthNakshatra, dayNakshatra);
  const q = TARA_QUALITY[t - 1];
  return {
    tara: t, name: TARAS[t - 1], quality: q, value: q === 'good' ? 1 : q === 'mixed' ? 0.5 : 0, is_favorable: q === 'good',
    rule: `the day's star is tara ${t} (${TARAS[t - 1]}) from the birth star: ${q === 'good' ? 'favourable' : q === 'mixed' ? 'Janma tara, mixed' : 'Vipat, Pratyari and Vadha are adverse'}`,
  };
}

export const PANCHAKA_OF_REMAINDER: Record<number, string> = { 1: 'Mrityu', 2: 'Agni', 4: 'Raja', 6: 'Chora', 8: 'Roga' };

export interface PanchakaRahita { sum: number; remainder: number; panchaka: string | null; is_rahita: boolean; rule: string }

export function panchakaRahita(tithi: number, vara: number, nakshatra: number, lagnaSign: number): PanchakaRahita {
  const sum = tithi + (vara + 1) + nakshatra + (lagnaSign + 1);
  const r = sum % 9;
  const p = PANCHAKA_OF_REMAINDER[r] ?? null;
  return {
    sum, remainder: r, panchaka: p, is_rahita: p === null,
    rule: `tithi ${tithi} + weekday ${vara + 1} + nakshatra ${nakshatra} + lagna ${lagnaSign + 1} = ${sum}; remainder by 9 is ${r}: ${p ? `${p} panchaka` : 'free of the five (0, 3, 5, 7)'}`,
  };
}
