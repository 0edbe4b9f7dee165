/** Chart (Kundli) family: positions, ascendant and houses. */
import { z } from 'zod';
import { nakshatraPosition, signPosition, GRAHAS, type Graha } from '../../engine/vedic/zodiac';
import { houseOf } from '../../engine/vedic/chart';
import { chartParams, computeChart } from '../birth';
import { q } from '../params';
import { endpoint } from '../registry';
import { zChartEcho, zNakshatraFields, zPlanet, zSignPosition } from '../schemas';

const zAscendant = zSignPosition.extend({ ...zNakshatraFields, sign_lord: z.string() });

/** The real service's shapes on /v1/chart/planets: the ayanamsa as an object and a `birth` echo. */
const zServiceAyanamsa = z.object({
  system: zChartEcho.ayanamsa.describe('The ayanamsa used (the service\'s name for what other endpoints echo as the string `ayanamsa`)'),
  value_deg: z.number().describe('Degrees subtracted from the tropical longitudes: equal to ayanamsa_value (the mean ayanamsa, see ayanamsa_true for the one used for the angles)'),
}).describe('The real service\'s form on this path: an object. Every other Akasha endpoint echoes `ayanamsa` as the name string; here the name is ayanamsa.system, and ayanamsa_value, ayanamsa_mean and ayanamsa_true are echoed beside it as everywhere');
const zBirthEcho = z.object({
  date: z.string(), time: z.string(), tz: z.string(), lat: z.number(), lon: z.number(), jd: z.number().describe('Julian Day (UT) of the birth moment, equal to jd_ut'),
}).describe('The real service\'s echo of the birth data (the same values as birth_date, birth_time, tz, location and jd_ut)');

