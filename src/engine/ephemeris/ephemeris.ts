/**
 * The typed facade over the Swiss Ephemeris WebAssembly module: the only code in Akasha that
 * touches the C library. Everything is in degrees, days (Julian Day, UT unless a name says TT)
 * and degrees per day. Every position call checks the returned flags: if the library ever falls
 * back from the real ephemeris files (SEFLG_SWIEPH) to its analytic Moshier theory, that is a
 * bug and we throw instead of answering less exactly.
 */
import type { SwissEphModule } from '../../../wasm/swisseph';
import {
  AYANAMSAS, type AyanamsaName, BODY_ID, type BodyName, HOUSE_SYSTEM_CODE, type HouseSystem,
  JD_MAX, JD_MIN, SE_BIT_DISC_CENTER, SE_BIT_NO_REFRACTION, SE_CALC_ITRANSIT, SE_CALC_MTRANSIT,
  SE_CALC_RISE, SE_CALC_SET, SE_ECL_NUT, SE_BIT_GEOCTR_NO_ECL_LAT, SEFLG_EQUATORIAL, SEFLG_NOGDEFL, SEFLG_NONUT, SEFLG_SIDEREAL, SEFLG_SPEED, SEFLG_SWIEPH, SEFLG_TRUEPOS,
} from './constants';
import { EphemerisError, EphemerisRangeError } from './errors';

/** Ecliptic (or equatorial) position and daily motion of a body. */
export interface BodyPosition {
  /** Longitude (or right ascension) in degrees, 0 <= lon < 360. */
  lon: number;
  /** Latitude (or declination) in degrees. */
  lat: number;
  /** Distance in astronomical units. */
  dist: number;
  /** Degrees per day; negative when retrograde. */
  lonSpeed: number;
  latSpeed: number;
  distSpeed: number;
}

/**
 * Ayanamsa at a moment, in degrees. `mean` is subtracted from geometric positions on the mean
 * equinox of date (the planets, see Ephemeris.sidereal); `true` = mean + nutation is subtracted
 * from angles on the true equinox (ascendant, MC, cusps): one sidereal frame. `table` is the
 * library's swe_get_ayanamsa value (mean, with the reference star's apparent position): the
 * number ephemerides print. The three differ only for star-based modes (true_chitrapaksha,
 * by about 13"), where the star is taken geometrically like the planets.
 */
export interface AyanamsaValue {
  name: AyanamsaName;
  mean: number;
  true: number;
  nutation: number;
  table: number;
}

export interface HouseCusps {
  /** Tropical cusps of houses 1..12 in degrees (index 0 = house 1). */
  cusps: number[];
  ascendant: number;
  mc: number;
  armc: number;
  vertex: number;
}

export type RiseSetEvent = 'rise' | 'set' | 'upper_transit' | 'lower_transit';
/**
 * `disc_center`: Hindu rising: centre of the disc on the true horizon, no refraction
 * (Jagannatha Hora, PyJHora). `upper_limb`: the astronomical convention: upper limb with
 * standard refraction (almanacs, USNO).
 */
export type SunriseDefinition = 'disc_center' | 'upper_limb';

export interface GeoLocation {
  lat: number;
  lon: number;
  /** Metres above sea level. */
  alt: number;
}

const EVENT_BITS: Record<RiseSetEvent, number> = {
  rise: SE_CALC_RISE,
  set: SE_CALC_SET,
  upper_transit: SE_CALC_MTRANSIT,
  lower_transit: SE_CALC_ITRANSIT,
};

const SERR_BYTES = 256;

export const normDeg = (x: number): number => {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
};

export class Ephemeris {
  /** Number of facade calls that entered the C library: the cost model of `npm run bench`. */
  calls = 0;
  readonly version: string;
  private readonly m: SwissEphModule;
  private readonly xx: number;
  private readonly serr: number;
  private readonly cusps: number;
  private readonly ascmc: number;
  private readonly geopos: number;
  private readonly tret: number;
  private readonly ints: number;
  private sidMode = -1;
  private ayanCache = new Map<string, AyanamsaValue>();

  constructor(module: SwissEphModule) {
    this.m = module;
    const m = module;
    this.xx = m._malloc(6 * 8);
    this.serr = m._malloc(SERR_BYTES);
    this.cusps = m._malloc(40 * 8); // 13 used by every system we offer; room to spare
    this.ascmc = m._malloc(10 * 8);
    this.geopos = m._malloc(3 * 8);
    this.tret = m._malloc(10 * 8);
    this.ints = m._malloc(4 * 4);
    m.ccall('swe_set_ephe_path', null, ['string'], ['/sweph']);
    const vbuf = m._malloc(256);
    m._swe_version(vbuf);
    this.version = m.UTF8ToString(vbuf);
    m._free(vbuf);
  }

