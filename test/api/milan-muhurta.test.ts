/** /v1/milan and /v1/muhurta through the real router: names, echoes, limits and error codes. */
import { describe, expect, it } from 'vitest';
import { qs, testApi } from '../helpers/api';

const pair = {
  'boy.date': '1990-05-15', 'boy.time': '10:30', 'boy.tz': 'Asia/Kolkata', 'boy.lat': 28.6139, 'boy.lon': 77.209,
  'girl.date': '1992-08-22', 'girl.time': '18:45', 'girl.tz': 'Asia/Kolkata', 'girl.lat': 19.076, 'girl.lon': 72.8777,
};
const swapped = Object.fromEntries(Object.entries(pair).map(([k, v]) => [k.startsWith('boy.') ? k.replace('boy.', 'girl.') : k.replace('girl.', 'boy.'), v]));
const bt = { start_date: '2025-02-01', end_date: '2025-02-08', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };

describe('/v1/milan', () => {
  it('ashtakoota: total is the sum of the kootas; both people echoed; asymmetry stated', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/milan/ashtakoota?${qs(pair)}`);
    expect(r.status).toBe(200);
    const sum = Object.values(r.body.kootas as Record<string, { points: number }>).reduce((s, k) => s + k.points, 0);
    expect(r.body.total).toBe(sum);
    expect(Object.keys(r.body.kootas)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi']);
    expect(r.body.boy.birth_date).toBe('1990-05-15');
    expect(r.body.girl.birth_date).toBe('1992-08-22');
    expect(r.body.note).toMatch(/not symmetric/);
    expect(r.body.options.varna_table).toBe('element');
    const t = await get(`/v1/milan/ashtakoota/total?${qs(pair)}`);
    expect(t.body.total).toBe(r.body.total);
    // swapping bride and groom swaps the echoes
    const s = await get(`/v1/milan/ashtakoota?${qs(swapped)}`);
    expect(s.body.boy.birth_date).toBe('1992-08-22');
    expect(s.body.kootas.nadi.points).toBe(r.body.kootas.nadi.points);
  });

  it('methods are echoed and change the answer where the tables differ', async () => {
    const { get } = await testApi();
    const p = await get(`/v1/milan/ashtakoota?${qs({ ...pair, method: 'porutham' })}`);
    expect(p.status).toBe(200);
    expect(p.body.method).toBe('porutham');
    expect(p.body.max).toBe(10);
    expect(Object.keys(p.body.kootas)).toHaveLength(10);
    const bad = await get(`/v1/milan/ashtakoota?${qs({ ...pair, varna_table: 'unknown' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/element, air_vaishya, raman/);
  });

  it('preset and yoni_table: echoed in every ashtakoota answer; explicit tables override the preset', async () => {
    const { get } = await testApi();
    const classical = { method: 'ashtakoota', preset: 'classical', varna_table: 'element', vashya_table: 'astroyogi', gana_table: 'symmetric', yoni_table: 'classical', tara_method: 'both', exceptions: 'report' };
    const drik = { ...classical, preset: 'drik', vashya_table: 'drik', gana_table: 'saravali', yoni_table: 'drik' };
    expect((await get(`/v1/milan/ashtakoota?${qs(pair)}`)).body.options).toEqual(classical);
    const d = await get(`/v1/milan/ashtakoota?${qs({ ...pair, preset: 'drik' })}`);
    expect(d.status).toBe(200);
    expect(d.body.options).toEqual(drik);
    expect(d.body.kootas.yoni.method).toBe('drik');
    expect(d.body.kootas.gana.method).toBe('saravali');
    expect((await get(`/v1/milan/ashtakoota/total?${qs({ ...pair, preset: 'drik' })}`)).body).toMatchObject({ total: d.body.total, options: drik });
    const o = await get(`/v1/milan/ashtakoota?${qs({ ...pair, preset: 'drik', yoni_table: 'classical', exceptions: 'apply' })}`);
    expect(o.body.options).toEqual({ ...drik, yoni_table: 'classical', exceptions: 'apply' });
    expect(o.body.kootas.yoni.method).toBe('classical');
    const y = await get(`/v1/milan/ashtakoota/yoni?${qs({ ...pair, preset: 'drik' })}`);
    expect(y.body.options).toEqual(drik);
    expect(y.body.result.method).toBe('drik');
    expect(y.body.points).toBe(d.body.kootas.yoni.points);
    expect((await get(`/v1/milan/ashtakoota/yoni?${qs({ ...pair, yoni_table: 'drik' })}`)).body.options).toEqual({ ...classical, yoni_table: 'drik' });
    const bad = await get(`/v1/milan/ashtakoota?${qs({ ...pair, preset: 'astrosage' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/classical, drik/);
  });

  it('ashtakoota/{koota}: graha-maitri and graha_maitri both answer; anything else is 404', async () => {
    const { get } = await testApi();
    const a = await get(`/v1/milan/ashtakoota/graha-maitri?${qs(pair)}`);
    const b = await get(`/v1/milan/ashtakoota/graha_maitri?${qs(pair)}`);
    expect(a.status).toBe(200);
    expect(b.body.points).toBe(a.body.points);
    expect(a.body.koota).toBe('graha_maitri');
    expect(a.body.result.boy_lord).toBeDefined();
    for (const k of ['varna', 'vashya', 'tara', 'yoni', 'gana', 'bhakoot', 'nadi']) expect((await get(`/v1/milan/ashtakoota/${k}?${qs(pair)}`)).status, k).toBe(200);
    const nf = await get(`/v1/milan/ashtakoota/mahendra?${qs(pair)}`);
    expect(nf.status).toBe(404);
    expect(nf.body.error.code).toBe('not_found');
  });

  it('single-chart checks take birth.*; missing ones are 400 missing_param', async () => {
    const { get } = await testApi();
    const birth = { 'birth.date': '1990-05-15', 'birth.time': '10:30', 'birth.tz': 'Asia/Kolkata', 'birth.lat': 28.6139, 'birth.lon': 77.209 };
    for (const path of ['mangal-dosha', 'shani-dosha', 'vivah-phal', 'longevity', 'santan-yog', 'dhan-yog']) {
      const r = await get(`/v1/milan/${path}?${qs(birth)}`);
      expect(r.status, path).toBe(200);
      expect(r.body.birth.birth_date).toBe('1990-05-15');
    }
    const m = await get(`/v1/milan/mangal-dosha?${qs({ ...birth, 'birth.lat': undefined })}`);
    expect(m.status).toBe(400);
    expect(m.body.error.code).toBe('missing_param');
    const mg = await get(`/v1/milan/mangal-dosha?${qs(birth)}`);
    expect(mg.body.cancellations.map((c: { name: string }) => c.name)).toContain('jupiter_influence');
  });

  it('two-person checks echo both people', async () => {
    const { get } = await testApi();
    for (const path of ['nadi-dosha', 'navamsa-compat', 'dasha-sync', 'stree-dirgha', 'mahendra']) {
      const r = await get(`/v1/milan/${path}?${qs(pair)}`);
      expect(r.status, path).toBe(200);
      expect(r.body.boy.nakshatra).toBeDefined();
      expect(r.body.girl.nakshatra).toBeDefined();
    }
  });
});

describe('/v1/muhurta', () => {
  it('best-time: spec 2.2 fields, windows sorted, never on end_date, at most top_n', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/muhurta/best-time?${qs({ ...bt, purpose: 'vivah', top_n: 7 })}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ purpose: 'vivah', start_date: '2025-02-01', end_date: '2025-02-08', lat: 28.6139, lon: 77.209, ayanamsa: 'lahiri' });
    expect(r.body.windows.length).toBe(7);
    for (let i = 1; i < r.body.windows.length; i++) expect(r.body.windows[i].score).toBeLessThanOrEqual(r.body.windows[i - 1].score);
    for (const w of r.body.windows) {
      expect(w.start_iso < '2025-02-08T00:00:00Z').toBe(true);
      expect(w.start_iso >= '2025-02-01T00:00:00Z').toBe(true);
      expect(w.start_iso).toMatch(/T\d\d:00:00Z$/);
      expect(w.is_acceptable).toBe(w.score >= 60);
      expect(w.factors[0]).toEqual(expect.objectContaining({ name: expect.any(String), value: expect.any(String), weight: expect.any(Number), score: expect.any(Number), ok: expect.any(Boolean) }));
    }
    const d = await get(`/v1/muhurta/best-time?${qs(bt)}`);
    expect(d.body.purpose).toBe('general');
    expect(d.body.windows.length).toBe(5);
    // factors match the single-check endpoint's for the same slot
    const w = r.body.windows[0];
    const [date, time] = w.start_local.split(' ');
    const one = await get(`/v1/muhurta/vivah?${qs({ date, time: time.slice(0, 5), tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 })}`);
    expect(one.body.score).toBe(w.score);
    expect(one.body.factors.map((f: { name: string }) => f.name)).toEqual(w.factors.map((f: { name: string }) => f.name));
  });

  it('best-time: birth_date adds Chandra Bala and Tara Bala', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/muhurta/best-time?${qs({ ...bt, birth_date: '1995-07-21' })}`);
    expect(r.body.windows[0].factors.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['chandra_bala', 'tara_bala']));
    expect(r.body.birth.birth_date).toBe('1995-07-21');
  });

  it('best-time: out-of-range requests are 400 with the rule in the message', async () => {
    const { get } = await testApi();
    const long = await get(`/v1/muhurta/best-time?${qs({ ...bt, end_date: '2025-03-05' })}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/at most 31 days/);
    expect((await get(`/v1/muhurta/best-time?${qs({ ...bt, end_date: '2025-03-04' })}`)).status).toBe(200); // exactly 31 days
    const topn = await get(`/v1/muhurta/best-time?${qs({ ...bt, top_n: 21 })}`);
    expect(topn.status).toBe(400);
    expect(topn.body.error.message).toMatch(/at most 20/);
    const purpose = await get(`/v1/muhurta/best-time?${qs({ ...bt, purpose: 'funeral' })}`);
    expect(purpose.status).toBe(400);
    expect(purpose.body.error.message).toMatch(/vivah, graha_pravesh, naamkaran/);
    const backwards = await get(`/v1/muhurta/best-time?${qs({ ...bt, end_date: '2025-02-01' })}`);
    expect(backwards.status).toBe(400);
  });

  it('best-time: polar night answers an empty windows array', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/muhurta/best-time?${qs({ start_date: '2024-12-10', end_date: '2024-12-15', tz: 'UTC', lat: 80, lon: 15 })}`);
    expect(r.status).toBe(200);
    expect(r.body.windows).toEqual([]);
  });

  it('single checks: grade and verdict, naamkaran letters, chandra/tara bala by the service\'s parameters', async () => {
    const { get } = await testApi();
    const m = { date: '2025-02-14', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
    const n = await get(`/v1/muhurta/naamkaran?${qs({ ...m, birth_date: '2025-02-03' })}`);
    expect(n.status).toBe(200);
    expect(n.body.suggested_letters).toHaveLength(4);
    expect(n.body.factors.find((f: { name: string }) => f.name === 'days_since_birth').value).toBe('day 11 after birth');
    expect((await get(`/v1/muhurta/naamkaran?${qs(m)}`)).status).toBe(400); // the child's birth date is required
    const cb = await get(`/v1/muhurta/chandra-bala?${qs({ ...m, birth_moon_sign: 3 })}`);
    expect(cb.body.birth_moon_sign).toBe('Cancer');
    expect((await get(`/v1/muhurta/chandra-bala?${qs({ ...m, birth_moon_sign: 12 })}`)).status).toBe(400);
    const tb = await get(`/v1/muhurta/tara-bala?${qs({ ...m, birth_nak: 0 })}`);
    expect(tb.body.birth_nakshatra.name).toBe('Ashwini');
    const y = await get(`/v1/muhurta/yatra?${qs({ ...m, direction: 'north' })}`);
    expect(y.body.factors.map((f: { name: string }) => f.name)).toContain('disha_shool');
    for (const path of ['panchaka-rahita', 'shubha-yoga', 'sarvartha-siddhi', 'vyapar', 'graha-pravesh']) expect((await get(`/v1/muhurta/${path}?${qs(m)}`)).status, path).toBe(200);
  });
});
