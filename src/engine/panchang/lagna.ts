/**
 * Lagna table: when each of the 12 sidereal signs rises on the eastern horizon during the day.
 *
 * A sign begins to rise when the ecliptic point at sidereal longitude 30k (tropical 30k +
 * ayanamsa) is on the eastern horizon. That point, with right ascension alpha and declination
 * delta, rises at hour angle -H0 (cos H0 = -tan(lat) tan(delta), geometric horizon, as the
 * ascendant is defined), i.e. when local sidereal time = alpha - H0. Local sidereal time grows
 * linearly (360.98564736629 deg per day), so the instant is solved in closed form and refined
 * once: one sidereal time, one obliquity and one ayanamsa per table, not a search.
 *
 * Above the polar circles some ecliptic points never cross the eastern horizon; the signs that
 * begin there are then skipped (the ascendant jumps over them) and a warning says so.
 */
import type { AyanamsaName } from '../ephemeris/constants';
import { type Ephemeris, normDeg } from '../ephemeris/ephemeris';
import { SIGNS, SIGN_LORDS } from '../vedic/zodiac';

const D2R = Math.PI / 180;
const R2D = 180 / Math.PI;
/** Sidereal time advances 360.98564736629 degrees per day of UT. */
export const SIDEREAL_DEG_PER_DAY = 360.98564736629;

export interface LagnaRise {
  sign_index: number;
  sign: string;
  lord: string;
  start: number;
  end: number;
}

/** Local sidereal time (deg) at which the ecliptic point of tropical longitude lambda rises, or null if it never does. */
function risingLst(lambda: number, eps: number, lat: number): number | null {
  const l = lambda * D2R, e = eps * D2R;
  const alpha = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) * R2D;
  const delta = Math.asin(Math.sin(e) * Math.sin(l));
  const c = -Math.tan(lat * D2R) * Math.tan(delta);
  if (c < -1 || c > 1) return null;
  return normDeg(alpha - Math.acos(c) * R2D);
}

/** The lagnas rising in [t0, t1), the first one being the lagna in force at t0 (its start before t0). */
export function lagnaTable(eph: Ephemeris, ayanamsa: AyanamsaName, lat: number, lon: number, t0: number, t1: number): { lagnas: LagnaRise[]; warnings: string[] } {
  const eps = eph.obliquity(t0).true;
  const ayan0 = eph.ayanamsa(t0, ayanamsa).true;
  const ayanRate = (eph.ayanamsa(t0 + 1, ayanamsa).true - ayan0);
  const lst0 = normDeg(eph.siderealTime(t0) * 15 + lon);
  const warnings: string[] = [];
  // Next rise after t0 of each sign's first point (k = 0..11); refined once for the ayanamsa drift.
  const rises: { k: number; t: number }[] = [];
  for (let k = 0; k < 12; k++) {
    let t = t0;
    let ok = true;
    for (let iter = 0; iter < 2; iter++) {
      const lst = risingLst(30 * k + ayan0 + ayanRate * (t - t0), eps, lat);
      if (lst === null) { ok = false; break; }
      t = t0 + normDeg(lst - lst0) / SIDEREAL_DEG_PER_DAY;
    }
    if (ok) rises.push({ k, t });
  }
  if (rises.length < 12) {
    const skipped = SIGNS.filter((_, k) => !rises.some((r) => r.k === k));
    warnings.push(`at latitude ${lat} the first points of ${skipped.join(', ')} never rise: those lagnas are skipped`);
  }
  if (rises.length === 0) return { lagnas: [], warnings };
  const dayLen = 360 / SIDEREAL_DEG_PER_DAY;
  // Events: each rise repeats every sidereal day; collect those in (t0 - 1 sidereal day, t1].
  const events: { k: number; t: number }[] = [];
  for (const r of rises) for (let n = -1; r.t + n * dayLen < t1 + dayLen; n++) events.push({ k: r.k, t: r.t + n * dayLen });
  events.sort((a, b) => a.t - b.t);
  const lagnas: LagnaRise[] = [];
  for (let i = 0; i + 1 < events.length; i++) {
    const e = events[i], nxt = events[i + 1];
    if (nxt.t <= t0 || e.t >= t1) continue;
    lagnas.push({ sign_index: e.k, sign: SIGNS[e.k], lord: SIGN_LORDS[e.k], start: e.t, end: nxt.t });
  }
  return { lagnas, warnings };
}
