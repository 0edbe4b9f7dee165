/**
 * The birth-chart parameters of spec 4.1 (flat, or with a prefix such as `birth.`) and the one
 * function that turns them into a computed chart with its echo. Every chart-family endpoint
 * builds on this, so the conventions are applied and echoed the same way everywhere.
 */
import type { AyanamsaName, HouseSystem } from '../engine/ephemeris/constants';
import type { Ephemeris } from '../engine/ephemeris/ephemeris';
import type { CivilDate, CivilTime } from '../engine/time/parse';
import { type Angles, angles, type GrahaState, grahaStates, houseOf, type NodeKind, planetObject, type PlanetObject, POLAR_LIMIT_DEG } from '../engine/vedic/chart';
import { unsupportedLocation } from './errors';
import { ayanamsaEcho, resolveMoment, type Moment } from './moment';
import { houseSystem, momentParams, node } from './params';

/** date, time, tz, lat, lon, alt, ayanamsa, node, house_system. */
export const chartParams = (defaultHouseSystem: 'whole_sign' | 'placidus' = 'whole_sign') => ({
  ...momentParams({ dateDescription: 'Birth date YYYY-MM-DD' }),
  node: node(),
  house_system: houseSystem(defaultHouseSystem),
});

export interface ChartInput {
  date: CivilDate;
  time: CivilTime;
  tz: string;
  lat: number;
  lon: number;
  alt?: number;
  ayanamsa: AyanamsaName;
  node?: NodeKind;
  house_system?: HouseSystem;
}

export interface Chart {
  moment: Moment;
  input: Required<ChartInput>;
  grahas: GrahaState[];
  angles: Angles;
  planets: PlanetObject[];
  echo: ReturnType<typeof chartEcho>;
}

export function checkHouseSystemLatitude(system: HouseSystem, lat: number, param = 'house_system'): void {
  if ((system === 'placidus' || system === 'koch') && Math.abs(lat) > POLAR_LIMIT_DEG) {
    throw unsupportedLocation(`${param}=${system} is undefined above ${POLAR_LIMIT_DEG} degrees of latitude (lat ${lat}); use whole_sign, equal, sripati or porphyry`);
  }
}

/** Computes the chart: 9 positions + 1 ayanamsa + 1 houses call. `prefix` names the date param in errors. */
export function computeChart(eph: Ephemeris, raw: ChartInput, prefix = ''): Chart {
  const input: Required<ChartInput> = { alt: 0, node: 'mean', house_system: 'whole_sign', ...raw } as Required<ChartInput>;
  checkHouseSystemLatitude(input.house_system, input.lat, `${prefix}house_system`);
  const moment = resolveMoment(eph, input.date, input.time, input.tz, `${prefix}date`);
  const grahas = grahaStates(eph, moment.jd, input.ayanamsa, input.node);
  const a = angles(eph, moment.jd, input.lat, input.lon, input.ayanamsa, input.house_system);
  const sun = grahas[0].longitude;
  const planets = grahas.map((g) => planetObject(g, houseOf(g.longitude, a, input.house_system), sun));
  return { moment, input, grahas, angles: a, planets, echo: chartEcho(eph, moment, input) };
}

export function chartEcho(eph: Ephemeris, moment: Moment, input: Required<ChartInput>) {
  return {
    birth_date: moment.date,
    birth_time: moment.time,
    tz: input.tz,
    utc_offset: moment.utc_offset,
    location: { lat: input.lat, lon: input.lon, alt: input.alt },
    jd_ut: Math.round(moment.jd * 1e8) / 1e8,
    ...ayanamsaEcho(eph, moment.jd, input.ayanamsa),
    node: input.node,
    house_system: input.house_system,
    warnings: moment.warnings,
  };
}
