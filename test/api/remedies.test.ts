/** /v1/vedic/remedies family: every catalog entry served, lookups, 404s, 400s, locales, filters, determinism. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_KINDS, CATALOGS, LAL_KITAB, RULES } from '../../src/engine/remedies';
import { ENDPOINTS } from '../../src/api/routes/index';
import { GRAHAS } from '../../src/engine/vedic/zodiac';
import { qs, testApi } from '../helpers/api';

const BIRTH = { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
const schemaOf = (path: string) => ENDPOINTS.find((e) => e.path === path)!.response;

let get: Awaited<ReturnType<typeof testApi>>['get'];
let internal: unknown[];
beforeAll(async () => { ({ get, internal } = await testApi()); });

describe('/v1/vedic/remedies (natal)', () => {
  it('answers with fired rules, remedies that name their rules and facts, nine Lal Kitab placements and a disclaimer', async () => {
    const r = await get(`/v1/vedic/remedies?${qs({ ...BIRTH, as_of: '2025-06-01' })}`);
    expect(r.status).toBe(200);
    expect(schemaOf('/v1/vedic/remedies').safeParse(r.body).success).toBe(true);
    const b = r.body;
    expect(b.disclaimer).toMatch(/not medical/);
    expect(b.rules_checked).toBe(RULES.length);
    expect(b.rules_fired.length).toBeGreaterThan(0);
    const firedIds = new Set(b.rules_fired.map((f: { rule_id: string }) => f.rule_id));
    for (const rem of b.remedies) {
      expect(rem.rule_ids.length).toBeGreaterThan(0);
      for (const t of rem.triggered_by) expect(firedIds.has(t.rule_id)).toBe(true);
      expect(rem.entry).toBeDefined();
    }
    expect(b.lal_kitab.map((x: { planet: string }) => x.planet)).toEqual([...GRAHAS]);
    expect(b.lal_kitab.every((x: { tradition: string; rule_id: string }) => x.tradition === 'Lal Kitab tradition' && x.rule_id === 'lal_kitab_placement')).toBe(true);
    expect(b.current_mahadasha.lord).toBe(b.rules_fired.find((f: { rule_id: string }) => f.rule_id.startsWith('current_dasha_')).facts.mahadasha_lord);
    expect(b.counts.remedies).toBe(b.remedies.length);
  });

  it('is deterministic for the same input and as_of', async () => {
    const url = `/v1/vedic/remedies?${qs({ ...BIRTH, as_of: '2024-01-01' })}`;
    const a = await get(url);
    const b = await get(url);
    expect(a.body).toEqual(b.body);
  });

  it('category keeps one kind; lal_kitab keeps only the placements', async () => {
    const d = await get(`/v1/vedic/remedies?${qs({ ...BIRTH, as_of: '2025-06-01', category: 'daan' })}`);
    expect(d.status).toBe(200);
    expect(d.body.remedies.every((x: { kind: string }) => x.kind === 'daan')).toBe(true);
    expect(d.body.lal_kitab).toEqual([]);
    const lk = await get(`/v1/vedic/remedies?${qs({ ...BIRTH, category: 'lal_kitab' })}`);
    expect(lk.body.remedies).toEqual([]);
    expect(lk.body.lal_kitab).toHaveLength(9);
    expect((await get(`/v1/vedic/remedies?${qs({ ...BIRTH, category: 'tarot' })}`)).body.error.code).toBe('invalid_param');
  });

  it('as_of before the birth skips the transit and dasha rules with a warning; a malformed as_of is 400', async () => {
    const r = await get(`/v1/vedic/remedies?${qs({ ...BIRTH, as_of: '1980-01-01' })}`);
    expect(r.status).toBe(200);
    expect(r.body.current_mahadasha).toBeNull();
    expect(r.body.rules_skipped.length).toBe(RULES.filter((x) => ['saturn_transit_from_moon', 'vimshottari_maha_lord'].includes(x.condition.type)).length);
    expect(r.body.warnings.join(' ')).toMatch(/precedes the birth/);
    const bad = await get(`/v1/vedic/remedies?${qs({ ...BIRTH, as_of: '2023-13-45' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].param).toBe('as_of');
    expect((await get(`/v1/vedic/remedies?${qs({ ...BIRTH, as_of: '2500-01-01' })}`)).body.error.details[0].param).toBe('as_of');
  });

  it('missing birth parameters are 400 missing_param; placidus above 66 degrees is 422', async () => {
    const { lat: _l, ...noLat } = BIRTH;
    const r = await get(`/v1/vedic/remedies?${qs(noLat)}`);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('missing_param');
    expect((await get(`/v1/vedic/remedies?${qs({ ...BIRTH, lat: 70, house_system: 'placidus' })}`)).status).toBe(422);
  });

  it('lang: hi is served in English with a warning; locale is the same parameter; an unknown language is 400', async () => {
    const hi = await get(`/v1/vedic/remedies?${qs({ ...BIRTH, lang: 'hi' })}`);
    expect(hi.status).toBe(200);
    expect(hi.body.lang).toBe('en');
    expect(hi.body.requested_locale).toBe('hi');
    expect(hi.body.warnings.join(' ')).toMatch(/served in English/);
    const loc = await get(`/v1/vedic/remedies?${qs({ ...BIRTH, locale: 'mr' })}`);
    expect(loc.body.requested_locale).toBe('mr');
    expect((await get(`/v1/vedic/remedies?${qs({ ...BIRTH, lang: 'xx' })}`)).body.error.code).toBe('invalid_param');
  });
});

describe('catalog lookups', () => {
  it('every entry of every catalog is served by id and by each alias, with its kind and the rules recommending it', async () => {
    for (const kind of CATALOG_KINDS) {
      const schema = schemaOf(`/v1/vedic/remedies/${kind}/{id}`);
      for (const e of CATALOGS[kind].entries as { id: string; aliases: string[] }[]) {
        const r = await get(`/v1/vedic/remedies/${kind}/${encodeURIComponent(e.id)}`);
        expect(r.status, `${kind} ${e.id}`).toBe(200);
        expect(r.body.id).toBe(e.id);
        expect(r.body.kind).toBe(kind);
        expect(schema.safeParse(r.body).success, `${kind} ${e.id}`).toBe(true);
        for (const rid of r.body.recommended_by) expect(RULES.find((x) => x.id === rid)!.remedies[kind]).toContain(e.id);
      }
    }
    expect((await get('/v1/vedic/remedies/mantra/Hanuman-Chalisa')).body.id).toBe('hanuman_chalisa');
    expect((await get('/v1/vedic/remedies/rudraksha/vedic.L1.remedy.rudraksha.jupiter')).body.mukhi).toBe(5);
    expect((await get('/v1/vedic/remedies/yantra/vedic.L1.remedy.yantra.jupiter')).body.id).toBe('guru_yantra');
  });

  it('unknown ids are 404 not_found; daan, rudraksha and yantra take locale (lang accepted)', async () => {
    for (const kind of CATALOG_KINDS) {
      const r = await get(`/v1/vedic/remedies/${kind}/no_such_remedy`);
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe('not_found');
    }
    expect((await get('/v1/vedic/remedies/rudraksha/15')).status).toBe(404);
    const d = await get('/v1/vedic/remedies/daan/saturn_daan?locale=ta');
    expect(d.body.warnings.join(' ')).toMatch(/"ta"/);
    expect((await get('/v1/vedic/remedies/daan/saturn_daan?lang=gu')).body.requested_locale).toBe('gu');
    expect((await get('/v1/vedic/remedies/yantra/shani_yantra?locale=zz')).status).toBe(400);
  });

  it('rules: every rule id is served with its resolved remedies; a remedy id is answered too; unknown is 404', async () => {
    for (const rule of RULES) {
      const r = await get(`/v1/vedic/remedies/${rule.id}`);
      expect(r.status, rule.id).toBe(200);
      expect(r.body.matched).toBe('rule');
      expect(r.body.rule.id).toBe(rule.id);
      const n = Object.values(rule.remedies).reduce((a, b) => a + (b?.length ?? 0), 0);
      expect(r.body.remedies).toHaveLength(n);
    }
    const h = await get('/v1/vedic/remedies/hanuman_chalisa');
    expect(h.body.matched).toBe('remedy');
    expect(h.body.remedies[0].kind).toBe('mantra');
    expect(h.body.recommended_by).toContain('sade_sati');
    const u = await get('/v1/vedic/remedies/no_such_rule');
    expect(u.status).toBe(404);
    expect(u.body.error.code).toBe('not_found');
  });
});

describe('Lal Kitab', () => {
  it('the catalog has 108 entries, 12 per planet when filtered', async () => {
    const all = await get('/v1/vedic/remedies/lal-kitab');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(108);
    expect(all.body.entries).toHaveLength(LAL_KITAB.entries.length);
    for (const g of GRAHAS) {
      const r = await get(`/v1/vedic/remedies/lal-kitab?planet=${g.toLowerCase()}`);
      expect(r.body.entries.map((e: { house: number }) => e.house)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect(r.body.planet).toBe(g);
    }
    expect((await get('/v1/vedic/remedies/lal-kitab?planet=SATURN')).body.count).toBe(12);
    expect((await get('/v1/vedic/remedies/lal-kitab?planet=pluto')).status).toBe(400);
  });

  it('every planet and house is served; unknown planets and houses are 404', async () => {
    for (const g of GRAHAS) {
      for (let h = 1; h <= 12; h++) {
        const r = await get(`/v1/vedic/remedies/lal-kitab/${g.toLowerCase()}/${h}`);
        expect(r.status).toBe(200);
        expect(r.body.id).toBe(`lk_${g.toLowerCase()}_${h}`);
        expect(r.body.tradition).toBe('Lal Kitab tradition');
      }
    }
    expect((await get('/v1/vedic/remedies/lal-kitab/Sun/1')).status).toBe(200);
    for (const bad of ['pluto/1', 'sun/0', 'sun/13', 'sun/x', 'sun/1.5']) {
      const r = await get(`/v1/vedic/remedies/lal-kitab/${bad}`);
      expect(r.status, bad).toBe(404);
      expect(r.body.error.code).toBe('not_found');
    }
    expect(internal).toEqual([]);
  });
});
