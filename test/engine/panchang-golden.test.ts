/** Golden cases from test/reference/panchang (PyJHora / drik-panchanga); prints the worst error per quantity. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import type { Ephemeris } from '../../src/engine/ephemeris/ephemeris';
import { type Limb, Sky } from '../../src/engine/panchang/elements';
import { panchangDay, SunCalendar } from '../../src/engine/panchang/day';
import { hinduMonth, lunationAt } from '../../src/engine/panchang/month';
import { jdFromEpochMs } from '../../src/engine/time/julian';

const ref = JSON.parse(readFileSync(new URL('../reference/panchang/panchang.json', import.meta.url), 'utf8'));
const cases: any[] = ref.cases;
const isoToJd = (s: string) => jdFromEpochMs(Date.parse(s));
const civil = (d: string) => { const [y, m, dd] = d.split('-').map(Number); return { y, m, d: dd }; };
const inputJd = (inp: any) => isoToJd(`${inp.date}T${inp.time.length === 5 ? `${inp.time}:00` : inp.time}${inp.tz}`);

let eph: Ephemeris;
beforeAll(async () => { eph = await nodeEphemeris(); });

/** End of the occurrence of `index` nearest the input moment (searching two days on). */
function endOf(sky: Sky, limb: Limb, index: number, t: number): { end: number; start: number } | undefined {
  return sky.spansBetween(limb, t - 1, t + 2.5).find((s) => s.index === index);
}

