/**
 * Time zones through the platform's IANA database (Intl), never a hand-written table.
 * A zone is an IANA name ("Asia/Kolkata") or a fixed offset ("+05:30", "-04:00", "Z"/"UTC").
 */

const OFFSET_RE = /^([+-])(\d{2}):?(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

export class ZoneError extends Error {
  override name = 'ZoneError';
}

/** Fixed offset in minutes east of UTC, or null when `tz` is not a fixed offset. */
export function fixedOffsetMinutes(tz: string): number | null {
  if (tz === 'Z' || tz === 'UTC' || tz === 'GMT') return 0;
  const m = OFFSET_RE.exec(tz);
  if (!m) return null;
  const h = Number(m[2]);
  const mi = Number(m[3]);
  if (h > 14 || mi > 59) throw new ZoneError(`offset ${tz} is out of range (-14:00 to +14:00)`);
  return (m[1] === '-' ? -1 : 1) * (h * 60 + mi);
}

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
        hour: 'numeric', minute: 'numeric', second: 'numeric', era: 'short',
      });
    } catch {
      throw new ZoneError(`unknown time zone ${tz}: use an IANA name such as Asia/Kolkata or an offset such as +05:30`);
    }
    formatters.set(tz, f);
  }
  return f;
}

/** Throws ZoneError unless tz is a usable zone; returns the canonical spelling. */
export function checkZone(tz: string): string {
  if (fixedOffsetMinutes(tz) !== null) return tz;
  formatter(tz);
  return tz;
}

const BUCKET_MS = 6 * 3600 * 1000;
/** Per zone: its fixed offset (or null for an IANA zone) and the offsets of the buckets seen (null: a transition inside). */
const zones = new Map<string, { fixed: number | null; buckets: Map<number, number | null> }>();

/**
 * Offset of `tz` from UTC in minutes at the instant `epochMs` (local = UTC + offset).
 * Intl lookups cost tens of microseconds, and a month's panchang asks thousands of them, so
 * offsets are cached per 6-hour bucket: when the offset at both ends of a bucket is the same,
 * it holds for the whole bucket (no zone in the IANA database has two transitions within six
 * hours that cancel out); otherwise the instant is looked up exactly.
 */
export function offsetMinutesAt(tz: string, epochMs: number): number {
  let z = zones.get(tz);
  if (z === undefined) {
    z = { fixed: fixedOffsetMinutes(tz), buckets: new Map() };
    if (zones.size > 1000) zones.clear();
    zones.set(tz, z);
  }
  if (z.fixed !== null) return z.fixed;
  const bucket = Math.floor(epochMs / BUCKET_MS);
  let cached = z.buckets.get(bucket);
  if (cached === undefined) {
    const a = exactOffsetMinutes(tz, bucket * BUCKET_MS);
    const b = exactOffsetMinutes(tz, (bucket + 1) * BUCKET_MS - 1000);
    cached = a === b ? a : null;
    if (z.buckets.size > 50_000) z.buckets.clear();
    z.buckets.set(bucket, cached);
  }
  return cached ?? exactOffsetMinutes(tz, epochMs);
}

function exactOffsetMinutes(tz: string, epochMs: number): number {
  const parts = formatter(tz).formatToParts(new Date(epochMs));
  let y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0, bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year': y = Number(p.value); break;
      case 'month': mo = Number(p.value); break;
      case 'day': d = Number(p.value); break;
      case 'hour': h = Number(p.value); break;
      case 'minute': mi = Number(p.value); break;
      case 'second': s = Number(p.value); break;
      case 'era': bc = p.value.startsWith('B'); break;
    }
  }
  if (bc) y = 1 - y;
  const asUtc = utcMs(y, mo, d, h, mi, s);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc - wholeSecond) / 60000);
}

/** Date.UTC that also works for years 0-99. */
export function utcMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  // Date.UTC reads years 0-99 as 1900-1999; every other year takes the direct path.
  if (y >= 100) return Date.UTC(y, mo - 1, d, h, mi, 0, 0) + s * 1000;
  const dt = new Date(Date.UTC(2000, mo - 1, d, h, mi, 0, 0));
  dt.setUTCFullYear(y);
  return dt.getTime() + s * 1000;
}

