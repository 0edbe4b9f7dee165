/**
 * Ephemeris nodes shared by every request on one Ephemeris: the place-independent library
 * values that the panchang interpolates (Sun and Moon positions with their daily motion on a
 * fixed grid of UT instants, the Greenwich sidereal time, the obliquity, the mean ayanamsa).
 * Each node is one exact library call, made the first time any request needs it and kept in a
 * chunked Float64Array indexed by its place on the grid (no Map lookups, no key strings), so a
 * request pays only for the nodes no earlier request has read. Memory is bounded by the grid
 * over 1800-2400: the Moon's half-day nodes, the largest table, would take 7 MB if every date
 * were asked for. Nothing here depends on a place or a time zone.
 *
 * The interpolants themselves (cubic Hermite on position and daily motion) live here too, so
 * that Sky (elements.ts) and SunCalendar (day.ts) read the same numbers.
 */
import { type AyanamsaName, JD_MAX, JD_MIN } from './constants';
import type { Ephemeris } from './ephemeris';

const CHUNK = 512;
const D2R = Math.PI / 180;
const R2D = 180 / Math.PI;
/** Sidereal time advances 360.98564736629 degrees per day of UT. */
export const SIDEREAL_RATE = 360.98564736629;

/** Cubic through (0, p0) and (1, p1) with slopes m0, m1 (per unit of u): its 4 coefficients into out[o..o+3]. */
function hermiteCoefficients(p0: number, p1: number, m0: number, m1: number, out: Float64Array, o: number): void {
  out[o] = p0;
  out[o + 1] = m0;
  out[o + 2] = 3 * (p1 - p0) - 2 * m0 - m1;
  out[o + 3] = 2 * (p0 - p1) + m0 + m1;
}

/** A grid of nodes, `width` numbers each, filled on demand (NaN = not yet computed). */
class NodeTable {
  private chunks: (Float64Array | undefined)[] = [];
  constructor(readonly width: number, private readonly fill: (i: number, out: Float64Array, at: number) => void) {}
  /** The chunk holding node i, with node i computed; its offset is `(i % CHUNK) * width`. */
  chunk(i: number): Float64Array {
    const c = i >> 9; // CHUNK = 512
    let a = this.chunks[c];
    if (a === undefined) { a = new Float64Array(CHUNK * this.width).fill(NaN); this.chunks[c] = a; }
    const o = (i & (CHUNK - 1)) * this.width;
    if (a[o] !== a[o]) this.fill(i, a, o);
    return a;
  }
}

/** Step (days) of the Moon's nodes: cubic Hermite over half a day is within 0.02 arc-second (0.04 s of a limb end). */
export const MOON_STEP = 0.5;
/** Step (days) of the Sun's nodes for the limbs (UT midnights): within 0.001 arc-second. */
export const SUN_STEP = 1;
/** Step (days) of the apparent Sun and the sidereal time for risings. */
export const RISE_STEP = 2;
/** Spacing of the mean-ayanamsa anchors (days): precession only, linear over 8 days to 3e-5 arc-second. */
export const AYAN_STEP = 8;

export class EphemerisNodes {
  /** Geometric Sun on the mean equinox (Ephemeris.geometric) at JD_MIN + i: lon, speed. */
  readonly sunGeo: NodeTable;
  /** Geometric Moon at JD_MIN + i * MOON_STEP: lon, speed. */
  readonly moonGeo: NodeTable;
  /** Apparent Sun (Ephemeris.tropical) at JD_MIN + i * RISE_STEP: lon, speed. */
  readonly sunApp: NodeTable;
  /** Apparent Moon at JD_MIN + i * MOON_STEP: lon, speed. */
  readonly moonApp: NodeTable;
  /** Greenwich apparent sidereal time (degrees) at JD_MIN + i * RISE_STEP (i may be -1). */
  private readonly gastTable: NodeTable;
  /** True obliquity at JD_MIN + 10 i + 5. */
  private readonly oblTable: NodeTable;
  private readonly ayan = new Map<AyanamsaName, NodeTable>();
  /**
   * The Sun for risings, per RISE_STEP block k = [JD_MIN + k RISE_STEP, + RISE_STEP): cubic
   * coefficients in u = (t - block start) / RISE_STEP of its right ascension (degrees,
   * unwrapped), tan(declination) and the Greenwich apparent sidereal time (degrees), 4 each
   * (constant term first). Right ascension and declination are those of the apparent longitude
   * without latitude (the Hindu rising), on the block's true obliquity; each is the cubic
   * Hermite through the block's two end nodes with their exact rates, the sidereal time the
   * cubic through four nodes (SunCalendar.gast). A rising then needs one arc-cosine per Newton
   * iteration and no other trigonometry.
   */
  readonly sunRise: NodeTable;

  constructor(readonly eph: Ephemeris) {
    const pos = (step: number, get: (t: number) => { lon: number; lonSpeed: number }) =>
      new NodeTable(2, (i, out, o) => { const p = get(JD_MIN + i * step); out[o] = p.lon; out[o + 1] = p.lonSpeed; });
    this.sunGeo = pos(SUN_STEP, (t) => eph.geometric(t, 'Sun'));
    this.moonGeo = pos(MOON_STEP, (t) => eph.geometric(t, 'Moon'));
    this.sunApp = pos(RISE_STEP, (t) => eph.tropical(t, 'Sun'));
    this.moonApp = pos(MOON_STEP, (t) => eph.tropical(t, 'Moon'));
    this.gastTable = new NodeTable(1, (i, out, o) => { out[o] = eph.siderealTime(JD_MIN + (i - 1) * RISE_STEP) * 15; });
    this.oblTable = new NodeTable(1, (i, out, o) => { out[o] = eph.obliquity(JD_MIN + i * 10 + 5).true; });
    this.sunRise = new NodeTable(12, (k, out, o) => this.fillSunRise(k, out, o));
  }