describe('panchang golden cases', () => {
  for (const [limb, key, idKey] of [['tithi', 'tithi_end_times', 'tithi'], ['nakshatra', 'nakshatra_end_times', 'nakshatra'], ['yoga', 'yoga_times', 'yoga']] as const) {
    it(`${limb} end times within each case's tolerance`, () => {
      let worst = 0, n = 0, worstPy = 0;
      for (const c of cases.filter((x) => x.expect[key])) {
        const sky = new Sky(eph, 'lahiri');
        const t = inputJd(c.input);
        for (const e of c.expect[key]) {
          const span = endOf(sky, limb, e[idKey], t);
          expect(span, `${c.id}: ${limb} ${e[idKey]} not found near the input`).toBeDefined();
          const err = Math.abs(span!.end - isoToJd(e.ends)) * 86400;
          expect(err, `${c.id} ${e.source}`).toBeLessThanOrEqual(c.tolerance.end_time_minutes * 60);
          if (e.starts) expect(Math.abs(span!.start - isoToJd(e.starts)) * 86400, `${c.id} start`).toBeLessThanOrEqual(c.tolerance.end_time_minutes * 60);
          if (e.source === 'pyjhora') worstPy = Math.max(worstPy, err); else worst = Math.max(worst, err);
          n++;
        }
      }
      console.log(`${limb} end: ${n} values, worst ${worst.toFixed(0)} s vs drik-panchanga, ${worstPy.toFixed(0)} s vs PyJHora/JHora (geometric positions)`);
      expect(n).toBeGreaterThan(0);
    });
  }

  it('nakshatra pada at the input moment', () => {
    for (const c of cases.filter((x) => x.expect.nakshatra_pada_at_input_time_pyjhora)) {
      const sky = new Sky(eph, 'lahiri');
      const lon = sky.moonSidereal(inputJd(c.input));
      const pada = Math.floor((lon % (360 / 27)) / (360 / 108)) + 1;
      expect(pada, c.id).toBe(c.expect.nakshatra_pada_at_input_time_pyjhora);
    }
  });

  it('karana at sunrise, index, name and end', () => {
    const c = cases.find((x) => x.expect.karana_at_sunrise);
    const sky = new Sky(eph, 'lahiri');
    const cal = new SunCalendar(eph, c.input.tz, { lat: c.input.lat, lon: c.input.lon, alt: 0 }, 'disc_center');
    const day = panchangDay(sky, cal, civil(c.input.date));
    const k = day.limbs.karana[0];
    expect(k.index).toBe(c.expect.karana_at_sunrise);
    expect(k.name).toBe(c.expect.karana_name);
    const err = Math.abs(k.end - isoToJd(c.expect.karana_ends)) * 86400;
    console.log(`karana end: 1 case, worst ${err.toFixed(0)} s`);
    expect(err).toBeLessThanOrEqual(c.tolerance.end_time_minutes * 60);
  });

  it('sunrise, sunset, moonrise, moonset under both definitions; vaara', () => {
    const c = cases.find((x) => x.expect.disc_centre_no_refraction);
    const geo = { lat: c.input.lat, lon: c.input.lon, alt: 0 };
    const worst: Record<string, number> = {};
    for (const [def, key, fast] of [['disc_center', 'disc_centre_no_refraction', true], ['disc_center', 'disc_centre_no_refraction', false], ['upper_limb', 'drik_panchanga_2013_comment', false]] as const) {
      const cal = new SunCalendar(eph, c.input.tz, geo, def);
      cal.fast = fast;
      const d = civil(c.input.date);
      const next = civil('2013-01-19');
      const got = { sunrise: cal.sunrise(d), sunset: cal.sunset(d), moonrise: cal.moonrise(d), moonset: cal.moonset(d) ?? cal.moonset(next) };
      for (const q of ['sunrise', 'sunset', 'moonrise', 'moonset'] as const) {
        const err = Math.abs(got[q]! - isoToJd(c.expect[key][q])) * 86400;
        // The 2013 comment values are "consistent with refraction" (convention unstated): Sun only.
        if (key === 'drik_panchanga_2013_comment' && q.startsWith('moon')) continue;
        worst[`${def}${fast ? '(newton)' : ''} ${q}`] = err;
        if (key === 'disc_centre_no_refraction') expect(err, `${def} ${q}`).toBeLessThanOrEqual(c.tolerance.minutes * 60);
        // The 2013 comment's convention is not stated: it only has to lie on the refraction side
        // of the Hindu time (rise earlier, set later), within 3 minutes of our upper-limb time.
        else expect(err, `${def} ${q}`).toBeLessThanOrEqual(180);
      }
      const day = panchangDay(new Sky(eph, 'lahiri'), cal, d);
      expect(day.frame.vara).toBe(c.expect.vaara);
    }
    console.log(`rise/set worst seconds: ${Object.entries(worst).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
  });

  it('lunar month (amanta, purnimanta, adhika) evaluated at sunrise', () => {
    let n = 0;
    for (const c of cases.filter((x) => x.expect.lunar_month || x.expect.amanta_month)) {
      const sky = new Sky(eph, 'lahiri');
      const cal = new SunCalendar(eph, c.input.tz, { lat: c.input.lat, lon: c.input.lon, alt: 0 }, 'disc_center');
      const day = panchangDay(sky, cal, civil(c.input.date));
      const hm = hinduMonth(lunationAt(sky, day.frame.sunrise!), day.limbs.tithi[0].index);
      const am = c.expect.lunar_month ?? c.expect.amanta_month;
      expect(hm.amanta.index, c.id).toBe(am);
      expect(hm.amanta.name, c.id).toBe(c.expect.lunar_month_name ?? c.expect.amanta_month_name);
      if (c.expect.purnimanta_month) {
        expect(hm.purnimanta.index, c.id).toBe(c.expect.purnimanta_month);
        expect(hm.purnimanta.name, c.id).toBe(c.expect.purnimanta_month_name);
      }
      if (c.expect.adhika !== undefined) expect(hm.adhika, c.id).toBe(c.expect.adhika);
      n++;
    }
    console.log(`lunar month: ${n} cases exact`);
  });

  it('adhika Bhadrapada 2012 (case notes): 2012-08-18 adhika, 2012-09-18 nija', () => {
    const sky = new Sky(eph, 'lahiri');
    const cal = new SunCalendar(eph, '+05:30', { lat: 12.972, lon: 77.594, alt: 0 }, 'disc_center');
    const at = (d: string) => { const day = panchangDay(sky, cal, civil(d)); return hinduMonth(lunationAt(sky, day.frame.sunrise!), day.limbs.tithi[0].index); };
    expect(at('2012-08-18')).toMatchObject({ adhika: true, amanta: { name: 'Bhadrapada' } });
    expect(at('2012-09-18')).toMatchObject({ adhika: false, amanta: { name: 'Bhadrapada' } });
  });
});
