/**
 * Property tests: no input ever produces a 5xx. For every registered endpoint, each parameter
 * in turn is replaced by random or malformed text (and sometimes dropped); the answer must be
 * 200 or a 4xx in the envelope, never 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/routes/index';
import { testApi } from '../helpers/api';
import { exampleUrl } from '../../src/api/examples';

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-Infinity', '1e400', '-0', '0x10', '١٢', '%', '%%', '%E0%A4%A', '../..', 'null', '[]', '{}', '9'.repeat(400),
    '1799-12-31', '2400-01-01', '0000-01-01', '2024-02-30', '24:00', '23:59:60', '+14:01', '-12:60', 'UTC', 'Etc/GMT+12', 'Asia/Kolkata ',
    'toString', 'constructor', '__proto__', 'hasOwnProperty', '90', '-90', '180', '-180', '90.0000001', '66.0001', '-66.5', '1e-320'),
  fc.double({ noNaN: false }).map(String),
  fc.integer().map(String),
);

describe('no input gives a 5xx', () => {
  it.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s', async (_p, e) => {
    const { get, internal } = await testApi();
    const names = Object.keys(e.params);
    if (names.length === 0) return;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), nasty, fc.boolean(), async (name, value, drop) => {
        const r = await get(exampleUrl(e, { [name]: drop ? undefined : value }));
        expect(r.status, `${name}=${JSON.stringify(value)} -> ${JSON.stringify(r.body).slice(0, 200)}`).toBeLessThan(500);
        if (r.status !== 200) expect(r.body.error.code).toMatch(/^[a-z_]+$/);
      }),
      { numRuns: 40 },
    );
    expect(internal).toEqual([]);
  });
});
