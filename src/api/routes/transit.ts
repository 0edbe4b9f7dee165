/** Transit family: positions at a moment (more transit endpoints join this module later). */
import { z } from 'zod';
import { grahaStates } from '../../engine/vedic/chart';
import { GRAHAS, nakshatraPosition, signPosition } from '../../engine/vedic/zodiac';
import { ayanamsaEcho, resolveMoment } from '../moment';
import { ayanamsa, node, q } from '../params';
import { endpoint } from '../registry';
import { zAyanamsaName, zNakshatraFields, zSignPosition } from '../schemas';
import { jdToIso } from '../../engine/time/julian';

const zTransit = zSignPosition.extend({
  planet: z.enum(GRAHAS),
  name: z.enum(GRAHAS),
  latitude: z.number(),
  speed: z.number(),
  retrograde: z.boolean(),
  ...zNakshatraFields,
});

export const positions = endpoint({
  path: '/v1/transit/positions',
  summary: 'Sidereal positions of the nine grahas at a moment',
  params: {
    date: q.date({ description: 'Date of the moment YYYY-MM-DD', example: '2025-01-01' }),
    time: q.time({ example: '12:00' }),
    tz: q.tz({ example: 'UTC' }),
    ayanamsa: ayanamsa(),
    node: node(),
  },
  response: z.object({
    at_moment: z.string().describe('The moment in UTC, RFC 3339'),
    date: z.string(), time: z.string(), tz: z.string(), utc_offset: z.string(), jd_ut: z.number(),
    ayanamsa: zAyanamsaName, ayanamsa_value: z.number(), ayanamsa_mean: z.number(), node: z.enum(['mean', 'true']),
    transits: z.array(zTransit).length(9),
    warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const m = resolveMoment(eph, p.date, p.time, p.tz);
    const transits = grahaStates(eph, m.jd, p.ayanamsa, p.node).map((g) => ({
      planet: g.name, name: g.name, ...signPosition(g.longitude), latitude: Math.round(g.latitude * 1e6) / 1e6,
      speed: Math.round(g.speed * 1e6) / 1e6, retrograde: g.retrograde, ...nakshatraPosition(g.longitude),
    }));
    return {
      at_moment: jdToIso(m.jd), date: m.date, time: m.time, tz: m.tz, utc_offset: m.utc_offset, jd_ut: Math.round(m.jd * 1e8) / 1e8,
      ...ayanamsaEcho(eph, m.jd, p.ayanamsa), node: p.node, transits, warnings: m.warnings,
    };
  },
});

export const transitEndpoints = [positions];
