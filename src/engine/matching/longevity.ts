/**
 * Longevity (ayus) by Jaimini's three pairs (Jaimini Sutras 2.1; as taught by K.N. Rao and
 * Sanjay Rath): each pair of signs is read by its modalities:
 *   movable + movable, fixed + dual, dual + fixed   -> dirgha (long, 72-108 years)
 *   movable + fixed, fixed + movable, dual + dual   -> madhya (middle, 36-72)
 *   movable + dual, dual + movable, fixed + fixed   -> alpa (short, 0-36)
 * Pairs: (1) the signs of the lagna lord and the 8th lord; (2) the signs of the Moon and
 * Saturn; (3) the lagna and the hora lagna. The band given by two or three pairs wins; when
 * all three differ the lagna/hora-lagna pair decides (the sutra's rule when the Moon is not in
 * the lagna or 7th; otherwise the Moon/Saturn pair decides). Hora lagna: the Sun's longitude
 * at sunrise advanced one sign per hour (2.5 ghatis) since sunrise.
 * In matching both partners should have similar longevity bands.
 */
import type { NatalChart } from '../kundli/types';
import { signOf } from '../kundli/types';
import { SIGNS } from '../vedic/zodiac';
import { lagnaSign, lordOfHouse, signOfGraha } from './reading';

export type Ayus = 'alpa' | 'madhya' | 'dirgha';
export const AYUS_YEARS: Record<Ayus, [number, number]> = { alpa: [0, 36], madhya: [36, 72], dirgha: [72, 108] };
const modality = (s: number) => s % 3; // 0 movable, 1 fixed, 2 dual
const MOD_NAMES = ['movable', 'fixed', 'dual'];

export function ayusOfPair(a: number, b: number): Ayus {
  const x = modality(a), y = modality(b);
  if ((x === 0 && y === 0) || (x === 1 && y === 2) || (x === 2 && y === 1)) return 'dirgha';
  if ((x === 0 && y === 1) || (x === 1 && y === 0) || (x === 2 && y === 2)) return 'madhya';
  return 'alpa';
}

/** Hora lagna (sidereal degrees) from the Sun's longitude at sunrise and the time since sunrise (days). */
export const horaLagna = (sunAtSunrise: number, daysSinceSunrise: number): number => (((sunAtSunrise + daysSinceSunrise * 720) % 360) + 360) % 360;

export interface Longevity {
  band: Ayus;
  years: [number, number];
  pairs: { name: string; signs: [string, string]; modalities: [string, string]; band: Ayus }[];
  decided_by: string;
  hora_lagna_sign: string;
}

export function longevity(c: NatalChart, horaLagnaLon: number): Longevity {
  const l1 = signOfGraha(c, lordOfHouse(c, 1)), l8 = signOfGraha(c, lordOfHouse(c, 8));
  const mo = signOfGraha(c, 'Moon'), sa = signOfGraha(c, 'Saturn');
  const lg = lagnaSign(c), hl = signOf(horaLagnaLon);
  const mk = (name: string, a: number, b: number) => ({ name, signs: [SIGNS[a], SIGNS[b]] as [string, string], modalities: [MOD_NAMES[modality(a)], MOD_NAMES[modality(b)]] as [string, string], band: ayusOfPair(a, b) });
  const pairs = [mk('lagna_lord_and_8th_lord', l1, l8), mk('moon_and_saturn', mo, sa), mk('lagna_and_hora_lagna', lg, hl)];
  const counts = new Map<Ayus, number>();
  for (const p of pairs) counts.set(p.band, (counts.get(p.band) ?? 0) + 1);
  let band: Ayus;
  let by: string;
  const majority = [...counts.entries()].find(([, n]) => n >= 2);
  if (majority) { band = majority[0]; by = `${majority[1]} of 3 pairs agree`; }
  else {
    const moonInLagnaOr7th = [1, 7].includes(((mo - lg + 12) % 12) + 1);
    const decider = moonInLagnaOr7th ? pairs[1] : pairs[2];
    band = decider.band;
    by = `all three pairs differ: ${decider.name} decides${moonInLagnaOr7th ? ' (the Moon is in the lagna or 7th)' : ''}`;
  }
  return { band, years: AYUS_YEARS[band], pairs, decided_by: by, hora_lagna_sign: SIGNS[hl] };
}
