/** Swiss Ephemeris numeric constants used by the facade (values from swephexp.h). */

export const SE_SUN = 0;
export const SE_MOON = 1;
export const SE_MERCURY = 2;
export const SE_VENUS = 3;
export const SE_MARS = 4;
export const SE_JUPITER = 5;
export const SE_SATURN = 6;
export const SE_URANUS = 7;
export const SE_NEPTUNE = 8;
export const SE_PLUTO = 9;
export const SE_MEAN_NODE = 10;
export const SE_TRUE_NODE = 11;
/** Chiron (asteroid 2060), from seas_18.se1 (the library gives it for 675-4650 CE). */
export const SE_CHIRON = 15;

export const SEFLG_SWIEPH = 2;
export const SEFLG_MOSEPH = 4;
export const SEFLG_SPEED = 256;
export const SEFLG_NONUT = 64;
/** True/geometric position: no light-time correction and no aberration. */
export const SEFLG_TRUEPOS = 16;
/** No gravitational deflection of light. */
export const SEFLG_NOGDEFL = 512;
export const SEFLG_EQUATORIAL = 2048;
export const SEFLG_SIDEREAL = 64 * 1024;

export const SE_CALC_RISE = 1;
export const SE_CALC_SET = 2;
export const SE_CALC_MTRANSIT = 4;
export const SE_CALC_ITRANSIT = 8;
export const SE_BIT_DISC_CENTER = 256;
export const SE_BIT_NO_REFRACTION = 512;
/** Rise/set of the geocentric body without ecliptic latitude (part of SE_BIT_HINDU_RISING). */
export const SE_BIT_GEOCTR_NO_ECL_LAT = 128;
/** Pseudo-body of swe_calc: obliquity and nutation. */
export const SE_ECL_NUT = -1;

/** Body ids by the names the engine uses. Rahu is a node; Ketu is derived (Rahu + 180 deg). */
export const BODY_ID = {
  Sun: SE_SUN,
  Moon: SE_MOON,
  Mercury: SE_MERCURY,
  Venus: SE_VENUS,
  Mars: SE_MARS,
  Jupiter: SE_JUPITER,
  Saturn: SE_SATURN,
  Uranus: SE_URANUS,
  Neptune: SE_NEPTUNE,
  Pluto: SE_PLUTO,
  MeanNode: SE_MEAN_NODE,
  TrueNode: SE_TRUE_NODE,
  Chiron: SE_CHIRON,
} as const;
export type BodyName = keyof typeof BODY_ID;

/**
 * The six ayanamsas of the spec (section 2.4 order) and their Swiss Ephemeris sidereal modes
 * (DESIGN.md: lahiri 1, raman 3, krishnamurti 5, fagan/bradley 0, yukteshwar 7,
 * true chitrapaksha 27).
 */
export const AYANAMSAS = [
  { name: 'lahiri', mode: 1 },
  { name: 'raman', mode: 3 },
  { name: 'krishnamurti', mode: 5 },
  { name: 'fagan', mode: 0 },
  { name: 'yukteshwar', mode: 7 },
  { name: 'true_chitrapaksha', mode: 27 },
] as const;
export type AyanamsaName = (typeof AYANAMSAS)[number]['name'];
export const AYANAMSA_NAMES = AYANAMSAS.map((a) => a.name) as unknown as readonly [AyanamsaName, ...AyanamsaName[]];

/** House systems Akasha offers, with the Swiss Ephemeris house-system letter. */
export const HOUSE_SYSTEM_CODE = {
  placidus: 'P',
  koch: 'K',
  equal: 'E',
  whole_sign: 'W',
  porphyry: 'O',
  sripati: 'S',
  campanus: 'C',
  regiomontanus: 'R',
} as const;
export type HouseSystem = keyof typeof HOUSE_SYSTEM_CODE;

/** Ephemeris data files sepl_18/semo_18/seas_18 cover 1800-01-01 to 2400-01-01; Akasha serves 1800-2399. */
export const FIRST_YEAR = 1800;
export const LAST_YEAR = 2399;
/** JD (UT) of 1800-01-01 00:00 and 2400-01-01 00:00 (Gregorian). */
export const JD_MIN = 2378496.5;
export const JD_MAX = 2597641.5;
