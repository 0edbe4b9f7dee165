/** Prashna engine: arudha rules with both exceptions, Gulika's part, the answer synthesis. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeChart } from '../../src/api/birth';
import type { Ephemeris } from '../../src/engine/ephemeris/ephemeris';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import { kpSignificators } from '../../src/engine/kundli/kp';
import { answerQuestion } from '../../src/engine/prashna/answer';
import { arudhaPadas, arudhaSign } from '../../src/engine/prashna/arudha';
import { gulika, saturnPart } from '../../src/engine/prashna/gulika';
import { houseOf } from '../../src/engine/vedic/chart';

let eph: Ephemeris;
beforeAll(async () => { eph = await nodeEphemeris(); });

describe('arudha (Jaimini)', () => {
  it('counts house -> lord and the same again from the lord', () => {
    // Aries lagna, Mars in Cancer (4th): 4th from Cancer = Libra... which is the 7th from Aries -> 4th from Aries = Cancer
    expect(arudhaSign(0, 3)).toEqual({ sign: 3, count: 4, exception: 'arudha_in_7th_take_4th' });
    // Aries lagna, Mars in Taurus (2nd): 2nd from Taurus = Gemini
    expect(arudhaSign(0, 1)).toEqual({ sign: 2, count: 2, exception: null });
    // Lord in the house itself: arudha = the house -> take the 10th (Capricorn)
    expect(arudhaSign(0, 0)).toEqual({ sign: 9, count: 1, exception: 'arudha_in_house_itself_take_10th' });
    // Lord in the 7th: 7th from the 7th = the house -> 10th
    expect(arudhaSign(0, 6)).toMatchObject({ sign: 9, exception: 'arudha_in_house_itself_take_10th' });
    // Lord in the 10th: 10th from the 10th = the 7th -> 4th
    expect(arudhaSign(0, 9)).toMatchObject({ sign: 3, exception: 'arudha_in_7th_take_4th' });
  });

  it('never falls in the house or its 7th (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 }), (h, l) => {
      const a = arudhaSign(h, l).sign;
      expect(a).not.toBe(h);
      expect(a).not.toBe((h + 6) % 12);
    }));
  });

  it('padas of all twelve houses use each house\'s own lord', () => {
    const pads = arudhaPadas(4, (g) => ({ Sun: 4, Moon: 3, Mars: 0, Mercury: 5, Jupiter: 8, Venus: 6, Saturn: 9, Rahu: 1, Ketu: 7 })[g]);
    expect(pads[0]).toMatchObject({ house: 1, lord: 'Sun', count: 1, sign: 1, exception: 'arudha_in_house_itself_take_10th', house_from_lagna: 10 });
    expect(pads[1]).toMatchObject({ house: 2, lord: 'Mercury', house_sign: 5, lord_sign: 5, sign: 2 }); // Virgo lord in Virgo -> 10th = Gemini
  });
});

describe('gulika', () => {
  it('Saturn\'s part: Sunday day 7th, Saturday 1st, Monday 6th', () => {
    expect(saturnPart(0)).toBe(7);
    expect(saturnPart(6)).toBe(1);
    expect(saturnPart(1)).toBe(6);
  });
  it('is the ascendant at the start of Saturn\'s eighth', () => {
    // 2025-03-14 (Friday) 10:15 IST Bangalore: day part of Saturn = 2nd
    const jd = 2460748.69097; // 2025-03-14 04:35 UT
    const g = gulika(eph, jd, 12.97, 77.59, 0, 'lahiri');
    expect(g.of_night).toBe(false);
    expect(g.part).toBe(2);
    expect(g.longitude).toBeGreaterThanOrEqual(0);
  });
});

describe('answer synthesis', () => {
  it('seven factors, verdict follows the score thresholds, karyesha is the question house lord', () => {
    const c = computeChart(eph, { date: { y: 2025, m: 3, d: 14 }, time: { h: 10, mi: 15, s: 0 }, tz: 'Asia/Kolkata', lat: 12.9716, lon: 77.5946, ayanamsa: 'lahiri', house_system: 'placidus' });
    const sig = kpSignificators(c.grahas, c.angles.cusps, (lon) => houseOf(lon, c.angles, 'placidus'));
    for (let h = 1; h <= 12; h++) {
      const r = answerQuestion({ jd: c.moment.jd, lat: c.input.lat, lon: c.input.lon, alt: 0, ayanamsa: 'lahiri', grahas: c.grahas, ascendant: c.angles.ascendant, mc: c.angles.mc }, h, c.angles.cusps, sig);
      expect(r.factors).toHaveLength(7);
      const sum = Math.round(r.factors.reduce((s, f) => s + f.score, 0) * 100) / 100;
      expect(r.score).toBe(sum);
      expect(r.answer).toBe(sum >= 2 ? 'yes' : sum <= -2 ? 'no' : 'maybe');
      const ascSign = Math.floor(c.angles.ascendant / 30);
      expect(r.karyesha).toBe(['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'][(ascSign + h - 1) % 12]);
      for (const f of r.factors) expect(Math.abs(f.score)).toBeLessThanOrEqual(2);
    }
  });
});
