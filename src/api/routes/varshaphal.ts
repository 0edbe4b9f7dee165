/**
 * Varshaphal (Tajika annual chart) family: the solar return, its chart with muntha and year
 * lord, the Tajika yogas, Harsha bala and the Mudda dasha. Parameters are the birth chart
 * (date, time, tz, lat, lon + ayanamsa, node, house_system) and `year`, the Gregorian year of
 * the solar return (completed years = year - birth year). Engine: src/engine/varshaphal.
 */
import { z } from 'zod';
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { EphemerisRangeError } from '../../engine/ephemeris/errors';
import { shadbala as shadbalaOf, SHADBALA_VERSION } from '../../engine/kundli/shadbala';
import { SEVEN, signOf } from '../../engine/kundli/types';
import { jdToIso, jdToLocal } from '../../engine/time/julian';
import { annualChart, type AnnualChart } from '../../engine/varshaphal/annual-chart';
import { harshaBala } from '../../engine/varshaphal/harsha-bala';
import { MUDDA_METHODS, muddaDasha, type MuddaPeriod } from '../../engine/varshaphal/mudda-dasha';
import { maasaPravesha, SIDEREAL_YEAR_DAYS, varshaPravesha } from '../../engine/varshaphal/solar-return';
import { bodiesOf } from '../../engine/varshaphal/tajika-aspects';
import { tajikaYogas, YOGA_NAMES } from '../../engine/varshaphal/tajika-yogas';
import { OFFICES, strengthGrade, yearLord } from '../../engine/varshaphal/year-lord';
import { houseOf } from '../../engine/vedic/chart';
import { GRAHAS, nakshatraPosition, round, SIGNS, signPosition } from '../../engine/vedic/zodiac';
import { type Chart, chartParams, computeChart } from '../birth';
import { invalidParam } from '../errors';
import { q } from '../params';
import { endpoint } from '../registry';
import { zChartEcho, zNakshatraFields, zSignPosition } from '../schemas';

const EXAMPLE = { date: '1967-03-08', time: '17:40', tz: '+05:30', lat: 26.3, lon: 73.0667 };
function params() {
  const base = chartParams();
  return {
    ...base,
    date: q.date({ description: 'Birth date YYYY-MM-DD', example: EXAMPLE.date }),
    time: q.time({ example: EXAMPLE.time, description: 'Birth time HH:MM (24-hour, local); default 12:00' }),
    tz: q.tz({ example: EXAMPLE.tz }),
    lat: q.number({ required: true as const, min: -90, max: 90, example: EXAMPLE.lat, description: 'Birth latitude, decimal degrees north positive (the annual chart is cast for the birth place)' }),
    lon: q.number({ required: true as const, min: -180, max: 180, example: EXAMPLE.lon, description: 'Birth longitude, decimal degrees east positive' }),
    year: q.int({ required: true as const, min: 1800, max: 2399, example: 2000, description: 'Gregorian year of the solar return; completed years of life = year - birth year (0 = the birth itself)' }),
  };
}

const METHOD_ECHO = {
  solar_return_method: 'sidereal Sun returns to its natal sidereal longitude (geometric positions, mean ayanamsa: Jagannatha Hora convention); Newton root finding',
  annual_chart_place: 'birth place',
} as const;
const zMethodEcho = { solar_return_method: z.string(), annual_chart_place: z.string() };

interface Varsha {
  c: Chart;
  a: AnnualChart;
  year: number;
}

function rangeGuard<T>(f: () => T): T {
  try { return f(); } catch (e) {
    if (e instanceof EphemerisRangeError) throw invalidParam('year', 'the solar return (and the next one) must fall between 1800-01-01 and 2399-12-31, the range of the ephemeris files');
    throw e;
  }
}

