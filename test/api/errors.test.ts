/** Every error code of DESIGN.md, produced through the real router, in the envelope of spec 7. */
import { describe, expect, it } from 'vitest';
import { qs, TEST_KEY, testApi } from '../helpers/api';
import { ensureKey } from '../../src/node/keys';

const birth = { date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785 };
const planetsUrl = (o: Record<string, string | number | undefined> = {}) => `/v1/chart/planets?${qs({ ...birth, ...o })}`;

function expectEnvelope(r: { status: number; body: any }, status: number, code: string) {
  expect(r.status).toBe(status);
  expect(r.body.error.code).toBe(code);
  expect(typeof r.body.error.message).toBe('string');
  expect(r.body.error.request_id).toMatch(/^req_/);
}

describe('error envelope', () => {
  it('401 unauthorized without a key and with a wrong key', async () => {
    const { get } = await testApi();
    expectEnvelope(await get(planetsUrl(), null), 401, 'unauthorized');
    expectEnvelope(await get(planetsUrl(), 'ak_wrong'), 401, 'unauthorized');
  });

  it('402 trial_exhausted with top_up_url when the balance is below the cost, and nothing is charged', async () => {
    const { get, store } = await testApi();
    await ensureKey(store, { name: 'poor', credits: 5 });
    const r = await get(planetsUrl(), 'poor');
    expectEnvelope(r, 402, 'trial_exhausted');
    expect(r.body.error.top_up_url).toMatch(/^https?:\/\/|^\//);
    const k = (await store.list()).find((x) => x.name === 'poor')!;
    expect(k.credits).toBe(5);
  });

  it('charges only 2xx answers: a 400 leaves the balance unchanged, a 200 takes the cost', async () => {
    const { get, store } = await testApi({ credits: 100 });
    const bad = await get(planetsUrl({ lat: 'north' }));
    expectEnvelope(bad, 400, 'invalid_param');
    const oob = await get(planetsUrl({ date: '1700-01-01' }));
    expectEnvelope(oob, 400, 'invalid_param');
    expect((await store.list())[0].credits).toBe(100);
    const ok = await get(planetsUrl());
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-credits-remaining')).toBe('90');
    expect((await store.list())[0].credits).toBe(90);
  });

  it('429 rate_limited with the seconds in the message and Retry-After', async () => {
    const { get, store } = await testApi();
    await ensureKey(store, { name: 'slow', credits: 1000, rate: 1 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/v1/meta/version', 'slow').then(() => get(planetsUrl(), 'slow'))));
    const limited = answers.find((r) => r.status === 429)!;
    expect(limited).toBeDefined();
    expectEnvelope(limited, 429, 'rate_limited');
    expect(limited.body.error.message).toMatch(/\d+ second/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('400 missing_param names the parameter; invalid_param names the rule', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/chart/planets?${qs({ time: '10:34', tz: '+05:30', lat: 13, lon: 80 })}`);
    expectEnvelope(r, 400, 'missing_param');
    expect(r.body.error.details).toEqual([{ param: 'date', problem: 'is required' }]);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ date: '2023-13-45' }, 'date', /month/],
      [{ date: '2023-02-29' }, 'date', /day must be 01-28/],
      [{ time: '25:61' }, 'time', /hour/],
      [{ tz: 'Mars/Olympus_Mons' }, 'tz', /unknown time zone/],
      [{ lat: '91' }, 'lat', /at most 90/],
      [{ lon: 'not-a-number' }, 'lon', /number/],
      [{ ayanamsa: 'no_such_value' }, 'ayanamsa', /one of lahiri/],
      [{ house_system: 'gauquelin' }, 'house_system', /one of/],
    ];
    for (const [override, param, rule] of cases) {
      const res = await get(planetsUrl(override));
      expectEnvelope(res, 400, 'invalid_param');
      expect(res.body.error.details[0].param).toBe(param);
      expect(res.body.error.details[0].problem).toMatch(rule);
    }
  });

  it('404 not_found for an unknown path and an unknown path value', async () => {
    const { get } = await testApi();
    expectEnvelope(await get('/v1/no/such/endpoint'), 404, 'not_found');
    expectEnvelope(await get(`/v1/chart/planet/pluto?${qs(birth)}`), 404, 'not_found');
    const ok = await get(`/v1/chart/planet/MOON?${qs(birth)}`);
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Moon');
  });

  it('405 method_not_allowed for anything but GET', async () => {
    const { api } = await testApi();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await api.request(planetsUrl(), { method, headers: { Authorization: `Bearer ${TEST_KEY}` } });
      expect(res.status).toBe(405);
      expect((await res.json()).error.code).toBe('method_not_allowed');
    }
  });

  it('422 unsupported_location for placidus and koch above 66 degrees; whole_sign works there', async () => {
    const { get } = await testApi();
    for (const hs of ['placidus', 'koch']) {
      expectEnvelope(await get(`/v1/chart/houses?${qs({ ...birth, lat: 69.65, lon: 18.96, tz: 'Europe/Oslo', house_system: hs })}`), 422, 'unsupported_location');
    }
    const ws = await get(`/v1/chart/houses?${qs({ ...birth, lat: 69.65, lon: 18.96, tz: 'Europe/Oslo', house_system: 'whole-sign' })}`);
    expect(ws.status).toBe(200);
    expect(ws.body.house_system).toBe('whole_sign');
  });

  it('DST gaps and overlaps are resolved and reported in warnings', async () => {
    const { get } = await testApi();
    // 2024-03-10 02:30 does not exist in New York (clocks went 02:00 -> 03:00).
    const gap = await get(planetsUrl({ date: '2024-03-10', time: '02:30', tz: 'America/New_York', lat: 40.7, lon: -74 }));
    expect(gap.status).toBe(200);
    expect(gap.body.warnings[0]).toMatch(/does not exist/);
    expect(gap.body.utc_offset).toBe('-04:00');
    // 2024-11-03 01:30 happens twice; the earlier (EDT, -04:00) is used, as Temporal's 'compatible'.
    const overlap = await get(planetsUrl({ date: '2024-11-03', time: '01:30', tz: 'America/New_York', lat: 40.7, lon: -74 }));
    expect(overlap.body.warnings[0]).toMatch(/occurs twice/);
    expect(overlap.body.utc_offset).toBe('-04:00');
  });
});
