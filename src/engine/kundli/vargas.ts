/**
 * Divisional charts (vargas) D1-D60: the varga sign of a sidereal longitude, by the classical
 * Parashara rule (BPHS ch. 6) by default, or by a named variant. Variant rules follow the
 * descriptions in P.V.R. Narasimha Rao's book and Jagannatha Hora's option list; PyJHora
 * (naturalstupid/PyJHora, horoscope/chart/charts.py) was read to confirm the tables. Only the
 * longitude is needed: every rule here depends on the sign and the part of the sign.
 *
 * Index conventions: sign 0 = Aries .. 11 = Pisces; the part `l` of the sign is
 * floor(degInSign / (30 / D)), 0-based. The longitude inside the varga sign is
 * (degInSign * D) mod 30 (the usual "varga degree").
 */
import { normDeg } from '../ephemeris/ephemeris';

export const VARGA_FACTORS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type VargaFactor = (typeof VARGA_FACTORS)[number];

export const VARGA_NAMES: Record<VargaFactor, string> = {
  1: 'Rasi', 2: 'Hora', 3: 'Drekkana', 4: 'Chaturthamsa', 5: 'Panchamsa', 6: 'Shashthamsa', 7: 'Saptamsa',
  8: 'Ashtamsa', 9: 'Navamsa', 10: 'Dasamsa', 11: 'Rudramsa', 12: 'Dwadasamsa', 16: 'Shodasamsa',
  20: 'Vimsamsa', 24: 'Chaturvimsamsa', 27: 'Nakshatramsa', 30: 'Trimsamsa', 40: 'Khavedamsa',
  45: 'Akshavedamsa', 60: 'Shashtyamsa',
};

const isOdd = (s: number) => s % 2 === 0; // Aries (0) is an odd sign
const MOVABLE = (s: number) => s % 3 === 0;
const FIXED = (s: number) => s % 3 === 1;
const element = (s: number) => s % 4; // 0 fire, 1 earth, 2 air, 3 water

/** Generic parivritti schemes (PVR, "Vedic Astrology: An Integrated Approach", ch. 6). */
/** Parivritti (cyclic): the D parts of Aries, then of Taurus ... run through the zodiac from Aries. */
export const parivrittiCyclic = (sign: number, l: number, d: number) => (sign * d + l) % 12;
/** Parivritti with even signs reversed: odd signs count forward, even signs backward, one running count. */
export function parivrittiEvenReverse(sign: number, l: number, d: number): number {
  const base = sign * d;
  return (isOdd(sign) ? base + l : base + (d - 1 - l)) % 12;
}
/** Parivritti alternate (Somanatha): odd signs count forward from Aries, even signs backward from Pisces. */
export function parivrittiAlternate(sign: number, l: number, d: number): number {
  const pairIndex = Math.floor(sign / 2);
  return isOdd(sign) ? (pairIndex * d + l) % 12 : (((11 - (pairIndex * d + l)) % 12) + 12) % 12;
}

/** B.V. Raman's hora table (sign -> [first half, second half]). */
const HORA_RAMAN = [[7, 9], [1, 11], [5, 0], [3, 6], [4, 2], [2, 3], [6, 4], [0, 5], [11, 1], [9, 7], [10, 8], [8, 10]];
/** Jagannatha drekkana: by element, from the movable sign of that element (Ar, Cp, Li, Cn). */
const DREKKANA_JAGANNATHA = [[0, 4, 8], [9, 1, 5], [6, 10, 2], [3, 7, 11]];
/** Kalachakra navamsa by nakshatra pada (a cycle of three rows repeated for the 27 stars). */
const KALACHAKRA = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [7, 6, 5, 3], [4, 2, 1, 0], [11, 10, 9, 8]];

type Rule = (sign: number, l: number, deg: number, d: number) => number;
const cyclic: Rule = (s, l, _x, d) => parivrittiCyclic(s, l, d);
const evenReverse: Rule = (s, l, _x, d) => parivrittiEvenReverse(s, l, d);
const alternate: Rule = (s, l, _x, d) => parivrittiAlternate(s, l, d);
const mod12 = (x: number) => ((x % 12) + 12) % 12;

/** Parashara trimsamsa: unequal parts ruled by Mars, Saturn, Jupiter, Mercury, Venus (BPHS 6.25-28). */
function trimsamsaParashara(sign: number, deg: number): number {
  const odd: [number, number][] = [[5, 0], [10, 10], [18, 8], [25, 2], [30, 6]];
  const even: [number, number][] = [[5, 1], [12, 5], [20, 11], [25, 9], [30, 7]];
  for (const [end, s] of isOdd(sign) ? odd : even) if (deg < end) return s;
  return isOdd(sign) ? 6 : 7;
}

/**
 * The methods per varga, default first. Names are stable API values (`method` parameter).
 * D1 has only `parashara`.
 */
