/**
 * Numerology and tarot through the real router, in process: the worked examples of the engine
 * tests come back over /v1 with their schemas, prices and error codes.
 */
import { describe, expect, it } from 'vitest';
import { numerologyEndpoints } from '../../src/api/routes/numerology';
import { tarotEndpoints } from '../../src/api/routes/tarot';
import { qs, testApi } from '../helpers/api';

function expectError(r: { status: number; body: any }, status: number, code: string, param?: string) {
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(status);
  expect(r.body.error.code).toBe(code);
  expect(r.body.error.request_id).toMatch(/^req_/);
  if (param) expect(r.body.error.details?.[0]?.param).toBe(param);
}

const byPath = (path: string) => [...numerologyEndpoints, ...tarotEndpoints].find((e) => e.path === path)!;

describe('numerology over /v1', () => {
  it('declares the nine catalog paths at the catalog prices', () => {
    expect(numerologyEndpoints.map((e) => [e.path, e.credits])).toEqual([
      ['/v1/numerology/full', 20], ['/v1/numerology/driver', 10], ['/v1/numerology/conductor', 10],
      ['/v1/numerology/soul', 10], ['/v1/numerology/personality', 10], ['/v1/numerology/destiny', 10],
      ['/v1/numerology/personal-periods', 10], ['/v1/numerology/challenges', 10], ['/v1/numerology/advanced', 20],
    ]);
  });

  it('full: "Ravi Kumar" born 1990-07-15 is driver 6, conductor 5, soul 9, personality 7, destiny 7 (Chaldean)', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/numerology/full?${qs({ name: 'Ravi Kumar', dob: '1990-07-15' })}`);
    expect(r.status).toBe(200);
    expect(byPath('/v1/numerology/full').response.safeParse(r.body).success).toBe(true);
    expect(r.body.numbers).toEqual({ driver: 6, conductor: 5, soul: 9, personality: 7, destiny: 7 });
    expect(r.body.system).toBe('chaldean');
    expect(r.body.driver.lucky.planet).toBe('Venus');
    expect(r.headers.get('x-credits-cost')).toBe('20');
  });

  it('driver keeps masters: day 29 -> 11', async () => {
    const { get } = await testApi();
    const r = await get('/v1/numerology/driver?dob=1990-07-29');
    expect(r.body).toMatchObject({ kind: 'driver', dob: '1990-07-29', value: 11, master: true, root: 2 });
  });

  it('system switches the table and says so: destiny of "Raj" is 4 Chaldean, 11 Pythagorean', async () => {
    const { get } = await testApi();
    const c = await get('/v1/numerology/destiny?name=Raj');
    const p = await get('/v1/numerology/destiny?name=Raj&system=pythagorean');
    expect([c.body.value, c.body.system]).toEqual([4, 'chaldean']);
    expect([p.body.value, p.body.system, p.body.master]).toEqual([11, 'pythagorean', true]);
  });

  it('a name with no Latin letters is 400 invalid_param on name; a missing name is missing_param', async () => {
    const { get } = await testApi();
    expectError(await get(`/v1/numerology/soul?${qs({ name: 'राम' })}`), 400, 'invalid_param', 'name');
    expectError(await get('/v1/numerology/soul?name=Brr'), 400, 'invalid_param', 'name'); // no vowels
    expectError(await get('/v1/numerology/destiny'), 400, 'missing_param', 'name');
    expectError(await get('/v1/numerology/destiny?name=Raj&system=vedic'), 400, 'invalid_param', 'system');
  });

  it('personal periods for a given ref_date, and today (UTC) when it is omitted', async () => {
    const { get } = await testApi();
    const r = await get('/v1/numerology/personal-periods?dob=1990-07-15&ref_date=2025-03-10');
    expect([r.body.personal_year.value, r.body.personal_month.value, r.body.personal_day.value]).toEqual([22, 7, 8]);
    expect(r.body.ref_date_source).toBe('given');
    const t = await get('/v1/numerology/personal-periods?dob=1990-07-15');
    expect(t.status).toBe(200);
    expect(t.body.ref_date_source).toBe('today');
    expect(t.body.ref_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectError(await get('/v1/numerology/personal-periods?dob=1990-07-15&ref_date=2023-13-45'), 400, 'invalid_param', 'ref_date');
    expectError(await get('/v1/numerology/personal-periods?dob=1990-07-15&ref_date=1980-01-01'), 400, 'invalid_param', 'ref_date');
    expectError(await get('/v1/numerology/challenges?dob=9999-12-31'), 400, 'invalid_param', 'dob');
  });

  it('challenges and advanced numbers', async () => {
    const { get } = await testApi();
    const c = await get('/v1/numerology/challenges?dob=1990-07-15&ref_date=2025-03-10');
    expect(c.body.challenges.map((x: { value: number }) => x.value)).toEqual([1, 5, 4, 6]);
    const a = await get(`/v1/numerology/advanced?${qs({ name: 'Ravi Kumar', dob: '1990-07-15', system: 'pythagorean' })}`);
    expect(byPath('/v1/numerology/advanced').response.safeParse(a.body).success).toBe(true);
    expect(a.body.karmic_lessons.numbers).toEqual([5, 6, 7, 8]);
    expect(a.body.maturity.value).toBe(11);
    const noDob = await get('/v1/numerology/advanced?name=Ravi%20Kumar');
    expect(noDob.body.maturity).toBeNull();
  });

  it('accepts locale as lang and serves English with a warning for a language not yet written', async () => {
    const { get } = await testApi();
    const r = await get('/v1/numerology/driver?dob=1990-07-15&locale=hi');
    expect(r.status).toBe(200);
    expect(r.body.lang).toBe('en');
    expect(r.body.warnings.join(' ')).toMatch(/hi/);
    expectError(await get('/v1/numerology/driver?dob=1990-07-15&lang=xx'), 400, 'invalid_param', 'lang');
  });
});

describe('tarot over /v1', () => {
  it('declares the five catalog paths at the catalog prices', () => {
    expect(tarotEndpoints.map((e) => [e.path, e.credits])).toEqual([
      ['/v1/tarot/cards', 10], ['/v1/tarot/card/{id}', 10], ['/v1/tarot/daily', 10], ['/v1/tarot/spread', 20], ['/v1/tarot/yes-no', 10],
    ]);
  });

  it('cards: the whole deck, a suit, a search', async () => {
    const { get } = await testApi();
    expect((await get('/v1/tarot/cards')).body.count).toBe(78);
    expect((await get(`/v1/tarot/cards?${qs({ suit: 'Major Arcana' })}`)).body.count).toBe(22);
    const s = await get('/v1/tarot/cards?search=heartbreak');
    expect(s.body.cards.map((c: { name: string }) => c.name)).toEqual(['Three of Swords']);
    expectError(await get('/v1/tarot/cards?suit=Coins'), 400, 'invalid_param', 'suit');
  });

  it('card/{id}: 0-77, anything else 404', async () => {
    const { get } = await testApi();
    const r = await get('/v1/tarot/card/77');
    expect(r.body).toMatchObject({ id: 77, name: 'King of Swords', suit: 'Swords', element: 'Air' });
    for (const bad of ['78', '-1', 'abc', '1.5', '007']) expectError(await get(`/v1/tarot/card/${bad}`), 404, 'not_found');
  });

  it('daily: the same card for every key on one date, the date and zone stated', async () => {
    const { get, store } = await testApi();
    const { ensureKey } = await import('../../src/node/keys');
    await ensureKey(store, { name: 'other', credits: 1000 });
    const a = await get('/v1/tarot/daily?date=2025-03-10');
    const b = await get('/v1/tarot/daily?date=2025-03-10', 'other');
    expect(a.body).toMatchObject({ date: '2025-03-10', tz: 'UTC', date_source: 'given' });
    expect(b.body.card.card.id).toBe(a.body.card.card.id);
    expect(b.body.card.reversed).toBe(a.body.card.reversed);
    const t = await get('/v1/tarot/daily?tz=Asia/Kolkata');
    expect(t.body).toMatchObject({ tz: 'Asia/Kolkata', date_source: 'today' });
    expectError(await get('/v1/tarot/daily?tz=Mars/Olympus_Mons'), 400, 'invalid_param', 'tz');
    expectError(await get('/v1/tarot/daily?date=2023-13-45'), 400, 'invalid_param', 'date');
  });

  it('spread: reproducible from seed, random and replayable without one', async () => {
    const { get } = await testApi();
    const a = await get('/v1/tarot/spread?type=celtic&seed=42');
    expect(byPath('/v1/tarot/spread').response.safeParse(a.body).success).toBe(true);
    expect(a.body.cards.map((c: { card: { id: number }; reversed: boolean }) => [c.card.id, c.reversed ? 1 : 0])).toEqual(
      [[32, 1], [15, 0], [48, 0], [37, 1], [28, 0], [12, 1], [29, 0], [61, 0], [23, 0], [53, 1]],
    );
    const r = await get('/v1/tarot/spread?type=three&topic=love');
    expect(r.body.seed_generated).toBe(true);
    const again = await get(`/v1/tarot/spread?type=three&topic=love&seed=${r.body.seed}`);
    expect(again.body.cards).toEqual(r.body.cards);
    expectError(await get('/v1/tarot/spread?type=celtic&seed=0'), 400, 'invalid_param', 'seed');
    expectError(await get('/v1/tarot/spread?type=celtic&seed=abc'), 400, 'invalid_param', 'seed');
    expectError(await get('/v1/tarot/spread?type=cross'), 400, 'invalid_param', 'type');
    expectError(await get('/v1/tarot/spread'), 400, 'missing_param', 'type');
  });

  it('yes-no: one card, an answer and its reasoning, reproducible from seed', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/tarot/yes-no?${qs({ seed: 42, question: 'Should I move?' })}`);
    expect(r.body).toMatchObject({ answer: 'maybe', tendency: 'yes', seed: 42, question: 'Should I move?' });
    expect(r.body.card.card.name).toBe('Page of Wands');
    expect(r.body.reasoning).toContain('Page of Wands');
  });
});
