/**
 * Western family (tropical): the Davison relationship chart (spec 2.6) and the transit summary
 * narrative (spec 2.7), with the parameters and limits of spec 4.2. Names of the parameters are
 * the service's (personA.* / personB.*; birth.* plus a plain moment).
 */
import { z } from 'zod';
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { jdToIso } from '../../engine/time/julian';
import type { CivilDate, CivilTime } from '../../engine/time/parse';
import { SIGNS } from '../../engine/vedic/zodiac';
import { ASPECT_KINDS, aspectsAmong, DEFAULT_ORBS, EXACT_ORB_DEG, type Orbs, type Point } from '../../engine/western/aspects';
import { WESTERN_BODIES, westernPositions, westernSignPosition } from '../../engine/western/bodies';
import { midpointJd, sphericalMidpoint } from '../../engine/western/davison';
import { WESTERN_HOUSE_SYSTEMS, WESTERN_POLAR_LIMIT, type WesternHouseSystem, westernHouseOf, westernHouses } from '../../engine/western/houses';
import type { Rulership } from '../../engine/western/rulership';
import { activeTransits, summarySections, TRANSIT_ORBS, MOON_ORB_FACTOR, VERBOSITY_SECTIONS, type Verbosity } from '../../engine/western/transit-summary';
import { unsupportedLocation } from '../errors';
import { resolveMoment } from '../moment';
import { prefixedMomentParams, q } from '../params';
import { endpoint } from '../registry';
import { zLocation } from '../schemas';

const A_EX = { date: '1990-05-15', time: '10:30', tz: 'America/New_York', lat: 40.7128, lon: -74.006 };
const B_EX = { date: '1992-08-22', time: '18:45', tz: 'Europe/London', lat: 51.5074, lon: -0.1278 };
const BIRTH_EX = { date: '1990-05-15', time: '10:30', tz: 'America/New_York', lat: 40.7128, lon: -74.006 };

type Raw = Record<string, unknown>;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

const houseSystemParam = () => q.oneOf(WESTERN_HOUSE_SYSTEMS, {
  fallback: 'placidus', aliases: { 'whole-sign': 'whole_sign', wholesign: 'whole_sign' },
  description: 'House system: placidus (default), whole_sign (whole-sign accepted), koch, equal. placidus and koch reject |latitude| > 66 with 422 unsupported_location',
});
const orbParam = (kind: keyof Orbs) => q.number({
  exclusiveMin: 0, max: 15, fallback: DEFAULT_ORBS[kind], example: DEFAULT_ORBS[kind],
  description: `Orb of the ${kind} in degrees, in (0, 15]; default ${DEFAULT_ORBS[kind]}`,
});

function checkPolar(system: WesternHouseSystem, lats: [string, number][]) {
  if (system !== 'placidus' && system !== 'koch') return;
  for (const [name, lat] of lats) {
    if (Math.abs(lat) > WESTERN_POLAR_LIMIT) {
      throw unsupportedLocation(`house_system=${system} is undefined above ${WESTERN_POLAR_LIMIT} degrees of latitude (${name} ${r6(lat)}); use whole_sign or equal`);
    }
  }
}

interface Person { jd: number; echo: { birth_date: string; birth_time: string; location: { lat: number; lon: number; alt: number }; tz: string; utc_offset: string; jd_ut: number; house_system: string }; warnings: string[] }

function personOf(eph: Ephemeris, p: Raw, prefix: string, houseSystem: string): Person {
  const m = resolveMoment(eph, p[`${prefix}.date`] as CivilDate, p[`${prefix}.time`] as CivilTime, p[`${prefix}.tz`] as string, `${prefix}.date`);
  return {
    jd: m.jd, warnings: m.warnings.map((w) => `${prefix}: ${w}`),
    echo: {
      birth_date: m.date, birth_time: m.time, location: { lat: p[`${prefix}.lat`] as number, lon: p[`${prefix}.lon`] as number, alt: 0 },
      tz: m.tz, utc_offset: m.utc_offset, jd_ut: r6(m.jd), house_system: houseSystem,
    },
  };
}

const zSignPos = z.object({
  longitude: z.number().min(0).max(360).describe('Tropical longitude, degrees'), sign_index: z.number().int().min(0).max(11), sign: z.enum(SIGNS),
  degree_in_sign: z.number().min(0).max(30), dms_in_sign: z.string(), ruler: z.string(),
});
const zPersonEcho = z.object({ birth_date: z.string(), birth_time: z.string(), location: zLocation, tz: z.string(), utc_offset: z.string(), jd_ut: z.number(), house_system: z.string() });
const zAspect = z.object({
  planet_a: z.string(), planet_b: z.string(), kind: z.enum(ASPECT_KINDS), angle: z.number().min(0).max(180).describe('Separation of the two points, degrees'),
  orb: z.number().describe('Separation minus the exact angle: positive wider than exact, negative tighter'), orb_abs: z.number().min(0),
  applying: z.boolean().describe('|orb| is decreasing (from the daily motions at the moment)'), exact: z.boolean().describe(`orb_abs <= ${EXACT_ORB_DEG} degree`),
});
const zOrbs = z.object({ conjunction: z.number(), opposition: z.number(), sextile: z.number(), square: z.number(), trine: z.number() });
const zWesternPlanet = zSignPos.omit({ ruler: true }).extend({
  name: z.enum(WESTERN_BODIES), speed: z.number().describe('Degrees per day'), retrograde: z.boolean(), house: z.number().int().min(1).max(12), latitude: z.number(),
});

