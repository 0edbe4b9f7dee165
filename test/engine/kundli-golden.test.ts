/** Golden tests of the kundli engine against test/reference/kundli (book, JHora and PyJHora values). */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeChart, type Chart } from '../../src/api/birth';
import type { AyanamsaName } from '../../src/engine/ephemeris/constants';
import type { Ephemeris } from '../../src/engine/ephemeris/ephemeris';
import { nodeEphemeris } from '../../src/engine/ephemeris/node';
import { ashtakavarga, placementOf } from '../../src/engine/kundli/ashtakavarga';
import { charaDasha } from '../../src/engine/kundli/dasha/char';
import { vimshottari } from '../../src/engine/kundli/dasha/vimshottari';
import { shadbala } from '../../src/engine/kundli/shadbala';
import type { NatalChart } from '../../src/engine/kundli/types';
import { varga, type VargaFactor } from '../../src/engine/kundli/vargas';
import { localToJd } from '../../src/engine/time/julian';
import { SIGNS } from '../../src/engine/vedic/zodiac';

const ref = (f: string) => JSON.parse(readFileSync(new URL(`../reference/kundli/${f}.json`, import.meta.url), 'utf8')).cases as any[];
let eph: Ephemeris;
beforeAll(async () => { eph = await nodeEphemeris(); });

function chartOf(input: any): Chart {
  const [y, m, d] = input.date.split('-').map(Number);
  const [h, mi, s = 0] = input.time.split(':').map(Number);
  return computeChart(eph, { date: { y, m, d }, time: { h, mi, s }, tz: input.tz, lat: input.lat, lon: input.lon, ayanamsa: input.ayanamsa.toLowerCase() as AyanamsaName, node: input.node ?? 'mean' });
}
const natal = (c: Chart): NatalChart => ({ jd: c.moment.jd, lat: c.input.lat, lon: c.input.lon, alt: 0, ayanamsa: c.input.ayanamsa, grahas: c.grahas, ascendant: c.angles.ascendant, mc: c.angles.mc });
const lonsOf = (c: Chart): Record<string, number> => Object.fromEntries([['Ascendant', c.angles.ascendant], ...c.grahas.map((g) => [g.name, g.longitude])]);
const arcmin = (a: number, b: number) => { const d = Math.abs(((a - b + 540) % 360) - 180); return d * 60; };
const isoToJd = (iso: string) => { const [d, t] = iso.slice(0, 19).split('T'); const [y, m, dd] = d.split('-').map(Number); const [h, mi, s] = t.split(':').map(Number); return localToJd({ y, m, d: dd }, { h, mi, s }, iso.slice(19)).jd; };

describe('planets (1 arc-minute; book values to the printed arc-minute)', () => {
  it('matches the book and JHora positions', () => {
    let worst = 0; let n = 0; let signsWrong = 0;
    for (const c of ref('planets')) {
      const lons = lonsOf(chartOf(c.input));
      if (c.expect.signs) {
        for (const [b, s] of Object.entries(c.expect.signs)) { n++; if (SIGNS[Math.floor(lons[b] / 30)] !== s) signsWrong++; }
        continue;
      }
      for (const [b, e] of Object.entries<any>(c.expect)) {
        n++;
        const exp = e.longitude ?? SIGNS.indexOf(e.sign) * 30 + e.deg_in_sign;
        const err = arcmin(lons[b], exp);
        // values printed to 0.01 deg or to the arc-minute: allow the printing resolution on top of 1'
        const tol = (e.longitude !== undefined ? 0.6 : 0.5) + (b === 'Ascendant' ? (c.tolerance.ascendant_arcmin ?? 1) : 1);
        expect(err, `${c.id} ${b}`).toBeLessThanOrEqual(tol);
        worst = Math.max(worst, err);
      }
    }
    console.log(`planets: ${n} positions, worst ${worst.toFixed(2)} arc-minutes, ${signsWrong} signs wrong`);
    expect(signsWrong).toBe(0);
  });
});

