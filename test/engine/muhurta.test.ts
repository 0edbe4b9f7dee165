/** Muhurta engine: purpose rules, factor scoring, balas, and best-time properties against an independent daylight check. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ephemeris } from '../../src/engine/ephemeris/ephemeris';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import { chandraBala, panchakaRahita, taraBala } from '../../src/engine/muhurta/balas';
import { bestTime } from '../../src/engine/muhurta/best-time';
import { isRikta, nakshatraQuality, NAKSHATRA_RULES, PURPOSES, tithiQuality, VARA_QUALITY } from '../../src/engine/muhurta/purposes';
import { gradeOf, type MomentFacts, scoreMoment } from '../../src/engine/muhurta/scoring';
import { limbName, type Limb, type Span } from '../../src/engine/panchang/elements';
import { localToJd } from '../../src/engine/time/julian';

const span = (limb: Limb, index: number): Span => ({ limb, index, name: limbName(limb, index), start: 0, end: 1 });
/** Facts of an ideal wedding moment: Shukla Dashami, Rohini, Friday, Siddhi yoga, Bava, Libra lagna, Sun in Aries. */
const ideal = (o: Partial<MomentFacts> = {}): MomentFacts => ({
  jd: 0.5, vara: 5, tithi: span('tithi', 10), nakshatra: span('nakshatra', 4), yoga: span('yoga', 16), karana: span('karana', 2),
  moonSign: 1, sunSign: 0, lagnaSign: 6, rahuKaal: { start: 0.1, end: 0.2 }, horaLord: 'Jupiter', jupiterCombust: false, venusCombust: false, ...o,
});

describe('purpose rules', () => {
  it('every purpose lists disjoint best/medium/forbidden stars', () => {
    for (const [p, r] of Object.entries(NAKSHATRA_RULES)) {
      const all = [...r.best, ...r.medium, ...r.forbidden];
      expect(new Set(all).size, p).toBe(all.length);
    }
    expect(NAKSHATRA_RULES.vivah.best).toHaveLength(11);
    expect(NAKSHATRA_RULES.yatra.best).toHaveLength(9);
    expect(nakshatraQuality('vivah', 8)).toBe(0); // Pushya is excluded for marriage
  });
  it('Rikta tithis and Amavasya are 0 for every purpose', () => {
    for (const p of ['vivah', 'graha_pravesh', 'naamkaran', 'vyapar', 'yatra'] as const) {
      for (const t of [4, 9, 14, 19, 24, 29, 30]) expect(tithiQuality(p, t), `${p} ${t}`).toBe(0);
      expect(tithiQuality(p, 3)).toBeGreaterThan(0);
    }
    expect(isRikta(19)).toBe(true);
    expect(VARA_QUALITY.vivah[2]).toBe(0); // Tuesday
    expect(PURPOSES).toContain('general');
  });
});