  private get f64(): Float64Array {
    return this.m.HEAPF64; // re-read: the view changes if the heap grows
  }

  private error(): string {
    return this.m.UTF8ToString(this.serr);
  }

  /** Throws EphemerisRangeError unless 1800-01-01 <= jd < 2400-01-01 (UT). */
  checkRange(jdUt: number): void {
    if (!Number.isFinite(jdUt) || jdUt < JD_MIN || jdUt >= JD_MAX) {
      throw new EphemerisRangeError('date is outside the ephemeris range 1800-01-01 to 2399-12-31');
    }
  }

  /** One swe_calc_ut call with the return flags checked: no silent fall-back from the files. */
  private calc(jdUt: number, body: BodyName, flags: number): BodyPosition {
    this.checkRange(jdUt);
    this.calls++;
    const ret = this.m._swe_calc_ut(jdUt, BODY_ID[body], flags, this.xx, this.serr);
    if (ret < 0) throw new EphemerisError(`swe_calc_ut(${body}) failed: ${this.error()}`);
    if ((ret & SEFLG_SWIEPH) === 0) {
      throw new EphemerisError(`swe_calc_ut(${body}) fell back from the ephemeris files (flags ${ret}): ${this.error()}`);
    }
    const f = this.f64;
    const i = this.xx >> 3;
    return { lon: f[i], lat: f[i + 1], dist: f[i + 2], lonSpeed: f[i + 3], latSpeed: f[i + 4], distSpeed: f[i + 5] };
  }

  /** Tropical apparent geocentric position with speed (ecliptic of date, or equatorial). */
  tropical(jdUt: number, body: BodyName, equatorial = false): BodyPosition {
    return this.calc(jdUt, body, SEFLG_SWIEPH | SEFLG_SPEED | (equatorial ? SEFLG_EQUATORIAL : 0));
  }

  private setSidMode(mode: number): void {
    if (mode !== this.sidMode) {
      this.m._swe_set_sid_mode(mode, 0, 0);
      this.sidMode = mode;
    }
  }

  /**
   * Ayanamsa at jdUt. `mean` (no nutation) is subtracted from positions on the mean equinox
   * (planets, see `sidereal`); `true` (with nutation) from angles on the true equinox
   * (ascendant, MC, cusps). Both give the same sidereal frame.
   */
  ayanamsa(jdUt: number, name: AyanamsaName): AyanamsaValue {
    const key = `${name}:${jdUt}`;
    const hit = this.ayanCache.get(key);
    if (hit) return hit;
    this.checkRange(jdUt);
    const def = AYANAMSAS.find((a) => a.name === name);
    if (!def) throw new EphemerisError(`unknown ayanamsa ${name}`);
    // The mean value (5 us) is what planets need; the values with nutation (13 us each) are
    // computed on first use, so a sidereal position costs one quick ayanamsa call.
    const get = (flags: number): number => {
      this.setSidMode(def.mode);
      this.calls++;
      const ret = this.m._swe_get_ayanamsa_ex_ut(jdUt, flags, this.xx, this.serr);
      if (ret < 0) throw new EphemerisError(`swe_get_ayanamsa_ex_ut failed: ${this.error()}`);
      return this.f64[this.xx >> 3];
    };
    const geometric = SEFLG_SWIEPH | SEFLG_TRUEPOS | SEFLG_NOGDEFL;
    const mean = get(geometric | SEFLG_NONUT);
    let trueValue: number | undefined;
    let table: number | undefined;
    const value: AyanamsaValue = {
      name,
      mean,
      get true() { return (trueValue ??= get(geometric)); },
      get nutation() { return this.true - mean; },
      get table() { return (table ??= get(SEFLG_SWIEPH | SEFLG_NONUT)); },
    };
    if (this.ayanCache.size > 4096) this.ayanCache.clear();
    this.ayanCache.set(key, value);
    return value;
  }

  private meanAnchors = new Map<number, number>();