/** Akasha method name for each reference variant (by rule; see test/reference/kundli/README.md). */
const METHOD: Record<number, Record<number, string>> = {
  2: { 1: 'uma_shambhu', 2: 'parashara', 3: 'raman', 4: 'parivritti_dwaya', 6: 'somanatha' },
  3: { 1: 'parashara', 2: 'parivritti_traya', 3: 'somanatha', 4: 'jagannatha', 5: 'parivritti_even_reverse' },
  4: { 1: 'parashara', 2: 'parivritti_cyclic', 3: 'parivritti_even_reverse', 4: 'somanatha' },
  7: { 1: 'parashara', 2: 'parashara_even_backward', 3: 'parashara_even_reverse_end_7th', 4: 'parivritti_cyclic', 5: 'parivritti_even_reverse', 6: 'somanatha' },
  9: { 1: 'parashara', 2: 'uniform_krishna_mishra', 3: 'kalachakra', 4: 'nadi', 5: 'parivritti_cyclic', 6: 'somanatha' },
  10: { 1: 'parashara', 2: 'parashara_even_backward', 3: 'parashara_even_reverse_9th', 4: 'parivritti_cyclic', 5: 'parivritti_even_reverse', 6: 'somanatha' },
  12: { 1: 'parashara', 2: 'parashara_even_reverse', 3: 'parivritti_cyclic', 4: 'parivritti_even_reverse', 5: 'somanatha' },
  16: { 1: 'parashara', 2: 'parivritti_even_reverse', 3: 'parivritti_cyclic', 4: 'somanatha', 5: 'parivritti_cyclic' },
  20: { 1: 'parashara', 2: 'parivritti_even_reverse', 3: 'parivritti_cyclic', 4: 'somanatha', 5: 'parivritti_cyclic' },
  24: { 1: 'parashara', 2: 'parashara_even_reverse', 3: 'parashara_double_reverse' },
  27: { 1: 'parashara', 2: 'parivritti_even_reverse', 3: 'somanatha' },
  30: { 1: 'parashara', 2: 'parivritti_cyclic', 3: 'shashtyamsa_like', 4: 'parivritti_even_reverse', 5: 'somanatha' },
  40: { 1: 'parashara', 2: 'parivritti_cyclic', 3: 'parivritti_even_reverse', 4: 'somanatha' },
  45: { 1: 'parashara', 2: 'parivritti_cyclic', 3: 'parivritti_even_reverse', 4: 'somanatha' },
  60: { 1: 'parashara', 2: 'from_aries', 3: 'even_reverse_from_aries' },
};

describe('vargas (every sign exact)', () => {
  it('reproduces the default vargas and every offered named variant', () => {
    let n = 0; const wrong: string[] = []; let worstDeg = 0; let skipped = 0;
    const cache = new Map<string, Record<string, number>>();
    for (const c of ref('divisional')) {
      const key = JSON.stringify(c.input.date + c.input.time + c.input.lat);
      if (!cache.has(key)) cache.set(key, lonsOf(chartOf(c.input)));
      const lons = cache.get(key)!;
      const d = Number(c.input.varga.slice(1)) as VargaFactor;
      const pm = c.input.pyjhora_chart_method;
      const method = pm === undefined ? (d === 2 ? 'uma_shambhu' : 'parashara') : METHOD[d]?.[pm];
      if (!method) { skipped++; continue; }
      const exp: Record<string, string> = c.expect.signs ?? Object.fromEntries(Object.entries<any>(c.expect).map(([k, v]) => [k, v.sign]));
      for (const [b, s] of Object.entries(exp)) {
        n++;
        const v = varga(lons[b], d, method);
        if (SIGNS[v.sign] !== s) wrong.push(`${c.id} ${b}: ${SIGNS[v.sign]} != ${s}`);
        if (!c.expect.signs) worstDeg = Math.max(worstDeg, Math.abs(v.degree - c.expect[b].deg_in_sign) / d);
      }
    }
    console.log(`vargas: ${n} placements, ${wrong.length} wrong, ${skipped} variant case(s) not offered (Kashinatha hora); worst varga degree error / D = ${(worstDeg * 60).toFixed(2)} natal arc-minutes`);
    expect(wrong).toEqual([]);
  });
});

describe('dasha (dates within 1 day; book balances within 3 days)', () => {
  it('vimshottari maha/antar starts and book balances', () => {
    let worst = 0; let n = 0;
    for (const c of ref('dasha').filter((x) => x.input.dasha === 'vimshottari')) {
      const ch = chartOf({ ...c.input, node: 'mean' });
      const yd = c.input.year_length_days ?? 365.25;
      const v = vimshottari(ch.grahas[1].longitude, ch.moment.jd, 2, yd);
      expect(v.balance.lord).toBe(c.expect.mahadasha_at_birth);
      if (c.expect.balance_at_birth_ymd) {
        const [y, m, d] = c.expect.balance_at_birth_ymd;
        const err = Math.abs(v.balance.balance_years * 360 - (y * 360 + m * 30 + d));
        expect(err, c.id).toBeLessThanOrEqual(c.tolerance.balance_days);
        worst = Math.max(worst, err); n++;
      }
      for (const e of c.expect.periods ?? []) {
        const md = v.periods.find((p) => p.lord === e.mahadasha)!;
        const ad = md.sub!.find((p) => p.lord === e.antardasha)!;
        const err = Math.abs(ad.start_jd - isoToJd(e.start));
        expect(err, `${e.mahadasha}/${e.antardasha}`).toBeLessThanOrEqual(1);
        worst = Math.max(worst, err); n++;
      }
    }
    console.log(`vimshottari: ${n} dates/balances, worst ${worst.toFixed(3)} days`);
  });

  it('chara dasha (K.N. Rao): signs and years exact, starts within 1 day', () => {
    const c = ref('dasha').find((x) => x.input.dasha === 'chara');
    const ch = chartOf(c.input);
    const rows = charaDasha(ch.angles.ascendant, ch.grahas, ch.moment.jd, c.input.year_length_days);
    let worst = 0;
    c.expect.periods.forEach((e: any, i: number) => {
      expect(SIGNS[rows[i].sign]).toBe(e.sign);
      expect(rows[i].years, e.sign).toBe(e.years);
      worst = Math.max(worst, Math.abs(rows[i].start_jd - isoToJd(e.start)));
    });
    console.log(`chara: 12 periods, 0 wrong, worst start ${worst.toFixed(3)} days`);
    expect(worst).toBeLessThanOrEqual(1);
  });
});

