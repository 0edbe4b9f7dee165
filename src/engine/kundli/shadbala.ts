/**
 * Shadbala, the six-fold strength of the seven grahas (BPHS ch. 27), in virupas (60 = 1 rupa),
 * computed the way B.V. Raman's "Graha and Bhava Balas" works its example (and as PyJHora's
 * strength.py reproduces it):
 *  - sthana: uchcha (distance from the debilitation point / 3), saptavargaja (D1, D2 Cancer/Leo
 *    hora, D3, D7, D9, D12, D30: moolatrikona 45 (rasi only), own 30, then by the five-fold
 *    relationship with the varga sign lord 22.5 / 15 / 7.5 / 3.75 / 1.875), ojayugma (15 + 15
 *    for odd rasi and navamsa; even for Moon and Venus), kendradi (60 / 30 / 15 by sign from the
 *    lagna), drekkana (15 for male grahas in the 1st, neuter in the 2nd, female in the 3rd decanate);
 *  - dig: arc from the powerless point (Sun, Mars: IC; Moon, Venus: MC; Mercury, Jupiter:
 *    descendant; Saturn: ascendant) / 3;
 *  - kala: nathonnatha (from the Sun's hour angle: apparent solar time), paksha (Sun-Moon arc / 3
 *    for benefics, 60 minus that for malefics, the Moon's doubled), tribhaga, abda (15),
 *    masa (30), vara (45), hora (60), ayana ((24 +/- kranti) x 1.25, kranti from the sayana
 *    longitude with 24 degrees of obliquity, Sun doubled),
 *    yuddha (planetary war within 1 degree);
 *  - cheshta: (seeghrocha - mean of true and mean longitude) / 3 for Mars..Saturn from mean
 *    heliocentric longitudes (Meeus, Astronomical Algorithms table 31.A); the Sun's and Moon's
 *    cheshta are carried by their doubled ayana and paksha balas, so they are 0 here as in Raman;
 *  - naisargika: fixed sevenths of 60; drik: (benefic - malefic sputa drishti) / 4.
 * Abda and masa lords use Raman's ahargana (Table I: a day count with 360-day years and 30-day
 * months whose first days fall on the weekdays the rule (3k + 1), (2k + 1) from Tuesday gives).
 */
import type { Ephemeris } from '../ephemeris/ephemeris';
import { normDeg } from '../ephemeris/ephemeris';
import type { Graha } from '../vedic/zodiac';
import { SIGN_LORDS } from '../vedic/zodiac';
import { drishtiVirupas } from './aspects';
import { compoundTable, EXALTATION_DEG, MOOLATRIKONA, OWN_SIGNS } from './dignity';
import { hinduDay, type HinduDay } from './sunday';
import { type NatalChart, SEVEN, type Planet7, signOf } from './types';
import { varga, type VargaFactor } from './vargas';

export const SHADBALA_VERSION = 'akasha-shadbala-1 (BPHS ch. 27 as worked by B.V. Raman, Graha and Bhava Balas; sign-based kendradi; Meeus mean longitudes for cheshta)';

export const NAISARGIKA: Record<Planet7, number> = {
  Sun: 60, Moon: 51.43, Venus: 42.86, Jupiter: 34.29, Mercury: 25.71, Mars: 17.14, Saturn: 8.57,
};
/** Minimum shadbala in rupas (BPHS 27.36-37). */
export const REQUIRED_RUPAS: Record<Planet7, number> = { Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 };
/** Disc diameters used for yuddha bala (BPHS 27.31). */
const DISC: Partial<Record<Planet7, number>> = { Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158.0 };

export type PerPlanet = Record<Planet7, number>;
const per = (f: (p: Planet7) => number): PerPlanet => Object.fromEntries(SEVEN.map((p) => [p, f(p)])) as PerPlanet;
const r2 = (x: number) => Math.round(x * 100) / 100;
const arc = (a: number, b: number) => { const d = Math.abs(normDeg(a - b)); return d > 180 ? 360 - d : d; };

