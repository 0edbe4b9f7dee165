/** Zod schemas of the shared response objects (DESIGN.md "Shared response objects"). */
import { z } from 'zod';
import { AYANAMSA_NAMES } from '../engine/ephemeris/constants';
import { GRAHAS, NAKSHATRA_LORD_CYCLE, NAKSHATRAS, SIGNS } from '../engine/vedic/zodiac';

export const zLocation = z.object({ lat: z.number(), lon: z.number(), alt: z.number() });
export const zAyanamsaName = z.enum(AYANAMSA_NAMES);
export const zSign = z.enum(SIGNS);

/** Spec 2.1 sign position. */
export const zSignPosition = z.object({
  longitude: z.number().min(0).max(360).describe('Sidereal longitude, degrees'),
  sign_index: z.number().int().min(0).max(11).describe('0 = Aries'),
  sign: zSign,
  degree_in_sign: z.number().min(0).max(30),
  dms_in_sign: z.string().describe('Degrees, minutes, seconds within the sign, e.g. 22°26\'45"'),
  ruler: z.string(),
});

export const zNakshatraFields = {
  nakshatra: z.enum(NAKSHATRAS),
  nakshatra_index: z.number().int().min(1).max(27).describe('1 = Ashwini'),
  pada: z.number().int().min(1).max(4),
  nakshatra_lord: z.enum(NAKSHATRA_LORD_CYCLE),
};

export const zPlanet = zSignPosition.extend({
  name: z.enum(GRAHAS),
  abbr: z.string(),
  latitude: z.number(),
  speed: z.number().describe('Degrees per day (sidereal longitude); negative when retrograde'),
  speed_deg_per_day: z.number().describe('Same as speed (the service\'s field name)'),
  retrograde: z.boolean(),
  combust: z.boolean().describe('Within the classical combustion orb of the Sun'),
  house: z.number().int().min(1).max(12),
  ...zNakshatraFields,
});

/** Echo of the conventions a chart answer used. */
export const zChartEcho = {
  birth_date: z.string(),
  birth_time: z.string(),
  tz: z.string(),
  utc_offset: z.string(),
  location: zLocation,
  jd_ut: z.number(),
  ayanamsa: zAyanamsaName,
  ayanamsa_value: z.number().describe('Degrees subtracted from the planets\' tropical longitudes (mean equinox of date): the mean ayanamsa'),
  ayanamsa_mean: z.number().describe('Mean ayanamsa (no nutation), as tables print it'),
  ayanamsa_true: z.number().describe('Ayanamsa with nutation: subtracted from the ascendant, MC and cusps (true equinox of date)'),
  positions: z.literal('geometric').describe('Planet positions are geometric (no light-time, aberration or deflection), as Jagannatha Hora and PyJHora compute them'),
  node: z.enum(['mean', 'true']),
  house_system: z.string(),
  warnings: z.array(z.string()),
};

export const zWindow = z.object({
  start_jd: z.number(), end_jd: z.number(),
  start_iso: z.string(), end_iso: z.string(),
  start_local: z.string(), end_local: z.string(),
});
