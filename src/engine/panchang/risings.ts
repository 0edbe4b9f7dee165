/**
 * Fast Hindu rising and setting (disc centre on the geometric horizon, no refraction, the
 * geocentric body without ecliptic latitude: the Swiss Ephemeris' SE_BIT_HINDU_RISING) by
 * Newton's method on the hour angle: each iteration is one body position and one sidereal
 * time, 1-2 iterations from the neighbouring day's event (3-4 from local noon), against the dozens of positions the
 * library's general search uses. Tests hold it to the library's swe_rise_trans within one
 * second; it returns undefined (the caller then asks the library) above 60 degrees of latitude
 * and whenever the body comes near circumpolar, so polar cases always take the general path.
 */
import type { Ephemeris } from '../ephemeris/ephemeris';
import { normDeg } from '../ephemeris/ephemeris';

const D2R = Math.PI / 180;
const R2D = 180 / Math.PI;
export const FAST_RISING_MAX_LAT = 60;

const wrap180 = (x: number) => { const r = normDeg(x); return r > 180 ? r - 360 : r; };

/**
 * Rise or set of Sun or Moon within [dayStart, dayEnd) (JD UT), or null if none happens in it,
 * or undefined when this method cannot decide (the caller falls back to swe_rise_trans).
 */
export function fastRiseSet(eph: Ephemeris, body: 'Sun' | 'Moon', event: 'rise' | 'set', lat: number, lon: number,
  dayStart: number, dayEnd: number, epsDeg: number, guess?: number, altitudeDeg = 0): number | null | undefined {
  if (Math.abs(lat) > FAST_RISING_MAX_LAT) return undefined;
  const tanPhi = Math.tan(lat * D2R);
  const sinE = Math.sin(epsDeg * D2R), cosE = Math.cos(epsDeg * D2R);
  const rate = body === 'Sun' ? 360.98564736629 - 0.9856 : 360.98564736629 - 13.18;
  const solveNear = (guess: number): number | undefined => {
    let t = guess;
    for (let i = 0; i < 10; i++) {
      const lam = eph.tropical(t, body).lon * D2R;
      const alpha = Math.atan2(Math.sin(lam) * cosE, Math.cos(lam)) * R2D;
      const delta = Math.asin(sinE * Math.sin(lam));
      const c = altitudeDeg === 0 ? -tanPhi * Math.tan(delta)
        : (Math.sin(altitudeDeg * D2R) - Math.sin(lat * D2R) * Math.sin(delta)) / (Math.cos(lat * D2R) * Math.cos(delta));
      if (c < -0.98 || c > 0.98) return undefined; // near circumpolar: let the library decide
      const h0 = Math.acos(c) * R2D;
      const ha = eph.siderealTime(t) * 15 + lon - alpha;
      const dt = -wrap180(ha - (event === 'rise' ? -h0 : h0)) / rate;
      t += dt;
      if (Math.abs(dt) < 2e-6) return t; // the next step would be ~1/30 of this
    }
    return undefined;
  };
  // The event nearest local noon, then the neighbours if it falls outside the civil day.
  let t = solveNear(guess !== undefined && guess > dayStart - 0.3 && guess < dayEnd + 0.3 ? guess : dayStart + 0.5);
  if (t === undefined) return undefined;
  for (let k = 0; k < 2 && (t < dayStart || t >= dayEnd); k++) {
    const step = body === 'Sun' ? 1 : 1.035;
    const next = solveNear(t < dayStart ? t + step : t - step);
    if (next === undefined) return undefined;
    if (Math.abs(next - t) < 0.5) break; // the same event again: none in this day
    t = next;
  }
  if (t >= dayStart && t < dayEnd) return t;
  // Moon: a day without this event happens about once a month; confirm both neighbours lie outside.
  return body === 'Moon' ? null : undefined;
}
