/** Property tests: random days and places (|lat| <= 70, both hemispheres, DST zones). */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import type { Ephemeris } from '../../src/engine/ephemeris/ephemeris';
import { Sky } from '../../src/engine/panchang/elements';
import { LIMBS, panchangDay, SunCalendar } from '../../src/engine/panchang/day';
import { lagnaTable } from '../../src/engine/panchang/lagna';
import { addDays } from '../../src/engine/time/parse';

const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'America/Sao_Paulo', 'Pacific/Auckland', 'UTC'];
let eph: Ephemeris;
beforeAll(async () => { eph = await nodeEphemeris(); });

const place = fc.record({
  lat: fc.double({ min: -70, max: 70, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
  tz: fc.constantFrom(...ZONES),
  day: fc.integer({ min: 10, max: 218_000 }), // days after 1800-01-01
});

describe('panchang day properties', () => {
  it('limb intervals tile the day: contiguous, no gap or overlap, every end after its start', () => {
    fc.assert(fc.property(place, ({ lat, lon, tz, day }) => {
      const date = addDays({ y: 1800, m: 1, d: 1 }, day);
      const sky = new Sky(eph, 'lahiri');
      const cal = new SunCalendar(eph, tz, { lat, lon, alt: 0 }, 'disc_center');
      const pd = panchangDay(sky, cal, date);
      const f = pd.frame;
      expect(f.end).toBeGreaterThan(f.start);
      for (const limb of LIMBS) {
        const spans = pd.limbs[limb];
        expect(spans[0].start).toBeLessThanOrEqual(f.start);
        expect(spans[spans.length - 1].end).toBeGreaterThanOrEqual(f.end);
        for (let i = 0; i < spans.length; i++) {
          expect(spans[i].end).toBeGreaterThan(spans[i].start);
          if (i > 0) expect(spans[i].start).toBe(spans[i - 1].end);
          if (i > 0) expect(spans[i].index).not.toBe(spans[i - 1].index);
        }
        // Each boundary really is a boundary: the element changes across it.
        const b = spans[0].end;
        expect(sky.spanAt(limb, b + 2 / 86400).index).toBe(spans[1]?.index ?? sky.next(spans[0]).index);
        expect(sky.spanAt(limb, b - 2 / 86400).index).toBe(spans[0].index);
      }
      if (f.regular) {
        expect(f.sunrise!).toBeLessThan(f.sunset!);
        expect(f.sunset!).toBeLessThan(f.nextSunrise!);
      }
    }), { numRuns: 60 });
  });

  it('lagna table tiles the day and each sign starts exactly at the ascendant crossing', () => {
    fc.assert(fc.property(place, ({ lat, lon, tz, day }) => {
      const date = addDays({ y: 1800, m: 1, d: 1 }, day);
      const cal = new SunCalendar(eph, tz, { lat: Math.max(-60, Math.min(60, lat)), lon, alt: 0 }, 'disc_center');
      const t0 = cal.dayStart(date), t1 = cal.dayStart(addDays(date, 1));
      const { lagnas } = lagnaTable(eph, 'lahiri', Math.max(-60, Math.min(60, lat)), lon, t0, t1);
      expect(lagnas[0].start).toBeLessThanOrEqual(t0);
      expect(lagnas[lagnas.length - 1].end).toBeGreaterThanOrEqual(t1);
      for (let i = 1; i < lagnas.length; i++) {
        expect(lagnas[i].start).toBe(lagnas[i - 1].end);
        expect(lagnas[i].sign_index).toBe((lagnas[i - 1].sign_index + 1) % 12);
        const h = eph.houses(lagnas[i].start, Math.max(-60, Math.min(60, lat)), lon, 'equal');
        const asc = (((h.ascendant - eph.ayanamsa(lagnas[i].start, 'lahiri').true) % 360) + 360) % 360;
        const d = Math.abs(((asc - lagnas[i].sign_index * 30 + 540) % 360) - 180);
        expect(d).toBeLessThan(0.01); // 0.01 deg of ascendant is under 3 s of time
      }
    }), { numRuns: 25 });
  });

  it('Newton rising agrees with swe_rise_trans (Hindu rising) within 2 s', () => {
    let worst = 0;
    fc.assert(fc.property(place, ({ lat, lon, tz, day }) => {
      const date = addDays({ y: 1800, m: 1, d: 1 }, day);
      const a = new SunCalendar(eph, tz, { lat, lon, alt: 0 }, 'disc_center');
      const b = new SunCalendar(eph, tz, { lat, lon, alt: 0 }, 'disc_center');
      b.fast = false;
      for (const f of ['sunrise', 'sunset', 'moonrise', 'moonset'] as const) {
        const x = a[f](date), y = b[f](date);
        expect(x === null, `${f} presence`).toBe(y === null);
        if (x !== null && y !== null) { worst = Math.max(worst, Math.abs(x - y) * 86400); expect(Math.abs(x - y) * 86400).toBeLessThan(2); }
      }
    }), { numRuns: 80 });
    console.log(`newton vs swe_rise_trans: worst ${worst.toFixed(2)} s`);
  });
});
