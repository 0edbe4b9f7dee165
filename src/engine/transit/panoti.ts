/**
 * Small panoti (dhaiya, "two and a half"): Saturn's transit of the 4th sign (kantaka shani,
 * also called ardhashtama) or the 8th sign (ashtama shani) from the natal Moon's sidereal sign,
 * about 2.5 years each. Both are among Saturn's evil transit places from the Moon in
 * Phaladeepika 26 (Saturn gives good results only in the 3rd, 6th and 11th); North Indian
 * almanacs call them the small panoti or dhaiya. Windows are passages of the occupancy module:
 * first entry to final exit, retrograde excursions kept as paused segments.
 */
import type { AyanamsaName } from '../ephemeris/constants';
import { JD_MAX, JD_MIN } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { GrahaTrack } from './ingress';
import { houseFrom, type Passage, passages, signIntervals } from './occupancy';

export type PanotiKind = 'kantaka' | 'ashtama';
export const PANOTI_HOUSE: Record<PanotiKind, number> = { kantaka: 4, ashtama: 8 };

export interface PanotiWindow extends Passage {
  kind: PanotiKind;
  house: number;
  sign: number;
}

/** Dhaiya windows overlapping [t0, t1], in time order. */
export function panotiWindows(eph: Ephemeris, moonSign: number, t0: number, t1: number, ayanamsa: AyanamsaName): PanotiWindow[] {
  const track = new GrahaTrack(eph, 'Saturn', ayanamsa);
  const from = Math.max(JD_MIN, t0 - 4 * 365.25);
  // A window begun by t1 is followed to its final exit (a window lasts under 3.5 years).
  const ivs = signIntervals(track, from, Math.min(JD_MAX - 1e-6, t1 + 3.5 * 365.25));
  const out: PanotiWindow[] = [];
  for (const kind of ['kantaka', 'ashtama'] as const) {
    const house = PANOTI_HOUSE[kind];
    for (const p of passages(ivs, moonSign, [house])) {
      if (p.end > t0 && p.start <= t1) out.push({ ...p, kind, house, sign: (moonSign + house - 1) % 12 });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export interface PanotiStatus {
  status: 'active' | 'paused' | 'none';
  kind: PanotiKind | null;
  saturnSign: number;
  saturnHouse: number;
  window: PanotiWindow | null;
  nextWindow: PanotiWindow | null;
}

export function panotiAt(eph: Ephemeris, moonSign: number, jd: number, ayanamsa: AyanamsaName): PanotiStatus {
  const track = new GrahaTrack(eph, 'Saturn', ayanamsa);
  const saturnSign = Math.min(11, Math.floor(track.at(jd).lon / 30));
  const house = houseFrom(moonSign, saturnSign);
  const ws = panotiWindows(eph, moonSign, jd, Math.min(JD_MAX - 1e-6, jd + 31 * 365.25), ayanamsa);
  const window = ws.find((w) => w.start <= jd && jd < w.end) ?? null;
  const seg = window?.segments.find((s) => s.start <= jd && jd < s.end);
  const status: PanotiStatus['status'] = !window ? 'none' : seg?.paused ? 'paused' : 'active';
  return {
    status, kind: status === 'active' ? window!.kind : null, saturnSign, saturnHouse: house, window,
    nextWindow: ws.find((w) => w.start > jd) ?? null,
  };
}