describe('ashtakavarga (bindus exact)', () => {
  it('reproduces the book BAV (8 rows) and SAV', () => {
    for (const c of ref('ashtakavarga')) {
      const ch = chartOf(c.input);
      const a = ashtakavarga(placementOf(natal(ch)));
      let n = 0; let wrong = 0;
      for (const [p, row] of Object.entries<Record<string, number>>(c.expect.bav)) {
        for (const [s, v] of Object.entries(row)) { n++; if (a.bhinna[p as 'Sun'][SIGNS.indexOf(s as 'Aries')] !== v) wrong++; }
      }
      for (const [s, v] of Object.entries<number>(c.expect.sav)) { n++; if (a.sarva[SIGNS.indexOf(s as 'Aries')] !== v) wrong++; }
      console.log(`ashtakavarga ${c.id}: ${n} bindus, ${wrong} wrong`);
      expect(wrong).toBe(0);
    }
  });

  it('chart 7 of the PVR book (signs only; BAV as printed, quoted in PyJHora ashtakavarga.py)', () => {
    // Sa Mo Ra in Aries, Ke Ju in Libra, lagna Scorpio, Me Ma in Sagittarius, Su Capricorn, Ve Aquarius.
    const place = { Sun: 9, Moon: 0, Mars: 8, Mercury: 8, Jupiter: 6, Venus: 10, Saturn: 0, Ascendant: 7 };
    const a = ashtakavarga(place);
    const bav = [[4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2], [6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2], [3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3], [4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3], [4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6], [3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4], [3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1]];
    expect((['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((p) => a.bhinna[p])).toEqual(bav);
    expect(a.sarva).toEqual([27, 24, 25, 26, 34, 35, 31, 28, 26, 26, 34, 21]);
  });
});

describe('shadbala (components within 1 virupa of the worked example)', () => {
  it('B.V. Raman, Graha and Bhava Balas', () => {
    const c = ref('strength')[0];
    const s = shadbala(eph, natal(chartOf(c.input)));
    const ours: Record<string, Record<string, number>> = {
      uchcha_bala: s.sthana.uchcha, saptavargaja_bala: s.sthana.saptavargaja, ojayugma_bala: s.sthana.ojayugma, kendra_bala: s.sthana.kendradi,
      drekkana_bala: s.sthana.drekkana, sthana_bala: s.sthana.total, dig_bala: s.dig, nathonnatha_bala: s.kala.nathonnatha, paksha_bala: s.kala.paksha,
      tribhaga_bala: s.kala.tribhaga, abda_bala: s.kala.abda, masa_bala: s.kala.masa, vara_bala: s.kala.vara, hora_bala: s.kala.hora,
      ayana_bala: s.kala.ayana, yuddha_bala: s.kala.yuddha, kaala_bala: s.kala.total, cheshta_bala: s.cheshta, naisargika_bala: s.naisargika, drik_bala: s.drik,
    };
    // Known, explained differences (see the report): the book's Mars dig bala 64.3 exceeds the
    // 60 maximum (the 193-degree arc was not reduced); the book's Mercury seeghrocha is ~13 deg
    // from the modern mean heliocentric longitude, so Mercury's cheshta differs by 4.3.
    const KNOWN = new Set(['dig_bala:Mars', 'cheshta_bala:Mercury']);
    let worst = 0; let worstAt = ''; let n = 0;
    for (const [k, exp] of Object.entries<Record<string, number>>(c.expect)) {
      if (k === 'summary') continue;
      for (const [p, v] of Object.entries(exp)) {
        n++;
        const err = Math.abs(ours[k][p] - v);
        if (KNOWN.has(`${k}:${p}`)) { console.log(`shadbala known difference ${k} ${p}: ours ${ours[k][p]} book ${v}`); continue; }
        if (err > worst) { worst = err; worstAt = `${k} ${p}`; }
        expect(err, `${k} ${p}: ours ${ours[k][p]} book ${v}`).toBeLessThanOrEqual(1);
      }
    }
    console.log(`shadbala: ${n} components, worst ${worst.toFixed(2)} virupas (${worstAt}), 2 known differences`);
  });
});
