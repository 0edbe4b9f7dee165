import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { panchangEndpoints } from '../../src/api/routes/panchang';
import { qs, testApi } from '../helpers/api';

/** The documented example of every parameter, as the OpenAPI document and the probe use them. */
function exampleQuery(e: (typeof panchangEndpoints)[number]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, p] of Object.entries(e.params)) out[name] = String(p.example);
  return out;
}

describe('/v1/panchang/*', () => {
  it('serves all 29 catalog paths; each example answers 200 with a schema-valid body echoing its conventions', async () => {
    const { get, internal } = await testApi();
    expect(panchangEndpoints.length).toBe(29);
    for (const e of panchangEndpoints) {
      const r = await get(`${e.path}?${qs(exampleQuery(e))}`);
      expect(r.status, `${e.path} ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
      const v = e.response.safeParse(r.body);
      expect(v.success, `${e.path} ${v.success ? '' : JSON.stringify(v.error.issues).slice(0, 300)}`).toBe(true);
      expect(Array.isArray(r.body.warnings), e.path).toBe(true);
      expect(r.body.ayanamsa, e.path).toBe('lahiri');
    }
    expect(internal).toEqual([]);
  });

  it('answers 400 invalid_param naming the rule for malformed values and dates outside 1800-2399', async () => {
    const { get } = await testApi();
    const base = { date: '2024-10-31', tz: 'Asia/Kolkata', lat: 28.6, lon: 77.2 };
    const bad: [Record<string, string | number>, string][] = [
      [{ ...base, date: '2023-13-45' }, 'date'], [{ ...base, time: '25:61' }, 'time'], [{ ...base, tz: 'Mars/Olympus_Mons' }, 'tz'],
      [{ ...base, lat: 'not-a-number' }, 'lat'], [{ ...base, sunrise: 'no_such_value' }, 'sunrise'], [{ ...base, month_system: 'no_such_value' }, 'month_system'],
      [{ ...base, ayanamsa: 'no_such_value' }, 'ayanamsa'], [{ ...base, date: '1799-12-31' }, 'date'], [{ ...base, date: '2400-01-01' }, 'date'], [{ ...base, lang: 'xx' }, 'lang'],
    ];
    for (const [query, param] of bad) {
      const r = await get(`/v1/panchang/basic?${qs(query)}`);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.error.code).toBe('invalid_param');
      expect(r.body.error.details[0].param).toBe(param);
    }
    const m = await get(`/v1/panchang/monthly?${qs({ year: 2400, month: 1, tz: 'UTC', lat: 0, lon: 0 })}`);
    expect(m.status).toBe(400);
  });

  it('advanced at Bangalore 2013-01-18: Hindu sunrise 06:49:47, Friday, limbs with transitions and windows', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/panchang/advanced?${qs({ date: '2013-01-18', tz: '+05:30', lat: 12.972, lon: 77.594 })}`);
    expect(r.status).toBe(200);
    expect(r.body.sunrise.local).toBe('2013-01-18 06:49:47');
    expect(r.body.moonrise.local).toBe('2013-01-18 11:35:06');
    expect(r.body.vara.name).toBe('Friday');
    expect(r.body.sunrise_definition).toBe('disc_center');
    expect(r.body.month_system).toBe('purnimanta');
    expect(r.body.choghadiya.day_slots).toHaveLength(8);
    expect(r.body.windows.rahu_kaal.start_local < r.body.windows.rahu_kaal.end_local).toBe(true);
    // Friday: Rahu Kaal is the 4th eighth of the day.
    const sr = r.body.sunrise.jd, ss = r.body.sunset.jd;
    expect(r.body.windows.rahu_kaal.start_jd).toBeCloseTo(sr + 3 * (ss - sr) / 8, 6);
    const upper = await get(`/v1/panchang/sunrise-sunset?${qs({ date: '2013-01-18', tz: '+05:30', lat: 12.972, lon: 77.594, sunrise: 'upper_limb' })}`);
    expect(upper.body.sunrise_definition).toBe('upper_limb');
    expect(upper.body.sunrise.jd).toBeLessThan(sr);
  });

  it('polar day and night: nulls with warnings, never a 5xx', async () => {
    const { get, internal } = await testApi();
    for (const date of ['2024-06-21', '2024-12-21']) {
      for (const e of panchangEndpoints) {
        const q = e.path.endsWith('monthly') ? { year: 2024, month: Number(date.slice(5, 7)), tz: 'Europe/Oslo', lat: 78.2, lon: 15.6, include: 'sheet' }
          : { date, tz: 'Europe/Oslo', lat: 78.2, lon: 15.6, birth_nak: 0 };
        // Only the parameters this endpoint takes (an unknown one is a 400).
        const r = await get(`${e.path}?${qs(Object.fromEntries(Object.entries(q).filter(([k]) => k in e.params)))}`);
        expect(r.status, `${e.path} ${date}`).toBe(200);
        expect(e.response.safeParse(r.body).success, e.path).toBe(true);
      }
      const s = await get(`/v1/panchang/sunrise-sunset?${qs({ date, tz: 'Europe/Oslo', lat: 78.2, lon: 15.6 })}`);
      expect(s.body.sunrise).toBeNull();
      expect(s.body.warnings.length).toBeGreaterThan(0);
    }
    expect(internal).toEqual([]);
  });

  it('no input gives a 5xx (random days, places, zones, conventions)', async () => {
    const { get, internal } = await testApi();
    const paths = panchangEndpoints.map((e) => e.path).filter((p) => !p.endsWith('monthly'));
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...paths), fc.integer({ min: 1800, max: 2399 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }),
      fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }),
      fc.constantFrom('America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', '+05:45', '-09:30', 'UTC'),
      fc.constantFrom('disc_center', 'upper_limb'), fc.constantFrom('lahiri', 'raman', 'true_chitrapaksha'), fc.constantFrom('00:00', '05:59', '12:00', '23:59'),
      async (path, y, m, d, lat, lon, tz, sunrise, ayanamsa, time) => {
        const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const r = await get(`${path}?${qs({ date, time, tz, lat, lon, sunrise, ayanamsa, birth_nak: 5 })}`);
        expect(r.status, `${path} ${date} ${lat} ${lon} ${tz}: ${JSON.stringify(r.body).slice(0, 200)}`).toBeLessThan(500);
        if (r.status === 200) expect(r.body.warnings).toBeDefined();
      }), { numRuns: 150 });
    expect(internal).toEqual([]);
  });
});
