/**
 * /v1/vedic/narrative: 38 catalog paths, verbosity caps, lang/locale, 404 for unknown ids,
 * varga and family, 400 for bad input, determinism, and facts that match the chart.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/routes/index';
import { CATALOG } from '../../src/api/registry';
import { stripLocal } from '../../src/api/localize';
import { testApi } from '../helpers/api';
import { T } from '../../src/engine/narrative/content';

const PVR = 'date=1996-12-07&time=10:34&tz=%2B05:30&lat=13.0878&lon=80.2785';
const PVR_B = 'birth.date=1996-12-07&birth.time=10:34&birth.tz=%2B05:30&birth.lat=13.0878&birth.lon=80.2785';

describe('/v1/vedic/narrative', () => {
  it('serves every catalog path of the family', () => {
    const fam = CATALOG.filter((c) => c.family === 'Predictions (authored narratives)').map((c) => c.path).sort();
    expect(fam).toHaveLength(38);
    const served = new Set(ENDPOINTS.map((e) => e.path));
    for (const p of fam) expect(served.has(p), p).toBe(true);
  });

  it('the PVR chart: lagna narrative is Capricorn\'s text, the facts say so', async () => {
    const { get } = await testApi();
    const r = await get(`/v1/vedic/narrative/lagna?${PVR}`);
    expect(r.status).toBe(200);
    expect(r.body.facts.lagna_sign).toBe('Capricorn');
    expect(r.body.summary.sections[0].body).toBe(T.lagna.Capricorn);
    expect(r.body.summary.sections[0].facts.lagna_sign).toBe('Capricorn');
    expect(r.body.birth.birth_date).toBe('1996-12-07');
  });

  it('verbosity caps sections at 3, 6 and 12', async () => {
    const { get } = await testApi();
    for (const [v, cap] of [['brief', 3], ['medium', 6], ['full', 12]] as const) {
      for (const path of ['house-lords-overview', 'planets-in-signs', 'profile']) {
        const r = await get(`/v1/vedic/narrative/${path}?${PVR}&verbosity=${v}`);
        expect(r.body.section_cap).toBe(cap);
        expect(r.body.summary.sections.length).toBe(Math.min(cap, r.body.sections_available));
      }
    }
    const d = await get(`/v1/vedic/narrative/house-lords-overview?${PVR}`);
    expect(d.body.verbosity).toBe('medium');
    expect(d.body.summary.sections).toHaveLength(6);
  });

  it('same input gives the same text (daily horoscope from the sky, not random)', async () => {
    const { get } = await testApi();
    const u = `/v1/vedic/narrative/horoscope/daily-by-moon?${PVR}&transit_date=2025-03-10&verbosity=full`;
    const a = await get(u), b = await get(u);
    expect(a.body.summary).toEqual(b.body.summary);
    const other = await get(`/v1/vedic/narrative/horoscope/daily-by-moon?${PVR}&transit_date=2025-03-12&verbosity=full`);
    expect(other.body.summary.sections[0].facts.moon_house).not.toBe(a.body.summary.sections[0].facts.moon_house);
  });

  it('another lang answers in English with a warning; locale is an alias; unknown lang is 400', async () => {
    const { get } = await testApi();
    const en = await get(`/v1/vedic/narrative/moon-sign?${PVR}`);
    const hi = await get(`/v1/vedic/narrative/moon-sign?${PVR}&lang=hi`);
    const ta = await get(`/v1/vedic/narrative/moon-sign?${PVR}&locale=ta`);
    expect(en.body.warnings).toEqual([]);
    expect(hi.body.lang).toBe('hi');
    expect(hi.body.lang_used).toBe('en');
    expect(hi.body.warnings.join(' ')).toMatch(/English/);
    expect(ta.body.lang).toBe('ta');
    expect(stripLocal(hi.body.summary)).toEqual(en.body.summary);
    expect(hi.body.summary.sections[0].facts.moon_sign_local ?? JSON.stringify(hi.body.summary)).toMatch(/\p{Script=Devanagari}/u);
    expect((await get(`/v1/vedic/narrative/moon-sign?${PVR}&lang=xx`)).status).toBe(400);
  });

  it('yoga and dosha ids and aliases; unknown is 404', async () => {
    const { get } = await testApi();
    const y = await get(`/v1/vedic/narrative/yoga/malavya?${PVR}`);
    expect(y.body.facts.present).toBe(true);
    expect(y.body.summary.sections[0].body).toContain(T.yoga.malavya);
    const alias = await get(`/v1/vedic/narrative/yoga/sasa?${PVR}`);
    expect(alias.body.facts.yoga).toBe('shasha');
    const d = await get(`/v1/vedic/narrative/dosha/manglik?${PVR}`);
    expect(d.body.facts.dosha).toBe('mangal_dosha');
    const ss = await get(`/v1/vedic/narrative/dosha/sade_sati?${PVR}&on_date=2012-01-01`);
    expect(ss.body.facts.present).toBe(true);
    expect((await get(`/v1/vedic/narrative/yoga/no_such_yoga?${PVR}`)).status).toBe(404);
    expect((await get(`/v1/vedic/narrative/dosha/no_such?${PVR}`)).body.error.code).toBe('not_found');
  });

  it('varga and family: known values, aliases, 404 for unknown', async () => {
    const { get } = await testApi();
    const nav = await get(`/v1/vedic/narrative/divisional/navamsa?${PVR}`);
    expect(nav.body.facts.varga).toBe('D9');
    expect((await get(`/v1/vedic/narrative/divisional/D13?${PVR}`)).status).toBe(404);
    const fam = await get('/v1/vedic/narrative/reference/vedic.L1.dosha');
    expect(fam.body.family).toBe('dosha');
    expect((await get('/v1/vedic/narrative/reference/astrology')).status).toBe(404);
    const all = await get('/v1/vedic/narrative/reference');
    expect(all.body.families.map((f: { family: string }) => f.family)).toEqual(expect.arrayContaining(['yoga', 'dosha', 'nakshatra', 'dasha', 'panchang', 'kundli']));
  });

  it('bad input is 400 in the envelope', async () => {
    const { get } = await testApi();
    expect((await get('/v1/vedic/narrative/lagna?date=1996-12-07&tz=%2B05:30&lat=13&lon=80')).status).toBe(200);
    const missing = await get('/v1/vedic/narrative/lagna?tz=%2B05:30&lat=13&lon=80');
    expect(missing.body.error.code).toBe('missing_param');
    expect((await get(`/v1/vedic/narrative/house-lord?${PVR}&house=13`)).status).toBe(400);
    expect((await get(`/v1/vedic/narrative/planet-in-sign?${PVR}&planet=Pluto`)).status).toBe(400);
    expect((await get(`/v1/vedic/narrative/varshaphal-themes?birth.date=1996-12-07&birth.time=10:34&birth.tz=%2B05:30&lat=13&lon=80&year=1990`)).status).toBe(400);
    expect((await get(`/v1/vedic/narrative/lagna?${PVR}&verbosity=huge`)).status).toBe(400);
  });

  it('timed narratives: dasha, sade sati, transit, varshaphal and milan carry their facts', async () => {
    const { get } = await testApi();
    const dp = await get(`/v1/vedic/narrative/dasha-phal?${PVR_B}&date=2025-06-01`);
    expect(dp.body.summary.sections[0].facts.level).toBe('maha');
    const tree = await get(`/v1/vedic/narrative/dasha-tree-phal?${PVR_B}&maha=Saturn&verbosity=full`);
    expect(tree.body.summary.sections.filter((s: { facts: { level: string } }) => s.facts.level === 'antar')).toHaveLength(9);
    const hist = await get(`/v1/vedic/narrative/sade-sati-history?${PVR_B}&verbosity=full`);
    expect(hist.body.summary.sections.length).toBeGreaterThanOrEqual(3);
    const ph = await get(`/v1/vedic/narrative/sade-sati-phase?${PVR_B}&phase=setting`);
    expect(ph.body.summary.sections[0].body).toContain(T.transits.sade_sati.setting);
    const tp = await get(`/v1/vedic/narrative/transit-phal?${PVR_B}&date=2025-06-01&verbosity=full`);
    expect(tp.body.summary.sections).toHaveLength(9);
    expect(tp.body.summary.sections[0].facts.planet).toBe('Saturn');
    const vt = await get('/v1/vedic/narrative/varshaphal-themes?birth.date=1996-12-07&birth.time=10:34&birth.tz=%2B05:30&lat=13.0878&lon=80.2785&year=2025');
    expect(vt.body.completed_years).toBe(29);
    const m = await get('/v1/vedic/narrative/milan?boy.date=1990-05-15&boy.time=10:30&boy.tz=Asia/Kolkata&girl.date=1992-08-22&girl.time=18:45&girl.tz=Asia/Kolkata&verbosity=full');
    expect(m.status).toBe(200);
    expect(m.body.summary.sections[0].facts.total).toBe(m.body.total);
    expect(m.body.summary.sections.filter((s: { id: string }) => s.id.startsWith('milan.koota.'))).toHaveLength(8);
  });
});
