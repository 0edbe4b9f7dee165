/**
 * The engine Worker through Comlink, in real Chromium: it loads the Swiss Ephemeris WebAssembly
 * in a module Worker and answers /v1 paths exactly as Node does.
 */
import { EngineClient } from '../../src/worker/client';
import { close, equal, nodeReference, ok, rejects, sameJson } from './harness';
import { CHENNAI_1996, CHENNAI_1996_ASCENDANT_DEG, REFERENCE_PATHS } from './reference-cases';

/** Node and the browser run the same wasm on the same data: answers must agree to the last printed digit. */
const SAME_ENGINE_TOLERANCE = 1e-9;

describe('engine Worker (Comlink)', () => {
  const client = new EngineClient({ idleMs: 0 });
  after(() => client.terminate());

  it('loads the ephemeris with the real data files (cold start)', async () => {
    const info = await client.warm();
    ok(info.ms > 0, `cold start should take time, got ${info.ms}`);
    for (const f of ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1']) ok(info.files.includes(f), `${f} missing from ${info.files.join(', ')}`);
    console.log(`engine Worker cold start: ${info.ms.toFixed(1)} ms (Swiss Ephemeris ${info.swisseph})`);
  });

  it('computes /v1/chart/planets: lagna 292.4458° for Chennai 1996-12-07 10:34 +05:30', async () => {
    const res = await client.call(CHENNAI_1996);
    equal(res.status, 200, 'status');
    const body = res.body as { ascendant: { longitude: number; sign: string }; planets: { name: string }[] };
    close(body.ascendant.longitude, CHENNAI_1996_ASCENDANT_DEG, 1e-4, 'ascendant longitude (deg)');
    equal(body.ascendant.sign, 'Capricorn', 'ascendant sign');
    equal(body.planets.length, 9, 'number of grahas');
    ok(res.headers['x-request-id']?.startsWith('req_'), 'X-Request-Id header');
  });

  it('gives the same answers as Node for every reference case', async () => {
    const expected = await nodeReference();
    let worst = 0;
    for (const path of REFERENCE_PATHS) {
      const res = await client.call(path);
      equal(res.status, 200, `${path} status`);
      worst = Math.max(worst, sameJson(res.body, expected[path], SAME_ENGINE_TOLERANCE, path));
    }
    console.log(`PASS (${REFERENCE_PATHS.length} cases, max difference Worker vs Node = ${worst})`);
  });

  it('answers errors with the envelope (400 invalid_param)', async () => {
    const res = await client.call('/v1/chart/planets?date=1996-13-07&tz=UTC&lat=0&lon=0');
    equal(res.status, 400, 'status');
    const err = (res.body as { error: { code: string; details: { param: string }[] } }).error;
    equal(err.code, 'invalid_param', 'error.code');
    equal(err.details[0]?.param, 'date', 'error.details[0].param');
  });

  it('rejects at once when the signal aborts', async () => {
    const abort = new AbortController();
    const pending = client.call(CHENNAI_1996, abort.signal);
    abort.abort();
    const err = await rejects(pending, 'aborted call');
    ok(err instanceof DOMException && err.name === 'AbortError', `expected AbortError, got ${String(err)}`);
  });

  it('refuses paths outside /v1', async () => {
    await rejects(client.call('/admin'), 'non-/v1 path');
  });
});
