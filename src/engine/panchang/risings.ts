/**
 * Fast Hindu rising and setting (disc centre on the geometric horizon, no refraction, the
 * geocentric body without ecliptic latitude: the Swiss Ephemeris' SE_BIT_HINDU_RISING) by
 * Newton's method on the hour angle, against the dozens of positions the library's general
 * search (swe_rise_trans) uses. Tests hold it to swe_rise_trans within 2 s (in practice 0.01 s);
 * it returns undefined (the caller then asks the library) above 60 degrees of latitude and
 * whenever the body comes near circumpolar, so polar cases always take the general path.
 *
 * Newton uses the exact derivative of the hour-angle equation (sidereal rate minus the body's
 * motion in right ascension, plus the change of the semi-diurnal arc with declination, all
 * from the daily motion returned with the position), so it converges quadratically: two
 * iterations from the neighbouring day's event. It reads its positions through `RisingSky`:
 * the library directly, or SunCalendar's interpolated apparent Sun and sidereal time (day.ts),
 * where a Sun rising costs no library call beyond one per UT midnight.
 */
import { JD_MAX, JD_MIN } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { type EphemerisNodes, RISE_STEP, SIDEREAL_RATE } from '../ephemeris/nodes';

const D2R = Math.PI / 180;
const R2D = 180 / Math.PI;
export const FAST_RISING_MAX_LAT = 60;

/**
 * Newton stops after a step below 7e-4 day (60 s). Left after that step: at most K * step^2,
 * K = |f''| / (2 |f'|) with f' about 350 deg/day and |f''| under 100 deg/day^2 while the body
 * stays away from circumpolar (|cos H0| <= 0.98): under 7e-8 day (6 ms). From the
 * extrapolated neighbouring days (day.ts) that is one iteration for most sunrises.
 */
const STOP_DAYS = 7e-4;

/** Where the rising reads its positions. */
export interface RisingSky {
  /** Apparent tropical ecliptic longitude (deg) of the body and its daily motion (deg/day), at t (JD UT). */
  apparent(body: 'Sun' | 'Moon', t: number): { lon: number; speed: number };
  /** Greenwich apparent sidereal time at t, in degrees. */
  gast(t: number): number;
}

/** Every position from the library. */
export function directRisingSky(eph: Ephemeris): RisingSky {
  return {
    apparent: (body, t) => { const p = eph.tropical(t, body); return { lon: p.lon, speed: p.lonSpeed }; },
    gast: (t) => eph.siderealTime(t) * 15,
  };
}


/**
 * Newton's method on the hour angle from `guess`: the event nearest it, or undefined near
 * circumpolar or without convergence. A module-level function (no closure per call).
 */
function solveNear(sky: RisingSky, body: 'Sun' | 'Moon', sign: number, lon: number, tanPhi: number, sinPhi: number, cosPhi: number,
  sinH: number, altitudeDeg: number, sinE: number, cosE: number, guess: number): number | undefined {
  let t = guess;
  for (let i = 0; i < 10; i++) {
    const p = sky.apparent(body, t);
    const lam = p.lon * D2R;
    const speed = p.speed;
    const sl = Math.sin(lam), cl = Math.cos(lam);
    const alpha = Math.atan2(sl * cosE, cl) * R2D;
    const sinD = sinE * sl;
    const cos2D = 1 - sinD * sinD;
    const cosD = Math.sqrt(cos2D);
    const tanD = sinD / cosD;
    const c = altitudeDeg === 0 ? -tanPhi * tanD : (sinH - sinPhi * sinD) / (cosPhi * cosD);
    if (c < -0.98 || c > 0.98) return undefined; // near circumpolar: let the library decide
    const h0 = Math.acos(c) * R2D;
    let x = (sky.gast(t) + lon - alpha - sign * h0) % 360;
    if (x > 180) x -= 360; else if (x < -180) x += 360;
    // d(alpha)/dt, d(delta)/dt from the motion in longitude (no latitude: Hindu rising), and
    // d(H0)/dt = -(dc/d(delta)) / sin(H0) * d(delta)/dt with dc/d(delta) = -tan(phi) + c tan(delta).
    const alphaDot = (speed * cosE) / cos2D;
    const deltaDot = (speed * sinE * cl) / cosD;
    const h0Dot = (-(-tanPhi + c * tanD) / Math.sqrt(1 - c * c)) * deltaDot;
    const rate = SIDEREAL_RATE - alphaDot - sign * h0Dot;
    const dt = -x / rate;
    t += dt;
    if (Math.abs(dt) < STOP_DAYS) return t;
  }
  return undefined;
}

/**
 * The Sun's rise or set (altitude 0) on the precomputed blocks of EphemerisNodes.sunRise:
 * right ascension, tan(declination) and sidereal time are cubics, so an iteration costs one
 * arc-cosine. The same equation, derivative and stopping rule as solveNear.
 */
