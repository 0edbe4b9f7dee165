/**
 * The engine Worker and the service worker load one endpoint family per path
 * (src/worker/families.ts): every endpoint of the full registry must be reached through that
 * table, by the same object, except /v1/meta/endpoints (it lists the whole registry, so it takes
 * the full router); and a family's router must answer every endpoint's example exactly as the
 * full router does (status and JSON body; the request id aside).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/app';
import { exampleUrl } from '../../src/api/examples';
import type { Endpoint } from '../../src/api/registry';
import { ENDPOINTS } from '../../src/api/routes/index';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import { MemoryStore } from '../../src/store/memory';
import { FAMILY_LOADERS, familyOf } from '../../src/worker/families';

const byFamily = new Map<string, readonly Endpoint[]>();
beforeAll(async () => { for (const [name, load] of Object.entries(FAMILY_LOADERS)) byFamily.set(name, await load()); });

describe('endpoint families (Worker and service worker)', () => {
  it('every endpoint but /v1/meta/endpoints is served by the family its path names, and nothing else is', () => {
    let checked = 0;
    for (const e of ENDPOINTS) {
      const path = `${e.path.replace(/\{[^}]+\}/g, 'x')}?a=1`;
      const family = familyOf(path);
      if (e.path === '/v1/meta/endpoints') { expect(family, e.path).toBeUndefined(); continue; }
      expect(family, e.path).toBeDefined();
      expect(byFamily.get(family!), e.path).toContain(e);
      checked++;
    }
    // No family serves an endpoint that the registry does not have.
    const all = new Set<unknown>(ENDPOINTS);
    for (const [name, eps] of byFamily) for (const e of eps) expect(all.has(e), name).toBe(true);
    expect(checked).toBe(ENDPOINTS.length - 1);
    expect(familyOf('/v1/meta/endpoints')).toBeUndefined();
    expect(familyOf('/v1/openapi.json')).toBeUndefined();
    expect(familyOf('/v1/unknown/thing')).toBeUndefined();
  });

  it("a family's router answers each endpoint's example as the full router does", async () => {
    const eph = await nodeEphemeris();
    const make = (endpoints: readonly Endpoint[]) => {
      const store = new MemoryStore();
      return { store, api: createApi({ endpoints, store, ephemeris: async () => eph, build: { apiVersion: 'v1', commit: 'test' }, topUpUrl: 'https://example.invalid/top-up', now: () => new Date('2025-06-01T00:00:00Z') }) };
    };
    const secret = 'ak_test_families_0123456789abcdef';
    const full = make(ENDPOINTS);
    await full.store.create({ name: 't', secret, credits: 1e12, rate: 0 });
    const routers = new Map<string, ReturnType<typeof make>>();
    const strip = (text: string) => text.replace(/req_[0-9a-f]+/g, 'req_');
    let compared = 0, answered = 0;
    for (const e of ENDPOINTS) {
      const family = familyOf(e.path.replace(/\{[^}]+\}/g, 'x'));
      if (!family) continue;
      let r = routers.get(family);
      if (!r) { r = make(byFamily.get(family)!); await r.store.create({ name: 't', secret, credits: 1e12, rate: 0 }); routers.set(family, r); }
      const url = exampleUrl(e, { generated_at: '2025-06-01T00:00:00Z', as_of: '2025-06-01' });
      const init = { headers: { Authorization: `Bearer ${secret}` } };
      const [a, b] = await Promise.all([full.api.request(url, init), r.api.request(url, init)]);
      expect(b.status, url).toBe(a.status);
      expect(b.headers.get('Content-Type'), url).toBe(a.headers.get('Content-Type'));
      if ((a.headers.get('Content-Type') ?? '').includes('json')) expect(strip(await b.text()), url).toBe(strip(await a.text()));
      compared++;
      if (a.status === 200) answered++;
    }
    expect(compared).toBe(ENDPOINTS.length - 1);
    // The examples are real requests: (nearly) all of them answer 200.
    console.log(`families vs full router: ${compared} examples compared, ${answered} answered 200`);
    expect(answered).toBeGreaterThan(compared * 0.95);
  }, 300_000);
});
