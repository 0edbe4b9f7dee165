/**
 * Ashtakavarga (BPHS ch. 66-70): the benefic places (bindus) each of the seven grahas and the
 * lagna give in the Bhinna chart of each graha (and of the lagna), the Sarva chart (sum of the
 * seven graha BAVs, 337 in every chart; "with lagna" adds the lagna's own BAV, 386), the
 * trikona and ekadhipatya reductions and the pindas (B.V. Raman, "Ashtakavarga System").
 */
import { type NatalChart, SEVEN, type Planet7, signOf } from './types';

export type Contributor = Planet7 | 'Ascendant';
export const CONTRIBUTORS: Contributor[] = [...SEVEN, 'Ascendant'];

/**
 * Places (counted from each contributor, 1 = its own sign) where it gives a bindu (BPHS 66 in
 * R. Santhanam's translation, the table of P.V.R. Narasimha Rao's book and Jagannatha Hora).
 * Some printings differ in four cells: Moon from Moon without the 9th, from Mars with the 9th,
 * from Jupiter with the 12th instead of the 2nd, and Venus from Mars with the 5th instead of the
 * 4th; the book's worked charts 6 and 7 need the cells used here.
 */
export const BENEFIC_PLACES: Record<Contributor, Record<Contributor, number[]>> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11], Moon: [3, 6, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11], Venus: [6, 7, 12], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Ascendant: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11], Moon: [1, 3, 6, 7, 9, 10, 11], Mars: [2, 3, 5, 6, 10, 11], Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11], Venus: [3, 4, 5, 7, 9, 10, 11], Saturn: [3, 5, 6, 11], Ascendant: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11], Moon: [3, 6, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12], Venus: [6, 8, 11, 12], Saturn: [1, 4, 7, 8, 9, 10, 11], Ascendant: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12], Moon: [2, 4, 6, 8, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12], Venus: [1, 2, 3, 4, 5, 8, 9, 11], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], Moon: [2, 5, 7, 9, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11], Venus: [2, 5, 6, 9, 10, 11], Saturn: [3, 5, 6, 12], Ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12], Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], Mars: [3, 4, 6, 9, 11, 12], Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], Saturn: [3, 4, 5, 8, 9, 10, 11], Ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11], Moon: [3, 6, 11], Mars: [3, 5, 6, 10, 11, 12], Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12], Venus: [6, 11, 12], Saturn: [3, 5, 6, 11], Ascendant: [1, 3, 4, 6, 10, 11],
  },
  Ascendant: {
    Sun: [3, 4, 6, 10, 11, 12], Moon: [3, 6, 10, 11, 12], Mars: [1, 3, 6, 10, 11], Mercury: [1, 2, 4, 6, 8, 10, 11],
    Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9], Saturn: [1, 3, 4, 6, 10, 11], Ascendant: [3, 6, 10, 11],
  },
};

/** Rasi and graha multipliers for the pindas (BPHS 70; Raman). */
export const RASI_GUNAKARA = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
export const GRAHA_GUNAKARA: Record<Planet7, number> = { Sun: 5, Moon: 5, Mars: 8, Mercury: 5, Jupiter: 10, Venus: 7, Saturn: 5 };
/** Signs owned by the same graha, for ekadhipatya shodhana (Cancer and Leo are exempt). */
const PAIRS: [number, number][] = [[0, 7], [1, 6], [2, 5], [8, 11], [9, 10]];

/** Sign (0-11) of each contributor. */
export type Placement = Record<Contributor, number>;

export function placementOf(chart: NatalChart): Placement {
  const p = {} as Placement;
  for (const g of SEVEN) p[g] = signOf(chart.grahas.find((x) => x.name === g)!.longitude);
  p.Ascendant = signOf(chart.ascendant);
  return p;
}