export const planets = endpoint({
  path: '/v1/chart/planets',
  summary: 'All nine grahas: sidereal longitude, sign, nakshatra, pada, house, speed, retrograde, combustion',
  params: chartParams(),
  response: z.object({
    ...zChartEcho,
    ayanamsa: zServiceAyanamsa,
    birth: zBirthEcho,
    ascendant: zAscendant.extend({ lord: z.string().describe('Lord of the ascendant sign (the real service\'s name; equal to sign_lord and ruler)') }),
    planets: z.array(zPlanet).length(9),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const a = ascendantObject(c.angles.ascendant);
    return {
      ...c.echo,
      ayanamsa: { system: c.echo.ayanamsa, value_deg: c.echo.ayanamsa_value },
      birth: { date: c.echo.birth_date, time: c.echo.birth_time, tz: c.echo.tz, lat: c.input.lat, lon: c.input.lon, jd: c.echo.jd_ut },
      ascendant: { ...a, lord: a.sign_lord },
      planets: c.planets,
    };
  },
});

function ascendantObject(longitude: number) {
  const s = signPosition(longitude);
  return { ...s, ...nakshatraPosition(longitude), sign_lord: s.ruler };
}

const zPlanetDignity = z.object({
  status: z.enum(['exalted', 'debilitated', 'moolatrikona', 'own_sign', 'great_friend', 'friend', 'neutral', 'enemy', 'great_enemy']).describe('With the five-fold relationship to the sign lord'),
  dignity: z.enum(['exalted', 'debilitated', 'moolatrikona', 'own_sign', 'friend', 'neutral', 'enemy']).describe('With the natural relationship only'),
  is_exalted: z.boolean(), is_debilitated: z.boolean(), is_own_sign: z.boolean(), is_moolatrikona: z.boolean(),
});

export const planet = endpoint({
  path: '/v1/chart/planet/{name}',
  summary: 'One graha by name (sun..ketu, case-insensitive)',
  params: {
    name: q.oneOf(GRAHAS, { in: 'path', caseInsensitive: true, example: 'moon', description: 'Planet: sun, moon, mars, mercury, jupiter, venus, saturn, rahu or ketu (case-insensitive)' }),
    ...chartParams(),
  },
  response: z.object({ ...zChartEcho, planet: zPlanet }).extend(zPlanet.shape).extend({
    dignity: zPlanetDignity.describe('The real service\'s dignity object; /v1/chart/dignity gives the same for all nine with the relationships'),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const found = c.planets.find((x) => x.name === p.name)!;
    const g = c.grahas.find((x) => x.name === p.name)!;
    const d = dignityOf(g.name, g.longitude, natalOf(c));
    const dignity = { status: d.status, dignity: d.dignity, is_exalted: d.is_exalted, is_debilitated: d.is_debilitated, is_own_sign: d.is_own_sign, is_moolatrikona: d.is_moolatrikona };
    return { ...c.echo, ...found, planet: found, dignity };
  },
});

export const ascendant = endpoint({
  path: '/v1/chart/ascendant',
  summary: 'Lagna: sidereal ascendant with sign, degree, nakshatra and pada',
  params: chartParams(),
  response: z.object({ ...zChartEcho, ascendant: zAscendant, ayanamsa_used: z.number() }).extend(zAscendant.shape),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const a = ascendantObject(c.angles.ascendant);
    return { ...c.echo, ...a, ascendant: a, ayanamsa_used: c.echo.ayanamsa_value };
  },
});

const zHouse = zSignPosition.extend({ house: z.number().int().min(1).max(12), number: z.number().int().min(1).max(12), lord: z.string(), occupants: z.array(z.enum(GRAHAS)) });

export const houses = endpoint({
  path: '/v1/chart/houses',
  summary: 'House cusps in the chosen system (whole_sign by default; placidus, koch, equal, sripati, porphyry)',
  description: 'For whole_sign each cusp is the start of the sign; for the others, the sidereal cusp of that system. placidus and koch answer 422 unsupported_location above 66 degrees of latitude.',
  params: chartParams(),
  response: z.object({
    ...zChartEcho,
    system: z.string(),
    ascendant: zSignPosition,
    ascendant_sign: z.string(),
    mc: zSignPosition,
    houses: z.array(zHouse).length(12),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const hs = c.angles.cusps.map((cusp, i) => {
      const s = signPosition(cusp);
      const occupants = c.grahas.filter((g) => houseOf(g.longitude, c.angles, c.input.house_system) === i + 1).map((g) => g.name);
      return { ...s, house: i + 1, number: i + 1, lord: s.ruler, occupants };
    });
    const asc = signPosition(c.angles.ascendant);
    return { ...c.echo, system: c.input.house_system, ascendant: asc, ascendant_sign: asc.sign, mc: signPosition(c.angles.mc), houses: hs };
  },
});


// ---------------------------------------------------------------------------------------------
// Kundli: vargas, nakshatra, dignity, aspects, strengths, ashtakavarga, KP, avakhada and more.
// ---------------------------------------------------------------------------------------------
import type { Ephemeris } from '../../engine/ephemeris/ephemeris';
import { normDeg } from '../../engine/ephemeris/ephemeris';
import { angles as anglesOf } from '../../engine/vedic/chart';
import { COMBUSTION_ORB, angularDistance } from '../../engine/vedic/chart';
import { NAKSHATRAS, SIGNS, SIGN_LORDS } from '../../engine/vedic/zodiac';
import { VARGA_FACTORS, VARGA_NAMES, type VargaFactor, varga as vargaOf, vargaMethods } from '../../engine/kundli/vargas';
import { dignityOf } from '../../engine/kundli/dignity';
import { grahaDrishti } from '../../engine/kundli/aspects';
import { SHADBALA_VERSION, shadbala as shadbalaOf, type Shadbala } from '../../engine/kundli/shadbala';
import { bhavabala as bhavabalaOf } from '../../engine/kundli/bhavabala';
import { ashtakavarga as ashtakavargaOf, placementOf } from '../../engine/kundli/ashtakavarga';
import { kpLords, kpSignificators } from '../../engine/kundli/kp';
import { avakhada as avakhadaOf, GANA, nadiOf, VARNA_BY_SIGN, vashyaOf, YONI, DEITY, SYMBOL } from '../../engine/kundli/avakhada';
import { ghatak as ghatakOf } from '../../engine/kundli/ghatak';
import { grahaYuddha } from '../../engine/kundli/yuddha';
import { hinduDay } from '../../engine/kundli/sunday';
import { type NatalChart, SEVEN, signOf } from '../../engine/kundli/types';
import { jdToLocal } from '../../engine/time/julian';
import { invalidParam } from '../errors';
import type { Chart } from '../birth';

/** The engine's natal chart from the API's computed chart. */
export function natalOf(c: Chart): NatalChart {
  return { jd: c.moment.jd, lat: c.input.lat, lon: c.input.lon, alt: c.input.alt, ayanamsa: c.input.ayanamsa, grahas: c.grahas, ascendant: c.angles.ascendant, mc: c.angles.mc };
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const zSignIndex = z.number().int().min(0).max(11).describe('0 = Aries');
const zGrahaName = z.enum(GRAHAS);

// ---- divisional/{varga}
const VARGA_VALUES = VARGA_FACTORS.map((d) => `D${d}`) as [string, ...string[]];
const vargaAliases: Record<string, string> = {};
for (const d of VARGA_FACTORS) {
  vargaAliases[String(d)] = `D${d}`;
  vargaAliases[`d${d}`] = `D${d}`;
  vargaAliases[VARGA_NAMES[d].toLowerCase()] = `D${d}`;
}
Object.assign(vargaAliases, { navamsha: 'D9', dashamsa: 'D10', dasamsha: 'D10', trimshamsa: 'D30', shashtiamsa: 'D60', saptamsha: 'D7', rashi: 'D1' });
const ALL_METHODS = [...new Set(VARGA_FACTORS.flatMap((d) => vargaMethods(d)))].sort();

const zVargaPoint = z.object({
  name: z.string(), longitude: z.number().min(0).max(360).describe('Varga longitude: sign x 30 + degree in the varga sign'),
  sign: z.enum(SIGNS), sign_index: zSignIndex, degree_in_sign: z.number().min(0).max(30), ruler: z.string(),
  house: z.number().int().min(1).max(12).describe('Whole-sign house from the varga lagna'), natal_longitude: z.number(),
});

export const divisional = endpoint({
  path: '/v1/chart/divisional/{varga}',
  summary: 'Divisional chart (varga) D1-D60 for the lagna and the nine grahas, Parashara by default, named variants by method',
  description: `Vargas ${VARGA_VALUES.join(', ')}; also the number alone (9) or the name (navamsa). Methods per varga: ${VARGA_FACTORS.map((d) => `D${d}: ${vargaMethods(d).join('|')}`).join('; ')}. An unknown varga is 404 not_found.`,
  params: {
    varga: q.oneOf(VARGA_VALUES, { in: 'path', caseInsensitive: true, aliases: vargaAliases, example: 'D9', description: 'D1..D60 (D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 D11 D12 D16 D20 D24 D27 D30 D40 D45 D60), or 9, or navamsa' }),
    method: q.oneOf(ALL_METHODS as [string, ...string[]], { fallback: 'parashara', example: 'parashara', description: 'Varga method; default parashara (BPHS). Each varga accepts its own list (see the description); e.g. D2: parashara (Cancer/Leo hora), uma_shambhu, raman, parivritti_dwaya, somanatha' }),
    ...chartParams(),
  },
  response: z.object({
    ...zChartEcho, varga: z.string(), factor: z.number().int(), name: z.string(), method: z.string(), methods_available: z.array(z.string()),
    ascendant: zVargaPoint, planets: z.array(zVargaPoint).length(9),
  }),
  handler(p, { eph }) {
    const d = Number(p.varga.slice(1)) as VargaFactor;
    if (!vargaMethods(d).includes(p.method)) throw invalidParam('method', `must be one of ${vargaMethods(d).join(', ')} for ${p.varga}`);
    const c = computeChart(eph, p);
    const asc = vargaOf(c.angles.ascendant, d, p.method);
    const point = (name: string, natal: number) => {
      const v = vargaOf(natal, d, p.method);
      return {
        name, longitude: r6(v.longitude), sign: SIGNS[v.sign], sign_index: v.sign, degree_in_sign: r6(v.degree), ruler: SIGN_LORDS[v.sign],
        house: ((v.sign - asc.sign + 12) % 12) + 1, natal_longitude: r6(natal),
      };
    };
    return {
      ...c.echo, varga: p.varga, factor: d, name: VARGA_NAMES[d], method: p.method, methods_available: vargaMethods(d),
      ascendant: point('Ascendant', c.angles.ascendant), planets: c.grahas.map((g) => point(g.name, g.longitude)),
    };
  },
});

// ---- nakshatra
const zNakDetail = z.object({
  name: z.enum(NAKSHATRAS), index: z.number().int().min(1).max(27), pada: z.number().int().min(1).max(4), lord: z.string(),
  deity: z.string(), symbol: z.string(), gana: z.string(), yoni: z.string(), nadi: z.string(), varna: z.string(), vashya: z.string(),
});
function nakDetail(lon: number) {
  const n = nakshatraPosition(lon);
  const i = n.nakshatra_index - 1;
  return {
    name: n.nakshatra, index: n.nakshatra_index, pada: n.pada, lord: n.nakshatra_lord, deity: DEITY[i], symbol: SYMBOL[i],
    gana: GANA[i], yoni: YONI[i], nadi: nadiOf(i), varna: VARNA_BY_SIGN[signOf(lon)], vashya: vashyaOf(normDeg(lon)),
  };
}
export const nakshatra = endpoint({
  path: '/v1/chart/nakshatra',
  summary: 'Janma nakshatra (Moon) with deity, symbol, gana, yoni, nadi, varna, vashya; nakshatra, pada and lord of the lagna and all nine grahas',
  params: chartParams(),
  response: z.object({
    ...zChartEcho, moon_nakshatra: zNakDetail, ascendant: zNakDetail,
    planets: z.array(zNakDetail.extend({ planet: zGrahaName, longitude: z.number() })).length(9),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    return {
      ...c.echo, moon_nakshatra: nakDetail(c.grahas[1].longitude), ascendant: nakDetail(c.angles.ascendant),
      planets: c.grahas.map((g) => ({ planet: g.name, longitude: r6(g.longitude), ...nakDetail(g.longitude) })),
    };
  },
});

// ---- dignity
const zDignity = z.object({
  name: zGrahaName, sign: z.enum(SIGNS), sign_index: zSignIndex, longitude: z.number(), sign_lord: z.string(),
  dignity: z.enum(['exalted', 'debilitated', 'moolatrikona', 'own_sign', 'friend', 'neutral', 'enemy']),
  status: z.enum(['exalted', 'debilitated', 'moolatrikona', 'own_sign', 'great_friend', 'friend', 'neutral', 'enemy', 'great_enemy']).describe('With the five-fold relationship to the sign lord'),
  is_exalted: z.boolean(), is_debilitated: z.boolean(), is_own_sign: z.boolean(), is_moolatrikona: z.boolean(),
  natural_relationship: z.enum(['friend', 'neutral', 'enemy', 'self']), temporary_relationship: z.enum(['friend', 'enemy', 'self']),
  compound_relationship: z.enum(['great_friend', 'friend', 'neutral', 'enemy', 'great_enemy', 'self']),
  distance_from_exaltation: z.number().min(0).max(180),
});
const zRelRow = z.object({ planet: zGrahaName, natural: z.record(z.string(), z.string()), temporary: z.record(z.string(), z.string()), compound: z.record(z.string(), z.string()) });
export const dignity = endpoint({
  path: '/v1/chart/dignity',
  summary: 'Dignity of the nine grahas: exaltation, debilitation, moolatrikona (by degree), own sign, and the five-fold relationship with the sign lord',
  params: chartParams(),
  response: z.object({ ...zChartEcho, planets: z.array(zDignity).length(9), relationships: z.array(zRelRow).length(9), method: z.string() }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const nc = natalOf(c);
    const planets = c.grahas.map((g) => { const d = dignityOf(g.name, g.longitude, nc); return { ...d, sign: SIGNS[d.sign], sign_index: d.sign, longitude: r6(g.longitude) }; });
    const relationships = c.grahas.map((a) => {
      const natural: Record<string, string> = {}; const temporary: Record<string, string> = {}; const compound: Record<string, string> = {};
      for (const b of c.grahas) {
        if (a.name === b.name) continue;
        const d = dignityOf(a.name, b.longitude, nc);
        void d;
        const nat = naturalRel(a.name, b.name);
        const tmp = temporaryRel(signOf(a.longitude), signOf(b.longitude));
        natural[b.name] = nat; temporary[b.name] = tmp; compound[b.name] = compoundRel(nat, tmp);
      }
      return { planet: a.name, natural, temporary, compound };
    });
    return { ...c.echo, planets, relationships, method: 'BPHS ch. 3: natural + temporary (2,3,4,10,11,12 from the graha) = five-fold relationship; nodes: Rahu exalted Taurus, Ketu Scorpio' };
  },
});
import { compoundRelation as compoundRel, naturalRelation as naturalRel, temporaryRelation as temporaryRel } from '../../engine/kundli/dignity';

// ---- aspects
export const aspects = endpoint({
  path: '/v1/chart/aspects',
  summary: 'Graha drishti: 7th aspect of all, special aspects of Mars (4, 8), Jupiter (5, 9), Saturn (3, 10), nodes (5, 9); strength in virupas',
  params: chartParams(),
  response: z.object({
    ...zChartEcho,
    aspects: z.array(z.object({ from: zGrahaName, to: zGrahaName, type: z.string(), strength: z.string(), virupas: z.number().min(0).max(105).describe("Sputa drishti; special aspects can exceed 60 (Saturn up to 90)"), special: z.boolean() })),
    house_aspects: z.array(z.object({ from: zGrahaName, house: z.number().int().min(1).max(12), sign: z.enum(SIGNS), type: z.string() })),
    method: z.string(),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const r = grahaDrishti(natalOf(c));
    return {
      ...c.echo, aspects: r.aspects, house_aspects: r.houses.map((h) => ({ ...h, sign: SIGNS[h.sign] })),
      method: 'Sign-based graha drishti (BPHS 26); virupas = sputa drishti of the exact angle (BPHS 26.6-10) with the special-aspect additions',
    };
  },
});

// ---- shadbala
const zVR = z.object({ virupa: z.number(), rupa: z.number() });
const zShadbalaPlanet = z.object({
  name: z.enum(SEVEN), total_virupa: z.number(), total_rupa: z.number(), required_rupa: z.number(), ratio: z.number(), is_sufficient: z.boolean(),
  components: z.object({
    sthana_bala: zVR.extend({ breakdown: z.object({ uccha: z.number(), sapthavargaja: z.number(), ojha_yugma: z.number(), kendradi: z.number(), drekkana: z.number() }) }),
    dik_bala: zVR,
    kala_bala: zVR.extend({ breakdown: z.object({ nathonnatha: z.number(), paksha: z.number(), tribhaga: z.number(), abda: z.number(), masa: z.number(), vara: z.number(), hora: z.number(), ayana: z.number(), yuddha: z.number() }) }),
    cheshta_bala: zVR, naisargika_bala: zVR, drik_bala: zVR,
  }),
});
const zShadbalaMeta = {
  shadbala_version: z.string(),
  lords: z.object({ abda: z.string(), masa: z.string(), vara: z.string(), hora: z.string() }),
  benefics: z.array(z.string()), malefics: z.array(z.string()),
  notes: z.string(),
};
const SHADBALA_NOTES = 'Virupas (60 = 1 rupa). Required minimum in rupas (BPHS 27): Sun 5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5; ratio = rupas / required. The Sun\'s and Moon\'s cheshta are carried by their doubled ayana and paksha balas (Raman).';
const vr = (v: number) => ({ virupa: r2(v), rupa: r2(v / 60) });
function shadbalaPlanets(s: Shadbala) {
  return SEVEN.map((p) => ({
    name: p, total_virupa: s.total_virupas[p], total_rupa: s.total_rupas[p], required_rupa: s.required_rupas[p], ratio: s.ratio[p], is_sufficient: s.ratio[p] >= 1,
    components: {
      sthana_bala: { ...vr(s.sthana.total[p]), breakdown: { uccha: s.sthana.uchcha[p], sapthavargaja: s.sthana.saptavargaja[p], ojha_yugma: s.sthana.ojayugma[p], kendradi: s.sthana.kendradi[p], drekkana: s.sthana.drekkana[p] } },
      dik_bala: vr(s.dig[p]),
      kala_bala: { ...vr(s.kala.total[p]), breakdown: { nathonnatha: s.kala.nathonnatha[p], paksha: s.kala.paksha[p], tribhaga: s.kala.tribhaga[p], abda: s.kala.abda[p], masa: s.kala.masa[p], vara: s.kala.vara[p], hora: s.kala.hora[p], ayana: s.kala.ayana[p], yuddha: s.kala.yuddha[p] } },
      cheshta_bala: vr(s.cheshta[p]), naisargika_bala: vr(s.naisargika[p]), drik_bala: vr(s.drik[p]),
    },
  }));
}
const shadbalaMeta = (s: Shadbala) => ({ shadbala_version: SHADBALA_VERSION, lords: s.lords, benefics: s.benefics, malefics: s.malefics, notes: SHADBALA_NOTES });

export const shadbalaAll = endpoint({
  path: '/v1/chart/shadbala',
  summary: 'Shadbala of the seven grahas: sthana (uchcha, saptavargaja, ojayugma, kendradi, drekkana), dig, kala (nathonnatha .. yuddha), cheshta, naisargika, drik; totals, required minimum and ratio',
  params: chartParams(),
  response: z.object({ ...zChartEcho, ...zShadbalaMeta, planets: z.array(zShadbalaPlanet).length(7) }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const s = shadbalaOf(eph, natalOf(c));
    return { ...c.echo, ...shadbalaMeta(s), planets: shadbalaPlanets(s) };
  },
});

const COMPONENTS = ['sthana', 'dig', 'kala', 'chesta', 'naisargika', 'drik'] as const;
export const shadbalaComponent = endpoint({
  path: '/v1/chart/shadbala/{component}',
  summary: 'One shadbala component for the seven grahas, with its sub-components',
  params: {
    component: q.oneOf(COMPONENTS, { in: 'path', caseInsensitive: true, aliases: { cheshta: 'chesta', dik: 'dig', kaala: 'kala', sthaana: 'sthana' }, example: 'sthana', description: 'sthana, dig, kala, chesta (cheshta accepted), naisargika or drik' }),
    ...chartParams(),
  },
  response: z.object({
    ...zChartEcho, ...zShadbalaMeta, component: z.enum(COMPONENTS),
    planets: z.array(z.object({ name: z.enum(SEVEN), virupa: z.number(), rupa: z.number(), breakdown: z.record(z.string(), z.number()).optional() })).length(7),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const s = shadbalaOf(eph, natalOf(c));
    const rows = shadbalaPlanets(s);
    const key = { sthana: 'sthana_bala', dig: 'dik_bala', kala: 'kala_bala', chesta: 'cheshta_bala', naisargika: 'naisargika_bala', drik: 'drik_bala' }[p.component] as keyof (typeof rows)[number]['components'];
    return { ...c.echo, ...shadbalaMeta(s), component: p.component, planets: rows.map((r) => ({ name: r.name, ...r.components[key] })) };
  },
});

// ---- bhavabala (spec 2.3)
export const bhavabala = endpoint({
  path: '/v1/chart/bhavabala',
  summary: 'Strength of the 12 houses in virupas (spec 2.3): bhavadhipati + bhava_dig_bala + bhava_drsti',
  description: 'bhavadhipati is the full shadbala of the lord of the sign of the bhava madhya in the Sripati (bhava chalit) chart. house_system is accepted and echoed but ignored here.',
  params: chartParams(),
  response: z.object({
    date: z.string(), time: z.string(), tz: z.string(), location: zChartEcho.location, ayanamsa: zChartEcho.ayanamsa, ayanamsa_value: z.number(),
    house_system: z.string(), shadbala_version: z.string(),
    bhavabala: z.array(z.object({ house: z.number().int().min(1).max(12), bhavadhipati: z.number(), bhava_dig_bala: z.number().min(0).max(60).multipleOf(10), bhava_drsti: z.number(), total: z.number() }).strict()).length(12),
    bhava_madhya: z.array(z.number()).length(12).describe('Sidereal Sripati bhava madhyas of houses 1-12'),
    houses: z.array(z.object({
      number: z.number().int().min(1).max(12),
      total_virupa: z.number().describe('= bhavabala[].total'),
      total_rupa: z.number().describe('total_virupa / 60'),
      components: z.object({
        bhavadhipati_bala: z.number().describe('= bhavabala[].bhavadhipati: the full Shadbala of the house lord'),
        bhava_dig_bala: z.number().describe('= bhavabala[].bhava_dig_bala'),
        bhava_drik_bala: z.number().describe('= bhavabala[].bhava_drsti'),
        bhavadhipati_drik_bala: z.number().describe('Drik bala (aspect strength) of the house lord, in virupas. Already inside bhavadhipati_bala (the lord\'s full Shadbala), so NOT added again to total_virupa: the service lists it as a fourth component, Akasha shows it for reference only'),
      }),
      lord: z.enum(SEVEN).describe('Lord of the sign of the bhava madhya'),
    })).length(12).describe('The real service\'s form of the same figures (spec 2.3 gives bhavabala[]; the spec wins, both are here). Meanings differ in one place: see components.bhavadhipati_drik_bala'),
    birth_date: z.string(), birth_time: z.string(), utc_offset: z.string(), jd_ut: z.number(), ayanamsa_mean: z.number(), node: z.enum(['mean', 'true']), warnings: z.array(z.string()),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const nc = natalOf(c);
    const s = shadbalaOf(eph, nc);
    const b = bhavabalaOf(eph, nc, s);
    const houses = b.rows.map((r, i) => {
      const lord = SIGN_LORDS[signOf(b.madhyas[i])] as (typeof SEVEN)[number];
      return {
        number: r.house, total_virupa: r.total, total_rupa: r2(r.total / 60),
        components: { bhavadhipati_bala: r.bhavadhipati, bhava_dig_bala: r.bhava_dig_bala, bhava_drik_bala: r.bhava_drsti, bhavadhipati_drik_bala: r2(s.drik[lord]) },
        lord,
      };
    });
    return { ...c.echo, date: c.echo.birth_date, time: c.echo.birth_time, shadbala_version: SHADBALA_VERSION, bhavabala: b.rows, bhava_madhya: b.madhyas.map(r6), houses };
  },
});

// ---- ashtakavarga
const zBindus = z.array(z.number().int().min(0).max(8)).length(12);
const AV_PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export const ashtakvarga = endpoint({
  path: '/v1/chart/ashtakvarga',
  summary: 'Sarva (with and without lagna) and the seven Bhinna ashtakavarga charts, trikona and ekadhipatya shodhana, pindas',
  params: chartParams(),
  response: z.object({
    ...zChartEcho,
    sarva: z.array(z.number().int()).length(12).describe('SAV without lagna, index 0 = Aries'), sarva_total: z.number().int(),
    sarva_with_lagna: z.array(z.number().int()).length(12), sarva_with_lagna_total: z.number().int(),
    bhinna: z.record(z.string(), zBindus), bhinna_totals: z.record(z.string(), z.number().int()), grand_total: z.number().int(),
    trikona_shodhana: z.record(z.string(), zBindus), ekadhipatya_shodhana: z.record(z.string(), zBindus),
    pindas: z.record(z.string(), z.object({ rasi_pinda: z.number(), graha_pinda: z.number(), sodhya_pinda: z.number() })),
    signs: z.array(z.enum(SIGNS)).length(12), method: z.string(),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const a = ashtakavargaOf(placementOf(natalOf(c)));
    const sum = (x: number[]) => x.reduce((s, v) => s + v, 0);
    return {
      ...c.echo, sarva: a.sarva, sarva_total: sum(a.sarva), sarva_with_lagna: a.sarva_with_lagna, sarva_with_lagna_total: sum(a.sarva_with_lagna),
      bhinna: a.bhinna, bhinna_totals: Object.fromEntries(Object.entries(a.bhinna).map(([k, v]) => [k, sum(v)])), grand_total: sum(a.sarva),
      trikona_shodhana: a.trikona, ekadhipatya_shodhana: a.ekadhipatya, pindas: a.pindas, signs: [...SIGNS],
      method: 'Parashari bindus (BPHS 66); shodhana and pindas per B.V. Raman, occupation by the seven grahas',
    };
  },
});

export const ashtakvargaPlanet = endpoint({
  path: '/v1/chart/ashtakvarga/{planet}',
  summary: 'Bhinna ashtakavarga of one graha (sun..saturn, or lagna) with its prastara rows and reductions',
  params: {
    planet: q.oneOf([...AV_PLANETS, 'Ascendant'] as const, { in: 'path', caseInsensitive: true, aliases: { lagna: 'Ascendant', ascendant: 'Ascendant', asc: 'Ascendant' }, example: 'jupiter', description: 'sun, moon, mars, mercury, jupiter, venus, saturn (case-insensitive) or lagna' }),
    ...chartParams(),
  },
  response: z.object({
    ...zChartEcho, planet: z.string(), bindus: zBindus, bindus_total: z.number().int(), classical_total: z.number().int(),
    signs: z.array(z.object({ sign: z.enum(SIGNS), index: z.number().int().min(1).max(12), bindus: z.number().int() })).length(12),
    prastara: z.record(z.string(), z.array(z.number().int().min(0).max(1)).length(12)),
    trikona_shodhana: zBindus.optional(), ekadhipatya_shodhana: zBindus.optional(),
    pindas: z.object({ rasi_pinda: z.number(), graha_pinda: z.number(), sodhya_pinda: z.number() }).optional(),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const a = ashtakavargaOf(placementOf(natalOf(c)));
    const b = a.bhinna[p.planet];
    const CLASSICAL: Record<string, number> = { Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39, Ascendant: 49 };
    const extra = p.planet === 'Ascendant' ? {} : { trikona_shodhana: a.trikona[p.planet], ekadhipatya_shodhana: a.ekadhipatya[p.planet], pindas: a.pindas[p.planet] };
    return {
      ...c.echo, planet: p.planet, bindus: b, bindus_total: b.reduce((s, v) => s + v, 0), classical_total: CLASSICAL[p.planet],
      signs: b.map((v, i) => ({ sign: SIGNS[i], index: i + 1, bindus: v })), prastara: a.prastara[p.planet], ...extra,
    };
  },
});

// ---- avakhada
const zAvakhada = z.object({
  varna: z.string(), vashya: z.string(), yoni: z.string(), yoni_gender: z.string(), gana: z.string(), nadi: z.string(), tatva: z.string(), paya: z.string(),
  rajju: z.string(), vedha: z.string(), vedha_nakshatras: z.array(z.string()), yunja: z.string(), deity: z.string(), symbol: z.string(),
  name_first_letter: z.array(z.string()).length(4), name_syllable: z.string(), moon_sign: z.enum(SIGNS), moon_sign_lord: z.string(),
  nakshatra: z.enum(NAKSHATRAS), nakshatra_index: z.number().int().min(1).max(27), pada: z.number().int().min(1).max(4),
  ascendant_sign: z.enum(SIGNS), ascendant_lord: z.string(),
});
const AVAKHADA_TABLES = 'varna by Moon sign element (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra); vashya by Moon sign (Sg, Cp split at 15 deg); paya by the Moon\'s house from the lagna';
export const avakhada = endpoint({
  path: '/v1/chart/avakhada',
  summary: 'Avakhada chakra: varna, vashya, yoni, gana, nadi, tatva, paya, rajju, vedha, yunja, name syllables',
  params: chartParams(),
  response: z.object({ ...zChartEcho, ...zAvakhada.shape, tables: z.string() }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    return { ...c.echo, ...avakhadaOf(c.grahas[1].longitude, c.angles.ascendant), tables: AVAKHADA_TABLES };
  },
});

// ---- astro-details
const TITHI_NAMES = ['Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi'];
const YOGAS = ['Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula', 'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana', 'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti'];
const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function birthPanchang(sun: number, moon: number) {
  const el = normDeg(moon - sun);
  const t = Math.min(29, Math.floor(el / 12));
  const k = Math.min(59, Math.floor(el / 6));
  const y = Math.min(26, Math.floor(normDeg(sun + moon) / (360 / 27)));
  const karana = k === 0 ? 'Kimstughna' : k >= 57 ? ['Shakuni', 'Chatushpada', 'Naga'][k - 57] : MOVABLE_KARANAS[(k - 1) % 7];
  return {
    tithi: { index: t + 1, name: t === 14 ? 'Purnima' : t === 29 ? 'Amavasya' : TITHI_NAMES[t % 15], paksha: t < 15 ? 'Shukla' : 'Krishna' },
    yoga: { index: y + 1, name: YOGAS[y] }, karana: { index: k + 1, name: karana },
  };
}
export const astroDetails = endpoint({
  path: '/v1/chart/astro-details',
  summary: 'Birth chart snapshot: avakhada, ascendant, planets, birth panchang (tithi, yoga, karana, vara at birth), sun and moon sign',
  params: chartParams(),
  response: z.object({
    ...zChartEcho, ascendant: zAscendant, planets: z.array(zPlanet).length(9), avakhada: zAvakhada,
    sun_sign: z.enum(SIGNS), moon_sign: z.enum(SIGNS), ascendant_sign: z.enum(SIGNS),
    panchang: z.object({
      tithi: z.object({ index: z.number().int().min(1).max(30), name: z.string(), paksha: z.string() }),
      yoga: z.object({ index: z.number().int().min(1).max(27), name: z.string() }),
      karana: z.object({ index: z.number().int().min(1).max(60), name: z.string() }),
      vara: z.object({ index: z.number().int().min(0).max(6), name: z.string(), lord: z.string() }),
      sunrise_local: z.string(), sunset_local: z.string(), polar: z.boolean(),
    }),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const day = hinduDay(eph, c.moment.jd, c.input.lat, c.input.lon, c.input.alt);
    const lord = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'][day.weekday];
    return {
      ...c.echo, ascendant: ascendantObject(c.angles.ascendant), planets: c.planets, avakhada: avakhadaOf(c.grahas[1].longitude, c.angles.ascendant),
      sun_sign: SIGNS[signOf(c.grahas[0].longitude)], moon_sign: SIGNS[signOf(c.grahas[1].longitude)], ascendant_sign: SIGNS[signOf(c.angles.ascendant)],
      panchang: {
        ...birthPanchang(c.grahas[0].longitude, c.grahas[1].longitude),
        vara: { index: day.weekday, name: WEEKDAYS[day.weekday], lord },
        sunrise_local: jdToLocal(day.sunrise, c.input.tz), sunset_local: jdToLocal(day.sunset, c.input.tz), polar: day.polar,
      },
    };
  },
});

// ---- KP
const zKp = z.object({ longitude: z.number(), sign: z.enum(SIGNS), sign_lord: z.string(), star_lord: zGrahaName, sub_lord: zGrahaName, sub_sub_lord: zGrahaName, nakshatra: z.enum(NAKSHATRAS) });
const kpParams = () => ({
  ...chartParams('placidus'),
  ayanamsa: q.oneOf(['lahiri', 'raman', 'krishnamurti', 'fagan', 'yukteshwar', 'true_chitrapaksha'] as const, { fallback: 'krishnamurti', caseInsensitive: true, aliases: { kp: 'krishnamurti' }, description: 'Sidereal offset; KP endpoints default to krishnamurti' }),
});
function kpChart(eph: Ephemeris, p: Parameters<typeof computeChart>[1]) {
  const c = computeChart(eph, p);
  const row = (lon: number) => ({ longitude: r6(lon), sign: SIGNS[signOf(lon)], sign_lord: SIGN_LORDS[signOf(lon)], nakshatra: nakshatraPosition(lon).nakshatra, ...kpLords(lon) });
  return { c, row };
}
export const kpSublord = endpoint({
  path: '/v1/chart/kp-sublord',
  summary: 'KP star, sub and sub-sub lords of the 12 cusps (Placidus by default) and the nine grahas; krishnamurti ayanamsa by default',
  params: {
    ...kpParams(),
    planet: q.oneOf(GRAHAS, { required: false, caseInsensitive: true, example: 'Moon', description: 'Optional: also answer `planet` with this graha alone' }),
  },
  response: z.object({
    ...zChartEcho, cusps: z.array(zKp.extend({ house: z.number().int().min(1).max(12) })).length(12),
    planets: z.array(zKp.extend({ name: zGrahaName, house: z.number().int().min(1).max(12) })).length(9),
    planet: zKp.extend({ name: zGrahaName, house: z.number().int().min(1).max(12) }).optional(),
  }),
  handler(p, { eph }) {
    const { c, row } = kpChart(eph, p);
    const planetsOut = c.grahas.map((g) => ({ name: g.name, house: houseOf(g.longitude, c.angles, c.input.house_system), ...row(g.longitude) }));
    const one = p.planet ? planetsOut.find((x) => x.name === p.planet) : undefined;
    return { ...c.echo, cusps: c.angles.cusps.map((cu, i) => ({ house: i + 1, ...row(cu) })), planets: planetsOut, ...(one ? { planet: one } : {}) };
  },
});

const zSig = z.object({ house: z.number().int().min(1).max(12), level1: z.array(zGrahaName), level2: z.array(zGrahaName), level3: z.array(zGrahaName), level4: z.array(zGrahaName), all: z.array(zGrahaName) });
export const kpHouseSignificator = endpoint({
  path: '/v1/chart/kp-house-significator',
  summary: 'KP significators of every house in four levels (in the star of occupants, occupants, in the star of the lord, the lord)',
  params: { ...kpParams(), cusp: q.int({ min: 1, max: 12, example: 1, description: 'Optional house 1-12: also answer `house` with that house alone' }) },
  response: z.object({ ...zChartEcho, houses: z.array(zSig).length(12), house: zSig.optional(), levels: z.array(z.string()).length(4) }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const houses = kpSignificators(c.grahas, c.angles.cusps, (lon) => houseOf(lon, c.angles, c.input.house_system));
    return {
      ...c.echo, houses, ...(p.cusp ? { house: houses[p.cusp - 1] } : {}),
      levels: ['grahas in the star of the occupants', 'occupants of the house', 'grahas in the star of the house lord', 'the house lord (lord of the cusp sign)'],
    };
  },
});

// ---- ghatak
export const ghatak = endpoint({
  path: '/v1/chart/ghatak',
  summary: 'Ghatak chakra for the Moon sign: inauspicious month, tithis, weekday, nakshatra, yoga, karana, prahar, lagna',
  params: chartParams(),
  response: z.object({
    ...zChartEcho, moon_sign: z.enum(SIGNS), month: z.string(), tithi: z.string(), tithi_numbers: z.array(z.number().int()), day: z.string(), nakshatra: z.string(),
    yoga: z.string(), karana: z.string(), prahar: z.number().int().min(1).max(4), lagna_same_sex: z.string(), lagna_opposite_sex: z.string(), source: z.string(),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    return { ...c.echo, ...ghatakOf(signOf(c.grahas[1].longitude)), source: 'Traditional Ghatak chakra table by Moon sign (printed kundli Avakahada pages)' };
  },
});

// ---- combustion
export const combustion = endpoint({
  path: '/v1/chart/combustion',
  summary: 'Combustion (asta) of the grahas with the classical orbs (Mercury 12 and Venus 8 degrees when retrograde)',
  params: chartParams(),
  response: z.object({
    ...zChartEcho, sun_longitude: z.number(),
    planets: z.array(z.object({ name: zGrahaName, longitude: z.number(), distance_from_sun: z.number().min(0).max(180), is_combust: z.boolean(), threshold_deg: z.number().nullable(), retrograde: z.boolean() })).length(8),
    orbs: z.record(z.string(), z.object({ direct: z.number(), retrograde: z.number() })),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    const sun = c.grahas[0].longitude;
    const planetsOut = c.grahas.slice(1).map((g) => {
      const orb = COMBUSTION_ORB[g.name];
      const threshold = orb ? (g.retrograde ? orb.retrograde : orb.direct) : null;
      const d = angularDistance(g.longitude, sun);
      return { name: g.name, longitude: r6(g.longitude), distance_from_sun: r6(d), is_combust: threshold !== null && d < threshold, threshold_deg: threshold, retrograde: g.retrograde };
    });
    return { ...c.echo, sun_longitude: r6(sun), planets: planetsOut, orbs: COMBUSTION_ORB as Record<string, { direct: number; retrograde: number }> };
  },
});

// ---- graha-yuddha
export const grahaYuddhaEp = endpoint({
  path: '/v1/chart/graha-yuddha',
  summary: 'Planetary war: Mars..Saturn within 1 degree; the graha further north in latitude wins',
  params: chartParams(),
  response: z.object({
    ...zChartEcho, orb_deg: z.number(),
    wars: z.array(z.object({ planets: z.tuple([z.string(), z.string()]), separation_deg: z.number(), winner: z.string(), loser: z.string(), criteria: z.string(), latitudes: z.record(z.string(), z.number()) })),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    return { ...c.echo, orb_deg: 1, wars: grahaYuddha(c.grahas) };
  },
});

// ---- house-occupants
export const houseOccupants = endpoint({
  path: '/v1/chart/house-occupants',
  summary: 'The grahas in each of the 12 houses (whole_sign by default; other systems by cusp)',
  params: chartParams(),
  response: z.object({
    ...zChartEcho,
    houses: z.array(z.object({ number: z.number().int().min(1).max(12), house: z.number().int().min(1).max(12), sign: z.enum(SIGNS), sign_index: zSignIndex, lord: z.string(), occupants: z.array(zGrahaName) })).length(12),
  }),
  handler(p, { eph }) {
    const c = computeChart(eph, p);
    return {
      ...c.echo,
      houses: c.angles.cusps.map((cu, i) => ({
        number: i + 1, house: i + 1, sign: SIGNS[signOf(cu)], sign_index: signOf(cu), lord: SIGN_LORDS[signOf(cu)],
        occupants: c.grahas.filter((g) => houseOf(g.longitude, c.angles, c.input.house_system) === i + 1).map((g) => g.name),
      })),
    };
  },
});

void anglesOf;
export const chartEndpoints = [
  planets, planet, ascendant, houses, divisional, nakshatra, dignity, aspects, shadbalaAll, shadbalaComponent, bhavabala,
  ashtakvarga, ashtakvargaPlanet, avakhada, astroDetails, kpSublord, kpHouseSignificator, ghatak, combustion, grahaYuddhaEp, houseOccupants,
];
