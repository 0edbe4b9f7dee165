/**
 * Rise and set of the Sun (or Moon) within one civil day at a place. The day is the local civil
 * date in `tz` from 00:00 to 24:00; an event that does not happen in it (polar day or night, a
 * Moon that skips a rise) is null, never an invented time.
 */
import type { BodyName } from '../ephemeris/constants';
import type { Ephemeris, GeoLocation, SunriseDefinition } from '../ephemeris/ephemeris';
import { localMidnightJd } from '../time/julian';
import type { CivilDate } from '../time/parse';
import { addDays } from '../time/parse';

export interface RiseSet {
  rise: number | null;
  set: number | null;
  /** Local midnight starting the day and the next one (JD UT). */
  dayStart: number;
  dayEnd: number;
}

/** Rise and set of `body` during the civil date `date` in tz: 2 ephemeris calls. */
export function riseSetOnDate(eph: Ephemeris, body: BodyName, date: CivilDate, tz: string, geo: GeoLocation, definition: SunriseDefinition = 'disc_center'): RiseSet {
  const dayStart = localMidnightJd(date.y, date.m, date.d, tz);
  const next = addDays(date, 1);
  const dayEnd = localMidnightJd(next.y, next.m, next.d, tz);
  const within = (t: number | null) => (t !== null && t >= dayStart && t < dayEnd ? t : null);
  const rise = within(eph.riseSet(dayStart, body, 'rise', geo, definition));
  const set = within(eph.riseSet(dayStart, body, 'set', geo, definition));
  return { rise, set, dayStart, dayEnd };
}