function varsha(eph: Ephemeris, p: Parameters<typeof computeChart>[1] & { year: number }): Varsha {
  const c = computeChart(eph, p);
  const completed = p.year - p.date.y;
  if (completed < 0) throw invalidParam('year', `must be the birth year (${p.date.y}) or later`);
  const a = rangeGuard(() => {
    eph.checkRange(c.moment.jd + (completed + 1) * SIDEREAL_YEAR_DAYS + 2);
    return annualChart(eph, {
      birthJd: c.moment.jd, lat: c.input.lat, lon: c.input.lon, alt: c.input.alt, ayanamsa: c.input.ayanamsa, node: c.input.node,
      house_system: c.input.house_system, natalSunLongitude: c.grahas[0].longitude, natalAscendant: c.angles.ascendant, completedYears: completed,
    });
  });
  return { c, a, year: p.year };
}

function varshaEcho(v: Varsha) {
  const jd = v.a.pravesha.jd;
  return {
    ...v.c.echo,
    ...METHOD_ECHO,
    varshaphal_year: v.year,
    completed_years: v.a.pravesha.completed_years,
    age: v.a.pravesha.completed_years,
    year_of_life: v.a.pravesha.year_of_life,
    solar_return_jd: round(jd, 8),
    solar_return_iso: jdToIso(jd),
    solar_return_local: jdToLocal(jd, v.c.input.tz),
    natal_sun_longitude: round(v.a.pravesha.natal_sun_longitude),
    pravesha_by_day: v.a.day,
  };
}
const zVarshaEcho = {
  ...zChartEcho, ...zMethodEcho,
  varshaphal_year: z.number().int(), completed_years: z.number().int().min(0), age: z.number().int().min(0), year_of_life: z.number().int().min(1),
  solar_return_jd: z.number(), solar_return_iso: z.string(), solar_return_local: z.string(), natal_sun_longitude: z.number().min(0).max(360),
  pravesha_by_day: z.boolean().describe('The year begins between sunrise and sunset (Hindu sunrise) at the birth place'),
};

const MUNTHA_FAVOURABLE = [1, 2, 3, 5, 9, 10, 11];
const HOUSE_THEMES = ['self and health', 'wealth and family', 'courage and siblings', 'home, mother and comforts', 'children and intellect', 'disease, debts and enemies',
  'partner and travel', 'obstacles and sudden events', 'fortune and dharma', 'career and status', 'gains and wishes', 'expenses and losses'];
const munthaText = (house: number) =>
  `Muntha in the ${house}${['st', 'nd', 'rd'][house - 1] ?? 'th'} house of the annual chart turns the year's attention to ${HOUSE_THEMES[house - 1]}; the Tajika texts count houses ${MUNTHA_FAVOURABLE.join(', ')} as favourable for the muntha and 4, 6, 7, 8, 12 as trying (Tajika Neelakanthi).`;

const zGrahaName = z.enum(GRAHAS);
const zSevenName = z.enum(SEVEN);
const zAnnualPlanet = zSignPosition.extend({
  name: zGrahaName, degree: z.number().min(0).max(30).describe('Degree in sign (the service\'s name)'), house: z.number().int().min(1).max(12),
  speed: z.number(), retrograde: z.boolean(), ...zNakshatraFields,
});
const zMuntha = z.object({ sign: z.enum(SIGNS), sign_index: z.number().int().min(0).max(11), house: z.number().int().min(1).max(12), lord: zSevenName });

function munthaOut(a: AnnualChart) {
  return { sign: SIGNS[a.muntha.sign], sign_index: a.muntha.sign, house: a.muntha.house, lord: a.muntha.lord as (typeof SEVEN)[number] };
}

