/**
 * Strict and honest parameters (issue 14): every accepted name is documented (aliases with
 * x-alias-of); an unknown name is a 400 invalid_param naming the nearest known name unless
 * strict=false, which turns it into a warning; a repeated parameter is a 400; a time-zone
 * abbreviation is a 400 listing the IANA zones it may mean.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/routes/index';
import { acceptedNames, editDistance, nearestName } from '../../src/api/query';
import { qs, TEST_KEY, testApi } from '../helpers/api';

const birth = { date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785 };
const planets = (extra = '') => `/v1/chart/planets?${qs(birth)}${extra}`;

describe('every accepted parameter is documented', () => {
  it('each name and alias the router accepts is an OpenAPI parameter; aliases carry x-alias-of', async () => {
    const { get } = await testApi();
    const doc = (await get('/v1/openapi.json', null)).body;
    let aliases = 0;
    for (const e of ENDPOINTS) {
      const documented = new Map<string, any>((doc.paths[e.path].get.parameters as any[]).map((p) => [p.name, p]));
      for (const [name, canonical] of acceptedNames(e.params)) {
        const p = documented.get(name);
        expect(p, `${e.path}: ${name} accepted but not documented`).toBeDefined();
        if (name !== canonical) {
          aliases++;
          expect(p['x-alias-of'], `${e.path} ${name}`).toBe(canonical);
          expect(p.required).toBe(false);
        } else expect(p['x-alias-of']).toBeUndefined();
      }
      for (const name of documented.keys()) if (!e.params[name] || e.params[name].in === 'query') expect(acceptedNames(e.params).has(name) || e.params[name]?.in === 'path', `${e.path}: ${name} documented but refused`).toBe(true);
      expect(documented.get('strict')?.schema).toEqual({ type: 'boolean', default: true });
    }
    // The service's spellings named in the issue: locale, birth.lat/birth.lon, question_house.
    expect(aliases).toBeGreaterThan(20);
  });

  it('an alias works like its parameter, and giving both is a 400', async () => {
    const { get } = await testApi();
    const narrative = ENDPOINTS.find((e) => Object.values(e.params).some((p) => p.aliases?.includes('birth.lat')));
    expect(narrative).toBeDefined();
    const path = narrative!.path;
    const base = Object.fromEntries(Object.entries(narrative!.params).filter(([, p]) => p.required && p.in === 'query').map(([n, p]) => [n, String(p.example)]));
    const ok = await get(`${path}?${qs(base)}`);
    expect(ok.status).toBe(200);
    const viaAlias = { ...base, 'birth.lat': base.lat, 'birth.lon': base.lon } as Record<string, string>;
    delete viaAlias.lat; delete viaAlias.lon;
    const same = await get(`${path}?${qs(viaAlias)}`);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(ok.body);
    const both = await get(`${path}?${qs({ ...base, 'birth.lat': base.lat })}`);
    expect(both.status).toBe(400);
    expect(both.body.error.code).toBe('invalid_param');
    expect(both.body.error.details[0]).toEqual({ param: 'lat', problem: expect.stringMatching(/given 2 times \(as lat and birth\.lat/) });
  });
});

describe('unknown parameters', () => {
  it('ayanamsha=raman is a 400 naming ayanamsa (it used to give a Lahiri chart silently)', async () => {
    const { get } = await testApi();
    const r = await get(planets('&ayanamsha=raman'));
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_param');
    expect(r.body.error.details).toEqual([{ param: 'ayanamsha', problem: 'is not a parameter of this endpoint; did you mean ayanamsa?' }]);
    expect(r.body.error.message).toContain('ayanamsha');
  });

  it('a name far from every known one lists the endpoint\'s parameters', async () => {
    const { get } = await testApi();
    const r = await get('/v1/meta/ayanamsas?date=2025-01-01&tz=UTC&colour=blue');
    expect(r.status).toBe(400);
    expect(r.body.error.details[0].param).toBe('colour');
    expect(r.body.error.details[0].problem).toMatch(/^is not a parameter of this endpoint \(it takes date, .*tz/);
  });

  it('strict=false answers and reports the unknown name in warnings and the Warning header, uncharged for nothing extra', async () => {
    const { get } = await testApi();
    const plain = await get(planets());
    const r = await get(planets('&ayanamsha=raman&strict=false'));
    expect(r.status).toBe(200);
    expect(r.body.ayanamsa.system).toBe('lahiri');
    expect(r.body.warnings).toEqual([...plain.body.warnings, expect.stringMatching(/^unknown parameter ayanamsha ignored \(strict=false\): .*did you mean ayanamsa\?/)]);
    expect(r.headers.get('Warning')).toMatch(/^299 akasha ".*ayanamsha/);
    expect(r.headers.get('X-Credits-Cost')).toBe(plain.headers.get('X-Credits-Cost'));
  });

  it('strict must be true or false', async () => {
    const { get } = await testApi();
    const r = await get(planets('&strict=maybe'));
    expect(r.status).toBe(400);
    expect(r.body.error.details).toEqual([{ param: 'strict', problem: 'must be true or false' }]);
  });

  it('nearestName: typos within a third of the length, transpositions count once', () => {
    const known = ['date', 'time', 'tz', 'lat', 'lon', 'ayanamsa', 'house_system', 'node'];
    expect(nearestName('ayanamsha', known)).toBe('ayanamsa');
    expect(nearestName('hosue_system', known)).toBe('house_system');
    expect(nearestName('house-system', known)).toBe('house_system');
    expect(nearestName('house', known)).toBe('house_system');
    expect(nearestName('latitude', known)).toBe('lat');
    expect(nearestName('colour', known)).toBeUndefined();
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('repeated parameters', () => {
  it('the same name twice is a 400 (it used to take the first value silently)', async () => {
    const { get } = await testApi();
    const r = await get(planets('&ayanamsa=raman&ayanamsa=lahiri'));
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_param');
    expect(r.body.error.details).toEqual([{ param: 'ayanamsa', problem: 'is given 2 times; give it once' }]);
  });

  it('a repeated parameter stays a 400 with strict=false', async () => {
    const { get } = await testApi();
    const r = await get(planets('&strict=false&lat=1'));
    expect(r.status).toBe(400);
    expect(r.body.error.details[0].param).toBe('lat');
  });
});

describe('time zones: IANA names or offsets, never abbreviations', () => {
  it('tz=IST is a 400 naming India, Ireland and Israel', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/chart/planets?${qs({ ...birth, tz: 'IST' })}`);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_param');
    expect(r.body.error.details[0].param).toBe('tz');
    expect(r.body.error.details[0].problem).toMatch(/abbreviation IST.*Asia\/Kolkata, Europe\/Dublin or Asia\/Jerusalem/);
  });

  it('every tz parameter refuses abbreviations, also lower-case and outside the table (suggesting what the platform reads)', async () => {
    const { get } = await testApi();
    const cst = await get(`/v1/panchang/tithi?${qs({ date: '2025-01-14', tz: 'CST', lat: 41.88, lon: -87.63 })}`);
    expect(cst.status).toBe(400);
    expect(cst.body.error.details[0].problem).toMatch(/America\/Chicago.*Asia\/Shanghai/);
    const lower = await get(`/v1/chart/planets?${qs({ ...birth, tz: 'ist' })}`);
    expect(lower.status).toBe(400);
    const prc = await get(`/v1/chart/planets?${qs({ ...birth, tz: 'PRC' })}`);
    expect(prc.status).toBe(400);
    expect(prc.body.error.details[0].problem).toMatch(/PRC may mean Asia\/Shanghai/);
  });

  it('IANA names, offsets and UTC/GMT/Z are accepted', async () => {
    const { get } = await testApi();
    for (const tz of ['Asia/Kolkata', '+05:30', '-04:00', 'UTC', 'GMT', 'Z', 'America/Argentina/Buenos_Aires']) {
      const r = await get(`/v1/chart/planets?${qs({ ...birth, tz })}`);
      expect(r.status, tz).toBe(200);
    }
  });
});

describe('a key that works still does', () => {
  it('the documented example request of every endpoint is not refused by the strict reading', async () => {
    const { get } = await testApi();
    for (const e of ENDPOINTS.filter((x) => x.path.startsWith('/v1/meta/') || x.path.startsWith('/v1/tarot/'))) {
      let path = e.path;
      const query: Record<string, string> = {};
      for (const [n, p] of Object.entries(e.params)) {
        if (p.in === 'path') path = path.replace(`{${n}}`, encodeURIComponent(String(p.example)));
        else query[n] = String(p.example);
      }
      const r = await get(`${path}?${qs(query)}`, TEST_KEY);
      expect(r.status, `${e.path} ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
    }
  });
});
