/**
 * The place picker's pure parts: the offline list (content/places/places.json, loaded on first
 * use as its own chunk), a search that ignores case and diacritics, and the checks for a place
 * typed by hand (latitude, longitude, and a zone as an IANA name or a UTC offset).
 */
import type { Place } from './place-picker';

/** One row of content/places/places.json (see its README). */
export interface PlaceRow extends Place {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** State, province or territory, when the list gives it. */
  admin?: string;
}

interface Indexed { row: PlaceRow; name: string; hay: string; order: number }

/** Lower case, no diacritics, punctuation as spaces: "Bogotá" and "bogota" fold alike. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const regionNames = (() => {
  try { return new Intl.DisplayNames(['en'], { type: 'region' }); } catch { return undefined; }
})();
/** "IN" -> "India" (the code itself where the platform has no name). */
export function countryName(code: string): string {
  try { return regionNames?.of(code) ?? code; } catch { return code; }
}

let loading: Promise<Indexed[]> | undefined;
/** The list, indexed once per page. */
export function loadPlaces(): Promise<Indexed[]> {
  loading ??= import('../../../content/places/places.json').then((m) => (m.default as PlaceRow[]).map((row, order) => ({
    row, order, name: fold(row.name), hay: fold([row.name, row.admin ?? '', countryName(row.country), row.country].join(' ')),
  })));
  return loading;
}

/** Best matches first: the name starting with the query, then a word of the name, then anywhere. Every word typed must match. */
export function searchPlaces(index: readonly Indexed[], query: string, limit = 8): PlaceRow[] {
  const q = fold(query);
  if (!q) return [];
  const tokens = q.split(' ');
  const first = tokens[0]!;
  const scored: { s: number; i: Indexed }[] = [];
  for (const i of index) {
    if (!tokens.every((t) => i.hay.includes(t))) continue;
    const s = i.name.startsWith(q) ? 0 : i.name.split(' ').some((w) => w.startsWith(first)) ? 1 : i.name.includes(first) ? 2 : 3;
    scored.push({ s, i });
  }
  scored.sort((a, b) => a.s - b.s || a.i.order - b.i.order);
  return scored.slice(0, limit).map((x) => x.i.row);
}

/**
 * An angle typed by hand: decimal degrees ("13.0878", "-80.5"), optionally with a hemisphere
 * letter ("13.0878 N", "80.2785E"), or degrees, minutes and seconds ("13°05'16\" N", "13 5 16 N").
 * Returns the signed degrees or an error message.
 */
export function parseAngle(text: string, axis: 'lat' | 'lon'): number | string {
  const what = axis === 'lat' ? 'Latitude' : 'Longitude';
  const max = axis === 'lat' ? 90 : 180;
  const m = /^\s*([+-])?\s*(\d+(?:\.\d+)?)(?:\s*[°:\s]\s*(\d+(?:\.\d+)?)\s*['′]?(?:\s*(\d+(?:\.\d+)?)\s*(?:["″]|'')?)?)?\s*°?\s*([NSEWnsew])?\s*$/.exec(text);
  if (!m) return `${what}: type decimal degrees (e.g. ${axis === 'lat' ? '13.0878' : '80.2785'}) or degrees and minutes (e.g. ${axis === 'lat' ? "13°05' N" : "80°17' E"})`;
  const [, sign, d, mi, s, hemi] = m;
  if (mi !== undefined && Number(mi) >= 60) return `${what}: minutes must be under 60`;
  if (s !== undefined && Number(s) >= 60) return `${what}: seconds must be under 60`;
  const h = hemi?.toUpperCase();
  if (h && (axis === 'lat' ? !'NS'.includes(h) : !'EW'.includes(h))) return `${what}: use ${axis === 'lat' ? 'N or S' : 'E or W'}`;
  if (h && sign) return `${what}: give either a sign or ${axis === 'lat' ? 'N/S' : 'E/W'}, not both`;
  let v = Number(d) + Number(mi ?? 0) / 60 + Number(s ?? 0) / 3600;
  if (sign === '-' || h === 'S' || h === 'W') v = -v;
  if (!(Math.abs(v) <= max)) return `${what} must be between -${max} and ${max}`;
  return Math.round(v * 1e4) / 1e4;
}

/** A zone typed by hand: an IANA name (Asia/Kolkata) or an offset (+05:30, -0400, UTC). Returns the zone to use or an error message. */
export function parseZone(text: string): { tz: string } | string {
  const t = text.trim();
  if (!t) return 'Time zone: type an IANA name such as Asia/Kolkata or an offset such as +05:30';
  if (/^(utc|gmt|z)$/i.test(t)) return { tz: 'UTC' };
  const off = /^(?:utc|gmt)?\s*([+-−])(\d{1,2})(?::?(\d{2}))?$/i.exec(t);
  if (off) {
    const h = Number(off[2]);
    const mi = Number(off[3] ?? 0);
    if (h > 14 || mi > 59 || (h === 14 && mi > 0)) return 'Time zone offset must be between -14:00 and +14:00';
    return { tz: `${off[1] === '-' || off[1] === '−' ? '-' : '+'}${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}` };
  }
  try {
    const tz = new Intl.DateTimeFormat('en', { timeZone: t }).resolvedOptions().timeZone;
    // Keep the spelling typed when it is valid (Intl may answer a legacy alias such as Asia/Calcutta).
    return { tz: /\//.test(t) ? t : tz };
  } catch {
    return `Unknown time zone "${t}": use an IANA name such as Asia/Kolkata or an offset such as +05:30`;
  }
}

/** "13.0878° N, 80.2785° E". */
export function formatLatLon(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lon).toFixed(4)}° ${lon < 0 ? 'W' : 'E'}`;
}
