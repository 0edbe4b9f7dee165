/**
 * The Davison relationship chart (Ronald Davison, "Synastry", 1977): a real chart cast for the
 * midpoint in time and the midpoint in space of two births.
 * - Time: the mean of the two Julian Days (UT).
 * - Space: the great-circle (spherical) midpoint of the two birth places: the normalised sum
 *   of their unit vectors, so it lies on the shortest path between them and crossing the date
 *   line is handled (the arithmetic mean of longitudes would put Tokyo-Honolulu in Africa).
 *   For antipodal places the midpoint is undefined; we then take the mean latitude and the mean
 *   longitude and say so in a warning.
 */
import { normDeg } from '../ephemeris/ephemeris';

const RAD = Math.PI / 180;

export interface GeoPoint { lat: number; lon: number }

export function midpointJd(jdA: number, jdB: number): number {
  return (jdA + jdB) / 2;
}

export function sphericalMidpoint(a: GeoPoint, b: GeoPoint): GeoPoint & { antipodal: boolean } {
  const v = (p: GeoPoint) => [Math.cos(p.lat * RAD) * Math.cos(p.lon * RAD), Math.cos(p.lat * RAD) * Math.sin(p.lon * RAD), Math.sin(p.lat * RAD)];
  const [x1, y1, z1] = v(a);
  const [x2, y2, z2] = v(b);
  const x = x1 + x2, y = y1 + y2, z = z1 + z2;
  const r = Math.hypot(x, y, z);
  if (r < 1e-9) {
    const lon = normDeg((a.lon + b.lon) / 2 + 180) - 180;
    return { lat: (a.lat + b.lat) / 2, lon, antipodal: true };
  }
  const lat = Math.asin(Math.max(-1, Math.min(1, z / r))) / RAD;
  const hxy = Math.hypot(x, y);
  // At a pole the longitude is arbitrary: keep the mean of the two.
  const lon = hxy < 1e-12 ? normDeg((a.lon + b.lon) / 2 + 180) - 180 : Math.atan2(y, x) / RAD;
  return { lat, lon, antipodal: false };
}

/** Great-circle distance in degrees (used to check the midpoint in tests). */
export function centralAngle(a: GeoPoint, b: GeoPoint): number {
  // Vincenty's formula (atan2 of the cross and dot products): exact for nearby and for
  // antipodal points alike, where the arccosine form loses everything below about 1e-4 deg.
  const f1 = a.lat * RAD, f2 = b.lat * RAD, dl = (b.lon - a.lon) * RAD;
  const y = Math.hypot(Math.cos(f2) * Math.sin(dl), Math.cos(f1) * Math.sin(f2) - Math.sin(f1) * Math.cos(f2) * Math.cos(dl));
  const x = Math.sin(f1) * Math.sin(f2) + Math.cos(f1) * Math.cos(f2) * Math.cos(dl);
  return Math.atan2(y, x) / RAD;
}
