/**
 * Best-time scan (spec 2.2 and 4.2). Slots are one hour long and start on the hours of UTC
 * counted from start_date 00:00 UTC; the scan stops before end_date 00:00 UTC (end_date itself
 * is not scanned; at most 31 days). A slot is scored when it starts between the local sunrise
 * and sunset (Hindu sunrise) of a panchang day; its score is taken at its start. Windows are
 * the top_n slots by score (ties: earlier first); an empty list when no daylight slot was scored
 * (polar night, or a range with no daylight hour).
 *
 * Cost: each day's sunrise/sunset, lagna table, Rahu Kaal and the combustion of Jupiter and
 * Venus are computed once; the limbs and the Moon's and Sun's signs are solved once over the
 * whole range (every boundary a Newton root); each slot is then a lookup with no ephemeris call.
 */
import type { AyanamsaName } from '../ephemeris/constants';
import type { Ephemeris, GeoLocation } from '../ephemeris/ephemeris';
import { panchangContext } from '../panchang/day';
import { localDateAt } from '../time/julian';
import type { CivilDate } from '../time/parse';
import { scanDays } from './facts';
import type { Purpose } from './purposes';
import { type MuhurtaScore, type Personal, scoreMoment } from './scoring';

export const MAX_RANGE_DAYS = 31;
export const MAX_TOP_N = 20;
export const DEFAULT_TOP_N = 5;

export interface BestTimeInput {
  /** JD (UT) of start_date 00:00 UTC and end_date 00:00 UTC. */
  startJd: number;
  endJd: number;
  tz: string;
  geo: GeoLocation;
  ayanamsa: AyanamsaName;
  purpose: Purpose;
  topN: number;
  personal?: Personal;
  /** The child's birth date (naamkaran): days since birth are counted per slot in local dates. */
  birthDate?: CivilDate;
}

/** Whole civil days from `from` to `to`. */
export const daysBetween = (from: CivilDate, to: CivilDate): number => Math.round((Date.UTC(to.y, to.m - 1, to.d) - Date.UTC(from.y, from.m - 1, from.d)) / 86400000);

export interface Slot extends MuhurtaScore { start_jd: number; end_jd: number }

export interface BestTime { windows: Slot[]; slots_scored: number; days_with_daylight: number; warnings: string[] }

export function bestTime(eph: Ephemeris, input: BestTimeInput): BestTime {
  if (!(input.endJd > input.startJd)) throw new RangeError('end must be after start');
  if (input.endJd - input.startJd > MAX_RANGE_DAYS + 1e-9) throw new RangeError(`the range is at most ${MAX_RANGE_DAYS} days`);
  const ctx = panchangContext(eph, input.ayanamsa, input.tz, input.geo, 'disc_center');
  const scan = scanDays(eph, ctx, input.ayanamsa, input.startJd, input.endJd, input.tz);
  const slots: Slot[] = [];
  const hours = Math.round((input.endJd - input.startJd) * 24);
  for (let k = 0; k < hours; k++) {
    const t = input.startJd + k / 24;
    const f = scan.factsOf(t);
    if (!f) continue;
    // Days since birth move with the slot's local date (naamkaran).
    const personal = input.birthDate ? { ...input.personal, daysSinceBirth: daysBetween(input.birthDate, localDateAt(t, input.tz)) } : input.personal;
    slots.push({ start_jd: t, end_jd: t + 1 / 24, ...scoreMoment(input.purpose, f, personal) });
  }
  const windows = [...slots].sort((a, b) => b.score - a.score || a.start_jd - b.start_jd).slice(0, input.topN);
  return { windows, slots_scored: slots.length, days_with_daylight: scan.days.length, warnings: scan.warnings };
}
