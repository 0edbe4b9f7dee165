/**
 * The Hindu day around a moment: the sunrise that began it, the sunset, the next sunrise, the
 * weekday (vara) from sunrise to sunrise. Hindu sunrise (disc centre, no refraction, DESIGN.md).
 * Where the Sun does not rise or set (polar day or night) the local mean solar times 06:00 and
 * 18:00 stand in, and `polar` says so.
 */
import type { Ephemeris } from '../ephemeris/ephemeris';

export interface HinduDay {
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** 0 = Sunday .. 6 = Saturday, of the day that began at `sunrise`. */
  weekday: number;
  polar: boolean;
}

/** Weekday of the local (mean solar) date at a JD (UT) at longitude lon (east +). */
export const localWeekday = (jd: number, lon: number): number => ((Math.floor(jd + 0.5 + lon / 360) + 1) % 7 + 7) % 7;

export function hinduDay(eph: Ephemeris, jd: number, lat: number, lon: number, alt: number): HinduDay {
  const geo = { lat, lon, alt };
  let rise = eph.riseSet(jd - 1.1, 'Sun', 'rise', geo);
  if (rise !== null) {
    // Advance to the last sunrise at or before jd.
    for (let i = 0; i < 3 && rise !== null; i++) {
      const next: number | null = eph.riseSet(rise + 0.01, 'Sun', 'rise', geo);
      if (next === null || next > jd) break;
      rise = next;
    }
  }
  const set = rise !== null ? eph.riseSet(rise, 'Sun', 'set', geo) : null;
  const nextRise = set !== null ? eph.riseSet(set, 'Sun', 'rise', geo) : null;
  if (rise === null || set === null || nextRise === null || rise > jd || nextRise <= jd) {
    // Local mean solar time: 6h and 18h.
    const lmtMidnight = Math.floor(jd + 0.5 + lon / 360) - 0.5 - lon / 360;
    let r = lmtMidnight + 0.25;
    if (r > jd) r -= 1;
    return { sunrise: r, sunset: r + 0.5, nextSunrise: r + 1, weekday: localWeekday(r, lon), polar: true };
  }
  return { sunrise: rise, sunset: set, nextSunrise: nextRise, weekday: localWeekday(rise, lon), polar: false };
}
