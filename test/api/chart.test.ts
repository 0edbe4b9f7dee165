import { describe, expect, it } from 'vitest';
import { planets } from '../../src/api/routes/chart';
import { qs, testApi } from '../helpers/api';

describe('/v1/chart/planets', () => {
  it('answers a valid birth with a schema-valid body', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/chart/planets?${qs({ date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785 })}`);
    expect(r.status).toBe(200);
    expect(() => planets.response.parse(r.body)).not.toThrow();
    expect(r.body.ascendant.sign).toBe('Capricorn');
  });
});
