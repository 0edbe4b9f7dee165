/**
 * Golden tests of the ephemeris foundation against outside references (test/reference/foundation):
 * USNO equinoxes and solstices, Swiss Ephemeris ayanamsa values, book and JHora planet positions.
 * Each test names its tolerance and prints its worst error.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AYANAMSAS, type AyanamsaName } from '../../src/engine/ephemeris/constants';
import type { Ephemeris } from '../../src/engine/ephemeris/ephemeris';
import { EphemerisRangeError } from '../../src/engine/ephemeris/errors';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import { seasonsOfYear } from '../../src/engine/calendar/seasons';
import { angles, grahaStates } from '../../src/engine/vedic/chart';
import { localToJd } from '../../src/engine/time/julian';
import { SIGNS } from '../../src/engine/vedic/zodiac';

const ref = (name: string) => JSON.parse(readFileSync(new URL(`../reference/foundation/${name}.json`, import.meta.url), 'utf8'));

let eph: Ephemeris;
beforeAll(async () => { eph = await nodeEphemeris(); });

/** JD(UT) for a JD(TT): solve jd_ut + deltaT(jd_ut) = jd_tt (two iterations converge). */
function utFromTt(jdTt: number): number {
  let ut = jdTt;
  for (let i = 0; i < 3; i++) ut = jdTt - eph.deltaT(ut);
  return ut;
}

describe('equinoxes and solstices against USNO', () => {
  it('every event within 1 minute (reference rounded to the minute)', () => {
    const cases = ref('solstices').cases;
    let worst = 0;
    let n = 0;
    for (const c of cases) {
      const got = seasonsOfYear(eph, c.input.year);
      for (const g of got) {
        const want = Date.parse(c.expect[g.event].replace('Z', ':00Z'));
        const gotMs = (g.jd - 2440587.5) * 86400000;
        const errMin = Math.abs(gotMs - want) / 60000;
        worst = Math.max(worst, errMin);
        n++;
        // USNO rounds to the minute: the exact instant lies within 0.5 min of it.
        expect(errMin, `${c.id} ${g.event}`).toBeLessThanOrEqual(1);
      }
    }
    console.log(`PASS solstices (${n} events, max error = ${(worst * 60).toFixed(1)} s against minute-rounded USNO)`);
  });
});

describe('ayanamsa against Swiss Ephemeris reference values', () => {
  const modeKey: Record<string, AyanamsaName> = { LAHIRI: 'lahiri', RAMAN: 'raman', KP: 'krishnamurti', FAGAN: 'fagan', YUKTESHWAR: 'yukteshwar', TRUE_CITRA: 'true_chitrapaksha' };

  it('the six modes of the spec within 1 arc-second (mean ayanamsa)', () => {
    const c = ref('ayanamsa').cases.find((x: { id: string }) => x.id === 'ayanamsa-1996-12-07-multi');
    const ut = utFromTt(c.input.jd_tt);
    let worst = 0;
    for (const [key, name] of Object.entries(modeKey)) {
      const got = eph.ayanamsa(ut, name).table;
      const err = Math.abs(got - c.expect[key].degrees) * 3600;
      worst = Math.max(worst, err);
      expect(err, key).toBeLessThan(c.tolerance.arcsec);
    }
    expect(AYANAMSAS.length).toBe(6);
    console.log(`PASS ayanamsa (6 modes, max error = ${worst.toFixed(3)}")`);
  });

  it('Lahiri at its 1956 definition epoch within 0.5 arc-second, mean and true', () => {
    const c = ref('ayanamsa').cases.find((x: { id: string }) => x.id === 'ayanamsa-lahiri-definition-1956');
    const ut = utFromTt(c.input.jd_tt);
    const a = eph.ayanamsa(ut, 'lahiri');
    const errMean = Math.abs(a.mean - c.expect.LAHIRI_mean_deg) * 3600;
    const errTrue = Math.abs(a.true - c.expect.LAHIRI_true_with_nutation_deg) * 3600;
    expect(errMean).toBeLessThan(c.tolerance.arcsec);
    expect(errTrue).toBeLessThan(c.tolerance.arcsec);
    console.log(`PASS lahiri 1956 (mean error ${errMean.toFixed(3)}", true error ${errTrue.toFixed(3)}")`);
  });

  it('sidereal = geometric tropical - ayanamsa_value to the last digit, as the library computes it', () => {
    // Rule: the library's own SEFLG_SIDEREAL | TRUEPOS | NONUT | NOGDEFL position (PyJHora's flags)
    // equals our geometric mean-equinox longitude minus the echoed mean ayanamsa, for every mode.
    for (const jd of [2378500.5, 2450424.71, 2460000.25, 2597600.5]) {
      for (const a of AYANAMSAS) {
        for (const body of ['Sun', 'Moon', 'Saturn'] as const) {
          const ours = eph.sidereal(jd, body, a.name).lon;
          const lib = eph.siderealByLibrary(jd, body, a.name);
          expect(Math.abs(ours - lib), `${a.name} ${body} ${jd}`).toBeLessThan(1e-9);
          expect(Math.abs(((eph.geometric(jd, body).lon - eph.ayanamsa(jd, a.name).mean + 360) % 360) - ours)).toBeLessThan(1e-9);
        }
      }
    }
  });
});

