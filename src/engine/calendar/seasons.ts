/**
 * Equinoxes and solstices: the moments when the Sun's apparent geocentric tropical longitude
 * is 0, 90, 180 and 270 degrees (the USNO definition). Found by the Swiss Ephemeris' own root
 * finder for solar longitude crossings (no stepping): 4 ephemeris calls for a year.
 */
import type { Ephemeris } from '../ephemeris/ephemeris';
import { jdFromEpochMs } from '../time/julian';
import { utcMs } from '../time/zone';

export const SEASON_EVENTS = [
  { event: 'march_equinox', longitude: 0, name_en: 'Vernal Equinox', name_hi: 'वसंत विषुव' },
  { event: 'june_solstice', longitude: 90, name_en: 'Summer Solstice', name_hi: 'ग्रीष्म संक्रांति' },
  { event: 'september_equinox', longitude: 180, name_en: 'Autumnal Equinox', name_hi: 'शरद विषुव' },
  { event: 'december_solstice', longitude: 270, name_en: 'Winter Solstice', name_hi: 'शीत संक्रांति' },
] as const;

export type SeasonEvent = (typeof SEASON_EVENTS)[number]['event'];

/** JD (UT) of the four events of a Gregorian year, in calendar order. */
export function seasonsOfYear(eph: Ephemeris, year: number): { event: SeasonEvent; longitude: number; jd: number }[] {
  // Start the search on 1 February: after the previous December solstice, before the March equinox.
  const start = jdFromEpochMs(utcMs(year, 2, 1));
  return SEASON_EVENTS.map((e) => ({ event: e.event, longitude: e.longitude, jd: eph.solarCrossing(e.longitude, start) }));
}