export type LocalResolution = 'exact' | 'gap' | 'overlap';

export interface ResolvedLocal {
  epochMs: number;
  offsetMinutes: number;
  resolution: LocalResolution;
  /** A sentence for `warnings` when the wall time was in a DST gap or overlap. */
  warning?: string;
}

/**
 * Local wall time in `tz` to an instant. Wall times that do not exist (spring-forward gap) or
 * exist twice (fall-back overlap) are resolved as Temporal's `disambiguation: 'compatible'`:
 * a gap moves forward by the gap's length (the offset before the transition is used), an
 * overlap takes the earlier instant.
 */
export function localToInstant(y: number, mo: number, d: number, h: number, mi: number, s: number, tz: string): ResolvedLocal {
  const wall = utcMs(y, mo, d, h, mi, s);
  const fixed = fixedOffsetMinutes(tz);
  if (fixed !== null) return { epochMs: wall - fixed * 60000, offsetMinutes: fixed, resolution: 'exact' };
  const DAY = 86400000;
  const before = offsetMinutesAt(tz, wall - DAY);
  const after = offsetMinutesAt(tz, wall + DAY);
  const candidates = new Set([before, after, offsetMinutesAt(tz, wall)]);
  const valid: number[] = [];
  for (const off of candidates) {
    const t = wall - off * 60000;
    if (offsetMinutesAt(tz, t) === off) valid.push(t);
  }
  valid.sort((a, b) => a - b);
  const stamp = `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}`;
  if (valid.length === 1) return { epochMs: valid[0], offsetMinutes: offsetMinutesAt(tz, valid[0]), resolution: 'exact' };
  if (valid.length > 1) {
    const t = valid[0];
    return {
      epochMs: t, offsetMinutes: offsetMinutesAt(tz, t), resolution: 'overlap',
      warning: `${stamp} occurs twice in ${tz} (clocks were set back); the earlier instant (UTC${fmtOffset(offsetMinutesAt(tz, t))}) was used`,
    };
  }
  // Gap: use the offset in force before the transition, which lands after the gap.
  const t = wall - before * 60000;
  const off = offsetMinutesAt(tz, t);
  return {
    epochMs: t, offsetMinutes: off, resolution: 'gap',
    warning: `${stamp} does not exist in ${tz} (clocks were set forward); it was read as ${formatLocal(t, off).slice(0, 16)} (UTC${fmtOffset(off)})`,
  };
}

/** "00" to "99". */
const TWO = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : `${i}`));

/**
 * Days since 1970-01-01 of a proleptic Gregorian date, and back: integer arithmetic on 400-year
 * eras with the year starting in March (the published days_from_civil / civil_from_days
 * algorithms of H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"). Out-of-range days
 * roll over as Date.UTC does (linear in d). For y >= 0.
 */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
export function civilFromDays(z0: number): { y: number; m: number; d: number } {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

export function pad(n: number, width = 2): string {
  const s = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${s}` : s;
}

/** "+05:30" style offset. */
export function fmtOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/** "YYYY-MM-DD HH:MM:SS" for an instant at a given offset (seconds rounded). */
export function formatLocal(epochMs: number, offsetMinutes: number): string {
  const fast = formatSeconds(Math.round((epochMs + offsetMinutes * 60000) / 1000), ' ');
  if (fast !== null) return fast;
  const d = new Date(Math.round((epochMs + offsetMinutes * 60000) / 1000) * 1000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * "YYYY-MM-DD<sep>HH:MM:SS" of whole seconds since 1970 (read as UTC) by integer arithmetic,
 * no Date object; null outside the years 1000-9999 (the caller then formats through Date).
 */
export function formatSeconds(secs: number, sep: string): string | null {
  if (!Number.isFinite(secs)) return null;
  const days = Math.floor(secs / 86400);
  let r = secs - days * 86400;
  const h = Math.floor(r / 3600);
  r -= h * 3600;
  const mi = Math.floor(r / 60);
  const c = civilFromDays(days);
  if (c.y < 1000 || c.y > 9999) return null;
  return `${c.y}-${TWO[c.m]}-${TWO[c.d]}${sep}${TWO[h]}:${TWO[mi]}:${TWO[r - mi * 60]}`;
}
