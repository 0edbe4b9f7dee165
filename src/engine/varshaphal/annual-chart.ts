/**
 * The Tajika annual chart (varsha kundali): the sky at the varsha pravesha cast for the birth
 * place (PVR, Example 118: "the annual chart is cast for the birthplace"), with the muntha and
 * the day/night status of the year's start that the office-bearers and Harsha bala need.
 */
import type { AyanamsaName, HouseSystem } from '../ephemeris/constants';
import type { Ephemeris } from '../ephemeris/ephemeris';
import { hinduDay } from '../kundli/sunday';
import type { NatalChart } from '../kundli/types';
import { signOf } from '../kundli/types';
import { type Angles, angles, type GrahaState, grahaStates, type NodeKind } from '../vedic/chart';
import { type Graha, SIGN_LORDS } from '../vedic/zodiac';
import { varshaPravesha, type VarshaPravesha } from './solar-return';

export interface Muntha {
  /** Sign index 0-11 (0 = Aries). */
  sign: number;
  /** Whole-sign house 1-12 counted from the annual lagna. */
  house: number;
  lord: Graha;
}

/**
 * Muntha (Tajika Neelakanthi; PVR ch. on Tajaka): at birth it is in the natal lagna's sign and
 * advances one sign for every completed year, so after `completedYears` it is in the sign
 * natal lagna + completedYears (mod 12).
 */
export function munthaOf(natalAscendant: number, completedYears: number, annualAscendant: number): Muntha {
  const sign = (signOf(natalAscendant) + completedYears) % 12;
  const house = ((sign - signOf(annualAscendant) + 12) % 12) + 1;
  return { sign, house, lord: SIGN_LORDS[sign] as Graha };
}

export interface AnnualChart {
  pravesha: VarshaPravesha;
  /** The annual chart as the kundli modules read it (jd = varsha pravesha). */
  chart: NatalChart;
  grahas: GrahaState[];
  angles: Angles;
  muntha: Muntha;
  /** True when the year begins between sunrise and sunset at the birth place (Hindu sunrise). */
  day: boolean;
  sunrise: number;
  sunset: number;
  /** True when polar day/night made the local mean 06:00/18:00 stand in for sunrise/sunset. */
  polar: boolean;
  natal_ascendant: number;
}

export interface AnnualInput {
  birthJd: number;
  lat: number;
  lon: number;
  alt: number;
  ayanamsa: AyanamsaName;
  node: NodeKind;
  house_system: HouseSystem;
  natalSunLongitude: number;
  natalAscendant: number;
  completedYears: number;
}

export function annualChart(eph: Ephemeris, x: AnnualInput): AnnualChart {
  const pravesha = varshaPravesha(eph, x.birthJd, x.natalSunLongitude, x.completedYears, x.ayanamsa);
  const grahas = grahaStates(eph, pravesha.jd, x.ayanamsa, x.node);
  const a = angles(eph, pravesha.jd, x.lat, x.lon, x.ayanamsa, x.house_system);
  const d = hinduDay(eph, pravesha.jd, x.lat, x.lon, x.alt);
  return {
    pravesha,
    chart: { jd: pravesha.jd, lat: x.lat, lon: x.lon, alt: x.alt, ayanamsa: x.ayanamsa, grahas, ascendant: a.ascendant, mc: a.mc },
    grahas,
    angles: a,
    muntha: munthaOf(x.natalAscendant, x.completedYears, a.ascendant),
    day: pravesha.jd >= d.sunrise && pravesha.jd < d.sunset,
    sunrise: d.sunrise,
    sunset: d.sunset,
    polar: d.polar,
    natal_ascendant: x.natalAscendant,
  };
}
