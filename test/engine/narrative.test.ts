/**
 * Narrative content and engine: every table complete (12 signs, 27 stars, 108 planet-in-sign,
 * 108 planet-in-house, 144 house-lord compositions, every catalog yoga and dosha...), no empty
 * strings, no duplicated paragraphs, templates filled, and the engine's choices deterministic.
 */
import { describe, expect, it } from 'vitest';
import { EN, fill, T, capSections, SECTION_CAP } from '../../src/engine/narrative/content';
import { YOGA_CATALOG, detectYogas } from '../../src/engine/narrative/yogas';
import { DOSHA_CATALOG, detectDoshas } from '../../src/engine/narrative/doshas';
import { chartFacts } from '../../src/engine/narrative/facts';
import * as N from '../../src/engine/narrative/natal';
import { GLOSSARY_FAMILIES, resolveFamily } from '../../src/engine/narrative/glossary';
import { GRAHAS, NAKSHATRAS, SIGNS } from '../../src/engine/vedic/zodiac';
import { VARGA_FACTORS } from '../../src/engine/kundli/vargas';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import { grahaStates, angles } from '../../src/engine/vedic/chart';
import { localToJd } from '../../src/engine/time/julian';
import type { NatalChart } from '../../src/engine/kundli/types';

/** Every string leaf of a JSON value with its path. */
function leaves(v: unknown, path = ''): [string, string][] {
  if (typeof v === 'string') return [[path, v]];
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, `${path}[${i}]`));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, path ? `${path}.${k}` : k));
  return [];
}
const HOUSES = Array.from({ length: 12 }, (_, i) => String(i + 1));

describe('narrative content tables', () => {
  it('sign tables: 12 lagnas, 12 Moon signs, 12 Sun signs', () => {
    for (const t of [T.lagna, T.moonSign, T.sunSign, T.signKeywords]) expect(Object.keys(t).sort()).toEqual([...SIGNS].sort());
  });
  it('27 nakshatras and 4 padas', () => {
    expect(Object.keys(T.nakshatra).sort()).toEqual([...NAKSHATRAS].sort());
    expect(Object.keys(T.pada)).toEqual(['1', '2', '3', '4']);
  });
  it('108 planet-in-sign and 108 planet-in-house texts', () => {
    let n = 0, m = 0;
    for (const g of GRAHAS) {
      expect(Object.keys(T.planetInSign[g]).sort()).toEqual([...SIGNS].sort());
      expect(Object.keys(T.planetInHouse[g]).sort()).toEqual([...HOUSES].sort());
      n += Object.keys(T.planetInSign[g]).length; m += Object.keys(T.planetInHouse[g]).length;
    }
    expect([n, m]).toEqual([108, 108]);
  });
  it('house lords: 12 lord phrases x 12 placements compose 144 texts that read as sentences', () => {
    const texts = new Set<string>();
    for (const h of HOUSES) for (const p of HOUSES) {
      const t = `${fill(T.lordOfHouse[h], { planet: 'Saturn' })} ${T.lordPlaced[p]}`;
      expect(t).toMatch(/^Saturn rules your .+\. Placed in the .+\.$/);
      texts.add(t);
    }
    expect(texts.size).toBe(144);
    expect(Object.keys(T.lordNotes).sort()).toEqual(['dusthana', 'kendra', 'other', 'own_house', 'trikona', 'upachaya']);
  });
  it('every yoga and dosha id of the catalogs has a text, and nothing else', () => {
    expect(Object.keys(T.yoga).sort()).toEqual(YOGA_CATALOG.map((y) => y.id).sort());
    expect(YOGA_CATALOG).toHaveLength(85);
    expect(Object.keys(T.dosha).sort()).toEqual(DOSHA_CATALOG.map((d) => d.id).sort());
    const ks = DOSHA_CATALOG.find((d) => d.id === 'kaal_sarp')!.sub_types!.map((s) => s.id);
    expect(Object.keys(T.kaalSarp).sort()).toEqual([...ks].sort());
    const gr = DOSHA_CATALOG.find((d) => d.id === 'grahan_yoga')!.sub_types!.map((s) => s.id);
    expect(Object.keys(T.grahan).sort()).toEqual([...gr].sort());
  });
  it('20 divisional themes (D1..D60), 8 karakas, 9 mahadashas and antardasha modifiers', () => {
    expect(Object.keys(T.varga).sort()).toEqual(VARGA_FACTORS.map((d) => `D${d}`).sort());
    expect(Object.keys(T.karakaRole)).toHaveLength(8);
    expect(Object.keys(T.dasha.maha).sort()).toEqual([...GRAHAS].sort());
    expect(Object.keys(T.dasha.antar).sort()).toEqual([...GRAHAS].sort());
  });
  it('transit phal 9 x 12, sade sati phases, double transit 12, varshaphal, horoscope and milan blocks', () => {
    for (const g of GRAHAS) expect(Object.keys(T.transitPhal[g]).sort()).toEqual([...HOUSES].sort());
    expect(Object.keys(T.transits.sade_sati)).toEqual(['rising', 'peak', 'setting']);
    expect(Object.keys(T.transits.double_transit)).toHaveLength(12);
    expect(Object.keys(T.varshaphal.muntha)).toHaveLength(12);
    expect(Object.keys(T.varshaphal.varsha_lagna)).toHaveLength(12);
    expect(Object.keys(T.varshaphal.day_lord)).toHaveLength(7);
    expect(Object.keys(T.horoscope.day_focus)).toHaveLength(12);
    expect(Object.keys(T.horoscope.tara)).toHaveLength(9);
    for (const d of ['marriage', 'career', 'finance'] as const) expect(Object.keys(T.outlooks[d].karaka)).toEqual(['strong', 'moderate', 'challenged']);
    expect(Object.keys(T.milan.kootas)).toHaveLength(8);
  });
  it('no empty strings and no duplicated paragraphs anywhere in the English content', () => {
    const all = leaves(EN);
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const [path, text] of all) {
      expect(text.trim(), path).not.toBe('');
      if (text.length < 40) continue; // names, keywords and labels may repeat
      if (seen.has(text)) dups.push(`${seen.get(text)} = ${path}`);
      seen.set(text, path);
    }
    expect(dups).toEqual([]);
    console.log(`PASS (${all.length} strings, ${seen.size} distinct paragraphs of 40+ characters)`);
  });
  it('glossary families and their aliases', () => {
    expect(GLOSSARY_FAMILIES).toEqual(expect.arrayContaining(['yoga', 'dosha', 'nakshatra', 'dasha', 'panchang', 'kundli']));
    expect(resolveFamily('vedic.L1.yoga')).toBe('yoga');
    expect(resolveFamily('doshas')).toBe('dosha');
    expect(resolveFamily('argala')).toBeNull();
  });
  it('verbosity caps are 3, 6 and 12', () => {
    expect(SECTION_CAP).toEqual({ brief: 3, medium: 6, full: 12 });
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `s${i}`, heading: 'h', body: 'b', facts: {} }));
    expect(capSections(many, 'brief')).toHaveLength(3);
    expect(capSections(many, 'medium')).toHaveLength(6);
    expect(capSections(many, 'full')).toHaveLength(12);
  });
});

