/**
 * /v1/reports: JSON and PDF answers, the service's parameter names, errors, determinism, and
 * the numbers inside the reports against the endpoints that serve the same engines.
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { qs, testApi, TEST_KEY } from '../helpers/api';

type Api = Awaited<ReturnType<typeof testApi>>;
let t: Api;
beforeAll(async () => { t = await testApi(); });

const BIRTH = { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 };
const PREFIXED = (p: string, b: Record<string, string | number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [`${p}.${k}`, v]));
const GIRL = { date: '1992-08-22', time: '18:45', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 };
const FIX = { as_of: '2025-06-01', generated_at: '2025-06-01T00:00:00Z' };
const get = (path: string, params: Record<string, string | number | undefined>) => t.get(`${path}?${qs(params)}`);
async function getPdf(path: string, params: Record<string, string | number | undefined>) {
  const res = await t.api.request(`${path}?${qs({ ...params, format: 'pdf' })}`, { headers: { Authorization: `Bearer ${TEST_KEY}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('kundli reports agree with the chart, dasha and remedy endpoints', () => {
  let brihad: any;
  beforeAll(async () => { brihad = (await get('/v1/reports/kundli/brihad', { ...BIRTH, ...FIX, name: 'Ravi Kumar', place: 'New Delhi' })).body; });

  it('echoes the subject and conventions with the service\'s report casing', () => {
    expect(brihad.Subject).toEqual({ Name: 'Ravi Kumar', BirthDate: '1990-05-15', BirthTime: '10:30', BirthPlace: 'New Delhi', Lat: 28.6139, Lon: 77.209, Tz: 'Asia/Kolkata', UtcOffset: '+05:30' });
    expect(brihad.Locale).toBe('en');
    expect(brihad.GeneratedAt).toBe('2025-06-01T00:00:00Z');
    expect(brihad.Conventions).toMatchObject({ ayanamsa: 'lahiri', house_system: 'whole_sign', node: 'mean' });
    expect(brihad.Branding.CompanyName).toBe('Akasha');
  });

  it('planets, D9, panchang at birth, shadbala, bhavabala and ashtakavarga', async () => {
    const planets = (await get('/v1/chart/planets', BIRTH)).body;
    expect(brihad.Planets.map((p: any) => [p.name, p.longitude, p.house_num, p.retro])).toEqual(planets.planets.map((p: any) => [p.name, p.longitude, p.house, p.retrograde]));
    const d9 = (await t.get(`/v1/chart/divisional/D9?${qs(BIRTH)}`)).body;
    expect(brihad.Vargas.D9.planets.map((p: any) => [p.sign, p.house])).toEqual(d9.planets.map((p: any) => [p.sign, p.house]));
    const astro = (await get('/v1/chart/astro-details', BIRTH)).body;
    expect([brihad.BirthPanchang.tithi.index, brihad.BirthPanchang.yoga.index, brihad.BirthPanchang.karana.index, brihad.BirthPanchang.vara.index])
      .toEqual([astro.panchang.tithi.index, astro.panchang.yoga.index, astro.panchang.karana.index, astro.panchang.vara.index]);
    const sb = (await get('/v1/chart/shadbala', BIRTH)).body;
    expect(brihad.Shadbala.planets.map((p: any) => [p.name, p.total_rupa, p.ratio])).toEqual(sb.planets.map((p: any) => [p.name, p.total_rupa, p.ratio]));
    const bb = (await get('/v1/chart/bhavabala', BIRTH)).body;
    expect(brihad.Bhavabala).toEqual(bb.bhavabala);
    const av = (await get('/v1/chart/ashtakvarga', BIRTH)).body;
    expect(brihad.Ashtakavarga.sarva).toEqual(av.sarva);
    expect(brihad.Ashtakavarga.bhinna).toEqual(av.bhinna);
    expect(brihad.AshtakavargaReductions.pindas).toEqual(av.pindas);
  });

  it('dasha periods equal /v1/dasha/vimshottari, the running chain /v1/dasha/vimshottari/current, chara /v1/dasha/char/major', async () => {
    const v = (await get('/v1/dasha/vimshottari', { ...BIRTH, depth: 3 })).body;
    expect(brihad.Vimshottari.maha_dasha.map((p: any) => [p.lord, p.start_jd, p.end_jd])).toEqual(v.maha_dasha.map((p: any) => [p.lord, p.start_jd, p.end_jd]));
    expect(brihad.VimshottariAntar.map((p: any) => [p.lord, p.start_jd])).toEqual(v.maha_dasha.flatMap((m: any) => m.sub.map((a: any) => [a.lord, a.start_jd])));
    expect(brihad.VimshottariPratyantar.map((p: any) => p.end_local)).toEqual(v.maha_dasha.flatMap((m: any) => m.sub.flatMap((a: any) => a.sub.map((p: any) => p.end_local))));
    expect(brihad.Vimshottari.balance.balance_ymd).toEqual(v.balance.balance_ymd);
    const cur = (await get('/v1/dasha/vimshottari/current', { ...BIRTH, at: FIX.as_of })).body;
    expect(brihad.CurrentDasha.map((p: any) => [p.lord, p.start_jd, p.end_jd])).toEqual(cur.current.map((p: any) => [p.lord, p.start_jd, p.end_jd]));
    const ch = (await get('/v1/dasha/char/major', BIRTH)).body;
    expect(brihad.CharaDasha.map((r: any) => [r.sign, r.years, r.start_jd])).toEqual(ch.maha_dasha.map((r: any) => [r.sign, r.years, r.start_jd]));
  });

  it('KP lords equal /v1/chart/kp-sublord in the same ayanamsa with Placidus cusps', async () => {
    const kp = (await get('/v1/chart/kp-sublord', { ...BIRTH, ayanamsa: 'lahiri', house_system: 'placidus' })).body;
    expect(brihad.KP.planets.map((p: any) => [p.star_lord, p.sub_lord, p.sub_sub_lord])).toEqual(kp.planets.map((p: any) => [p.star_lord, p.sub_lord, p.sub_sub_lord]));
    expect(brihad.KP.cusps.map((p: any) => p.sub_lord)).toEqual(kp.cusps.map((p: any) => p.sub_lord));
  });

  it('Sade Sati, transits and remedies at as_of equal the transit and remedy endpoints', async () => {
    const ss = (await get('/v1/transit/sade-sati', { ...PREFIXED('birth', BIRTH), date: FIX.as_of, time: '12:00', tz: BIRTH.tz })).body;
    expect(brihad.SadeSati.status).toBe(ss.status);
    expect(brihad.SadeSati.phase).toBe(ss.phase);
    expect(brihad.SadeSatiHistory.map((c: any) => c.start_jd)).toEqual(ss.history.cycles.map((c: any) => c.start_jd));
    const rem = (await get('/v1/vedic/remedies', { ...BIRTH, as_of: FIX.as_of })).body;
    expect(brihad.Remedies.rules_fired.map((r: any) => r.rule_id)).toEqual(rem.rules_fired.map((r: any) => r.rule_id));
    expect(brihad.Remedies.remedies.map((r: any) => [r.kind, r.id])).toEqual(rem.remedies.map((r: any) => [r.kind, r.id]));
    expect(brihad.LalKitab.map((l: any) => [l.planet, l.house])).toEqual(rem.lal_kitab.map((l: any) => [l.planet, l.house]));
  });

  it('lite and detailed are the same document cut shorter', async () => {
    const lite = (await get('/v1/reports/kundli/lite', { ...BIRTH, ...FIX, name: 'Ravi Kumar', place: 'New Delhi' })).body;
    const det = (await get('/v1/reports/kundli/detailed', { ...BIRTH, ...FIX, name: 'Ravi Kumar', place: 'New Delhi' })).body;
    const byId = (r: any) => new Map(r.Sections.map((s: any) => [s.id, s]));
    for (const [small, big] of [[lite, det], [det, brihad]]) {
      const m = byId(big);
      for (const s of small.Sections) expect(m.get(s.id), s.id).toEqual(s);
    }
    expect(lite.Report.kind).toBe('kundli_lite');
    expect(Object.keys(lite)).not.toContain('Shadbala');
  });
});

describe('the other reports agree with their endpoints', () => {
  it('match-making: Ashtakoota.Total = /v1/milan/ashtakoota total; Mangal and Nadi as /v1/milan', async () => {
    const pair = { ...PREFIXED('boy', BIRTH), ...PREFIXED('girl', GIRL) };
    const r = (await get('/v1/reports/match-making', { ...pair, 'boy.name': 'Ravi', 'girl.name': 'Priya', generated_at: FIX.generated_at })).body;
    const a = (await get('/v1/milan/ashtakoota', pair)).body;
    expect(r.Ashtakoota.Total).toBe(a.total);
    expect(r.Ashtakoota.Kootas.map((k: any) => k.score)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'].map((k) => a.kootas[k].points));
    const nadi = (await get('/v1/milan/nadi-dosha', pair)).body;
    expect(r.NadiDosha.HasDosha).toBe(nadi.has_nadi_dosha);
    const mb = (await get('/v1/milan/mangal-dosha', PREFIXED('birth', BIRTH))).body;
    expect([r.MangalDoshaBoy.HasDosha, r.MangalDoshaBoy.Cancelled, r.MangalDoshaBoy.CancelReasons]).toEqual([mb.has_mangal_dosha, mb.cancelled, mb.cancelled_by]);
    expect(r.Boy.name).toBe('Ravi');
  });

  it('mangal-dosha: the verdict of /v1/milan/mangal-dosha', async () => {
    for (const b of [BIRTH, GIRL, { ...BIRTH, date: '1985-01-10', time: '06:15' }]) {
      const r = (await get('/v1/reports/mangal-dosha', { ...b, ...FIX })).body;
      const m = (await get('/v1/milan/mangal-dosha', PREFIXED('birth', b))).body;
      expect([r.HasDosha, r.Present, r.Cancelled, r.CancelReasons, r.Severity]).toEqual([m.has_mangal_dosha, m.present, m.cancelled, m.cancelled_by, m.severity]);
      expect(r.MarsPlacement.sign).toBe(m.mars_sign);
      expect(r.HousesOccupied.filter((h: number) => h > 0)).toEqual(m.from_lagna ? [m.mars_house] : []);
    }
  });

  it('varshaphal: solar return, year lord and muntha of /v1/varshaphal', async () => {
    const q = { ...BIRTH, year: 2025 };
    const r = (await get('/v1/reports/varshaphal', { ...q, ...FIX })).body;
    const sr = (await get('/v1/varshaphal/solar-return-jd', q)).body;
    expect(r.SolarReturn.jd).toBeCloseTo(sr.solar_return_jd, 6);
    const lord = (await get('/v1/varshaphal/lord', q)).body;
    expect(r.YearLord.lord).toBe(lord.varsha_lord);
    const mu = (await get('/v1/varshaphal/muntha', q)).body;
    expect([r.Muntha.sign, r.Muntha.house]).toEqual([mu.muntha_sign, mu.muntha_house]);
  });

  it('sade-sati: the cycles of /v1/transit/sade-sati split at as_of', async () => {
    const r = (await get('/v1/reports/sade-sati', { ...BIRTH, ...FIX })).body;
    const ss = (await get('/v1/transit/sade-sati', { ...PREFIXED('birth', BIRTH), date: FIX.as_of, tz: BIRTH.tz })).body;
    const all = [...(r.Past ?? []), ...(r.Current ? [r.Current] : []), ...(r.Future ?? [])];
    expect(all.map((c: any) => c.start_jd)).toEqual(ss.history.cycles.map((c: any) => c.start_jd));
    expect(r.CurrentStatus).toMatchObject({ status: ss.status, saturn_sign: ss.saturn.sign, moon_sign: ss.moon.sign });
  });

  it('dasha-analysis: periods of /v1/dasha/vimshottari, 5 running levels, a 10-year preview', async () => {
    const r = (await get('/v1/reports/dasha-analysis', { ...BIRTH, ...FIX })).body;
    const v = (await get('/v1/dasha/vimshottari', { ...BIRTH, depth: 2 })).body;
    expect(r.Vimshottari.maha_dasha.map((p: any) => p.end_jd)).toEqual(v.maha_dasha.map((p: any) => p.end_jd));
    expect(r.Antardashas.map((p: any) => p.end_jd)).toEqual(v.maha_dasha.flatMap((m: any) => m.sub.map((a: any) => a.end_jd)));
    const cur = (await get('/v1/dasha/vimshottari/current', { ...BIRTH, at: FIX.as_of })).body;
    expect(r.Current.map((p: any) => [p.level_name, p.lord, p.start_jd])).toEqual(cur.current.map((p: any) => [p.level_name, p.lord, p.start_jd]));
    const deep = (await get('/v1/dasha/vimshottari', { ...BIRTH, depth: 5, maha: r.Current[0].lord })).body;
    const ad = deep.maha_dasha[0].sub.find((a: any) => a.lord === r.Current[1].lord);
    const pd = ad.sub.find((p: any) => p.lord === r.Current[2].lord);
    const sd = pd.sub.find((p: any) => p.lord === r.Current[3].lord);
    expect(r.RunningLevels.prana.map((p: any) => p.start_jd)).toEqual(sd.sub.map((p: any) => p.start_jd));
    const from = Date.parse('2025-06-01'), to = Date.parse('2035-06-02');
    for (const p of r.Preview.pratyantar) { expect(Date.parse(p.end_iso)).toBeGreaterThan(from); expect(Date.parse(p.start_iso)).toBeLessThan(to); }
  });

  it('numerology: the numbers of /v1/numerology/full', async () => {
    const q = { name: 'Ravi Kumar', dob: '1990-07-15' };
    const r = (await get('/v1/reports/numerology', { ...q, as_of: FIX.as_of })).body;
    const full = (await get('/v1/numerology/full', q)).body;
    expect([r.driver, r.conductor, r.soul, r.personality, r.destiny]).toEqual([full.numbers.driver, full.numbers.conductor, full.numbers.soul, full.numbers.personality, full.numbers.destiny]);
    expect(r.driver_factors).toMatchObject({ planet: full.driver.lucky.planet, gemstone: full.driver.lucky.gemstone, day: full.driver.lucky.day });
    const pp = (await get('/v1/numerology/personal-periods', { dob: q.dob, ref_date: FIX.as_of })).body;
    expect(r.personal_periods.personal_year).toBe(pp.personal_year.value);
  });

  it('horoscopes: rashi by English or Hindi name; monthly needs month', async () => {
    const a = (await get('/v1/reports/horoscope/daily', { rashi: 'leo', date: '2025-06-04', generated_at: FIX.generated_at })).body;
    const b = (await get('/v1/reports/horoscope/daily', { rashi: 'Singh', date: '2025-06-04', generated_at: FIX.generated_at })).body;
    expect(a).toEqual(b);
    expect(a.Rashi).toEqual({ name: 'Leo', index: 4 });
    const w = (await get('/v1/reports/horoscope/weekly', { rashi: 'meen', date: '2025-06-04' })).body;
    expect(w.Days).toHaveLength(7);
    const m = (await get('/v1/reports/horoscope/monthly', { rashi: 'aries', month: '2025-02' })).body;
    expect(m.Days).toHaveLength(28);
    expect((await get('/v1/reports/horoscope/monthly', { rashi: 'aries' })).body.error.code).toBe('missing_param');
  });
});

describe('formats, languages and errors', () => {
  it('format=pdf answers a parseable PDF with its headers, for every report', async () => {
    const cases: [string, Record<string, string | number>, [number, number]][] = [
      ['/v1/reports/kundli/lite', { ...BIRTH, ...FIX }, [6, 16]],
      ['/v1/reports/kundli/detailed', { ...BIRTH, ...FIX }, [20, 60]],
      ['/v1/reports/kundli/brihad', { ...BIRTH, ...FIX }, [70, 160]],
      ['/v1/reports/match-making', { ...PREFIXED('boy', BIRTH), ...PREFIXED('girl', GIRL), generated_at: FIX.generated_at }, [4, 14]],
      ['/v1/reports/varshaphal', { ...BIRTH, ...FIX, year: 2025 }, [4, 14]],
      ['/v1/reports/sade-sati', { ...BIRTH, ...FIX }, [4, 14]],
      ['/v1/reports/mangal-dosha', { ...BIRTH, ...FIX }, [3, 10]],
      ['/v1/reports/numerology', { name: 'Ravi Kumar', dob: '1990-07-15', ...FIX }, [3, 12]],
      ['/v1/reports/dasha-analysis', { ...BIRTH, ...FIX }, [8, 24]],
      ['/v1/reports/horoscope/daily', { rashi: 'leo', date: '2025-06-04' }, [3, 8]],
      ['/v1/reports/horoscope/weekly', { rashi: 'leo', date: '2025-06-04' }, [3, 8]],
      ['/v1/reports/horoscope/monthly', { rashi: 'leo', month: '2025-06' }, [4, 10]],
    ];
    for (const [path, params, [lo, hi]] of cases) {
      const { res, bytes } = await getPdf(path, params);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="akasha-[a-z-]+-\d{4}-\d{2}-\d{2}\.pdf"$/);
      expect(res.headers.get('x-credits-cost')).toMatch(/^\d+$/);
      expect(res.headers.get('x-request-id')).toMatch(/^req_/);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const n = (await PDFDocument.load(bytes)).getPageCount();
      expect(n, path).toBeGreaterThanOrEqual(lo);
      expect(n, path).toBeLessThanOrEqual(hi);
    }
  });

  it('is deterministic with as_of and generated_at; without them only GeneratedAt moves', async () => {
    const q = { ...BIRTH, ...FIX };
    const [a, b] = await Promise.all([getPdf('/v1/reports/kundli/lite', q), getPdf('/v1/reports/kundli/lite', q)]);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    const x = (await get('/v1/reports/dasha-analysis', { ...BIRTH, as_of: FIX.as_of })).body;
    const y = (await get('/v1/reports/dasha-analysis', { ...BIRTH, as_of: FIX.as_of })).body;
    expect({ ...x, GeneratedAt: null }).toEqual({ ...y, GeneratedAt: null });
  });

  it('lang other than en (or locale) answers in English with a warning', async () => {
    const r = (await get('/v1/reports/mangal-dosha', { ...BIRTH, ...FIX, locale: 'hi' })).body;
    expect(r.Locale).toBe('en');
    expect(r.RequestedLocale).toBe('hi');
    expect(r.Warnings.join(' ')).toMatch(/English/);
  });

  it('charges the catalog price for JSON and PDF alike', async () => {
    const before = (await get('/v1/reports/horoscope/daily', { rashi: 'leo', date: '2025-06-04' })).headers.get('x-credits-remaining');
    const { res } = await getPdf('/v1/reports/horoscope/daily', { rashi: 'leo', date: '2025-06-04' });
    expect(Number(before) - Number(res.headers.get('x-credits-remaining'))).toBe(30);
  });

  it('400 for bad input, naming the parameter', async () => {
    const bad: [string, Record<string, string | number>, string][] = [
      ['/v1/reports/kundli/lite', { ...BIRTH, format: 'docx' }, 'format'],
      ['/v1/reports/kundli/lite', { ...BIRTH, generated_at: 'yesterday' }, 'generated_at'],
      ['/v1/reports/kundli/lite', { ...BIRTH, lang: 'xx' }, 'lang'],
      ['/v1/reports/varshaphal', { ...BIRTH, year: 1980 }, 'year'],
      ['/v1/reports/horoscope/daily', { rashi: 'ophiuchus' }, 'rashi'],
      ['/v1/reports/horoscope/monthly', { rashi: 'leo', month: '2025-13' }, 'month'],
      ['/v1/reports/numerology', { name: 'Ravi', dob: '1990-07-15', as_of: '1980-01-01' }, 'as_of'],
      ['/v1/reports/numerology', { name: '1234', dob: '1990-07-15', as_of: FIX.as_of }, 'name'],
      ['/v1/reports/match-making', { ...PREFIXED('boy', BIRTH), 'girl.date': '1992-08-22' }, 'girl.tz'],
    ];
    for (const [path, params, param] of bad) {
      const r = await get(path, params);
      expect(r.status, `${path} ${param}`).toBe(400);
      expect(r.body.error.details.map((d: any) => d.param), path).toContain(param);
    }
    expect(t.internal).toEqual([]);
  });

  it('documents application/pdf as the alternative 200 answer of the reports with format', async () => {
    const doc = (await t.get('/v1/openapi.json', null)).body;
    expect(Object.keys(doc.paths['/v1/reports/kundli/brihad'].get.responses['200'].content)).toEqual(['application/json', 'application/pdf']);
    expect(Object.keys(doc.paths['/v1/chart/planets'].get.responses['200'].content)).toEqual(['application/json']);
  });
});