function solveSunNear(nodes: EphemerisNodes, sign: number, lon: number, tanPhi: number, guess: number): number | undefined {
  const table = nodes.sunRise;
  let t = guess;
  for (let i = 0; i < 10; i++) {
    const x = (t - JD_MIN) / RISE_STEP;
    const k = Math.floor(x);
    if (!(k >= 0 && JD_MIN + (k + 1) * RISE_STEP < JD_MAX)) return undefined;
    const u = x - k;
    const a = table.chunk(k), o = (k & 511) * 12;
    const alpha = a[o] + u * (a[o + 1] + u * (a[o + 2] + u * a[o + 3]));
    const alphaDot = (a[o + 1] + u * (2 * a[o + 2] + 3 * u * a[o + 3])) / RISE_STEP;
    const tanD = a[o + 4] + u * (a[o + 5] + u * (a[o + 6] + u * a[o + 7]));
    const tanDDot = (a[o + 5] + u * (2 * a[o + 6] + 3 * u * a[o + 7])) / RISE_STEP;
    const gast = a[o + 8] + u * (a[o + 9] + u * (a[o + 10] + u * a[o + 11]));
    const gastDot = (a[o + 9] + u * (2 * a[o + 10] + 3 * u * a[o + 11])) / RISE_STEP;
    const c = -tanPhi * tanD;
    if (c < -0.98 || c > 0.98) return undefined; // near circumpolar: let the library decide
    const h0 = Math.acos(c) * R2D;
    let f = (gast + lon - alpha - sign * h0) % 360;
    if (f > 180) f -= 360; else if (f < -180) f += 360;
    // dH0/dt = -(dc/dt) / sin(H0), dc/dt = -tan(phi) d(tan delta)/dt.
    const h0Dot = (tanPhi * tanDDot / Math.sqrt(1 - c * c)) * R2D;
    const dt = -f / (gastDot - alphaDot - sign * h0Dot);
    t += dt;
    if (Math.abs(dt) < STOP_DAYS) return t;
  }
  return undefined;
}

/**
 * Hindu sunrise or sunset (disc centre, no refraction, no ecliptic latitude) within
 * [dayStart, dayEnd) from the shared Sun blocks: null never (the Sun rises every day below
 * 60 degrees of latitude), undefined when this method cannot decide (the caller asks the library).
 */
export function fastSunRiseSet(nodes: EphemerisNodes, event: 'rise' | 'set', lat: number, lon: number, dayStart: number, dayEnd: number, guess?: number): number | undefined {
  if (Math.abs(lat) > FAST_RISING_MAX_LAT) return undefined;
  if (lat !== trig.lat) { trig.lat = lat; trig.tanPhi = Math.tan(lat * D2R); trig.sinPhi = Math.sin(lat * D2R); trig.cosPhi = Math.cos(lat * D2R); }
  const tanPhi = trig.tanPhi;
  const sign = event === 'rise' ? -1 : 1;
  let t = solveSunNear(nodes, sign, lon, tanPhi, guess !== undefined && guess > dayStart - 0.3 && guess < dayEnd + 0.3 ? guess : dayStart + 0.5);
  for (let k = 0; k < 2 && t !== undefined && (t < dayStart || t >= dayEnd); k++) {
    const next = solveSunNear(nodes, sign, lon, tanPhi, t < dayStart ? t + 1 : t - 1);
    if (next === undefined || Math.abs(next - t) < 0.5) return undefined;
    t = next;
  }
  return t !== undefined && t >= dayStart && t < dayEnd ? t : undefined;
}

const trig = { lat: NaN, tanPhi: 0, sinPhi: 0, cosPhi: 1, eps: NaN, sinE: 0, cosE: 1 };

/**
 * Rise or set of Sun or Moon within [dayStart, dayEnd) (JD UT), or null if none happens in it,
 * or undefined when this method cannot decide (the caller falls back to swe_rise_trans).
 */
export function fastRiseSet(sky: RisingSky, body: 'Sun' | 'Moon', event: 'rise' | 'set', lat: number, lon: number,
  dayStart: number, dayEnd: number, epsDeg: number, guess?: number, altitudeDeg = 0): number | null | undefined {
  if (Math.abs(lat) > FAST_RISING_MAX_LAT) return undefined;
  // The trigonometry of the latitude and the obliquity is kept from the previous call: a
  // calendar asks for many events at one place, and the obliquity is one value per 10 days.
  if (lat !== trig.lat) { trig.lat = lat; trig.tanPhi = Math.tan(lat * D2R); trig.sinPhi = Math.sin(lat * D2R); trig.cosPhi = Math.cos(lat * D2R); }
  if (epsDeg !== trig.eps) { trig.eps = epsDeg; trig.sinE = Math.sin(epsDeg * D2R); trig.cosE = Math.cos(epsDeg * D2R); }
  const { tanPhi, sinPhi, cosPhi, sinE, cosE } = trig;
  const sinH = altitudeDeg === 0 ? 0 : Math.sin(altitudeDeg * D2R);
  const sign = event === 'rise' ? -1 : 1;
  // The event nearest local noon, then the neighbours if it falls outside the civil day.
  let t = solveNear(sky, body, sign, lon, tanPhi, sinPhi, cosPhi, sinH, altitudeDeg, sinE, cosE,
    guess !== undefined && guess > dayStart - 0.3 && guess < dayEnd + 0.3 ? guess : dayStart + 0.5);
  if (t === undefined) return undefined;
  for (let k = 0; k < 2 && (t < dayStart || t >= dayEnd); k++) {
    const step = body === 'Sun' ? 1 : 1.035;
    const next = solveNear(sky, body, sign, lon, tanPhi, sinPhi, cosPhi, sinH, altitudeDeg, sinE, cosE, t < dayStart ? t + step : t - step);
    if (next === undefined) return undefined;
    if (Math.abs(next - t) < 0.5) break; // the same event again: none in this day
    t = next;
  }
  if (t >= dayStart && t < dayEnd) return t;
  // Moon: a day without this event happens about once a month; confirm both neighbours lie outside.
  return body === 'Moon' ? null : undefined;
}