export const VARGA_METHODS: Record<VargaFactor, Record<string, Rule>> = {
  1: { parashara: (s) => s },
  2: {
    parashara: (s, l) => ((isOdd(s) ? l === 0 : l === 1) ? 4 : 3), // Sun's hora Leo, Moon's Cancer (BPHS 6.5)
    uma_shambhu: evenReverse, // parivritti with even-sign reversal (PVR's recommendation; PyJHora default)
    raman: (s, l) => HORA_RAMAN[s][l],
    parivritti_dwaya: cyclic,
    somanatha: alternate,
  },
  3: {
    parashara: (s, l) => (s + 4 * l) % 12, // 1st, 5th, 9th from the sign
    parivritti_traya: cyclic,
    somanatha: alternate,
    jagannatha: (s, l) => DREKKANA_JAGANNATHA[element(s)][l],
    parivritti_even_reverse: evenReverse,
  },
  4: { parashara: (s, l) => (s + 3 * l) % 12, parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate },
  5: {
    parashara: (s, l) => (isOdd(s) ? [0, 10, 8, 2, 6] : [1, 5, 11, 9, 7])[l], // Ar Aq Sg Ge Li / Ta Vi Pi Cp Sc
    parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate,
  },
  6: { parashara: (s, l) => (isOdd(s) ? l : l + 6) % 12, parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate },
  7: {
    parashara: (s, l) => (isOdd(s) ? s + l : s + 6 + l) % 12, // even signs from the 7th, forward
    parashara_even_backward: (s, l) => mod12(isOdd(s) ? s + l : s - 6 - l), // even signs from the 7th, backward
    parashara_even_reverse_end_7th: (s, l) => mod12(isOdd(s) ? s + l : s - l), // even signs end in the 7th
    parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate,
  },
  8: { parashara: (s, l) => (MOVABLE(s) ? l : FIXED(s) ? l + 8 : l + 4) % 12, parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate },
  9: {
    parashara: (s, l) => ([0, 9, 6, 3][element(s)] + l) % 12, // from Ar, Cp, Li, Cn by element
    uniform_krishna_mishra: evenReverse,
    kalachakra: (_s, _l, _deg, _d) => 0, // replaced below: needs the nakshatra pada
    nadi: (s, l) => mod12([0, 9, 6, 3][element(s)] + (element(s) % 2 === 1 ? -l : l)), // Rangacharya / Sanjay Rath
    parivritti_cyclic: cyclic,
    somanatha: alternate,
  },
  10: {
    parashara: (s, l) => (isOdd(s) ? s + l : s + 8 + l) % 12, // even signs from the 9th, forward
    parashara_even_backward: (s, l) => mod12(isOdd(s) ? s + l : s + 8 - l),
    parashara_even_reverse_9th: (s, l) => mod12(isOdd(s) ? s + l : s - 8 - l),
    parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate,
  },
  11: {
    parashara: (s, l) => mod12(12 - s + l), // Sanjay Rath's rudramsa
    bv_raman: (s, l) => mod12(11 - mod12(12 - s + l)), // anti-zodiacal ekadasamsa
    parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate,
  },
  12: {
    parashara: (s, l) => (s + l) % 12,
    parashara_even_reverse: (s, l) => mod12(isOdd(s) ? s + l : s - l),
    parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate,
  },
  16: { parashara: (s, l) => (MOVABLE(s) ? l : FIXED(s) ? l + 4 : l + 8) % 12, parivritti_even_reverse: evenReverse, parivritti_cyclic: cyclic, somanatha: alternate },
  20: { parashara: (s, l) => (MOVABLE(s) ? l : FIXED(s) ? l + 8 : l + 4) % 12, parivritti_even_reverse: evenReverse, parivritti_cyclic: cyclic, somanatha: alternate },
  24: {
    parashara: (s, l) => (isOdd(s) ? 4 + l : 3 + l) % 12, // odd from Leo, even from Cancer
    parashara_even_reverse: (s, l) => mod12(isOdd(s) ? 4 + l : 3 - l),
    parashara_double_reverse: (s, l) => (4 + l) % 12,
  },
  27: { parashara: (s, l) => ([0, 3, 6, 9][element(s)] + l) % 12, parivritti_even_reverse: evenReverse, somanatha: alternate },
  30: {
    parashara: (s, _l, deg) => trimsamsaParashara(s, deg),
    parivritti_cyclic: cyclic,
    shashtyamsa_like: (s, l) => (s + l) % 12,
    parivritti_even_reverse: evenReverse,
    somanatha: alternate,
  },
  40: { parashara: (s, l) => (isOdd(s) ? l : l + 6) % 12, parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate },
  45: { parashara: (s, l) => (MOVABLE(s) ? l : FIXED(s) ? l + 4 : l + 8) % 12, parivritti_cyclic: cyclic, parivritti_even_reverse: evenReverse, somanatha: alternate },
  60: {
    parashara: (s, l) => (s + l) % 12, // counted from the sign itself (BPHS 6.33)
    from_aries: (_s, l) => l % 12,
    even_reverse_from_aries: alternate,
    even_reverse_from_sign: (s, l) => mod12(isOdd(s) ? s + l : s - l),
  },
};

export function vargaMethods(d: VargaFactor): string[] {
  return Object.keys(VARGA_METHODS[d]);
}

export interface VargaPosition {
  /** Varga sign 0-11. */
  sign: number;
  /** Degrees inside the varga sign, (degInSign * D) mod 30. */
  degree: number;
  /** sign * 30 + degree. */
  longitude: number;
}

/**
 * Varga position of a sidereal longitude. Throws on an unknown method name (the API validates
 * names first). Exactly on a part boundary the longitude belongs to the later part.
 */
export function varga(longitude: number, d: VargaFactor, method = 'parashara'): VargaPosition {
  const lon = normDeg(longitude);
  const sign = Math.min(11, Math.floor(lon / 30));
  const deg = lon - sign * 30;
  const l = Math.min(d - 1, Math.floor((deg * d) / 30 + 1e-12));
  const degree = (deg * d) % 30;
  let vs: number;
  if (d === 9 && method === 'kalachakra') {
    const padaIndex = Math.min(107, Math.floor(lon / (360 / 108)));
    const star = Math.floor(padaIndex / 4);
    vs = KALACHAKRA[star % 6][padaIndex % 4];
  } else {
    const rule = VARGA_METHODS[d][method];
    if (!rule) throw new Error(`unknown method ${method} for D${d}`);
    vs = rule(sign, l, deg, d);
  }
  return { sign: vs, degree, longitude: vs * 30 + degree };
}
