import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleUrl } from '../../src/api/examples';
import { ENDPOINTS } from '../../src/api/routes/index';
import { qs, testApi } from '../helpers/api';

const KUNDLI = ENDPOINTS.filter((e) => e.path.startsWith('/v1/chart/') || e.path.startsWith('/v1/dasha/'));
const birth = { date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785 };

describe('kundli and dasha endpoints', () => {
  it('serve all 21 chart paths and the dasha paths', () => {
    expect(KUNDLI.filter((e) => e.path.startsWith('/v1/chart/'))).toHaveLength(21);
    expect(KUNDLI.map((e) => e.path)).toEqual(expect.arrayContaining(['/v1/dasha/char/major', '/v1/dasha/vimshottari', '/v1/dasha/vimshottari/current']));
  });

  it.each(KUNDLI.map((e) => [e.path, e] as const))('%s answers its example with a schema-valid 200', async (_p, e) => {
    const { get, internal } = await testApi();
    const r = await get(exampleUrl(e));
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    const parsed = e.response.safeParse(r.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    expect(internal).toEqual([]);
  });

  it('path values: varga aliases, unknown varga 404, planet case-insensitive, cheshta alias', async () => {
    const { get } = await testApi();
    const q = qs(birth);
    const d9 = await get(`/v1/chart/divisional/D9?${q}`);
    expect((await get(`/v1/chart/divisional/9?${q}`)).body.planets).toEqual(d9.body.planets);
    expect((await get(`/v1/chart/divisional/navamsa?${q}`)).body.planets).toEqual(d9.body.planets);
    expect((await get(`/v1/chart/divisional/D13?${q}`)).status).toBe(404);
    expect((await get(`/v1/chart/divisional/D2?${q}&method=no_such_value`)).status).toBe(400);
    expect((await get(`/v1/chart/divisional/D3?${q}&method=raman`)).body.error.code).toBe('invalid_param');
    expect((await get(`/v1/chart/planet/MARS?${q}`)).body.name).toBe('Mars');
    const a = await get(`/v1/chart/shadbala/cheshta?${q}`);
    expect(a.status).toBe(200);
    expect(a.body.component).toBe('chesta');
    expect((await get(`/v1/chart/ashtakvarga/rahu?${q}`)).status).toBe(404);
  });

  it('rejects bad values with 400 and polar placidus with 422', async () => {
    const { get } = await testApi();
    for (const bad of [{ date: '2023-13-45' }, { time: '25:61' }, { tz: 'Mars/Olympus_Mons' }, { lat: 'not-a-number' }, { ayanamsa: 'no_such_value' }, { house_system: 'no_such_value' }]) {
      const r = await get(`/v1/chart/shadbala?${qs({ ...birth, ...bad })}`);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await get(`/v1/dasha/vimshottari?${qs({ ...birth, year_days: 'not-a-number' })}`)).status).toBe(400);
    expect((await get(`/v1/dasha/vimshottari?${qs({ ...birth, depth: 5 })}`)).status).toBe(400);
    expect((await get(`/v1/dasha/vimshottari?${qs({ ...birth, depth: 5, maha: 'rahu' })}`)).status).toBe(200);
    expect((await get(`/v1/chart/houses?${qs({ ...birth, lat: 70, house_system: 'placidus' })}`)).status).toBe(422);
    expect((await get(`/v1/chart/kp-sublord?${qs({ ...birth, lat: 70 })}`)).status).toBe(422);
    expect((await get(`/v1/chart/kp-sublord?${qs({ ...birth, lat: 70, house_system: 'equal' })}`)).status).toBe(200);
  });

  it('echoes conventions: year_days, shadbala_version, method', async () => {
    const { get } = await testApi();
    const v = await get(`/v1/dasha/vimshottari?${qs({ ...birth, year_days: 365.256364 })}`);
    expect(v.body.year_days).toBe(365.256364);
    const b = await get(`/v1/chart/bhavabala?${qs(birth)}`);
    expect(b.body.shadbala_version).toMatch(/akasha-shadbala/);
    expect(b.body.date).toBe('1996-12-07');
    expect((await get(`/v1/chart/kp-sublord?${qs(birth)}`)).body.ayanamsa).toBe('krishnamurti');
  });

  const arbBirth = fc.record({
    y: fc.integer({ min: 1800, max: 2399 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }),
    h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }),
    lat: fc.double({ min: -89.9, max: 89.9, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }),
    tz: fc.constantFrom('+05:30', 'UTC', 'America/New_York', 'Asia/Kolkata', '-03:00', 'Europe/Helsinki'),
  });
  const toQuery = (b: { y: number; m: number; d: number; h: number; mi: number; lat: number; lon: number; tz: string }) => ({
    date: `${b.y}-${String(b.m).padStart(2, '0')}-${String(b.d).padStart(2, '0')}`, time: `${String(b.h).padStart(2, '0')}:${String(b.mi).padStart(2, '0')}`,
    tz: b.tz, lat: b.lat.toFixed(4), lon: b.lon.toFixed(4),
  });

  it('any valid birth gives 2xx on every chart and dasha path (property)', async () => {
    const { get, internal } = await testApi();
    await fc.assert(fc.asyncProperty(arbBirth, async (b) => {
      for (const e of KUNDLI) {
        const path = exampleUrl(e, { ...toQuery(b), house_system: 'whole_sign', ...(e.path.includes('kp-') ? { house_system: 'equal' } : {}) });
        const r = await get(path);
        if (r.status !== 200) throw new Error(`${path} -> ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
        const ok = e.response.safeParse(r.body);
        if (!ok.success) throw new Error(`${path}: ${JSON.stringify(ok.error.issues.slice(0, 2))}`);
      }
    }), { numRuns: 12 });
    expect(internal).toEqual([]);
  });

  it('bhavabala: 12 rows, totals are the sum of the parts (property)', async () => {
    const { get } = await testApi();
    await fc.assert(fc.asyncProperty(arbBirth, async (b) => {
      const r = await get(`/v1/chart/bhavabala?${qs(toQuery(b))}`);
      expect(r.body.bhavabala).toHaveLength(12);
      for (const [i, row] of r.body.bhavabala.entries()) {
        expect(row.house).toBe(i + 1);
        expect(Object.keys(row).sort()).toEqual(['bhava_dig_bala', 'bhava_drsti', 'bhavadhipati', 'house', 'total']);
        expect(row.total).toBeCloseTo(row.bhavadhipati + row.bhava_dig_bala + row.bhava_drsti, 6);
        expect(row.bhava_dig_bala % 10).toBe(0);
      }
    }), { numRuns: 25 });
  });

  it('ashtakavarga: SAV totals 337, with lagna 386 (property)', async () => {
    const { get } = await testApi();
    await fc.assert(fc.asyncProperty(arbBirth, async (b) => {
      const r = await get(`/v1/chart/ashtakvarga?${qs(toQuery(b))}`);
      expect(r.body.sarva_total).toBe(337);
      expect(r.body.sarva_with_lagna_total).toBe(386);
    }), { numRuns: 25 });
  });

  it('vimshottari periods tile 120 years without gaps, at every level (property)', async () => {
    const { get } = await testApi();
    await fc.assert(fc.asyncProperty(arbBirth, fc.constantFrom(365.25, 365.256364, 360), async (b, yd) => {
      const r = await get(`/v1/dasha/vimshottari?${qs({ ...toQuery(b), depth: 3, year_days: yd })}`);
      const md = r.body.maha_dasha;
      expect(md).toHaveLength(9);
      expect(md[8].end_jd - md[0].start_jd).toBeCloseTo(120 * yd, 6);
      const check = (list: { start_jd: number; end_jd: number; sub?: unknown[] }[], start: number, end: number) => {
        expect(list[0].start_jd).toBeCloseTo(start, 8);
        for (let i = 1; i < list.length; i++) expect(list[i].start_jd).toBeCloseTo(list[i - 1].end_jd, 8);
        expect(list[list.length - 1].end_jd).toBeCloseTo(end, 8);
        for (const p of list) if (p.sub) check(p.sub as never, p.start_jd, p.end_jd);
      };
      check(md, md[0].start_jd, md[8].end_jd);
      expect(md[0].start_jd).toBeLessThanOrEqual(r.body.jd_ut + 1e-9);
    }), { numRuns: 20 });
  });
});
