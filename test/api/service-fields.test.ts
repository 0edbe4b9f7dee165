/**
 * Every response field the real service documents (test/reference/service/service-shapes.json,
 * 646 fields on 61 paths) is present at its documented place in Akasha's answer to the
 * endpoint's documented example request (or the case below where the example cannot show it).
 * Notation and the meaning of "present": test/helpers/service-fields.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/routes/index';
import { qs, testApi } from '../helpers/api';
import { present, serviceFields } from '../helpers/service-fields';

const shapes = JSON.parse(readFileSync(new URL('../reference/service/service-shapes.json', import.meta.url), 'utf8')).endpoints as Record<string, { response_fields: { field: string }[] | null }>;

/** Requests whose answer shows fields the default example leaves empty. */
const CASES: Record<string, Record<string, string | number>> = {
  // Mercury and Jupiter 0.26 degrees apart at 2020-01-02 12:00 UT: a planetary war, so wars[] is not empty.
  '/v1/chart/graha-yuddha': { date: '2020-01-02', time: '12:00', tz: 'UTC', lat: 28.6139, lon: 77.209 },
};

const norm = (p: string) => p.replace(/\{[^}]+\}/g, '{}');

function exampleUrl(path: string): string {
  const e = ENDPOINTS.find((x) => norm(x.path) === norm(path))!;
  let url = e.path;
  const query: Record<string, string | number> = {};
  for (const [n, p] of Object.entries(e.params)) {
    if (p.in === 'path') url = url.replace(`{${n}}`, encodeURIComponent(String(p.example)));
    else query[n] = p.example as string | number;
  }
  return `${url}?${qs({ ...query, ...CASES[e.path] })}`;
}

describe('the real service\'s response fields', () => {
  it('all 646 documented fields are present at their documented place', async () => {
    const { get } = await testApi();
    const doc = (await get('/v1/openapi.json', null)).body;
    let total = 0;
    const missing: string[] = [];
    for (const [path, shape] of Object.entries(shapes)) {
      if (!shape.response_fields?.length) continue;
      const e = ENDPOINTS.find((x) => norm(x.path) === norm(path));
      expect(e, `${path} is not served`).toBeDefined();
      const r = await get(exampleUrl(path));
      expect(r.status, `${path} ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
      const schema = doc.paths[e!.path].get.responses['200'].content['application/json'].schema;
      for (const f of serviceFields(shape.response_fields)) {
        total++;
        if (!f.leaves.every((segs) => present(r.body, schema, segs, schema))) missing.push(`${path} ${f.field}`);
      }
    }
    expect(total).toBe(646);
    expect(missing, `${total - missing.length}/${total} present; missing:\n${missing.join('\n')}`).toEqual([]);
  }, 120_000);
});