describe('scoring', () => {
  it('an ideal wedding moment scores 100 (excellent), every factor ok', () => {
    const r = scoreMoment('vivah', ideal());
    expect(r.score).toBe(100);
    expect(r.grade).toBe('excellent');
    expect(r.factors.every((f) => f.ok && f.score === f.weight)).toBe(true);
    expect(r.warnings).toBeNull();
    expect(scoreMoment('general', ideal()).score).toBe(100);
    expect(scoreMoment('general', ideal()).scoring).toBe('vivah');
  });
  it('each forbidden finding lowers the score by its weight and warns', () => {
    const base = scoreMoment('vivah', ideal());
    const vishti = scoreMoment('vivah', ideal({ karana: span('karana', 8) }));
    expect(vishti.factors.find((f) => f.name === 'karana')).toMatchObject({ value: 'Vishti', score: 0, ok: false });
    expect(vishti.warnings?.[0]).toMatch(/Vishti/);
    const sw = base.factors.reduce((s, f) => s + f.weight, 0);
    expect(vishti.score).toBe(Math.round(100 * (sw - 5) / sw));
    const rahu = scoreMoment('vivah', ideal({ jd: 0.15 }));
    expect(rahu.factors.find((f) => f.name === 'rahu_kaal')?.ok).toBe(false);
    const kharmas = scoreMoment('vivah', ideal({ sunSign: 8 }));
    expect(kharmas.warnings?.join()).toMatch(/Kharmas/);
    const asta = scoreMoment('vivah', ideal({ jupiterCombust: true }));
    expect(asta.factors.find((f) => f.name === 'guru_shukra_tara')?.score).toBe(0);
  });
  it('personal factors appear only with a birth Moon; yatra disha shool only with a direction', () => {
    expect(scoreMoment('vivah', ideal()).factors.map((f) => f.name)).not.toContain('chandra_bala');
    const r = scoreMoment('vivah', ideal(), { moonSign: 1, nakshatra: 4 }); // transit Moon in the natal sign: 1st, good; Janma tara: mixed
    expect(r.factors.find((f) => f.name === 'chandra_bala')?.ok).toBe(true);
    expect(r.factors.find((f) => f.name === 'tara_bala')?.score).toBe(5);
    const y = scoreMoment('yatra', ideal({ vara: 1 }), { direction: 'east' }); // Monday: shool in the east
    expect(y.factors.find((f) => f.name === 'disha_shool')?.ok).toBe(false);
    const n = scoreMoment('naamkaran', ideal(), { daysSinceBirth: 5 });
    expect(n.factors.find((f) => f.name === 'days_since_birth')?.score).toBe(0);
    expect(scoreMoment('naamkaran', ideal(), { daysSinceBirth: 11 }).factors.find((f) => f.name === 'days_since_birth')?.ok).toBe(true);
  });
  it('grades follow spec 2.2', () => {
    expect([gradeOf(100), gradeOf(90), gradeOf(89), gradeOf(80), gradeOf(79), gradeOf(60), gradeOf(59), gradeOf(0)])
      .toEqual(['excellent', 'excellent', 'good', 'good', 'acceptable', 'acceptable', 'inauspicious', 'inauspicious']);
  });
});

describe('balas', () => {
  it('chandra bala: 1, 3, 6, 7, 10, 11 good; 8th chandrashtama', () => {
    expect([1, 3, 6, 7, 10, 11].map((h) => chandraBala(0, h - 1, true).quality)).toEqual(Array(6).fill('good'));
    expect(chandraBala(0, 7, true)).toMatchObject({ house_from_natal_moon: 8, chandrashtama: true, is_favorable: false });
    expect(chandraBala(0, 4, true).is_favorable).toBe(true); // 5th, bright half
    expect(chandraBala(0, 4, false).is_favorable).toBe(false);
    expect(chandraBala(11, 0, true).house_from_natal_moon).toBe(2);
  });
  it('tara bala: 3, 5, 7 adverse', () => {
    expect(taraBala(1, 3).quality).toBe('bad');
    expect(taraBala(1, 2).quality).toBe('good');
    expect(taraBala(1, 1).quality).toBe('mixed');
    expect(taraBala(27, 2).tara).toBe(3); // counted across Revati
  });
  it('panchaka rahita: remainder of tithi + weekday + star + lagna by 9', () => {
    // 10 + (Friday 6) + 4 + (Libra 7) = 27 -> 0: rahita
    expect(panchakaRahita(10, 5, 4, 6)).toMatchObject({ sum: 27, remainder: 0, is_rahita: true, panchaka: null });
    expect(panchakaRahita(1, 0, 1, 0)).toMatchObject({ sum: 4, panchaka: 'Raja' });
    expect(panchakaRahita(1, 0, 1, 6).panchaka).toBe('Mrityu'); // 1 + 1 + 1 + 7 = 10, remainder 1
  });
});