export const chart = endpoint({
  path: '/v1/varshaphal/chart',
  summary: 'Tajika annual chart (varsha kundali) at the solar return: positions, houses, muntha, year lord and the twelve maasa pravesha (month) starts',
  description: 'The annual chart is cast for the birth place at the varsha pravesha. Muntha = natal lagna sign + completed years. Year lord: strongest (pancha-vargeeya bala) of the five office-bearers that aspects the annual lagna (see /v1/varshaphal/lord).',
  params: params(),
  response: z.object({
    ...zVarshaEcho,
    varshaphal_ascendant: zSignPosition.extend({ degree: z.number().min(0).max(30), ...zNakshatraFields }),
    planets: z.array(zAnnualPlanet).length(9),
    muntha: zMuntha,
    varsha_lord: zSevenName,
    maasa_pravesha: z.array(z.object({ month: z.number().int().min(1).max(12), sun_longitude: z.number(), jd: z.number(), iso: z.string(), local: z.string() })).length(12),
  }),
  handler(p, { eph }) {
    const v = varsha(eph, p);
    const { a, c } = v;
    const asc = signPosition(a.angles.ascendant);
    const months = rangeGuard(() => Array.from({ length: 12 }, (_, i) => maasaPravesha(eph, a.pravesha.jd, a.pravesha.natal_sun_longitude, i + 1, c.input.ayanamsa)));
    return {
      ...varshaEcho(v),
      varshaphal_ascendant: { ...asc, degree: asc.degree_in_sign, ...nakshatraPosition(a.angles.ascendant) },
      planets: a.grahas.map((g) => {
        const s = signPosition(g.longitude);
        return { name: g.name, ...s, degree: s.degree_in_sign, house: houseOf(g.longitude, a.angles, c.input.house_system), speed: round(g.speed), retrograde: g.retrograde, ...nakshatraPosition(g.longitude) };
      }),
      muntha: munthaOut(a),
      varsha_lord: yearLord(a).lord,
      maasa_pravesha: months.map((m) => ({ month: m.month, sun_longitude: round(m.target_longitude), jd: round(m.jd, 8), iso: jdToIso(m.jd), local: jdToLocal(m.jd, c.input.tz) })),
    };
  },
});

export const muntha = endpoint({
  path: '/v1/varshaphal/muntha',
  summary: 'Muntha of the year: natal lagna sign advanced one sign per completed year; its house in the annual chart and its lord',
  params: params(),
  response: z.object({
    ...zVarshaEcho,
    natal_lagna_sign: z.enum(SIGNS),
    muntha_sign: z.enum(SIGNS), muntha_sign_index: z.number().int().min(0).max(11), muntha_house: z.number().int().min(1).max(12), muntha_lord: zSevenName,
    muntha_lord_house: z.number().int().min(1).max(12), muntha_lord_sign: z.enum(SIGNS), favourable: z.boolean(), rule: z.string(), interpretation: z.string(),
  }),
  handler(p, { eph }) {
    const v = varsha(eph, p);
    const m = v.a.muntha;
    const lordLon = v.a.grahas.find((g) => g.name === m.lord)!.longitude;
    return {
      ...varshaEcho(v),
      natal_lagna_sign: SIGNS[signOf(v.c.angles.ascendant)],
      muntha_sign: SIGNS[m.sign], muntha_sign_index: m.sign, muntha_house: m.house, muntha_lord: m.lord as (typeof SEVEN)[number],
      muntha_lord_house: houseOf(lordLon, v.a.angles, 'whole_sign'), muntha_lord_sign: SIGNS[signOf(lordLon)],
      favourable: MUNTHA_FAVOURABLE.includes(m.house),
      rule: 'muntha sign = natal lagna sign + completed years (mod 12); house counted from the annual lagna (Tajika Neelakanthi)',
      interpretation: munthaText(m.house),
    };
  },
});