  /**
   * The mean ayanamsa at jdUt, interpolated linearly between its values at the UT midnights
   * around jdUt. The mean ayanamsa is precession, smooth to the last digit over a day (its
   * second derivative moves it by under 1e-12 deg), and alternating ayanamsa and position calls
   * defeats the library's internal caches: a sidereal position costs 4 us this way instead of
   * 23 us. Checked against the library's own sidereal computation to 1e-9 deg in the tests.
   */
  private meanAyanamsaInterpolated(jdUt: number, name: AyanamsaName): number {
    const def = AYANAMSAS.find((a) => a.name === name);
    if (!def) throw new EphemerisError(`unknown ayanamsa ${name}`);
    const d0 = Math.floor(jdUt - 0.5) + 0.5;
    const at = (day: number): number => {
      const key = day * 64 + def.mode;
      let v = this.meanAnchors.get(key);
      if (v === undefined) {
        if (this.meanAnchors.size > 8192) this.meanAnchors.clear();
        // The anchor may sit just outside the data range at the very ends; the ayanamsa needs no files.
        v = this.ayanamsaUnchecked(day, def.mode);
        this.meanAnchors.set(key, v);
      }
      return v;
    };
    const a0 = at(d0);
    return a0 + (at(d0 + 1) - a0) * (jdUt - d0);
  }

  private ayanamsaUnchecked(jdUt: number, mode: number): number {
    this.setSidMode(mode);
    this.calls++;
    const ret = this.m._swe_get_ayanamsa_ex_ut(jdUt, SEFLG_SWIEPH | SEFLG_TRUEPOS | SEFLG_NOGDEFL | SEFLG_NONUT, this.xx, this.serr);
    if (ret < 0) throw new EphemerisError(`swe_get_ayanamsa_ex_ut failed: ${this.error()}`);
    return this.f64[this.xx >> 3];
  }

  /**
   * Geometric ("true") geocentric position referred to the mean equinox of date: no light-time
   * correction, no aberration, no gravitational deflection, no nutation
   * (SEFLG_TRUEPOS | SEFLG_NONUT | SEFLG_NOGDEFL). This is the frame of Jagannatha Hora and
   * PyJHora: its longitude minus the mean ayanamsa is their sidereal longitude. It differs from
   * the apparent position mainly by the annual aberration (about 20.5" for the Sun, which is
   * 8 minutes of a sankranti's time).
   */
  geometric(jdUt: number, body: BodyName): BodyPosition {
    return this.calc(jdUt, body, SEFLG_SWIEPH | SEFLG_SPEED | SEFLG_TRUEPOS | SEFLG_NONUT | SEFLG_NOGDEFL);
  }

  /**
   * Sidereal (nirayana) position, the convention of every Vedic endpoint: the geometric
   * position on the mean equinox of date minus the mean ayanamsa (Jagannatha Hora and PyJHora).
   * The same sidereal frame as the true equinox minus the true ayanamsa (nutation cancels), which
   * is how the ascendant and house cusps are referred. The daily motion is reduced by the
   * ayanamsa's own rate (about 50.3 arc-seconds a year).
   */
  sidereal(jdUt: number, body: BodyName, ayanamsa: AyanamsaName): BodyPosition {
    const p = this.geometric(jdUt, body);
    p.lon = normDeg(p.lon - this.meanAyanamsaInterpolated(jdUt, ayanamsa));
    p.lonSpeed -= AYANAMSA_RATE_DEG_PER_DAY;
    return p;
  }

  /**
   * Tropical house cusps for a system. Placidus and Koch are undefined near the poles; the
   * caller rejects |lat| > 66 before asking (DESIGN.md: 422 unsupported_location).
   */
  houses(jdUt: number, lat: number, lon: number, system: Exclude<HouseSystem, 'whole_sign'> | 'whole_sign'): HouseCusps {
    this.checkRange(jdUt);
    this.calls++;
    const code = HOUSE_SYSTEM_CODE[system].charCodeAt(0);
    const ret = this.m._swe_houses_ex(jdUt, SEFLG_SWIEPH, lat, lon, code, this.cusps, this.ascmc);
    if (ret < 0) throw new EphemerisError(`swe_houses_ex(${system}) failed at latitude ${lat}`);
    const f = this.f64;
    const c = this.cusps >> 3;
    const a = this.ascmc >> 3;
    const cusps: number[] = [];
    for (let h = 1; h <= 12; h++) cusps.push(f[c + h]);
    return { cusps, ascendant: f[a], mc: f[a + 1], armc: f[a + 2], vertex: f[a + 3] };
  }