describe('best-time (spec 2.2 / 4.2)', () => {
  let eph: Ephemeris;
  beforeAll(async () => { eph = await nodeEphemeris(); });

  const place = fc.record({
    lat: fc.double({ min: -60, max: 60, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }),
    tz: fc.constantFrom('UTC', 'Asia/Kolkata', 'America/New_York', '+09:30', 'Europe/Berlin'),
    day: fc.integer({ min: 0, max: 3000 }), len: fc.integer({ min: 1, max: 31 }), top: fc.integer({ min: 1, max: 20 }),
    purpose: fc.constantFrom(...PURPOSES),
  });

  it('windows: sorted by score, inside daylight, at most top_n, never at or after end_date 00:00 UTC, on the UTC hour grid', () => {
    fc.assert(fc.property(place, (x) => {
      const startJd = localToJd({ y: 2020, m: 1, d: 1 }, { h: 0, mi: 0, s: 0 }, 'UTC').jd + x.day;
      const endJd = startJd + x.len;
      const r = bestTime(eph, { startJd, endJd, tz: x.tz, geo: { lat: x.lat, lon: x.lon, alt: 0 }, ayanamsa: 'lahiri', purpose: x.purpose, topN: x.top });
      expect(r.windows.length).toBeLessThanOrEqual(x.top);
      expect(r.windows.length).toBe(Math.min(x.top, r.slots_scored));
      for (let i = 0; i < r.windows.length; i++) {
        const w = r.windows[i];
        if (i > 0) expect(w.score).toBeLessThanOrEqual(r.windows[i - 1].score);
        expect(w.start_jd).toBeGreaterThanOrEqual(startJd);
        expect(w.start_jd).toBeLessThan(endJd);
        expect(Math.abs(w.end_jd - w.start_jd - 1 / 24)).toBeLessThan(1e-8); // 1 ms
        const hours = (w.start_jd - startJd) * 24;
        expect(Math.abs(hours - Math.round(hours))).toBeLessThan(1e-6);
        // daylight: after a sunrise and before the following sunset (library rise/set, 5 s tolerance)
        const rise = eph.riseSet(w.start_jd - 1, 'Sun', 'rise', { lat: x.lat, lon: x.lon, alt: 0 });
        let lastRise = rise!;
        while (true) { const n = eph.riseSet(lastRise + 0.01, 'Sun', 'rise', { lat: x.lat, lon: x.lon, alt: 0 }); if (n === null || n > w.start_jd + 6e-5) break; lastRise = n; }
        const set = eph.riseSet(lastRise, 'Sun', 'set', { lat: x.lat, lon: x.lon, alt: 0 })!;
        expect(w.start_jd).toBeGreaterThanOrEqual(lastRise - 6e-5);
        expect(w.start_jd).toBeLessThan(set + 6e-5);
        expect(w.is_acceptable).toBe(w.score >= 60);
        expect(w.grade).toBe(gradeOf(w.score));
      }
    }), { numRuns: 12 });
  });

  it('polar night gives an empty window list, not an error', () => {
    const startJd = localToJd({ y: 2024, m: 12, d: 10 }, { h: 0, mi: 0, s: 0 }, 'UTC').jd;
    const r = bestTime(eph, { startJd, endJd: startJd + 5, tz: 'UTC', geo: { lat: 80, lon: 15, alt: 0 }, ayanamsa: 'lahiri', purpose: 'vivah', topN: 5 });
    expect(r.windows).toEqual([]);
    expect(r.slots_scored).toBe(0);
  });

  it('a single-check score equals the scan\'s score for the same slot', async () => {
    const { factsAt } = await import('../../src/engine/muhurta/facts');
    const { panchangContext } = await import('../../src/engine/panchang/day');
    const startJd = localToJd({ y: 2025, m: 2, d: 1 }, { h: 0, mi: 0, s: 0 }, 'UTC').jd;
    const r = bestTime(eph, { startJd, endJd: startJd + 7, tz: 'Asia/Kolkata', geo: { lat: 28.6, lon: 77.2, alt: 0 }, ayanamsa: 'lahiri', purpose: 'graha_pravesh', topN: 20 });
    for (const w of r.windows.slice(0, 5)) {
      const ctx = panchangContext(eph, 'lahiri', 'Asia/Kolkata', { lat: 28.6, lon: 77.2, alt: 0 }, 'disc_center');
      const one = scoreMoment('graha_pravesh', factsAt(eph, ctx, 'lahiri', w.start_jd, 'Asia/Kolkata').facts);
      expect(one.factors.map((f) => `${f.name}=${f.value}`)).toEqual(w.factors.map((f) => `${f.name}=${f.value}`));
      expect(one.score).toBe(w.score);
    }
  });
});
