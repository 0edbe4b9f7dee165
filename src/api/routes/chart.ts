/** Chart (Kundli) family: positions, ascendant and houses. */
import { z } from 'zod';
import { nakshatraPosition, signPosition, GRAHAS, type Graha } from '../../engine/vedic/zodiac';
import { houseOf } from '../../engine/vedic/chart';
import { chartParams, computeChart } from '../birth';
import { q } from '../params';
import { endpoint } from '../registry';
import { zChartEcho, zNakshatraFields, zPlanet, zSignPosition } from '../schemas';

const zAscendant = zSignPosition.extend({ ...zNakshatraFields, sign_lord: z.string() });

export const planets = endpoint({
  path: '/v1/chart/planets',
  summary: 'All nine grahas: sidereal longitude, sign, nakshatra, pada, house, speed, retrograde, combustion',
  params: chartParams(),
  response: z.object({
    ...zChartEcho,
    ascendant: zAscendant,
    planets: z.array(zPlanet).length(9),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    return { ...c.echo, ascendant: ascendantObject(c.angles.ascendant), planets: c.planets };
  },
});

function ascendantObject(longitude: number) {
  const s = signPosition(longitude);
  return { ...s, ...nakshatraPosition(longitude), sign_lord: s.ruler };
}

export const planet = endpoint({
  path: '/v1/chart/planet/{name}',
  summary: 'One graha by name (sun..ketu, case-insensitive)',
  params: {
    name: q.oneOf(GRAHAS, { in: 'path', caseInsensitive: true, example: 'moon', description: 'Planet: sun, moon, mars, mercury, jupiter, venus, saturn, rahu or ketu (case-insensitive)' }),
    ...chartParams(),
  },
  response: z.object({ ...zChartEcho, planet: zPlanet }).extend(zPlanet.shape),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const found = c.planets.find((x) => x.name === p.name)!;
    return { ...c.echo, ...found, planet: found };
  },
});

export const ascendant = endpoint({
  path: '/v1/chart/ascendant',
  summary: 'Lagna: sidereal ascendant with sign, degree, nakshatra and pada',
  params: chartParams(),
  response: z.object({ ...zChartEcho, ascendant: zAscendant, ayanamsa_used: z.number() }).extend(zAscendant.shape),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const a = ascendantObject(c.angles.ascendant);
    return { ...c.echo, ...a, ascendant: a, ayanamsa_used: c.echo.ayanamsa_value };
  },
});

const zHouse = zSignPosition.extend({ house: z.number().int().min(1).max(12), number: z.number().int().min(1).max(12), lord: z.string(), occupants: z.array(z.enum(GRAHAS)) });

export const houses = endpoint({
  path: '/v1/chart/houses',
  summary: 'House cusps in the chosen system (whole_sign by default; placidus, koch, equal, sripati, porphyry)',
  description: 'For whole_sign each cusp is the start of the sign; for the others, the sidereal cusp of that system. placidus and koch answer 422 unsupported_location above 66 degrees of latitude.',
  params: chartParams(),
  response: z.object({
    ...zChartEcho,
    system: z.string(),
    ascendant: zSignPosition,
    ascendant_sign: z.string(),
    mc: zSignPosition,
    houses: z.array(zHouse).length(12),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const hs = c.angles.cusps.map((cusp, i) => {
      const s = signPosition(cusp);
      const occupants = c.grahas.filter((g) => houseOf(g.longitude, c.angles, c.input.house_system) === i + 1).map((g) => g.name);
      return { ...s, house: i + 1, number: i + 1, lord: s.ruler, occupants };
    });
    const asc = signPosition(c.angles.ascendant);
    return { ...c.echo, system: c.input.house_system, ascendant: asc, ascendant_sign: asc.sign, mc: signPosition(c.angles.mc), houses: hs };
  },
});

export const chartEndpoints = [planets, planet, ascendant, houses];