  /**
   * Next rise, set or meridian transit of Sun or Moon (or any body) after jdUt.
   * Returns null when the event does not happen (circumpolar body, polar day or night) within
   * the library's search window, never a made-up time.
   */
  riseSet(jdUt: number, body: BodyName, event: RiseSetEvent, geo: GeoLocation, definition: SunriseDefinition = 'disc_center'): number | null {
    this.checkRange(jdUt);
    this.calls++;
    const f = this.f64;
    const g = this.geopos >> 3;
    f[g] = geo.lon;
    f[g + 1] = geo.lat;
    f[g + 2] = geo.alt;
    let rsmi = EVENT_BITS[event];
    // Hindu rising (SE_BIT_HINDU_RISING): disc centre, no refraction, and the geocentric body
    // without ecliptic latitude, as Jagannatha Hora and PyJHora compute it. For the Sun the last
    // bit moves rise and set by under a second; for the Moon it is the difference between
    // 11:35:06 (JHora) and 11:32:04 (topocentric) on 2013-01-18 at Bangalore.
    if ((event === 'rise' || event === 'set') && definition === 'disc_center') rsmi |= SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION | SE_BIT_GEOCTR_NO_ECL_LAT;
    const ret = this.m._swe_rise_trans(jdUt, BODY_ID[body], 0, SEFLG_SWIEPH, rsmi, this.geopos, 0, 0, this.tret, this.serr);
    if (ret === -2) return null;
    if (ret < 0) {
      const msg = this.error();
      // The library reports a body that stays above or below the horizon as an error string.
      if (/circumpolar|never|does not (rise|set)/i.test(msg)) return null;
      throw new EphemerisError(`swe_rise_trans(${body}, ${event}) failed: ${msg}`);
    }
    const t = this.f64[this.tret >> 3];
    return Number.isFinite(t) && t > 0 ? t : null;
  }

  /** Next moment (JD UT) at or after jdUt when the Sun's tropical apparent longitude equals target degrees. */
  solarCrossing(targetDeg: number, jdUt: number): number {
    this.checkRange(jdUt);
    this.calls++;
    const t = this.m._swe_solcross_ut(normDeg(targetDeg), jdUt, SEFLG_SWIEPH, this.serr);
    if (!(t >= jdUt)) throw new EphemerisError(`swe_solcross_ut failed: ${this.error()}`);
    this.checkRange(t);
    return t;
  }

  /** Next moment (JD UT) at or after jdUt when the Moon's tropical apparent longitude equals target degrees. */
  lunarCrossing(targetDeg: number, jdUt: number): number {
    this.checkRange(jdUt);
    this.calls++;
    const t = this.m._swe_mooncross_ut(normDeg(targetDeg), jdUt, SEFLG_SWIEPH, this.serr);
    if (!(t >= jdUt)) throw new EphemerisError(`swe_mooncross_ut failed: ${this.error()}`);
    this.checkRange(t);
    return t;
  }

  /** Delta T (TT - UT) in days at jdUt, from the ephemeris's own model. */
  deltaT(jdUt: number): number {
    this.calls++;
    return this.m._swe_deltat_ex(jdUt, SEFLG_SWIEPH, this.serr);
  }

  /**
   * True and mean obliquity of the ecliptic and nutation in longitude and obliquity at jdUt,
   * in degrees (Swiss Ephemeris body SE_ECL_NUT).
   */
  obliquity(jdUt: number): { true: number; mean: number; nutLon: number; nutObl: number } {
    this.checkRange(jdUt);
    this.calls++;
    const ret = this.m._swe_calc_ut(jdUt, SE_ECL_NUT, SEFLG_SWIEPH, this.xx, this.serr);
    if (ret < 0) throw new EphemerisError(`swe_calc_ut(SE_ECL_NUT) failed: ${this.error()}`);
    const f = this.f64;
    const i = this.xx >> 3;
    return { true: f[i], mean: f[i + 1], nutLon: f[i + 2], nutObl: f[i + 3] };
  }

  /** Greenwich apparent sidereal time at jdUt, in hours. */
  siderealTime(jdUt: number): number {
    this.calls++;
    return this.m._swe_sidtime(jdUt);
  }

  /** The library's own sidereal position with the same flags, to check our subtraction (tests). */
  siderealByLibrary(jdUt: number, body: BodyName, ayanamsa: AyanamsaName): number {
    const def = AYANAMSAS.find((a) => a.name === ayanamsa)!;
    this.setSidMode(def.mode);
    const flags = SEFLG_SWIEPH | SEFLG_SIDEREAL | SEFLG_TRUEPOS | SEFLG_NONUT | SEFLG_NOGDEFL;
    const ret = this.m._swe_calc_ut(jdUt, BODY_ID[body], flags, this.xx, this.serr);
    if (ret < 0 || (ret & SEFLG_SWIEPH) === 0) throw new EphemerisError(this.error());
    return this.f64[this.xx >> 3];
  }

  /** Names of the files mounted in the module's file system (proof that real data is loaded). */
  dataFiles(): string[] {
    return this.m.FS.readdir('/sweph').filter((n) => !n.startsWith('.'));
  }
}

/**
 * Rate of the ayanamsa in degrees per day: 50.29 arc-seconds per Julian year of general
 * precession (IAU 2006), divided by 365.25 days.
 */
export const AYANAMSA_RATE_DEG_PER_DAY = 50.29 / 3600 / 365.25;