/** Bhinna ashtakavarga of `of`, bindus per sign (index 0 = Aries), and the prastara rows. */
export function bhinna(of: Contributor, place: Placement): { bindus: number[]; prastara: Record<Contributor, number[]> } {
  const bindus = new Array(12).fill(0);
  const prastara = {} as Record<Contributor, number[]>;
  for (const c of CONTRIBUTORS) {
    const row = new Array(12).fill(0);
    for (const h of BENEFIC_PLACES[of][c]) row[(place[c] + h - 1) % 12] = 1;
    prastara[c] = row;
    row.forEach((v, i) => { bindus[i] += v; });
  }
  return { bindus, prastara };
}

/** Trikona shodhana: subtract the least of each trine (1-5-9 and so on) from all three. */
export function trikonaShodhana(b: number[]): number[] {
  const out = b.slice();
  for (let r = 0; r < 4; r++) {
    const m = Math.min(out[r], out[r + 4], out[r + 8]);
    out[r] -= m; out[r + 4] -= m; out[r + 8] -= m;
  }
  return out;
}

/**
 * Ekadhipatya shodhana for the five pairs of signs with one lord (Raman's rules), with
 * occupation by the seven grahas: both occupied or either zero: none; both empty: equal values
 * become 0, unequal both take the smaller; one occupied: the empty one becomes 0 if it has fewer
 * bindus, else takes the occupied one's value.
 */
export function ekadhipatyaShodhana(b: number[], occupied: boolean[]): number[] {
  const out = b.slice();
  for (const [x, y] of PAIRS) {
    if (out[x] === 0 || out[y] === 0 || (occupied[x] && occupied[y])) continue;
    if (!occupied[x] && !occupied[y]) {
      if (out[x] === out[y]) { out[x] = 0; out[y] = 0; } else { const m = Math.min(out[x], out[y]); out[x] = m; out[y] = m; }
    } else {
      const [full, empty] = occupied[x] ? [x, y] : [y, x];
      out[empty] = out[empty] < out[full] ? 0 : out[full];
    }
  }
  return out;
}

export interface Pindas { rasi_pinda: number; graha_pinda: number; sodhya_pinda: number }

export function pindas(reduced: number[], place: Placement): Pindas {
  const rasi = reduced.reduce((s, v, i) => s + v * RASI_GUNAKARA[i], 0);
  const graha = SEVEN.reduce((s, g) => s + reduced[place[g]] * GRAHA_GUNAKARA[g], 0);
  return { rasi_pinda: rasi, graha_pinda: graha, sodhya_pinda: rasi + graha };
}

export interface AshtakavargaResult {
  bhinna: Record<Contributor, number[]>;
  prastara: Record<Contributor, Record<Contributor, number[]>>;
  sarva: number[];
  sarva_with_lagna: number[];
  trikona: Record<Planet7, number[]>;
  ekadhipatya: Record<Planet7, number[]>;
  pindas: Record<Planet7, Pindas>;
}

export function ashtakavarga(place: Placement): AshtakavargaResult {
  const bh = {} as Record<Contributor, number[]>;
  const pr = {} as Record<Contributor, Record<Contributor, number[]>>;
  for (const c of CONTRIBUTORS) { const r = bhinna(c, place); bh[c] = r.bindus; pr[c] = r.prastara; }
  const sarva = new Array(12).fill(0);
  for (const g of SEVEN) bh[g].forEach((v, i) => { sarva[i] += v; });
  const withLagna = sarva.map((v, i) => v + bh.Ascendant[i]);
  const occupied = new Array(12).fill(false);
  for (const g of SEVEN) occupied[place[g]] = true;
  const trikona = {} as Record<Planet7, number[]>;
  const eka = {} as Record<Planet7, number[]>;
  const pin = {} as Record<Planet7, Pindas>;
  for (const g of SEVEN) {
    trikona[g] = trikonaShodhana(bh[g]);
    eka[g] = ekadhipatyaShodhana(trikona[g], occupied);
    pin[g] = pindas(eka[g], place);
  }
  return { bhinna: bh, prastara: pr, sarva, sarva_with_lagna: withLagna, trikona, ekadhipatya: eka, pindas: pin };
}
