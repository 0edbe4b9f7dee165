/**
 * Contract tests derived from the registry: every registered endpoint answers its documented
 * examples with 200 and a body its response schema accepts; it costs what the catalog says.
 * Rule: the examples in the OpenAPI document are what the probe and the console send.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/routes/index';
import { CATALOG } from '../../src/api/registry';
import { testApi } from '../helpers/api';
import { exampleUrl } from '../../src/api/examples';

describe('every registered endpoint', () => {
  it.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s answers its examples with a schema-valid 200', async (_path, e) => {
    const { get, internal } = await testApi();
    const r = await get(exampleUrl(e));
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    const parsed = e.response.safeParse(r.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    expect(r.headers.get('x-credits-cost')).toBe(String(e.credits));
    expect(r.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    expect(internal).toEqual([]);
  });

  it('catalog prices are the registry prices', () => {
    for (const e of ENDPOINTS.filter((x) => x.inCatalog)) {
      expect(CATALOG.find((c) => c.path === e.path)?.credits).toBe(e.credits);
    }
  });

  it('the OpenAPI document lists every endpoint with an example for every parameter', async () => {
    const { get } = await testApi();
    const r = await get('/v1/openapi.json', null);
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    for (const e of ENDPOINTS) {
      const op = r.body.paths[e.path]?.get;
      expect(op, e.path).toBeDefined();
      // An alias (x-alias-of) has no example of its own: giving it beside its parameter is a 400.
      for (const p of op.parameters) if (!p['x-alias-of']) expect(p.example, `${e.path} ${p.name}`).toBeDefined();
      expect(op['x-credits']).toBe(e.credits);
    }
  });

  it('/v1/meta/endpoints lists all 180 catalog paths and marks the implemented ones', async () => {
    const { get } = await testApi();
    const r = await get('/v1/meta/endpoints');
    const inCatalog = r.body.filter((x: { in_catalog: boolean }) => x.in_catalog);
    expect(inCatalog).toHaveLength(180);
    const implemented = new Set(ENDPOINTS.map((e) => e.path));
    for (const row of inCatalog) expect(row.implemented).toBe(implemented.has(row.path));
  });
});