describe('planet positions against book and JHora values', () => {
  const cases = ref('planets').cases;

  function chartOf(input: { date: string; time: string; tz: string; lat: number; lon: number }) {
    const [y, m, d] = input.date.split('-').map(Number);
    const [h, mi, s = 0] = input.time.split(':').map(Number);
    const jd = localToJd({ y, m, d }, { h, mi, s }, input.tz).jd;
    const g = grahaStates(eph, jd, 'lahiri', 'mean');
    const a = angles(eph, jd, input.lat, input.lon, 'lahiri', 'whole_sign');
    const lon: Record<string, number> = { Ascendant: a.ascendant };
    for (const x of g) lon[x.name] = x.longitude;
    return lon;
  }

  it('own chart (PyJHora, 0.03 deg) and Chart 66 (book, 2 arc-min; ascendant 3)', () => {
    let worstArcmin = 0;
    let n = 0;
    for (const c of cases.filter((x: { expect: object }) => !('signs' in x.expect))) {
      const lon = chartOf(c.input);
      for (const [body, want] of Object.entries<{ sign: string; deg_in_sign: number }>(c.expect)) {
        const expected = SIGNS.indexOf(want.sign as never) * 30 + want.deg_in_sign;
        let diff = Math.abs(lon[body] - expected);
        if (diff > 180) diff = 360 - diff;
        const arcmin = diff * 60;
        const tol = c.tolerance.deg !== undefined ? c.tolerance.deg * 60 : body === 'Ascendant' ? c.tolerance.ascendant_arcmin : c.tolerance.arcmin;
        expect(arcmin, `${c.id} ${body}`).toBeLessThanOrEqual(tol);
        worstArcmin = Math.max(worstArcmin, arcmin);
        n++;
      }
    }
    console.log(`PASS planets (${n} positions, max error = ${worstArcmin.toFixed(2)}')`);
  });

  it('Chart 6 sign placements exact', () => {
    const c = cases.find((x: { expect: object }) => 'signs' in x.expect);
    const lon = chartOf(c.input);
    for (const [body, sign] of Object.entries<string>(c.expect.signs)) {
      expect(SIGNS[Math.floor(lon[body] / 30)], body).toBe(sign);
    }
  });
});

describe('ephemeris range and honesty', () => {
  it('rejects dates outside 1800-2399 with a range error', () => {
    expect(() => eph.tropical(2378496.4, 'Sun')).toThrow(EphemerisRangeError);
    expect(() => eph.tropical(2597641.5, 'Sun')).toThrow(EphemerisRangeError);
    expect(eph.tropical(2378496.6, 'Sun').lon).toBeGreaterThanOrEqual(0);
  });

  it('loads the real ephemeris files', () => {
    expect(eph.dataFiles()).toEqual(expect.arrayContaining(['sepl_18.se1', 'semo_18.se1', 'seas_18.se1']));
  });
});
