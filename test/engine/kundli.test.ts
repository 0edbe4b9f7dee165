/** Rule tests of the kundli engine (tables and invariants that need no ephemeris). */
import { describe, expect, it } from 'vitest';
import { drishtiVirupas } from '../../src/engine/kundli/aspects';
import { BENEFIC_PLACES, CONTRIBUTORS, ekadhipatyaShodhana, trikonaShodhana } from '../../src/engine/kundli/ashtakavarga';
import { bhavaDigBala, sripatiMadhyas } from '../../src/engine/kundli/bhavabala';
import { compoundRelation, temporaryRelation } from '../../src/engine/kundli/dignity';
import { kpLords, kpTable } from '../../src/engine/kundli/kp';
import { varga, VARGA_FACTORS, vargaMethods } from '../../src/engine/kundli/vargas';
import { vimshottari } from '../../src/engine/kundli/dasha/vimshottari';

describe('kundli rules', () => {
  it('KP: 249 subdivisions tile the zodiac; lords at known points', () => {
    const t = kpTable();
    expect(t).toHaveLength(249);
    expect(t[0].start).toBe(0);
    for (let i = 1; i < t.length; i++) expect(t[i].start).toBeCloseTo(t[i - 1].end, 9);
    expect(t[248].end).toBeCloseTo(360, 9);
    expect(kpLords(0.01)).toMatchObject({ star_lord: 'Ketu', sub_lord: 'Ketu', sub_sub_lord: 'Ketu' });
    // 13 deg 20' x 7/120 = 0 deg 46' 40": the Venus sub of Ashwini starts there
    expect(kpLords(0.78).sub_lord).toBe('Venus');
    expect(kpLords(0.1).sub_sub_lord).toBe('Venus'); // Ketu-Ketu sub-sub ends at 0.7778 x 7/120 = 0.0454 deg
  });

  it('ashtakavarga tables give the classical BAV totals', () => {
    const totals = CONTRIBUTORS.map((p) => CONTRIBUTORS.reduce((s, c) => s + BENEFIC_PLACES[p][c].length, 0));
    expect(totals).toEqual([48, 49, 39, 54, 56, 52, 39, 49]);
  });

  it('trikona and ekadhipatya shodhana follow the rules', () => {
    expect(trikonaShodhana([4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2])).toEqual([2, 0, 0, 2, 4, 3, 2, 1, 0, 4, 3, 0]);
    const occ = new Array(12).fill(false);
    expect(ekadhipatyaShodhana([3, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0], occ).slice(0, 8)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ekadhipatyaShodhana([5, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0], occ)[0]).toBe(2);
    occ[0] = true;
    expect(ekadhipatyaShodhana([2, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0], occ)[7]).toBe(2);
    expect(ekadhipatyaShodhana([5, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0], occ)[7]).toBe(0);
  });

  it('five-fold relationship and drishti strength', () => {
    expect(temporaryRelation(0, 1)).toBe('friend');
    expect(temporaryRelation(0, 4)).toBe('enemy');
    expect(compoundRelation('friend', 'friend')).toBe('great_friend');
    expect(compoundRelation('enemy', 'friend')).toBe('neutral');
    expect(drishtiVirupas('Sun', 180)).toBe(60);
    expect(drishtiVirupas('Mars', 90)).toBe(60);
    expect(drishtiVirupas('Jupiter', 240)).toBe(60);
    expect(drishtiVirupas('Saturn', 270)).toBe(60);
    expect(drishtiVirupas('Venus', 10)).toBe(0);
  });

  it('bhava dig bala by sign kind, madhyas start at the ascendant and MC', () => {
    expect(bhavaDigBala(1, 65)).toBe(60); // Gemini, human, house 1
    expect(bhavaDigBala(7, 65)).toBe(0);
    expect(bhavaDigBala(4, 95)).toBe(60); // Cancer, water
    expect(bhavaDigBala(10, 215)).toBe(30); // Scorpio strongest in 7
    const m = sripatiMadhyas(100, 10);
    expect(m[0]).toBe(100);
    expect(m[9]).toBe(10);
    expect(m[3]).toBe(190);
  });

  it('every varga method maps every longitude to a sign 0-11', () => {
    for (const d of VARGA_FACTORS) for (const m of vargaMethods(d)) for (let lon = 0; lon < 360; lon += 0.37) {
      const v = varga(lon, d, m);
      expect(v.sign >= 0 && v.sign < 12 && Number.isInteger(v.sign), `D${d} ${m} ${lon}`).toBe(true);
    }
  });

  it('vimshottari: the first period contains the birth and the 9 lords cycle', () => {
    const v = vimshottari(186.96, 2450424.94, 1);
    expect(v.balance.lord).toBe('Rahu');
    expect(v.periods.map((p) => p.lord)).toEqual(['Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus', 'Sun', 'Moon', 'Mars']);
    expect(v.periods[0].start_jd).toBeLessThanOrEqual(2450424.94);
    expect(v.periods[0].end_jd).toBeGreaterThan(2450424.94);
  });
});
