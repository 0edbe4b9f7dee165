/** /v1/varshaphal and /v1/prashna through the real router: values, echoes, aliases and errors. */
import { describe, expect, it } from 'vitest';
import { qs, testApi } from '../helpers/api';

const birth = { date: '1967-03-08', time: '17:40', tz: '+05:30', lat: 26.3, lon: 73.0667 };
const q = { date: '2025-03-14', time: '10:15', tz: 'Asia/Kolkata', lat: 12.9716, lon: 77.5946 };

describe('/v1/varshaphal', () => {
  it('chart: PVR Example 118 year 2000, JHora instant within a minute, muntha Taurus, lord Mars, 12 months', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/varshaphal/chart?${qs({ ...birth, year: 2000 })}`);
    expect(r.status).toBe(200);
    expect(r.body.solar_return_local.slice(0, 16)).toBe('2000-03-08 04:41');
    expect(r.body.completed_years).toBe(33);
    expect(r.body.varshaphal_ascendant.sign).toBe('Capricorn');
    expect(r.body.muntha).toMatchObject({ sign: 'Taurus', house: 5, lord: 'Venus' });
    expect(r.body.varsha_lord).toBe('Mars');
    expect(r.body.maasa_pravesha[1].local.slice(0, 16)).toMatch(/^2000-04-07 10:3[78]/);
    expect(r.body.birth_date).toBe('1967-03-08');
    expect(r.body.solar_return_method).toMatch(/sidereal Sun/);
  });

  it('lord: office-bearers and the rule applied are echoed', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/varshaphal/lord?${qs({ ...birth, year: 2000 })}`);
    expect(r.body).toMatchObject({ varsha_lord: 'Mars', lord_sign_in_varshaphal: 'Pisces', lord_house_in_varshaphal: 3, rule_applied: 'strongest_aspecting_office_bearer' });
    expect(r.body.office_bearers).toEqual({ muntha_lord: 'Venus', janma_lagna_lord: 'Sun', varsha_lagna_lord: 'Saturn', tri_rashi_pati: 'Mars', dina_ratri_pati: 'Jupiter' });
  });

  it('solar-return-jd: the Sun is back on its natal longitude; the year is about a sidereal year', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/varshaphal/solar-return-jd?${qs({ ...birth, year: 2000 })}`);
    expect(r.body.error_arcsec).toBeLessThan(0.01);
    expect(Math.abs(r.body.year_length_days - 365.2564)).toBeLessThan(0.05);
  });

  it('mudda-dasha: both methods tile the year', async () => {
    const { get } = await testApi();
    for (const method of ['janma_nakshatra', 'varsha_lord']) {
      const r = await get(`/v1/varshaphal/mudda-dasha?${qs({ ...birth, year: 2000, method })}`);
      expect(r.status).toBe(200);
      const ps = r.body.periods;
      expect(ps[0].start_jd).toBeCloseTo(r.body.year_start_jd, 6);
      expect(ps[ps.length - 1].end_jd).toBeCloseTo(r.body.year_end_jd, 6);
      if (method === 'varsha_lord') { expect(ps).toHaveLength(18); expect(ps[0].lord).toBe('Mars'); }
    }
  });

  it('yoga and harsha-bala answer with their methods', async () => {
    const { get } = await testApi();
    const y = await get(`/v1/varshaphal/yoga?${qs({ ...birth, year: 2000 })}`);
    expect(y.body.yogas).toHaveLength(15);
    const h = await get(`/v1/varshaphal/harsha-bala?${qs({ ...birth, year: 2000 })}`);
    expect(h.body.harsha_bala).toHaveLength(7);
    // Night pravesha: female planets get dina-ratri, male do not
    expect(h.body.harsha_bala.find((x: any) => x.planet === 'Moon').dina_ratri).toBe(5);
    expect(h.body.harsha_bala.find((x: any) => x.planet === 'Sun').dina_ratri).toBe(0);
    expect(h.body.components[0]).toHaveProperty('ooja_yugma');
  });

  it('bad input names the rule', async () => {
    const { get } = await testApi();
    let r = await get(`/v1/varshaphal/lord?${qs({ ...birth, year: 1960 })}`);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_param');
    expect(r.body.error.details[0]).toMatchObject({ param: 'year' });
    expect(r.body.error.message).toMatch(/birth year/);
    r = await get(`/v1/varshaphal/chart?${qs({ ...birth, year: 2399 })}`);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/ephemeris/);
    r = await get(`/v1/varshaphal/muntha?${qs({ ...birth })}`);
    expect(r.body.error.code).toBe('missing_param');
    r = await get(`/v1/varshaphal/mudda-dasha?${qs({ ...birth, year: 2000, method: 'yogini' })}`);
    expect(r.body.error.code).toBe('invalid_param');
  });
});

describe('/v1/prashna', () => {
  it('chart echoes the question moment and gives Gulika', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/prashna/chart?${qs(q)}`);
    expect(r.status).toBe(200);
    expect(r.body.moment).toBe('2025-03-14 10:15:00');
    expect(r.body.planets).toHaveLength(9);
    expect(r.body.gulika_position.method).toMatch(/Saturn/);
  });

  it('answer: question_house is accepted as the alias of house; 7 reasons', async () => {
    const { get } = await testApi();
    const a = await get(`/v1/prashna/answer?${qs({ ...q, house: 10 })}`);
    const b = await get(`/v1/prashna/answer?${qs({ ...q, question_house: 10 })}`);
    expect(a.status).toBe(200);
    expect(b.body.answer).toBe(a.body.answer);
    expect(a.body.reasons).toHaveLength(7);
    const r = await get(`/v1/prashna/answer?${qs({ ...q, house: 13 })}`);
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]).toMatchObject({ param: 'house', problem: 'must be at most 12' });
    const polar = await get(`/v1/prashna/answer?${qs({ ...q, lat: 70, house: 7 })}`);
    expect(polar.status).toBe(422);
  });

  it('lagna-lord, arudha and significators agree with the chart', async () => {
    const { get } = await testApi();
    const ll = await get(`/v1/prashna/lagna-lord?${qs(q)}`);
    const ch = await get(`/v1/prashna/chart?${qs(q)}`);
    expect(ll.body.lagna).toBe(ch.body.prashna_ascendant.sign);
    expect(ll.body.lord_sign_in_chart).toBe(ch.body.planets.find((p: any) => p.name === ll.body.lagna_lord).sign);
    const ar = await get(`/v1/prashna/arudha?${qs(q)}`);
    expect(ar.body.padas).toHaveLength(12);
    expect(ar.body.arudha_lagna.lord).toBe(ll.body.lagna_lord);
    const s = await get(`/v1/prashna/significators?${qs({ ...q, house: 7 })}`);
    expect(s.body.significators.house).toBe(7);
    expect(s.body.house_system).toBe('placidus');
  });
});
