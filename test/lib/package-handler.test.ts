/**
 * The package's Fetch handler (src/lib): which URLs it answers, `credits: false`, keys and a
 * caller's store. The packed package itself is tested from the outside by scripts/test-package.sh.
 */
import { describe, expect, test } from 'vitest';
import { akashaPath, createAkashaHandler, MemoryStore, SERVICE_BASE_URL } from '../../src/lib/node';

const Q = 'date=1990-05-15&time=10:30&tz=Asia/Kolkata&lat=28.6139&lon=77.209';

describe('akashaPath', () => {
  const bases = ['http://localhost:5173', `${SERVICE_BASE_URL}/`, 'https://staging.example/api/'];
  test.each([
    ['http://localhost:5173/v1/chart/planets?x=1', '/v1/chart/planets?x=1'],
    ['https://api.divyastroapi.com/v1/panchang/summary', '/v1/panchang/summary'],
    ['https://api.divyastroapi.com/v1', '/v1'],
    ['https://staging.example/api/v1/meta/version', '/v1/meta/version'],
  ])('%s -> %s', (url, path) => expect(akashaPath(new URL(url), bases)).toBe(path));
  test.each([
    'http://localhost:5174/v1/chart/planets', // another port is another origin
    'https://api.divyastroapi.com/v1x/chart', // not the /v1 segment
    'https://api.divyastroapi.com/assets/v1/app.js',
    'https://staging.example/v1/meta/version', // outside the prefix
    'https://elsewhere.example/v1/chart/planets',
  ])('%s is left alone', (url) => expect(akashaPath(new URL(url), bases)).toBeUndefined());
});

describe('createAkashaHandler', () => {
  test('credits: false answers without a key and shows no balance', async () => {
    const handler = createAkashaHandler({ credits: false });
    const res = await handler(new Request(`${SERVICE_BASE_URL}/v1/chart/planets?${Q}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Credits-Cost')).toBe('10');
    expect(res.headers.get('X-Credits-Remaining')).toBeNull();
    const body = await res.json() as { planets: { name: string; sign: string }[] };
    // The Sun on 1990-05-15 is in sidereal Taurus (tropical Taurus 24 deg minus Lahiri 23.7 deg).
    expect(body.planets[0]).toMatchObject({ name: 'Sun', sign: 'Taurus' });
    expect((await handler.store.list()).length).toBe(0); // the internal key never enters the store
  });

  test('with credits, keys given to the factory are charged in the caller\'s store', async () => {
    const store = new MemoryStore();
    const handler = createAkashaHandler({ store, keys: [{ secret: 'demo', credits: 25 }] });
    const url = `http://localhost/v1/chart/planets?${Q}`;
    expect((await handler(new Request(url))).status).toBe(401);
    const res = await handler(new Request(url, { headers: { Authorization: 'Bearer demo' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Credits-Remaining')).toBe('15');
    const [key] = await store.list();
    expect(key).toMatchObject({ credits: 15, spent: 10, calls: 1 });
    // A second handler on the same store keeps the balance rather than re-adding the key.
    const again = createAkashaHandler({ store, keys: [{ secret: 'demo', credits: 25 }] });
    const r2 = await again(new Request(url, { headers: { Authorization: 'Bearer demo' } }));
    expect(r2.headers.get('X-Credits-Remaining')).toBe('5');
  });

  test('bad input is a 400 naming the parameter, never a 500', async () => {
    const handler = createAkashaHandler({ credits: false });
    const res = await handler(new Request('http://localhost/v1/chart/planets?date=1990-13-45&time=10:30&tz=UTC&lat=1&lon=2'));
    expect(res.status).toBe(400);
    const body = await res.json() as { error: { code: string; details: { param: string }[] } };
    expect(body.error.code).toBe('invalid_param');
    expect(body.error.details.map((d) => d.param)).toContain('date');
  });
});