const zPvb = z.object({ kshetra: z.number(), uchcha: z.number(), hadda: z.number(), drekkana: z.number(), navamsa: z.number(), total: z.number().min(0).max(20) });
export const lord = endpoint({
  path: '/v1/varshaphal/lord',
  summary: 'Varsha lord (Varsheshwara): the strongest of the five Tajika office-bearers that aspects the annual lagna',
  description: 'Office-bearers: muntha lord, natal lagna lord, annual lagna lord, tri-rashi pati of the annual lagna (day/night), lord of the Sun\'s sign (day) or Moon\'s sign (night). Strength: pancha-vargeeya bala (0-20). Aspect: Tajika (not 2/12 or 6/8 from the lagna). None aspecting, or all below 5 units: the muntha lord. Source: Tajika Neelakanthi; PVR, Vedic Astrology: An Integrated Approach, ch. on Tajaka (Example 120); K.S. Charak, A Textbook of Varshaphala.',
  params: params(),
  response: z.object({
    ...zVarshaEcho,
    varsha_lord: zSevenName, lord_house_in_varshaphal: z.number().int().min(1).max(12), lord_sign_in_varshaphal: z.enum(SIGNS),
    lord_strength: z.enum(['strong', 'moderate', 'weak']), lord_strength_units: z.number().min(0).max(20),
    rule_applied: z.enum(['strongest_aspecting_office_bearer', 'muntha_lord_none_aspects', 'muntha_lord_all_weak']),
    office_bearers: z.object(Object.fromEntries(OFFICES.map((o) => [o, zSevenName])) as Record<(typeof OFFICES)[number], typeof zSevenName>),
    candidates: z.array(z.object({ planet: zSevenName, offices: z.array(z.enum(OFFICES)), aspect_on_lagna: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition']).nullable(), pancha_vargeeya_bala: z.number() })).min(1).max(5),
    pancha_vargeeya_bala: z.record(zSevenName, zPvb),
    strength_method: z.string(), interpretation: z.string(),
  }),
  handler(p, { eph }) {
    const v = varsha(eph, p);
    const y = yearLord(v.a);
    const lon = v.a.grahas.find((g) => g.name === y.lord)!.longitude;
    const units = y.pancha_vargeeya[y.lord].total;
    const grade = strengthGrade(units);
    const house = houseOf(lon, v.a.angles, 'whole_sign');
    return {
      ...varshaEcho(v),
      varsha_lord: y.lord, lord_house_in_varshaphal: house, lord_sign_in_varshaphal: SIGNS[signOf(lon)],
      lord_strength: grade, lord_strength_units: units, rule_applied: y.rule,
      office_bearers: y.office_bearers,
      candidates: y.candidates.map((x) => ({ planet: x.planet, offices: x.offices, aspect_on_lagna: x.aspect_on_lagna, pancha_vargeeya_bala: x.strength })),
      pancha_vargeeya_bala: y.pancha_vargeeya,
      strength_method: 'pancha-vargeeya bala = (kshetra 30 + uchcha 20 + hadda 15 + drekkana 10 + navamsa 5) / 4 with own 1, friend 3/4, neutral 1/2, enemy 1/4 of each maximum; grade: 15+ strong, 10-15 moderate, below 10 weak',
      interpretation: `${y.lord} rules the year from the ${house}${['st', 'nd', 'rd'][house - 1] ?? 'th'} house of the annual chart with ${grade} strength (${units.toFixed(2)} of 20); ${[6, 8, 12].includes(house) ? 'placed in a dusthana it gives its results with obstacles' : 'its placement lets it give the results of its nature and of the houses it rules'}.`,
    };
  },
});

export const solarReturnJd = endpoint({
  path: '/v1/varshaphal/solar-return-jd',
  summary: 'Exact Julian Day (UT) of the solar return (varsha pravesha) in the requested year, with the Sun\'s longitude check',
  params: params(),
  response: z.object({
    ...zVarshaEcho,
    sun_longitude_at_return: z.number().min(0).max(360), error_arcsec: z.number().min(0), iterations: z.number().int().min(0),
    next_solar_return_jd: z.number(), next_solar_return_local: z.string(), year_length_days: z.number(),
  }),
  handler(p, { eph }) {
    const v = varsha(eph, p);
    const next = rangeGuard(() => varshaPravesha(eph, v.c.moment.jd, v.a.pravesha.natal_sun_longitude, v.a.pravesha.completed_years + 1, v.c.input.ayanamsa));
    const err = Math.abs(((v.a.pravesha.sun_longitude - v.a.pravesha.natal_sun_longitude + 540) % 360) - 180) * 3600;
    return {
      ...varshaEcho(v),
      sun_longitude_at_return: round(v.a.pravesha.sun_longitude, 8), error_arcsec: round(err, 6), iterations: v.a.pravesha.iterations,
      next_solar_return_jd: round(next.jd, 8), next_solar_return_local: jdToLocal(next.jd, v.c.input.tz), year_length_days: round(next.jd - v.a.pravesha.jd, 6),
    };
  },
});

const zInstance = z.object({ planets: z.array(zSevenName), detail: z.string() });
export const yoga = endpoint({
  path: '/v1/varshaphal/yoga',
  summary: 'Tajika yogas of the annual chart (Ithasala, Isharaphala, Nakta, Yamaya, Manau, Kamboola, Gairi-Kamboola, Khallasara, Radda, Duhphali-Kuttha, Dutthotha-Davira, Kuttha, Durupha, Ikkavala, Induvara), each with its rule',
  description: 'Tajika aspects (1/3/4/5/7/9/10/11; none at 2/12 and 6/8) with deeptamsa orbs Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9 (mean of the two). Tambira is not detected.',
  params: params(),
  response: z.object({
    ...zVarshaEcho,
    aspects_method: z.string(),
    present: z.array(z.enum(YOGA_NAMES)),
    auspicious_present: z.array(z.enum(YOGA_NAMES)),
    yogas: z.array(z.object({ name: z.enum(YOGA_NAMES), present: z.boolean(), nature: z.enum(['auspicious', 'inauspicious', 'mixed']), rule: z.string(), instances: z.array(zInstance) })).length(YOGA_NAMES.length),
  }),
  handler(p, { eph }) {
    const v = varsha(eph, p);
    const ys = tajikaYogas(bodiesOf(v.a.grahas), v.a.angles.ascendant);
    return {
      ...varshaEcho(v),
      aspects_method: 'Tajika aspects by sign with deeptamsa orbs (Tajika Neelakanthi; PVR ch. on Tajaka); applying/separating by actual daily motions',
      present: ys.filter((y) => y.present).map((y) => y.name),
      auspicious_present: ys.filter((y) => y.present && y.nature === 'auspicious').map((y) => y.name),
      yogas: ys,
    };
  },
});

const zHarsha = z.object({
  planet: zSevenName, house: z.number().int().min(1).max(12),
  sthana: z.number(), uchcha_swakshetra: z.number(), stri_purusha: z.number(), dina_ratri: z.number(), total: z.number().min(0).max(20),
});
export const harsha = endpoint({
  path: '/v1/varshaphal/harsha-bala',
  summary: 'Tajika Harsha bala of the annual chart (four sources of joy, 0-20) and the catalog\'s components Stana, Uchcha, Ooja-Yugma, Kendradi, Drekkana (sthana bala parts of the annual chart, virupas)',
  description: 'harsha: sthana (Sun 9th, Moon 3rd, Mars 6th, Mercury 1st, Jupiter 11th, Venus 12th, Saturn 12th), uchcha/swa-kshetra, stri-purusha (female Moon/Venus/Saturn in 1-3 and 7-9; male Sun/Mars/Jupiter in 4-6 and 10-12), dina-ratri (male by day, female by night); 5 each; Mercury is neuter. components: the five names the catalog lists are the Parashari sthana bala and its parts, computed on the annual chart with /v1/chart/shadbala\'s method.',
  params: params(),
  response: z.object({
    ...zVarshaEcho,
    harsha_bala: z.array(zHarsha).length(7),
    components: z.array(z.object({ planet: zSevenName, stana: z.number(), uchcha: z.number(), ooja_yugma: z.number(), kendradi: z.number(), drekkana: z.number() })).length(7),
    harsha_method: z.string(), components_method: z.string(), shadbala_version: z.string(),
  }),
  handler(p, { eph }) {
    const v = varsha(eph, p);
    const s = shadbalaOf(eph, v.a.chart);
    return {
      ...varshaEcho(v),
      harsha_bala: harshaBala(v.a),
      components: SEVEN.map((pl) => ({ planet: pl, stana: s.sthana.total[pl], uchcha: s.sthana.uchcha[pl], ooja_yugma: s.sthana.ojayugma[pl], kendradi: s.sthana.kendradi[pl], drekkana: s.sthana.drekkana[pl] })),
      harsha_method: 'Tajika Neelakanthi / PVR: four harsha of 5 units (sthana, uchcha-swakshetra, stri-purusha, dina-ratri); Mercury neuter',
      components_method: 'stana = total sthana bala (uchcha + saptavargaja + ojayugma + kendradi + drekkana, virupas) of the annual chart; the other four are its parts (BPHS ch. 27)',
      shadbala_version: SHADBALA_VERSION,
    };
  },
});

const zMuddaBase = { lord: zGrahaName, cycle: z.number().int().min(1).max(2), start_jd: z.number(), end_jd: z.number(), days: z.number().min(0), partial: z.boolean(), start_local: z.string(), end_local: z.string() };
const zMuddaSub = z.object(zMuddaBase);
const zMudda = z.object({ ...zMuddaBase, sub: z.array(zMuddaSub).optional() });
type MuddaOut = z.infer<typeof zMudda>;
function muddaOut(x: MuddaPeriod, tz: string): MuddaOut {
  return {
    lord: x.lord, cycle: x.cycle, start_jd: round(x.start_jd, 8), end_jd: round(x.end_jd, 8), days: round(x.end_jd - x.start_jd, 6), partial: x.partial,
    start_local: jdToLocal(x.start_jd, tz), end_local: jdToLocal(x.end_jd, tz),
    ...(x.sub ? { sub: x.sub.map((s) => { const { sub: _s, ...r } = muddaOut(s, tz); return r; }) } : {}),
  };
}

export const mudda = endpoint({
  path: '/v1/varshaphal/mudda-dasha',
  summary: 'Mudda dasha: Vimshottari compressed into the Tajika year (this varsha pravesha to the next), with antar periods',
  description: 'method=janma_nakshatra (default; Charak, PVR, JHora): first lord = natal Moon\'s nakshatra lord advanced by the completed years, balance from the Moon\'s untraversed nakshatra, the elapsed part closes the year (10 rows). method=varsha_lord (the catalog\'s "18 periods, 9 planets x 2 cycles, from the Varsha lord"): two cycles from the year lord, each over half the year (18 rows).',
  params: {
    ...params(),
    method: q.oneOf(MUDDA_METHODS, { fallback: 'janma_nakshatra', example: 'janma_nakshatra', description: 'janma_nakshatra (default, classical) or varsha_lord (2 cycles x 9 from the year lord)' }),
    depth: q.int({ min: 1, max: 2, fallback: 2, example: 2, description: '1 = periods only, 2 = with antar periods (default)' }),
  },
  response: z.object({
    ...zVarshaEcho,
    system: z.string(), method: z.enum(MUDDA_METHODS), varsha_lord: zSevenName, first_lord: zGrahaName, elapsed_fraction: z.number().min(0).max(1),
    year_start_jd: z.number(), year_end_jd: z.number(), year_length_days: z.number(), depth: z.number().int().min(1).max(2),
    periods: z.array(zMudda).min(9).max(18),
  }),
  handler(p, { eph }) {
    const v = varsha(eph, p);
    const next = rangeGuard(() => varshaPravesha(eph, v.c.moment.jd, v.a.pravesha.natal_sun_longitude, v.a.pravesha.completed_years + 1, v.c.input.ayanamsa));
    const yl = yearLord(v.a).lord;
    const m = muddaDasha({ method: p.method, natalMoonLon: v.c.grahas[1].longitude, completedYears: v.a.pravesha.completed_years, yearLord: yl, yearStart: v.a.pravesha.jd, yearEnd: next.jd, depth: p.depth as 1 | 2 });
    return {
      ...varshaEcho(v),
      system: 'mudda (varsha vimshottari)', method: m.method, varsha_lord: yl, first_lord: m.first_lord, elapsed_fraction: round(m.elapsed_fraction, 8),
      year_start_jd: round(m.year_start_jd, 8), year_end_jd: round(m.year_end_jd, 8), year_length_days: round(m.year_end_jd - m.year_start_jd, 6), depth: p.depth,
      periods: m.periods.map((x) => muddaOut(x, v.c.input.tz)),
    };
  },
});

export const varshaphalEndpoints = [chart, muntha, lord, solarReturnJd, yoga, harsha, mudda];
