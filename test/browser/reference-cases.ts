/**
 * Inputs the browser tests compute and compare with Node (node-reference.json) and with an
 * independent figure: the lagna of 1996-12-07 10:34 +05:30 at Chennai (13.0878 N, 80.2785 E),
 * Lahiri, is 292.4458 degrees (Capricorn 22°26'45"), as Jagannatha Hora prints it.
 */
export const CHENNAI_1996 = '/v1/chart/planets?date=1996-12-07&time=10:34&tz=%2B05:30&lat=13.0878&lon=80.2785&ayanamsa=lahiri';
export const CHENNAI_1996_ASCENDANT_DEG = 292.4458;

export const REFERENCE_PATHS: readonly string[] = [
  CHENNAI_1996,
  '/v1/chart/planets?date=2024-03-20&time=08:36&tz=Asia/Kolkata&lat=28.6139&lon=77.209&ayanamsa=krishnamurti&node=true',
  '/v1/chart/houses?date=1990-05-15&time=10:30&tz=Asia/Kolkata&lat=28.6139&lon=77.209&house_system=placidus',
  '/v1/meta/ayanamsas?date=2025-01-01&time=12:00&tz=UTC',
  '/v1/calendar/solstices?year=2024',
];