export const davison = endpoint({
  path: '/v1/western/davison/chart',
  summary: 'Davison relationship chart: a tropical chart cast for the midpoint in time (mean Julian Day) and in space (great-circle midpoint) of two births',
  description: 'Time: the mean of the two JD (UT). Place: the spherical midpoint (normalised sum of the unit vectors of the two places, i.e. the middle of the shortest great-circle arc). Planets are apparent tropical positions of the Sun to Pluto, the mean North Node and Chiron. Aspects: conjunction, sextile, square, trine, opposition among the planets, the ascendant and the MC; orb = separation - exact angle; applying when |orb| is shrinking; exact when orb_abs <= 1. placidus and koch: 422 when a birth latitude or the midpoint latitude is above 66 degrees.',
  params: {
    ...prefixedMomentParams('personA', A_EX),
    ...prefixedMomentParams('personB', B_EX),
    house_system: houseSystemParam(),
    orb_conjunction: orbParam('conjunction'),
    orb_opposition: orbParam('opposition'),
    orb_trine: orbParam('trine'),
    orb_square: orbParam('square'),
    orb_sextile: orbParam('sextile'),
    rulership: q.oneOf(['modern', 'traditional'] as const, { fallback: 'modern', description: 'Sign rulers for the ruler fields: modern (default; Pluto, Uranus, Neptune rule Scorpio, Aquarius, Pisces) or traditional (Mars, Saturn, Jupiter; the outer planets rule no sign)' }),
  },
  response: z.object({
    person_a: zPersonEcho, person_b: zPersonEcho,
    davison_midpoint: z.object({ moment_utc: z.string(), jd_ut: z.number(), location: zLocation, house_system: z.string(), method: z.string() }),
    ascendant: zSignPos, mc: zSignPos,
    houses: z.array(zSignPos.extend({ house: z.number().int().min(1).max(12) })).length(12),
    planets: z.array(zWesternPlanet).length(WESTERN_BODIES.length),
    aspects: z.array(zAspect),
    orbs_used: zOrbs,
    zodiac: z.literal('tropical'), rulership: z.enum(['modern', 'traditional']), exact_orb: z.number(),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const system = p.house_system;
    const a = personOf(eph, p, 'personA', system);
    const b = personOf(eph, p, 'personB', system);
    const mid = sphericalMidpoint({ lat: a.echo.location.lat, lon: a.echo.location.lon }, { lat: b.echo.location.lat, lon: b.echo.location.lon });
    checkPolar(system, [['personA.lat', a.echo.location.lat], ['personB.lat', b.echo.location.lat], ['the midpoint latitude', mid.lat]]);
    const jd = midpointJd(a.jd, b.jd);
    const rul = p.rulership as Rulership;
    const h = westernHouses(eph, jd, mid.lat, mid.lon, system);
    const pos = westernPositions(eph, jd);
    const orbs: Orbs = { conjunction: p.orb_conjunction, opposition: p.orb_opposition, trine: p.orb_trine, square: p.orb_square, sextile: p.orb_sextile };
    const points: Point[] = [
      ...pos.map((x) => ({ name: x.name, longitude: x.longitude, speed: x.speed })),
      { name: 'Ascendant', longitude: h.ascendant, speed: h.ascendantSpeed },
      { name: 'MC', longitude: h.mc, speed: h.mcSpeed },
    ];
    const aspects = aspectsAmong(points, orbs).map((x) => ({ ...x, angle: r6(x.angle), orb: r6(x.orb), orb_abs: r6(x.orb_abs) }));
    const warnings = [...a.warnings, ...b.warnings];
    if (mid.antipodal) warnings.push('the two places are antipodal: the great-circle midpoint is undefined, so the mean latitude and longitude are used');
    return {
      person_a: a.echo, person_b: b.echo,
      davison_midpoint: {
        moment_utc: jdToIso(jd), jd_ut: r6(jd), location: { lat: r6(mid.lat), lon: r6(mid.lon), alt: 0 }, house_system: system,
        method: 'time: mean of the two Julian Days (UT); place: great-circle (spherical) midpoint of the two birth places',
      },
      ascendant: westernSignPosition(h.ascendant, rul), mc: westernSignPosition(h.mc, rul),
      houses: h.cusps.map((c, i) => ({ ...westernSignPosition(c, rul), house: i + 1 })),
      planets: pos.map((x) => {
        const { ruler: _r, ...s } = westernSignPosition(x.longitude, rul);
        return { name: x.name, ...s, speed: r6(x.speed), retrograde: x.retrograde, house: westernHouseOf(x.longitude, h.cusps), latitude: r6(x.latitude) };
      }),
      aspects, orbs_used: orbs, zodiac: 'tropical' as const, rulership: rul, exact_orb: EXACT_ORB_DEG, warnings,
    };
  },
});

const zHit = z.object({
  transiting: z.string(), natal_point: z.string(), kind: z.enum(ASPECT_KINDS), angle: z.number(), orb: z.number(), orb_abs: z.number(),
  applying: z.boolean(), exact: z.boolean(), natal_house: z.number().int().min(1).max(12),
});

export const transitSummary = endpoint({
  path: '/v1/western/narrative/transit-summary',
  summary: 'Transit narrative: the most exact active transits of the transiting planets to the natal points, as authored sections (brief 3, medium 6, full 12)',
  description: 'Transiting: Sun to Pluto, Chiron and the mean North Node (apparent tropical). Natal points: the same plus the Ascendant and MC. Active: within the transit orb of conjunction, opposition, square, trine (3 degrees) or sextile (2); the transiting Moon gets half. Sections are the active transits ordered by orb_abs, capped by verbosity (default medium); with none active, one section says so. Text: content/western/en.json.',
  params: {
    ...prefixedMomentParams('birth', BIRTH_EX),
    date: q.date({ example: '2025-01-01', description: 'Date of the moment to check YYYY-MM-DD' }),
    time: q.time({ example: '12:00', description: 'Time of the moment HH:MM; default 12:00' }),
    tz: q.tz({ example: 'America/New_York', description: 'Time zone of the moment' }),
    verbosity: q.oneOf(['brief', 'medium', 'full'] as const, { fallback: 'medium', description: 'Highlight sections: brief 3, medium 6 (default), full 12' }),
    house_system: houseSystemParam(),
  },
  response: z.object({
    birth: z.object({ birth_date: z.string(), birth_time: z.string(), location: zLocation, tz: z.string(), utc_offset: z.string(), jd_ut: z.number(), house_system: z.string() }),
    transit: z.object({ date: z.string(), time: z.string(), tz: z.string(), utc_offset: z.string(), moment_utc: z.string() }),
    transit_at_jd: z.number(),
    verbosity: z.enum(['brief', 'medium', 'full']), max_sections: z.number().int(),
    summary: z.object({ sections: z.array(z.object({ heading: z.string().min(1), body: z.string().min(1) })).min(1).max(12) }),
    transits: z.array(zHit),
    orbs_used: zOrbs, moon_orb_factor: z.number(), zodiac: z.literal('tropical'),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const system = p.house_system;
    const natal = personOf(eph, p, 'birth', system);
    checkPolar(system, [['birth.lat', natal.echo.location.lat]]);
    const m = resolveMoment(eph, p.date, p.time, p.tz);
    const h = westernHouses(eph, natal.jd, natal.echo.location.lat, natal.echo.location.lon, system);
    const natalPoints: Point[] = [
      ...westernPositions(eph, natal.jd).map((x) => ({ name: x.name, longitude: x.longitude, speed: 0 })),
      { name: 'Ascendant', longitude: h.ascendant, speed: 0 }, { name: 'MC', longitude: h.mc, speed: 0 },
    ];
    const transiting = westernPositions(eph, m.jd).map((x) => ({ name: x.name, longitude: x.longitude, speed: x.speed }));
    const hits = activeTransits(transiting, natalPoints, (lon) => westernHouseOf(lon, h.cusps));
    const verbosity = p.verbosity as Verbosity;
    return {
      birth: natal.echo,
      transit: { date: m.date, time: m.time, tz: m.tz, utc_offset: m.utc_offset, moment_utc: jdToIso(m.jd) },
      transit_at_jd: r6(m.jd), verbosity, max_sections: VERBOSITY_SECTIONS[verbosity],
      summary: { sections: summarySections(hits, verbosity) },
      transits: hits.map((x) => ({ transiting: x.transiting, natal_point: x.natal_point, kind: x.kind, angle: r6(x.angle), orb: r6(x.orb), orb_abs: r6(x.orb_abs), applying: x.applying, exact: x.exact, natal_house: x.natal_house })),
      orbs_used: TRANSIT_ORBS, moon_orb_factor: MOON_ORB_FACTOR, zodiac: 'tropical' as const,
      warnings: [...natal.warnings, ...m.warnings],
    };
  },
});

export const westernEndpoints = [davison, transitSummary];
