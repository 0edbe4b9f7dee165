/**
 * Reports engine: tier contents (lite ⊂ detailed ⊂ brihad), the documented sections of each
 * report, determinism, and the PDF renderer (header, page ranges, parse-back, text it cannot
 * encode).
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeChart } from '../../src/api/birth';
import { natalOf } from '../../src/api/routes/chart';
import type { Ephemeris } from '../../src/engine/ephemeris/ephemeris';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import {
  compatibleDrivers, dashaReport, type FocusedInput, horoscopeReport, kundliReport, mangalReport, matchReport, numerologyReport, renderPdf,
  type ReportSection, sadeSatiReport, type Tier, varshaphalReport,
} from '../../src/engine/reports';
import { localToJd } from '../../src/engine/time/julian';

let eph: Ephemeris;
beforeAll(async () => { eph = await nodeEphemeris(); });

const BIRTH = { date: { y: 1990, m: 5, d: 15 }, time: { h: 10, mi: 30, s: 0 }, tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209, ayanamsa: 'lahiri' as const };
const GEN = '2025-06-01T00:00:00Z';

function input(birth = BIRTH, asOf = { y: 2025, m: 6, d: 1 }): FocusedInput {
  const c = computeChart(eph, birth);
  return {
    eph, natal: natalOf(c), planets: c.planets, angles: c.angles, houseSystem: c.input.house_system, node: c.input.node, tz: c.input.tz,
    asOfJd: localToJd(asOf, { h: 12, mi: 0, s: 0 }, c.input.tz).jd, asOf: `${asOf.y}-${String(asOf.m).padStart(2, '0')}-${String(asOf.d).padStart(2, '0')}`,
    subject: { Name: 'Test', BirthDate: c.echo.birth_date, BirthTime: c.echo.birth_time, BirthPlace: 'New Delhi', Lat: birth.lat, Lon: birth.lon, Tz: birth.tz, UtcOffset: c.echo.utc_offset },
    lang: 'en', generatedAt: GEN, warnings: [], methodLines: ['test conventions'],
  };
}
const ids = (s: ReportSection[]) => s.map((x) => x.id);
const pdfOf = (r: { Report: { title: string }; Branding: never; GeneratedAt: string; Sections: ReportSection[] }) =>
  renderPdf({ title: r.Report.title, subtitle: 'Test', cover: [{ label: 'Name', value: 'Test' }], branding: r.Branding, generatedAt: r.GeneratedAt, sections: r.Sections });
const pages = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe('kundli tiers', () => {
  const reports = {} as Record<Tier, ReturnType<typeof kundliReport>>;
  beforeAll(() => { for (const t of ['lite', 'detailed', 'brihad'] as const) reports[t] = kundliReport(t, input()); });

  it('section ids are unique in every tier', () => {
    for (const r of Object.values(reports)) expect(new Set(ids(r.Sections)).size).toBe(r.Sections.length);
  });

  it('lite ⊂ detailed ⊂ brihad: every section of a smaller tier appears unchanged, in the same order, in the larger', () => {
    for (const [small, big] of [['lite', 'detailed'], ['detailed', 'brihad']] as const) {
      const bigById = new Map(reports[big].Sections.map((s) => [s.id, s]));
      for (const s of reports[small].Sections) expect(bigById.get(s.id), `${small} ${s.id} in ${big}`).toEqual(s);
      const order = ids(reports[small].Sections).map((id) => ids(reports[big].Sections).indexOf(id));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const k of Object.keys(reports[small])) expect(Object.keys(reports[big]), k).toContain(k);
      for (const v of Object.keys(reports[small].Vargas)) expect(reports[big].Vargas[v]).toEqual(reports[small].Vargas[v]);
      expect(reports[big].Sections.length).toBeGreaterThan(reports[small].Sections.length);
    }
  });

  it('each tier has its documented chapters and parts', () => {
    const chapters = (t: Tier) => reports[t].Contents.map((c) => c.id);
    expect(chapters('lite')).toEqual(['birth', 'chart', 'vargas', 'dasha', 'yogas_doshas', 'readings', 'method']);
    expect(chapters('detailed')).toEqual(['birth', 'chart', 'vargas', 'strength', 'ashtakavarga', 'dasha', 'yogas_doshas', 'transits', 'readings', 'remedies', 'method']);
    expect(chapters('brihad')).toEqual(['birth', 'chart', 'vargas', 'strength', 'ashtakavarga', 'kp', 'dasha', 'yogas_doshas', 'transits', 'readings', 'remedies', 'method']);
    const lite = ids(reports.lite.Sections);
    for (const id of ['birth.details', 'birth.panchang', 'birth.avakhada', 'chart.planets', 'chart.houses', 'varga.D1', 'varga.D9', 'dasha.vimshottari.maha', 'dasha.running', 'yogas.present', 'doshas.natal']) expect(lite).toContain(id);
    const det = ids(reports.detailed.Sections);
    for (const id of ['strength.shadbala', 'strength.bhavabala', 'ashtakavarga.main', 'dasha.vimshottari.antar', 'transits.positions', 'transits.sade_sati', 'remedies.list', 'varga.D60']) expect(det).toContain(id);
    expect(det.filter((i) => /^narrative\.planet_in_sign\./.test(i))).toHaveLength(9);
    expect(det.filter((i) => /^narrative\.house_lords\./.test(i))).toHaveLength(12);
    const bri = ids(reports.brihad.Sections);
    for (const id of ['vargas.matrix', 'ashtakavarga.reductions', 'kp.lords', 'dasha.chara', 'transits.sade_sati_history', 'remedies.lal_kitab']) expect(bri).toContain(id);
    expect(bri.filter((i) => /^varga\.D\d+$/.test(i))).toHaveLength(20);
    expect(bri.filter((i) => /^dasha\.vimshottari\.pratyantar\./.test(i))).toHaveLength(9);
    expect(bri.some((i) => i.startsWith('narrative.outlook.marriage.'))).toBe(true);
    expect(bri.some((i) => i.startsWith('narrative.divisional.D60.'))).toBe(true);
  });

  it('structured data is sized by tier', () => {
    expect(Object.keys(reports.lite.Vargas)).toEqual(['D1', 'D9']);
    expect(Object.keys(reports.detailed.Vargas)).toHaveLength(10);
    expect(Object.keys(reports.brihad.Vargas)).toHaveLength(20);
    expect(reports.detailed.VimshottariAntar).toHaveLength(81);
    expect(reports.brihad.VimshottariPratyantar).toHaveLength(729);
    expect(reports.lite.CurrentDasha.map((p) => p.level)).toEqual([1, 2, 3, 4, 5]);
    expect(reports.brihad.CharaDasha).toHaveLength(12);
    expect(reports.brihad.SadeSatiHistory!.length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic: the same input gives the same document and the same PDF bytes', async () => {
    expect(kundliReport('detailed', input())).toEqual(reports.detailed);
    const [a, b] = await Promise.all([pdfOf(reports.lite as never), pdfOf(kundliReport('lite', input()) as never)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('renders PDFs within the documented page ranges that parse back', async () => {
    const range: Record<Tier, [number, number]> = { lite: [6, 16], detailed: [20, 60], brihad: [70, 160] };
    for (const t of ['lite', 'detailed', 'brihad'] as const) {
      const bytes = await pdfOf(reports[t] as never);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const n = await pages(bytes);
      expect(n, t).toBeGreaterThanOrEqual(range[t][0]);
      expect(n, t).toBeLessThanOrEqual(range[t][1]);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getTitle()).toContain('Kundli');
      expect(doc.getCreationDate()?.toISOString()).toBe('2025-06-01T00:00:00.000Z');
    }
  });
});

describe('the other reports', () => {
  it('match-making: kootas, doshas, verdict and the service status of Mangal dosha', () => {
    const girl = { ...BIRTH, date: { y: 1992, m: 8, d: 22 }, time: { h: 18, mi: 45, s: 0 }, lat: 19.076, lon: 72.8777 };
    const person = (b: typeof BIRTH) => { const c = computeChart(eph, b); return { name: null, place: null, birth_date: c.echo.birth_date, birth_time: c.echo.birth_time, tz: b.tz, lat: b.lat, lon: b.lon, natal: natalOf(c) }; };
    const r = matchReport({ boy: person(BIRTH), girl: person(girl), lang: 'en', generatedAt: GEN, warnings: [], methodLines: [] });
    expect(r.Ashtakoota.Kootas.map((k) => k.name)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi']);
    expect(r.Ashtakoota.Total).toBeCloseTo(r.Ashtakoota.Kootas.reduce((s, k) => s + k.score, 0), 9);
    expect(['poor', 'fair', 'good', 'excellent']).toContain(r.Ashtakoota.Verdict);
    for (const m of [r.MangalDoshaBoy, r.MangalDoshaGirl]) expect(m.Type === 'none').toBe(!m.HasDosha);
    expect(ids(r.Sections)).toEqual(expect.arrayContaining(['couple', 'ashtakoota', 'ashtakoota.doshas', 'mangal', 'reading', 'verdict', 'method']));
  });

  it('varshaphal, sade sati, mangal dosha and dasha analysis have their sections', () => {
    const x = input();
    expect(ids(varshaphalReport(x, 2025).Sections)).toEqual(expect.arrayContaining(['annual', 'annual.chart', 'annual.tajika_yogas', 'annual.harsha', 'annual.mudda', 'annual.months', 'reading']));
    const s = sadeSatiReport(x);
    expect(ids(s.Sections)).toEqual(expect.arrayContaining(['status', 'transits.sade_sati', 'cycles', 'cycles.table', 'phases', 'remedies']));
    const all = [...(s.Past ?? []), ...(s.Current ? [s.Current] : []), ...(s.Future ?? [])];
    for (let i = 1; i < all.length; i++) expect(all[i].start_jd).toBeGreaterThanOrEqual(all[i - 1].end_jd);
    const m = mangalReport(x);
    expect(m.Cancellations).toHaveLength(6);
    expect(m.Status === 'none').toBe(!m.HasDosha);
    const d = dashaReport(x);
    expect(d.Current).toHaveLength(5);
    expect(d.RunningLevels.prana).toHaveLength(9);
    expect(d.Preview.pratyantar.length).toBeGreaterThan(20);
    expect(d.Preview.pratyantar[0].start_jd).toBeLessThanOrEqual(x.asOfJd);
  });

  it('numerology: the five numbers and compatible drivers from natural friendship', () => {
    const r = numerologyReport({ name: 'Ravi Kumar', dob: '1990-07-15', place: null, system: 'chaldean', asOf: '2025-06-01', lang: 'en', generatedAt: GEN, warnings: [] });
    expect(r.driver).toBe(6);
    expect(r.driver_factors!.planet).toBe('Venus');
    expect(r.driver_factors!.direction).toBeTypeOf('string');
    expect(compatibleDrivers(1)).toEqual([1, 2, 3, 9]);
    expect(r.compatible_drivers).toEqual(compatibleDrivers(6));
  });

  it('horoscopes: one day, Monday to Sunday, a calendar month', () => {
    const base = { eph, rashi: 4, tz: 'Asia/Kolkata', ayanamsa: 'lahiri' as const, lang: 'en', generatedAt: GEN, warnings: [] };
    const d = horoscopeReport({ ...base, kind: 'daily', date: { y: 2025, m: 6, d: 4 } });
    expect(d.Days).toHaveLength(1);
    const w = horoscopeReport({ ...base, kind: 'weekly', date: { y: 2025, m: 6, d: 4 } });
    expect(w.Days.map((x) => x.weekday)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(w.Period).toMatchObject({ from: '2025-06-02', to: '2025-06-08' });
    const m = horoscopeReport({ ...base, kind: 'monthly', date: { y: 2024, m: 2, d: 1 } });
    expect(m.Days).toHaveLength(29);
    for (const day of m.Days) expect(day.chandrashtama).toBe(day.moon_house === 8);
  });

  it('the PDF shows what Helvetica can encode and replaces the rest', async () => {
    const bytes = await renderPdf({ title: 'Kundli of Rāma राम', subtitle: 'Śrī', cover: [{ label: 'Naam', value: 'राम ✓' }], branding: { CompanyName: 'Akasha', LogoURL: null, PrimaryColor: '#000000', SecondaryColor: '#ffffff', FooterText: 'x', WatermarkText: null }, generatedAt: GEN, sections: [{ id: 'a', heading: 'Ā', level: 1, blocks: [{ type: 'table', title: null, columns: ['R'], rows: [['Wide-cell-'.repeat(40)]] }] }] });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Kundli of Rama ??? - Sri');
    expect(doc.getPageCount()).toBe(3);
  });
});