describe('narrative engine on charts', async () => {
  const eph = await nodeEphemeris();
  const chartAt = (date: { y: number; m: number; d: number }, time: { h: number; mi: number; s: number }, tz: string, lat: number, lon: number): NatalChart => {
    const jd = localToJd(date, time, tz).jd;
    const a = angles(eph, jd, lat, lon, 'lahiri', 'whole_sign');
    return { jd, lat, lon, alt: 0, ayanamsa: 'lahiri', grahas: grahaStates(eph, jd, 'lahiri'), ascendant: a.ascendant, mc: a.mc };
  };
  // PVR Narasimha Rao's own chart (his book's example): Capricorn lagna.
  const pvr = chartAt({ y: 1996, m: 12, d: 7 }, { h: 10, mi: 34, s: 0 }, '+05:30', 13.0878, 80.2785);

  it('the lagna narrative of the PVR chart is Capricorn\'s text', () => {
    const f = chartFacts(pvr);
    const s = N.lagnaSections(f, pvr.ascendant);
    expect(s[0].facts.lagna_sign).toBe('Capricorn');
    expect(s[0].body).toBe(T.lagna.Capricorn);
    expect(s[1].facts.lord).toBe('Saturn');
  });
  it('planet sections carry the facts that chose them', () => {
    const f = chartFacts(pvr);
    for (const s of N.planetsInSignsSections(f)) {
      const g = s.facts.planet as (typeof GRAHAS)[number];
      expect(s.body.startsWith(T.planetInSign[g][s.facts.sign as string])).toBe(true);
      expect(SIGNS[f.planets[g].sign]).toBe(s.facts.sign);
    }
  });
  it('yoga and dosha detection covers every catalog id, deterministically', () => {
    const f = chartFacts(pvr);
    const y1 = detectYogas(f), y2 = detectYogas(chartFacts(pvr));
    expect(y1.map((y) => y.id).sort()).toEqual(YOGA_CATALOG.map((y) => y.id).sort());
    expect(y1).toEqual(y2);
    expect(detectDoshas(f).map((d) => d.id)).toEqual(DOSHA_CATALOG.map((d) => d.id));
    // Venus in Libra in the 10th from a Capricorn lagna: Malavya.
    expect(y1.find((y) => y.id === 'malavya')!.present).toBe(true);
  });
  it('yoga rules hold on many charts: Sankhya yogas only without another Nabhasa yoga; exclusive Sunapha/Anapha/Durudhara', () => {
    const nabhasa = YOGA_CATALOG.filter((y) => y.category === 'nabhasa').map((y) => y.id);
    const sankhya = ['veena', 'damini', 'pasha', 'kedara', 'shoola', 'yuga', 'gola'];
    for (let k = 0; k < 60; k++) {
      const c = chartAt({ y: 1950 + k, m: 1 + (k % 12), d: 1 + (k % 28) }, { h: (k * 5) % 24, mi: 0, s: 0 }, 'UTC', 10 + k % 40, k * 5 - 150);
      const hits = detectYogas(chartFacts(c));
      const on = (id: string) => hits.find((h) => h.id === id)!.present;
      const other = nabhasa.filter((id) => !sankhya.includes(id)).some(on);
      const s = sankhya.filter(on);
      expect(s.length).toBe(other ? 0 : 1);
      expect([on('sunapha'), on('anapha'), on('durudhara')].filter(Boolean).length).toBeLessThanOrEqual(1);
    }
  });
  it('house lord compositions name the lord and its placement for all 12 houses', () => {
    const f = chartFacts(pvr);
    const s = N.houseLordsSections(f);
    expect(s.map((x) => x.facts.house).sort((a, b) => (a as number) - (b as number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const x of s) expect(x.body).toContain(`${x.facts.lord} rules your`);
  });
});
