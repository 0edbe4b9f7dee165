/**
 * The engine Worker loads one endpoint family per path (src/worker/families.ts): every endpoint
 * of the full registry must be reached through that table, by the same object, except the meta
 * family (it lists the whole registry, so the Worker answers it with every endpoint loaded).
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/routes/index';
import { FAMILY_LOADERS, familyOf } from '../../src/worker/families';

describe('engine Worker endpoint families', () => {
  it('every endpoint outside /v1/meta is served by the family its path names, and nothing else is', async () => {
    const byFamily = new Map<string, readonly unknown[]>();
    for (const [name, load] of Object.entries(FAMILY_LOADERS)) byFamily.set(name, await load());
    let checked = 0;
    for (const e of ENDPOINTS) {
      const path = `${e.path.replace(/\{[^}]+\}/g, 'x')}?a=1`;
      const family = familyOf(path);
      if (e.path.startsWith('/v1/meta/')) { expect(family, e.path).toBeUndefined(); continue; }
      expect(family, e.path).toBeDefined();
      expect(byFamily.get(family!), e.path).toContain(e);
      checked++;
    }
    // No family serves an endpoint that the registry does not have.
    const all = new Set<unknown>(ENDPOINTS);
    for (const [name, eps] of byFamily) for (const e of eps) expect(all.has(e), name).toBe(true);
    expect(checked).toBeGreaterThan(150);
    expect(familyOf('/v1/openapi.json')).toBeUndefined();
    expect(familyOf('/v1/unknown/thing')).toBeUndefined();
  });
});
