/** API tests of the transit (gochara) and Western endpoints: spec 2.6 / 2.7 / 4.2 contracts, errors and a property test. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { qs, testApi } from '../helpers/api';

const BIRTH = { 'birth.date': '1985-01-10', 'birth.time': '06:15', 'birth.tz': 'Asia/Kolkata', 'birth.lat': 19.076, 'birth.lon': 72.8777 };
const MOMENT = { date: '2025-01-01', time: '12:00', tz: 'Asia/Kolkata' };
const PAIR = {
  'personA.date': '1990-05-15', 'personA.time': '10:30', 'personA.tz': 'America/New_York', 'personA.lat': 40.7128, 'personA.lon': -74.006,
  'personB.date': '1992-08-22', 'personB.time': '18:45', 'personB.tz': 'Europe/London', 'personB.lat': 51.5074, 'personB.lon': -0.1278,
};
const NATAL_W = { 'birth.date': '1990-05-15', 'birth.time': '10:30', 'birth.tz': 'America/New_York', 'birth.lat': 40.7128, 'birth.lon': -74.006 };

describe('Davison chart (spec 2.6, 4.2)', () => {
  it('answers the spec fields with the midpoint and default orbs', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/western/davison/chart?${qs(PAIR)}`);
    expect(r.status).toBe(200);
    const b = r.body;
    expect(Object.keys(b)).toEqual(expect.arrayContaining(['person_a', 'person_b', 'davison_midpoint', 'ascendant', 'mc', 'houses', 'planets', 'aspects', 'orbs_used']));
    expect(b.davison_midpoint.jd_ut).toBeCloseTo((b.person_a.jd_ut + b.person_b.jd_ut) / 2, 5);
    expect(b.davison_midpoint.house_system).toBe('placidus');
    expect(b.orbs_used).toEqual({ conjunction: 8, opposition: 8, trine: 8, square: 7, sextile: 6 });
    expect(b.houses).toHaveLength(12);
    expect(b.planets.map((p: any) => p.name)).toContain('Chiron');
    for (const a of b.aspects) {
      expect(a.orb_abs).toBeCloseTo(Math.abs(a.orb), 9);
      expect(a.orb_abs).toBeLessThanOrEqual(b.orbs_used[a.kind]);
    }
    expect(b.aspects.some((a: any) => ['Ascendant', 'MC', 'Chiron', 'North Node', 'Pluto'].includes(a.planet_a) || ['Ascendant', 'MC', 'Chiron', 'North Node', 'Pluto'].includes(a.planet_b))).toBe(true);
  });
  it('orbs must be in (0, 15]; the orb changes the aspects found', async () => {
    const { get } = await testApi();
    for (const [k, v] of [['orb_conjunction', 0], ['orb_square', 15.01], ['orb_trine', -1], ['orb_sextile', 'x']] as const) {
      const r = await get(`/v1/western/davison/chart?${qs({ ...PAIR, [k]: v })}`);
      expect(r.status, `${k}=${v}`).toBe(400);
      expect(r.body.error.code).toBe('invalid_param');
    }
    const wide = await get(`/v1/western/davison/chart?${qs({ ...PAIR, orb_conjunction: 15, orb_opposition: 15, orb_trine: 15, orb_square: 15, orb_sextile: 15 })}`);
    const tight = await get(`/v1/western/davison/chart?${qs({ ...PAIR, orb_conjunction: 0.5, orb_opposition: 0.5, orb_trine: 0.5, orb_square: 0.5, orb_sextile: 0.5 })}`);
    expect(wide.status).toBe(200);
    expect(wide.body.aspects.length).toBeGreaterThan(tight.body.aspects.length);
    for (const a of tight.body.aspects) expect(a.orb_abs).toBeLessThanOrEqual(0.5);
  });
  it('placidus and koch: 422 above 66 degrees (either place or the midpoint); whole_sign and equal accept any latitude', async () => {
    const { get } = await testApi();
    const polar = { ...PAIR, 'personA.lat': 69.65, 'personA.lon': 18.96, 'personB.lat': 70.66, 'personB.lon': 23.68 };
    for (const hs of ['placidus', 'koch']) {
      const r = await get(`/v1/western/davison/chart?${qs({ ...polar, house_system: hs })}`);
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('unsupported_location');
    }
    // both at 60N but on opposite meridians: the great-circle midpoint is near the pole
    const overPole = await get(`/v1/western/davison/chart?${qs({ ...PAIR, 'personA.lat': 60, 'personA.lon': 10, 'personB.lat': 60, 'personB.lon': -170 })}`);
    expect(overPole.status).toBe(422);
    for (const hs of ['whole_sign', 'equal', 'whole-sign']) {
      const r = await get(`/v1/western/davison/chart?${qs({ ...polar, house_system: hs })}`);
      expect(r.status, hs).toBe(200);
    }
  });
  it('rulership modern / traditional on the ruler fields', async () => {
    const { get } = await testApi();
    const m = await get(`/v1/western/davison/chart?${qs({ ...PAIR, rulership: 'modern' })}`);
    const t = await get(`/v1/western/davison/chart?${qs({ ...PAIR, rulership: 'traditional' })}`);
    const rulers = (b: any) => b.houses.map((h: any) => h.ruler);
    expect(rulers(t.body)).not.toContain('Pluto');
    for (let i = 0; i < 12; i++) {
      const sign = m.body.houses[i].sign;
      if (sign === 'Scorpio') expect([rulers(m.body)[i], rulers(t.body)[i]]).toEqual(['Pluto', 'Mars']);
    }
  });
});

describe('transit summary (spec 2.7)', () => {
  it('sections capped by verbosity, medium by default, most exact first', async () => {
    const { get } = await testApi();
    const counts: Record<string, number> = {};
    for (const v of ['brief', 'medium', 'full', undefined]) {
      const r = await get(`/v1/western/narrative/transit-summary?${qs({ ...NATAL_W, date: '2025-01-01', tz: 'America/New_York', verbosity: v })}`);
      expect(r.status).toBe(200);
      expect(r.body.birth.birth_date).toBe('1990-05-15');
      expect(typeof r.body.transit_at_jd).toBe('number');
      counts[v ?? 'default'] = r.body.summary.sections.length;
      const n = Math.min(r.body.transits.length, r.body.max_sections);
      expect(r.body.summary.sections).toHaveLength(Math.max(1, n));
      for (const s of r.body.summary.sections) { expect(s.heading.length).toBeGreaterThan(0); expect(s.body).toContain('\n'); }
    }
    expect(counts.brief).toBeLessThanOrEqual(3);
    expect(counts.medium).toBeLessThanOrEqual(6);
    expect(counts.full).toBeLessThanOrEqual(12);
    expect(counts.default).toBe(counts.medium);
    const bad = await get(`/v1/western/narrative/transit-summary?${qs({ ...NATAL_W, date: '2025-01-01', tz: 'UTC', verbosity: 'long' })}`);
    expect(bad.status).toBe(400);
    const missing = await get(`/v1/western/narrative/transit-summary?${qs({ ...NATAL_W, 'birth.lat': undefined, date: '2025-01-01', tz: 'UTC' })}`);
    expect([missing.status, missing.body.error.code]).toEqual([400, 'missing_param']);
  });
});

describe('gochara endpoints', () => {
  it('sade sati: status, cycles with tiled segments, history from birth', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/transit/sade-sati?${qs({ ...BIRTH, ...MOMENT })}`);
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b.moon.sign).toBe('Leo');
    // Saturn in Aquarius on 2025-01-01 is the 7th from Leo: no sade sati; the next one begins when Saturn enters Cancer.
    expect([b.saturn.sign, b.status, b.in_sade_sati]).toEqual(['Aquarius', 'none', false]);
    expect(b.next_cycle.signs).toEqual({ rising: 'Cancer', peak: 'Leo', setting: 'Virgo' });
    for (const c of b.history.cycles) {
      for (let i = 1; i < c.segments.length; i++) expect(c.segments[i].start_jd).toBe(c.segments[i - 1].end_jd);
      expect(c.phases[0].start_jd).toBe(c.start_jd);
    }
    expect(b.history.cycles.length).toBeGreaterThanOrEqual(3);
    const now = await get(`/v1/transit/sade-sati?${qs({ ...BIRTH, date: '2025-01-01', tz: 'Asia/Kolkata', 'birth.lat': undefined, lat: 19.076 })}`);
    expect(now.status).toBe(200); // the service's unprefixed lat is accepted for birth.lat
  });
  it('small panoti status and history; range checks', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/transit/small-panoti?${qs({ ...BIRTH, ...MOMENT })}`);
    expect(r.status).toBe(200);
    const h = await get(`/v1/transit/small-panoti/history?${qs({ ...BIRTH, start_date: '2000-01-01', end_date: '2060-12-31' })}`);
    expect(h.status).toBe(200);
    expect(h.body.windows.length).toBeGreaterThanOrEqual(3);
    for (const w of h.body.windows) expect(['kantaka', 'ashtama']).toContain(w.kind);
    const rev = await get(`/v1/transit/small-panoti/history?${qs({ ...BIRTH, start_date: '2060-01-01', end_date: '2000-12-31' })}`);
    expect([rev.status, rev.body.error.code]).toEqual([400, 'invalid_param']);
  });
  it('tarabala, vedha, double transit, ashtakavarga', async () => {
    const { get } = await testApi();
    const t = await get(`/v1/transit/tarabala?${qs({ ...BIRTH, ...MOMENT })}`);
    expect(t.status).toBe(200);
    expect(t.body.tara_index).toBe(((t.body.count_from_birth - 1) % 9) + 1);
    expect(t.body.is_favorable).toBe([2, 4, 6, 8, 9].includes(t.body.tara_index));
    const v = await get(`/v1/transit/vedha?${qs({ ...BIRTH, ...MOMENT })}`);
    expect(v.status).toBe(200);
    expect(v.body.planets).toHaveLength(9);
    const d0 = await get(`/v1/transit/double-transit?${qs(MOMENT)}`);
    expect([d0.status, d0.body.from_lagna]).toEqual([200, null]);
    const d1 = await get(`/v1/transit/double-transit?${qs({ ...MOMENT, ...BIRTH })}`);
    expect(d1.body.from_lagna).toHaveLength(12);
    for (const a of d1.body.activated) expect(d1.body[a.reference === 'lagna' ? 'from_lagna' : 'from_moon'][a.house - 1].double_transit).toBe(true);
    const partial = await get(`/v1/transit/double-transit?${qs({ ...MOMENT, 'birth.date': '1985-01-10' })}`);
    expect([partial.status, partial.body.error.code]).toEqual([400, 'missing_param']);
    const a = await get(`/v1/transit/ashtakavarga?${qs({ ...BIRTH, ...MOMENT })}`);
    expect(a.status).toBe(200);
    expect(a.body.sav_total).toBe(337);
    for (const row of a.body.transits) {
      expect(row.sav).toBe(a.body.sav[['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'].indexOf(row.sign)]);
      if (row.bindus !== null) expect(row.bindus).toBe(a.body.bav[row.planet][['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'].indexOf(row.sign)]);
    }
  });
});

describe('any valid input gives 2xx (or the documented 422)', () => {
  const date = fc.record({ y: fc.integer({ min: 1801, max: 2390 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  const time = fc.record({ h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }) }).map(({ h, mi }) => `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`);
  const tz = fc.constantFrom('UTC', 'Asia/Kolkata', 'America/New_York', '+05:45', '-03:30', 'Pacific/Auckland');
  const lat = fc.integer({ min: -8999, max: 8999 }).map((x) => x / 100);
  const lon = fc.integer({ min: -17999, max: 17999 }).map((x) => x / 100);
  const person = (p: string) => fc.record({ [`${p}.date`]: date, [`${p}.time`]: time, [`${p}.tz`]: tz, [`${p}.lat`]: lat, [`${p}.lon`]: lon });
  it('every transit and western path', async () => {
    const { get, internal } = await testApi();
    const moment = fc.record({ date, time, tz });
    await fc.assert(fc.asyncProperty(person('birth'), moment, person('personA'), person('personB'), fc.constantFrom('placidus', 'koch', 'equal', 'whole_sign'), fc.constantFrom('brief', 'medium', 'full'),
      async (birth, m, a, b, hs, verbosity) => {
        const urls = [
          `/v1/transit/sade-sati?${qs({ ...birth, ...m })}`,
          `/v1/transit/small-panoti?${qs({ ...birth, ...m })}`,
          `/v1/transit/small-panoti/history?${qs({ ...birth })}`,
          `/v1/transit/tarabala?${qs({ ...birth, ...m })}`,
          `/v1/transit/vedha?${qs({ ...birth, ...m })}`,
          `/v1/transit/double-transit?${qs({ ...birth, ...m })}`,
          `/v1/transit/ashtakavarga?${qs({ ...birth, ...m })}`,
          `/v1/western/davison/chart?${qs({ ...a, ...b, house_system: hs })}`,
          `/v1/western/narrative/transit-summary?${qs({ ...birth, ...m, verbosity, house_system: hs })}`,
        ];
        for (const u of urls) {
          const r = await get(u);
          const polar = (hs === 'placidus' || hs === 'koch') && r.status === 422 && r.body.error.code === 'unsupported_location';
          expect(r.status === 200 || polar, `${u} -> ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`).toBe(true);
        }
      }), { numRuns: 8 });
    expect(internal).toEqual([]);
  }, 120000);
});
