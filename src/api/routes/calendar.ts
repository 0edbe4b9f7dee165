/** Hindu-calendar helper endpoints: equinoxes and solstices (spec 2.5). */
import { z } from 'zod';
import { SEASON_EVENTS, type SeasonEvent, seasonsOfYear } from '../../engine/calendar/seasons';
import { riseSetOnDate } from '../../engine/calendar/sunrise';
import { jdToIso, jdToLocal, localDateAt } from '../../engine/time/julian';
import { invalidParam } from '../errors';
import { q } from '../params';
import { endpoint } from '../registry';

const hhmm = (jd: number | null, tz: string): string | null => (jd === null ? null : jdToLocal(jd, tz).slice(11, 16));

const NOTES: Record<string, string> = {
  march_equinox: 'The Sun crosses the celestial equator northwards (tropical longitude 0°); day and night are nearly equal everywhere.',
  june_solstice: 'The Sun reaches its northernmost declination (tropical longitude 90°); the tropical Dakshinayana begins.',
  september_equinox: 'The Sun crosses the celestial equator southwards (tropical longitude 180°); day and night are nearly equal everywhere.',
  december_solstice: 'The Sun reaches its southernmost declination (tropical longitude 270°); the tropical Uttarayana begins, while the panchang\'s sidereal Uttarayana is Makara Sankranti, about 24 days later.',
};

export const solstices = endpoint({
  path: '/v1/calendar/solstices',
  summary: 'The equinoxes and solstices of a year, with local times and, for a place, sunrise and sunset',
  description: 'Moments when the Sun\'s apparent geocentric tropical longitude is 0, 90, 180 and 270 degrees. With lat and lon, sunrise and sunset on the local date are added (Hindu definition by default: disc centre, no refraction; sunrise=upper_limb for the almanac definition).',
  params: {
    year: q.int({ required: true, min: 1800, max: 2200, example: 2025, description: 'Gregorian year, 1800-2200' }),
    tz: q.tz({ required: false, fallback: 'Asia/Kolkata', example: 'Asia/Kolkata', description: 'Zone for local times, sunrise and sunset; default Asia/Kolkata' }),
    lat: q.number({ min: -90, max: 90, example: 28.6139, description: 'Latitude (optional; with lon adds sunrise, sunset, day_length)' }),
    lon: q.number({ min: -180, max: 180, example: 77.209, description: 'Longitude (optional; with lat)' }),
    alt: q.number({ min: -500, max: 10000, fallback: 0, description: 'Altitude in metres; default 0' }),
    sunrise: q.oneOf(['disc_center', 'upper_limb'] as const, { fallback: 'disc_center', description: 'Sunrise definition: disc_center (Hindu, no refraction; default) or upper_limb (with refraction)' }),
  },
  response: z.object({
    year: z.number().int(),
    tz: z.string(),
    sunrise_definition: z.enum(['disc_center', 'upper_limb']),
    location: z.object({ lat: z.number(), lon: z.number(), alt: z.number(), tz: z.string(), month_system: z.literal('') }).optional(),
    events: z.array(z.object({
      event: z.enum(['march_equinox', 'june_solstice', 'september_equinox', 'december_solstice']),
      name_en: z.string(),
      name_hi: z.string(),
      sun_tropical_lon: z.number(),
      jd: z.number(),
      utc: z.string(),
      local: z.string(),
      local_date: z.string(),
      ayana_begins: z.string(),
      ayana_begins_hi: z.string().optional(),
      sunrise: z.string().nullable().optional(),
      sunset: z.string().nullable().optional(),
      day_length: z.string().nullable().optional(),
      note: z.string(),
    })).length(4),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    if ((p.lat === undefined) !== (p.lon === undefined)) {
      throw invalidParam(p.lat === undefined ? 'lat' : 'lon', 'lat and lon must be given together');
    }
    const tz = p.tz!;
    const warnings: string[] = [];
    const events = seasonsOfYear(eph, p.year).map((s, i) => {
      const meta = SEASON_EVENTS[i];
      const local = jdToLocal(s.jd, tz);
      const ayana = s.event === 'june_solstice' ? 'Dakshinayana' : s.event === 'december_solstice' ? 'Uttarayana' : '';
      const row: {
        event: SeasonEvent; name_en: string; name_hi: string; sun_tropical_lon: number; jd: number; utc: string; local: string;
        local_date: string; ayana_begins: string; ayana_begins_hi?: string; note: string;
        sunrise?: string | null; sunset?: string | null; day_length?: string | null;
      } = {
        event: s.event, name_en: meta.name_en, name_hi: meta.name_hi, sun_tropical_lon: s.longitude,
        jd: Math.round(s.jd * 1e8) / 1e8, utc: jdToIso(s.jd),
        // Rounded to the nearest minute (spec 2.5), in tz.
        local: jdToLocal(Math.round(s.jd * 1440) / 1440, tz).slice(0, 16),
        local_date: local.slice(0, 10),
        ayana_begins: ayana,
        ...(ayana ? { ayana_begins_hi: ayana === 'Dakshinayana' ? 'दक्षिणायन' : 'उत्तरायण' } : {}),
        note: NOTES[s.event],
      };
      if (p.lat !== undefined && p.lon !== undefined) {
        const rs = riseSetOnDate(eph, 'Sun', localDateAt(s.jd, tz), tz, { lat: p.lat, lon: p.lon, alt: p.alt }, p.sunrise);
        row.sunrise = hhmm(rs.rise, tz);
        row.sunset = hhmm(rs.set, tz);
        if (rs.rise !== null && rs.set !== null && rs.set > rs.rise) {
          const minutes = Math.round((rs.set - rs.rise) * 1440);
          row.day_length = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        } else {
          row.day_length = null;
          warnings.push(`${s.event}: the Sun does not both rise and set at latitude ${p.lat} on ${row.local_date}`);
        }
      }
      return row;
    });
    return {
      year: p.year, tz, sunrise_definition: p.sunrise,
      ...(p.lat !== undefined && p.lon !== undefined ? { location: { lat: p.lat, lon: p.lon, alt: p.alt ?? 0, tz, month_system: '' as const } } : {}),
      events, warnings,
    };
  },
});

export const calendarEndpoints = [solstices];
