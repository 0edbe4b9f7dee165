/**
 * The real service's fields beside Akasha's (issue 14): where both exist they must agree by the
 * rule stated in the OpenAPI description, and the two request forms of mangal and shani dosha
 * (one chart as birth.*, two as boy.* and girl.*) behave as documented.
 */
import { describe, expect, it } from 'vitest';
import { qs, testApi } from '../helpers/api';

const birth = { date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785 };
const prefixed = (prefix: string, b: Record<string, string | number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [`${prefix}.${k}`, v]));
const boy = prefixed('boy', { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 });
const girl = prefixed('girl', { date: '1992-08-22', time: '18:45', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 });

describe('chart fields in both spellings agree', () => {
  it('/v1/chart/planets: ayanamsa.value_deg = ayanamsa_value, birth.* = the echo, ascendant.lord = sign_lord', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/chart/planets?${qs({ ...birth, ayanamsa: 'raman' })}`);
    expect(r.status).toBe(200);
    expect(r.body.ayanamsa).toEqual({ system: 'raman', value_deg: r.body.ayanamsa_value });
    expect(r.body.birth).toEqual({ date: '1996-12-07', time: '10:34', tz: '+05:30', lat: 13.0878, lon: 80.2785, jd: r.body.jd_ut });
    expect(r.body.ascendant.lord).toBe(r.body.ascendant.sign_lord);
    expect(r.body.ascendant.lord).toBe(r.body.ascendant.ruler);
  });

  it('/v1/chart/planet/{name}: the dignity object is the /v1/chart/dignity row of that planet', async () => {
    const { get } = await testApi();
    const all = await get(`/v1/chart/dignity?${qs(birth)}`);
    for (const name of ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']) {
      const one = await get(`/v1/chart/planet/${name}?${qs(birth)}`);
      const row = all.body.planets.find((p: { name: string }) => p.name.toLowerCase() === name);
      expect(one.body.dignity).toEqual({
        status: row.status, dignity: row.dignity, is_exalted: row.is_exalted, is_debilitated: row.is_debilitated, is_own_sign: row.is_own_sign, is_moolatrikona: row.is_moolatrikona,
      });
    }
  });

  it('/v1/chart/bhavabala: houses[] restates bhavabala[]; bhavadhipati_drik_bala is the lord\'s drik bala, not added again', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/chart/bhavabala?${qs(birth)}`);
    const sb = await get(`/v1/chart/shadbala?${qs(birth)}`);
    expect(r.body.houses).toHaveLength(12);
    r.body.houses.forEach((h: any, i: number) => {
      const b = r.body.bhavabala[i];
      expect(h.number).toBe(b.house);
      expect(h.total_virupa).toBe(b.total);
      expect(h.total_rupa).toBeCloseTo(b.total / 60, 2);
      expect(h.components.bhavadhipati_bala + h.components.bhava_dig_bala + h.components.bhava_drik_bala).toBeCloseTo(h.total_virupa, 1);
      const lord = sb.body.planets.find((p: { name: string }) => p.name === h.lord);
      expect(h.components.bhavadhipati_bala).toBeCloseTo(lord.total_virupa, 1);
      const drik = lord.components.drik_bala;
      expect(h.components.bhavadhipati_drik_bala).toBeCloseTo(typeof drik === 'number' ? drik : drik.virupa, 1);
    });
  });

  it('muhurta factors carry a note: the share of the weight earned', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/muhurta/vivah?${qs({ date: '2025-02-14', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 })}`);
    for (const f of r.body.factors) {
      expect(f.note).toContain(`${Math.round((f.score / f.weight) * 100)}% of the weight ${f.weight}`);
    }
  });

  it('/v1/panchang/summary: location.tz is the tz asked for', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/panchang/summary?${qs({ date: '2025-01-14', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 })}`);
    expect(r.body.location.tz).toBe('Asia/Kolkata');
    expect(r.body.tz).toBe('Asia/Kolkata');
  });
});

describe('mangal and shani dosha: one chart or two', () => {
  it('birth.* alone: the one-chart answer, no two-person fields', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/milan/mangal-dosha?${qs(prefixed('birth', birth))}`);
    expect(r.status).toBe(200);
    expect(typeof r.body.has_mangal_dosha).toBe('boolean');
    expect(r.body.boy).toBeUndefined();
    expect(r.body.match_verdict).toBeUndefined();
  });

  it('boy.* and girl.*: each person\'s result equals their one-chart answer; the verdict follows the stated rule', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/milan/mangal-dosha?${qs({ ...boy, ...girl })}`);
    expect(r.status).toBe(200);
    expect(r.body.has_mangal_dosha).toBeUndefined();
    for (const [who, p] of [['boy', boy], ['girl', girl]] as const) {
      const single = await get(`/v1/milan/mangal-dosha?${qs(prefixed('birth', Object.fromEntries(Object.entries(p).map(([k, v]) => [k.split('.')[1], v]))))}`);
      for (const k of ['has_mangal_dosha', 'present', 'mars_house', 'dosha_type', 'cancellations']) expect(r.body[who][k], `${who} ${k}`).toEqual(single.body[k]);
    }
    const [b, g] = [r.body.boy, r.body.girl];
    const expected = !b.has_mangal_dosha && !g.has_mangal_dosha ? (b.present || g.present ? 'acceptable' : 'ok') : b.present && g.present ? 'acceptable' : ['caution', 'warning'];
    if (Array.isArray(expected)) expect(expected).toContain(r.body.match_verdict);
    else expect(r.body.match_verdict).toBe(expected);
  });

  it('no chart, or half a pair, is a 400 missing_param naming what is missing', async () => {
    const { get } = await testApi();
    const none = await get('/v1/milan/mangal-dosha');
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('missing_param');
    expect(none.body.error.details.map((d: { param: string }) => d.param)).toEqual(['birth.date', 'birth.tz', 'birth.lat', 'birth.lon']);
    const half = await get(`/v1/milan/shani-dosha?${qs(boy)}`);
    expect(half.status).toBe(400);
    expect(half.body.error.details.map((d: { param: string }) => d.param)).toEqual(['girl.date', 'girl.tz', 'girl.lat', 'girl.lon']);
  });

  it('shani dosha, two people: Sade Sati per person at the date; has_shani_dosha is either chart\'s', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/milan/shani-dosha?${qs({ ...boy, ...girl, date: '2026-02-14' })}`);
    expect(r.status).toBe(200);
    expect(r.body.boy_has_sade_sati).toBe(r.body.boy.has_sade_sati);
    expect(r.body.girl_has_sade_sati).toBe(r.body.girl.has_sade_sati);
    expect(r.body.boy_sade_sati_phase).toBe(r.body.boy.sade_sati_phase);
    expect(r.body.girl_sade_sati_phase).toBe(r.body.girl.sade_sati_phase);
    expect(r.body.has_shani_dosha).toBe(r.body.boy.has_shani_dosha || r.body.girl.has_shani_dosha);
    expect(r.body.checked_date).toBe('2026-02-14');
  });
});
