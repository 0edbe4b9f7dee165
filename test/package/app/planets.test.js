// Runs in a fresh project that installed the packed tarball (scripts/test-package.sh): Akasha
// answers the real service's URL through MSW's setupServer, with the same body as Akasha's
// own /v1 (AKASHA_EXPECTED_DIR holds the answers of `npm run api` in the repository).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { akashaHandlers } from 'akasha/msw';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const expected = (name) => JSON.parse(readFileSync(join(process.env.AKASHA_EXPECTED_DIR, name), 'utf8'));
const Q = 'date=1990-05-15&time=10:30&tz=Asia/Kolkata&lat=28.6139&lon=77.209';

// Default credits: false: the key the code sends is accepted, nothing is charged.
const server = setupServer(...akashaHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('the real service URL is answered in-process with the body of Akasha own /v1', async () => {
  const res = await fetch(`https://api.divyastroapi.com/v1/chart/planets?${Q}`, { headers: { Authorization: 'Bearer dv_live_anything' } });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toEqual(expected('chart-planets.json'));
  // Rule: sign_index = floor(sidereal longitude / 30).
  for (const p of body.planets) expect(p.sign_index).toBe(Math.floor(p.longitude / 30));
  expect(body.planets.map((p) => p.name)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
});

test('a missing parameter is a 400 naming it, in the error envelope', async () => {
  const res = await fetch('https://api.divyastroapi.com/v1/chart/planets?time=10:30&tz=UTC&lat=1&lon=2');
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.code).toBe('missing_param');
  expect(body.error.details).toContainEqual(expect.objectContaining({ param: 'date' }));
});

test('with credits on, keys and balances behave as the service (401, charge, 402)', async () => {
  server.use(...akashaHandlers({ credits: true, keys: [{ secret: 'demo', credits: 15 }], baseUrls: ['http://localhost:5173'] }));
  const url = `http://localhost:5173/v1/chart/planets?${Q}`;
  expect((await fetch(url)).status).toBe(401);
  const ok = await fetch(url, { headers: { Authorization: 'Bearer demo' } });
  expect(ok.status).toBe(200);
  expect(ok.headers.get('X-Credits-Cost')).toBe('10');
  expect(ok.headers.get('X-Credits-Remaining')).toBe('5');
  const broke = await fetch(url, { headers: { Authorization: 'Bearer demo' } });
  expect(broke.status).toBe(402);
  expect((await broke.json()).error.code).toBe('trial_exhausted');
});
