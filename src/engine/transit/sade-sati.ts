/**
 * Sade Sati: Saturn's transit through the 12th, 1st and 2nd sidereal signs counted from the
 * natal Moon's sign (whole signs), about 7.5 years. Phases: rising (Saturn in the 12th from the
 * Moon), peak (over the Moon's sign), setting (the 2nd). The rule is the common one of the Hindu
 * almanacs (B.V. Raman, "Hindu Predictive Astrology", ch. on Saturn's transit; Phaladeepika
 * 26 lists Saturn's transit of the 12th, 1st and 2nd from the Moon among its evil places).
 *
 * Every date is an exact sign ingress of Saturn from the ingress finder, so retrograde exits and
 * re-entries are part of the answer:
 * - `segments`: the exact stays in order, each labelled by Saturn's house from the Moon
 *   (12 rising, 1 peak, 2 setting); a retrograde loop back into the 11th (or the 3rd) inside a
 *   cycle is a segment with `paused: true` (phase null). Segments tile the cycle without gaps.
 * - `phases`: the progress view: rising from the first entry into the 12th to the first entry
 *   into the 1st, peak from there to the first entry into the 2nd, setting from there to the
 *   final exit from the 2nd. These three also tile the cycle.
 */
import { JD_MAX, JD_MIN } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import type { AyanamsaName } from '../ephemeris/constants';
import { GrahaTrack } from './ingress';
import { houseFrom, type Passage, passages, signIntervals } from './occupancy';

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';
export const SADE_SATI_HOUSES = [12, 1, 2] as const;
export const PHASE_OF_HOUSE: Record<number, SadeSatiPhase> = { 12: 'rising', 1: 'peak', 2: 'setting' };

export interface PhaseSpan { phase: SadeSatiPhase; house: number; sign: number; start: number; end: number }

export interface SadeSatiCycle extends Passage {
  phases: PhaseSpan[];
}

/** The progress view of a cycle: first entries into the 12th, 1st and 2nd, and the final exit. */
export function phaseSpans(p: Passage, moonSign: number): PhaseSpan[] {
  const firstEntry = (house: number) => p.segments.find((s) => !s.paused && s.house === house)?.start;
  const out: PhaseSpan[] = [];
  const houses = [12, 1, 2];
  const entries = houses.map(firstEntry);
  for (let k = 0; k < 3; k++) {
    const start = entries[k];
    if (start === undefined) continue; // a cycle cut by the ephemeris range
    const next = entries.slice(k + 1).find((x) => x !== undefined);
    out.push({ phase: PHASE_OF_HOUSE[houses[k]], house: houses[k], sign: (moonSign + houses[k] - 1) % 12, start, end: next ?? p.end });
  }
  // A cycle whose first stay is cut by the range edge starts with the phase of that stay.
  if (out.length && out[0].start > p.start) out[0] = { ...out[0], start: p.start };
  return out;
}

/** Sade sati cycles overlapping [t0, t1] for a natal Moon sign (0 = Aries). */
export function sadeSatiCycles(eph: Ephemeris, moonSign: number, t0: number, t1: number, ayanamsa: AyanamsaName): SadeSatiCycle[] {
  const track = new GrahaTrack(eph, 'Saturn', ayanamsa);
  // Start early enough that a cycle in progress at t0 is found from its first entry (a cycle,
  // with its retrograde loops, lasts under 9 years).
  const from = Math.max(JD_MIN, t0 - 9.5 * 365.25);
  // ... and late enough that a cycle begun by t1 is followed to its final exit.
  const to = Math.min(JD_MAX - 1e-6, t1 + 9.5 * 365.25);
  const ps = passages(signIntervals(track, from, to), moonSign, SADE_SATI_HOUSES).filter((p) => p.end > t0 && p.start <= t1);
  return ps.map((p) => ({ ...p, phases: phaseSpans(p, moonSign) }));
}

export interface SadeSatiStatus {
  /** active: Saturn in the 12th, 1st or 2nd; paused: a retrograde loop out inside a cycle; none otherwise. */
  status: 'active' | 'paused' | 'none';
  phase: SadeSatiPhase | null;
  saturnSign: number;
  saturnHouse: number;
  cycle: SadeSatiCycle | null;
  nextCycle: SadeSatiCycle | null;
  previousCycle: SadeSatiCycle | null;
}

/** Status at jd from cycles that cover jd and its neighbours. */
export function sadeSatiStatus(cycles: SadeSatiCycle[], jd: number, moonSign: number, saturnSign: number): SadeSatiStatus {
  const house = houseFrom(moonSign, saturnSign);
  const cycle = cycles.find((c) => c.start <= jd && jd < c.end) ?? null;
  const previousCycle = [...cycles].reverse().find((c) => c.end <= jd) ?? null;
  const nextCycle = cycles.find((c) => c.start > jd) ?? null;
  const seg = cycle?.segments.find((s) => s.start <= jd && jd < s.end);
  const status: SadeSatiStatus['status'] = !cycle ? 'none' : seg?.paused ? 'paused' : 'active';
  return {
    status, phase: status === 'active' ? PHASE_OF_HOUSE[house] ?? null : null, saturnSign, saturnHouse: house,
    cycle, nextCycle, previousCycle,
  };
}

/** Saturn returns to a sign in about 29.5 years: 31 years back and 40 ahead hold the neighbouring cycles whole. */
export const STATUS_SPAN_BACK = 31 * 365.25;
export const STATUS_SPAN_AHEAD = 40 * 365.25;

/** Status at jd: the cycle in force (if any), the previous and the next one. */
export function sadeSatiAt(eph: Ephemeris, moonSign: number, jd: number, ayanamsa: AyanamsaName): SadeSatiStatus {
  const track = new GrahaTrack(eph, 'Saturn', ayanamsa);
  const saturnSign = Math.min(11, Math.floor(track.at(jd).lon / 30));
  const cycles = sadeSatiCycles(eph, moonSign, Math.max(JD_MIN, jd - STATUS_SPAN_BACK), Math.min(JD_MAX - 1e-6, jd + STATUS_SPAN_AHEAD), ayanamsa);
  return sadeSatiStatus(cycles, jd, moonSign, saturnSign);
}