export interface Shadbala {
  sthana: { uchcha: PerPlanet; saptavargaja: PerPlanet; ojayugma: PerPlanet; kendradi: PerPlanet; drekkana: PerPlanet; total: PerPlanet };
  dig: PerPlanet;
  kala: {
    nathonnatha: PerPlanet; paksha: PerPlanet; tribhaga: PerPlanet; abda: PerPlanet; masa: PerPlanet; vara: PerPlanet;
    hora: PerPlanet; ayana: PerPlanet; yuddha: PerPlanet; total: PerPlanet;
  };
  cheshta: PerPlanet;
  naisargika: PerPlanet;
  drik: PerPlanet;
  total_virupas: PerPlanet;
  total_rupas: PerPlanet;
  required_rupas: PerPlanet;
  ratio: PerPlanet;
  lords: { abda: Planet7; masa: Planet7; vara: Planet7; hora: Planet7 };
  benefics: Planet7[];
  malefics: Planet7[];
  wars: { planets: [Planet7, Planet7]; winner: Planet7; loser: Planet7 }[];
  day: HinduDay;
}

const SAPTA_VARGAS: VargaFactor[] = [1, 2, 3, 7, 9, 12, 30];
const REL_POINTS = { great_friend: 22.5, friend: 15, neutral: 7.5, enemy: 3.75, great_enemy: 1.875 } as const;
/** Weekday index (0 = Sunday) to its lord. */
export const WEEKDAY_LORD: Planet7[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const CHALDEAN: Planet7[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const FROM_TUESDAY: Planet7[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Sun', 'Moon'];
/** JDN of Raman's ahargana day 0 (1951-07-10); 1952-01-01 is day 175 of his Table I. */
const RAMAN_AHARGANA_JDN0 = 2433838;

/** Mean obliquity of the ecliptic (IAU 1980), degrees. */
const obliquity = (jd: number) => { const t = (jd - 2451545) / 36525; return 23.439291 - 0.0130042 * t; };
const D2R = Math.PI / 180;
const PARAMA_KRANTI = 24;

/** Declination of an ecliptic point (with latitude) at obliquity eps. */
function declination(lonTrop: number, lat: number, eps: number): number {
  const s = Math.sin(lat * D2R) * Math.cos(eps * D2R) + Math.cos(lat * D2R) * Math.sin(eps * D2R) * Math.sin(lonTrop * D2R);
  return Math.asin(s) / D2R;
}
function rightAscension(lonTrop: number, lat: number, eps: number): number {
  const y = Math.sin(lonTrop * D2R) * Math.cos(eps * D2R) - Math.tan(lat * D2R) * Math.sin(eps * D2R);
  return normDeg(Math.atan2(y, Math.cos(lonTrop * D2R)) / D2R);
}

/** Mean heliocentric longitudes, mean equinox of date (Meeus table 31.A), degrees. */
const MEAN_ELEMENTS: Record<'Mercury' | 'Venus' | 'Earth' | 'Mars' | 'Jupiter' | 'Saturn', [number, number, number]> = {
  Mercury: [252.250906, 149474.0722491, 0.0003035],
  Venus: [181.979801, 58519.2130302, 0.00031014],
  Earth: [100.466457, 36000.7698278, 0.00030322],
  Mars: [355.433, 19141.6964471, 0.00031052],
  Jupiter: [34.351519, 3036.3027748, 0.0002233],
  Saturn: [50.077444, 1223.5110686, 0.00051908],
};
const meanLon = (body: keyof typeof MEAN_ELEMENTS, jd: number) => {
  const t = (jd - 2451545) / 36525;
  const [a, b, c] = MEAN_ELEMENTS[body];
  return normDeg(a + b * t + c * t * t);
};

/**
 * Natural benefics for shadbala: Jupiter, Venus, the waxing Moon, and Mercury unless it shares
 * its sign with more malefics than benefics; malefics: Sun, Mars, Saturn, the waning Moon,
 * and such a Mercury.
 */
export function beneficsMalefics(chart: NatalChart): { benefics: Planet7[]; malefics: Planet7[]; waxing: boolean } {
  const lon = (g: Graha) => chart.grahas.find((x) => x.name === g)!.longitude;
  const waxing = normDeg(lon('Moon') - lon('Sun')) < 180;
  const benefics: Planet7[] = ['Jupiter', 'Venus'];
  const malefics: Planet7[] = ['Sun', 'Mars', 'Saturn'];
  (waxing ? benefics : malefics).push('Moon');
  const ms = signOf(lon('Mercury'));
  const withMe = chart.grahas.filter((g) => g.name !== 'Mercury' && signOf(g.longitude) === ms).map((g) => g.name);
  const nMal = withMe.filter((g) => ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'].includes(g) || (g === 'Moon' && !waxing)).length;
  const nBen = withMe.filter((g) => ['Jupiter', 'Venus'].includes(g) || (g === 'Moon' && waxing)).length;
  (nMal > nBen ? malefics : benefics).push('Mercury');
  return { benefics, malefics, waxing };
}

export function shadbala(eph: Ephemeris, chart: NatalChart): Shadbala {
  const g = (p: Graha) => chart.grahas.find((x) => x.name === p)!;
  const lon = (p: Graha) => g(p).longitude;
  const ascSign = signOf(chart.ascendant);
  const rel = compoundTable(chart);

  // ---- Sthana bala
  const uchcha = per((p) => r2(arc(lon(p), EXALTATION_DEG[p] + 180) / 3));
  const saptavargaja = per((p) => {
    let sum = 0;
    for (const d of SAPTA_VARGAS) {
      const v = varga(lon(p), d);
      const deg = lon(p) % 30;
      if (d === 1 && v.sign === MOOLATRIKONA[p].sign && deg >= MOOLATRIKONA[p].from && deg < MOOLATRIKONA[p].to) sum += 45;
      else if (OWN_SIGNS[p].includes(v.sign)) sum += 30;
      else sum += REL_POINTS[rel[p][SIGN_LORDS[v.sign] as Graha] as keyof typeof REL_POINTS];
    }
    return r2(sum);
  });
  const ojayugma = per((p) => {
    const rs = signOf(lon(p));
    const ns = varga(lon(p), 9).sign;
    const wantOdd = !(p === 'Moon' || p === 'Venus');
    const ok = (s: number) => (s % 2 === 0) === wantOdd;
    return (ok(rs) ? 15 : 0) + (ok(ns) ? 15 : 0);
  });
  const kendradi = per((p) => {
    const h = ((signOf(lon(p)) - ascSign + 12) % 12) + 1;
    return [1, 4, 7, 10].includes(h) ? 60 : [2, 5, 8, 11].includes(h) ? 30 : 15;
  });
  const DREK: Record<Planet7, number> = { Sun: 0, Mars: 0, Jupiter: 0, Mercury: 1, Saturn: 1, Moon: 2, Venus: 2 };
  const drekkana = per((p) => (Math.min(2, Math.floor((lon(p) % 30) / 10)) === DREK[p] ? 15 : 0));
  const sthanaTotal = per((p) => r2(uchcha[p] + saptavargaja[p] + ojayugma[p] + kendradi[p] + drekkana[p]));

  // ---- Dig bala
  const ic = normDeg(chart.mc + 180);
  const desc = normDeg(chart.ascendant + 180);
  const POWERLESS: Record<Planet7, number> = { Sun: ic, Mars: ic, Moon: chart.mc, Venus: chart.mc, Mercury: desc, Jupiter: desc, Saturn: chart.ascendant };
  const dig = per((p) => r2(arc(lon(p), POWERLESS[p]) / 3));

  // ---- Kala bala
  const eps = obliquity(chart.jd);
  const sun = g('Sun');
  const lst = normDeg(eph.siderealTime(chart.jd) * 15 + chart.lon);
  const hourAngle = arc(lst, rightAscension(sun.tropicalLongitude, sun.latitude, eps)); // 0 at noon, 180 at midnight
  const dayStrength = 60 - hourAngle / 3;
  const nathonnatha = per((p) => r2(p === 'Mercury' ? 60 : ['Sun', 'Jupiter', 'Venus'].includes(p) ? dayStrength : 60 - dayStrength));

  const { benefics, malefics } = beneficsMalefics(chart);
  const elong = arc(lon('Moon'), lon('Sun'));
  const pb = elong / 3;
  const paksha = per((p) => r2(p === 'Moon' ? 2 * pb : benefics.includes(p) ? pb : 60 - pb));

  const day = hinduDay(eph, chart.jd, chart.lat, chart.lon, chart.alt);
  const isDay = chart.jd < day.sunset;
  const part = isDay
    ? Math.min(2, Math.floor(((chart.jd - day.sunrise) / (day.sunset - day.sunrise)) * 3))
    : Math.min(2, Math.floor(((chart.jd - day.sunset) / (day.nextSunrise - day.sunset)) * 3));
  const tribhagaLord: Planet7 = isDay ? (['Mercury', 'Sun', 'Saturn'] as const)[part] : (['Moon', 'Venus', 'Mars'] as const)[part];
  const tribhaga = per((p) => (p === 'Jupiter' || p === tribhagaLord ? 60 : 0));

  const jdnLocal = Math.floor(chart.jd + 0.5 + chart.lon / 360);
  const ahargana = jdnLocal - RAMAN_AHARGANA_JDN0;
  const abdaLord = FROM_TUESDAY[(((Math.floor(ahargana / 360) * 3 + 1) % 7) + 7) % 7];
  const masaLord = FROM_TUESDAY[(((Math.floor(ahargana / 30) * 2 + 1) % 7) + 7) % 7];
  const varaLord = WEEKDAY_LORD[day.weekday];
  const horaIndex = Math.floor((chart.jd - day.sunrise) * 24);
  const horaLord = CHALDEAN[(CHALDEAN.indexOf(varaLord) + horaIndex) % 7];
  const abda = per((p) => (p === abdaLord ? 15 : 0));
  const masa = per((p) => (p === masaLord ? 30 : 0));
  const vara = per((p) => (p === varaLord ? 45 : 0));
  const hora = per((p) => (p === horaLord ? 60 : 0));

  const ayana = per((p) => {
    const x = g(p);
    // Kranti of the ecliptic point (latitude ignored) with the classical parama kranti of
    // 24 degrees, as the (24 +/- kranti) rule assumes (Surya Siddhanta 2.28; Raman's kranti table).
    const dec = declination(x.tropicalLongitude, 0, PARAMA_KRANTI);
    const signed = p === 'Mercury' ? Math.abs(dec) : p === 'Moon' || p === 'Saturn' ? -dec : dec;
    const v = ((24 + signed) * 60) / 48;
    return r2(p === 'Sun' ? 2 * v : v);
  });

  // Yuddha: Mars..Saturn within one degree; the one further north wins (Surya Siddhanta 7.18-23).
  const yuddha = per(() => 0);
  const wars: Shadbala['wars'] = [];
  const warriors: Planet7[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  for (let i = 0; i < warriors.length; i++) {
    for (let j = i + 1; j < warriors.length; j++) {
      const a = warriors[i];
      const b = warriors[j];
      if (arc(lon(a), lon(b)) >= 1) continue;
      const [w, l] = g(a).latitude >= g(b).latitude ? [a, b] : [b, a];
      const upToHora = (p: Planet7) => sthanaTotal[p] + dig[p] + nathonnatha[p] + paksha[p] + tribhaga[p] + abda[p] + masa[p] + vara[p] + hora[p];
      const v = Math.abs(upToHora(w) - upToHora(l)) / Math.abs(DISC[w]! - DISC[l]!);
      yuddha[w] = r2(yuddha[w] + v);
      yuddha[l] = r2(yuddha[l] - v);
      wars.push({ planets: [a, b], winner: w, loser: l });
    }
  }
  const kalaTotal = per((p) => r2(nathonnatha[p] + paksha[p] + tribhaga[p] + abda[p] + masa[p] + vara[p] + hora[p] + ayana[p] + yuddha[p]));

  // ---- Cheshta bala
  const ayanMean = eph.ayanamsa(chart.jd, chart.ayanamsa).mean;
  const sunMean = normDeg(meanLon('Earth', chart.jd) + 180 - ayanMean);
  const cheshta = per((p) => {
    if (p === 'Sun' || p === 'Moon') return 0;
    const mean = normDeg(meanLon(p, chart.jd) - ayanMean);
    const [madhya, seeghrocha] = p === 'Mercury' || p === 'Venus' ? [sunMean, mean] : [mean, sunMean];
    const t = lon(p);
    const avg = normDeg(madhya + ((((t - madhya) % 360) + 540) % 360 - 180) / 2);
    return r2(arc(seeghrocha, avg) / 3);
  });

  const naisargika = per((p) => NAISARGIKA[p]);

  // ---- Drik bala
  const drik = per((p) => {
    let s = 0;
    for (const q of SEVEN) {
      if (q === p) continue;
      const v = drishtiVirupas(q, lon(p) - lon(q));
      if (benefics.includes(q)) s += v;
      else if (malefics.includes(q)) s -= v;
    }
    return r2(s / 4);
  });

  const total = per((p) => r2(sthanaTotal[p] + dig[p] + kalaTotal[p] + cheshta[p] + naisargika[p] + drik[p]));
  const rupas = per((p) => r2(total[p] / 60));
  return {
    sthana: { uchcha, saptavargaja, ojayugma, kendradi, drekkana, total: sthanaTotal },
    dig,
    kala: { nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha, total: kalaTotal },
    cheshta,
    naisargika,
    drik,
    total_virupas: total,
    total_rupas: rupas,
    required_rupas: { ...REQUIRED_RUPAS },
    ratio: per((p) => r2(total[p] / 60 / REQUIRED_RUPAS[p])),
    lords: { abda: abdaLord, masa: masaLord, vara: varaLord, hora: horaLord },
    benefics, malefics, wars, day,
  };
}