  private fillSunRise(k: number, out: Float64Array, o: number): void {
    const t0 = JD_MIN + k * RISE_STEP;
    const eps = this.obliquity(t0) * D2R;
    const sinE = Math.sin(eps), cosE = Math.cos(eps);
    const node = (i: number) => {
      const a = this.sunApp.chunk(i), j = (i & (CHUNK - 1)) * 2;
      const lam = a[j] * D2R, speed = a[j + 1] * D2R * RISE_STEP; // radians per block
      const sl = Math.sin(lam), cl = Math.cos(lam);
      const sinD = sinE * sl, cos2D = 1 - sinD * sinD, cosD = Math.sqrt(cos2D);
      return {
        alpha: Math.atan2(sl * cosE, cl) * R2D,
        alphaDot: (speed * cosE / cos2D) * R2D,
        tanD: sinD / cosD,
        tanDDot: (speed * sinE * cl / cosD) / cos2D,
      };
    };
    const n0 = node(k), n1 = node(k + 1);
    let a1 = n1.alpha;
    if (a1 - n0.alpha < -180) a1 += 360; else if (a1 - n0.alpha > 180) a1 -= 360;
    hermiteCoefficients(n0.alpha, a1, n0.alphaDot, n1.alphaDot, out, o);
    hermiteCoefficients(n0.tanD, n1.tanD, n0.tanDDot, n1.tanDDot, out, o + 4);
    const g0 = this.gastNode(k);
    const step = SIDEREAL_RATE * RISE_STEP;
    const res = (x: number) => { const r = x % 360; return r > 180 ? r - 360 : r < -180 ? r + 360 : r; };
    const rm = res(this.gastNode(k - 1) - g0 + step), r1 = res(this.gastNode(k + 1) - g0 - step), r2 = res(this.gastNode(k + 2) - g0 - 2 * step);
    out[o + 8] = g0;
    out[o + 9] = step - rm / 3 + r1 - r2 / 6;
    out[o + 10] = rm / 2 + r1 / 2;
    out[o + 11] = -rm / 6 - r1 / 2 + r2 / 6;
  }

  /** GAST node k (degrees) at JD_MIN + k * RISE_STEP, k >= -1. */
  gastNode(k: number): number {
    const i = k + 1;
    return this.gastTable.chunk(i)[i & (CHUNK - 1)];
  }

  /** True obliquity for the 10-day block holding t (changes by under 0.1" in it apart from nutation's 0.2" fortnightly term). */
  obliquity(t: number): number {
    const i = Math.floor((t - JD_MIN) / 10);
    return this.oblTable.chunk(i)[i & (CHUNK - 1)];
  }

  /** Mean ayanamsa anchor k of `name` at JD_MIN + k * AYAN_STEP. */
  ayanAnchor(name: AyanamsaName, k: number): number {
    let table = this.ayan.get(name);
    if (!table) {
      const eph = this.eph;
      table = new NodeTable(1, (i, out, o) => { out[o] = eph.ayanamsa(JD_MIN + i * AYAN_STEP, name).mean; });
      this.ayan.set(name, table);
    }
    return table.chunk(k)[k & (CHUNK - 1)];
  }
}

const shared = new WeakMap<Ephemeris, EphemerisNodes>();
/** The nodes of one Ephemeris instance (one per loaded WebAssembly module). */
export function nodesOf(eph: Ephemeris): EphemerisNodes {
  let n = shared.get(eph);
  if (!n) { n = new EphemerisNodes(eph); shared.set(eph, n); }
  return n;
}

/**
 * Cubic Hermite interpolation of an angle on a node table: longitude (0-360) and daily motion
 * at t, from the nodes at the start and end of the step holding t. Writes into `out` (lon, speed).
 * Returns false when t lies outside the grid (the caller then asks the library).
 */
export function hermiteAt(table: NodeTable, step: number, t: number, out: { lon: number; speed: number }): boolean {
  const x = (t - JD_MIN) / step;
  const i = Math.floor(x);
  if (!(i >= 0 && JD_MIN + (i + 1) * step < JD_MAX)) return false;
  const a = table.chunk(i), oa = (i & (CHUNK - 1)) * 2;
  const j = i + 1;
  const b = (j & (CHUNK - 1)) === 0 ? table.chunk(j) : a, ob = (j & (CHUNK - 1)) * 2;
  if (b === a && b[ob] !== b[ob]) table.chunk(j);
  const l0 = a[oa], v0 = a[oa + 1] * step, l1 = b[ob], v1 = b[ob + 1] * step;
  let d = l1 - l0;
  if (d < -180) d += 360; else if (d > 180) d -= 360;
  const s = x - i, s2 = s * s, s3 = s2 * s;
  let lon = l0 + (3 * s2 - 2 * s3) * d + (s3 - 2 * s2 + s) * v0 + (s3 - s2) * v1;
  if (lon >= 360) lon -= 360; else if (lon < 0) lon += 360;
  out.lon = lon;
  out.speed = ((6 * s - 6 * s2) * d + (3 * s2 - 4 * s + 1) * v0 + (3 * s2 - 2 * s) * v1) / step;
  return true;
}
export type { NodeTable };

/** Forgets the shared nodes of `eph` (benches: the cost of a request on a fresh engine). */
export function dropNodes(eph: Ephemeris): void { shared.delete(eph); }
