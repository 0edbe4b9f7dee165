/**
 * What the panchang page reads from the engine (the shapes of /v1/panchang/monthly,
 * /advanced and /hora, as far as the page uses them; src/api/routes/panchang.ts has the full
 * schemas), the one call helper, and small pure helpers for dates and times at a place.
 * Times are shown as the engine gives them (local wall time, HH:MM truncated, as its own
 * `start_hhmm` fields); nothing here computes astronomy.
 */
import { engine } from '../../worker/client';
import type { Place } from '../shared/place-picker';

export type MonthSystem = 'purnimanta' | 'amanta';

export interface MonthDay {
  date: string;
  vara: { index: number; name: string; sanskrit: string; lord: string };
  sunrise: string | null;
  sunset: string | null;
  tithi: { index: number; name: string; paksha: string; end_local: string };
  nakshatra: { index: number; name: string; pada: number; end_local: string };
  yoga: { index: number; name: string; end_local: string };
  karana: { index: number; name: string; end_local: string };
  amanta_month: string;
  purnimanta_month: string;
  adhika_month: boolean;
}

export interface SheetRow {
  date: string; weekday: string; tithi: string; tithi_end: string; nakshatra: string; nakshatra_end: string; yoga: string; yoga_end: string;
  karana: string; kshaya_tithi: string[]; kshaya_nakshatra: string[]; vriddhi_tithi: boolean;
  sunrise: string | null; sunset: string | null; moonrise: string | null; moonset: string | null;
  moon_phase: string; hindu_month: string; paksha: string; vikram_samvat: number; shaka_samvat: number; samvatsara: string;
  festivals: string[];
}

export interface MonthSheet {
  title: string; hindu_months: string[]; vikram_samvat: number[]; shaka_samvat: number[]; notation: string; rows: SheetRow[];
}

export interface MonthlyAnswer {
  year: number; month: number; tz: string; month_system: MonthSystem; days: MonthDay[]; sheet: MonthSheet; warnings: string[];
}

/** A window as the engine serves it (start/end as JD, ISO UTC and local wall time). */
export interface Win {
  start_jd: number; end_jd: number; start_iso: string; end_iso: string; start_local: string; end_local: string; duration_minutes?: number;
}
export interface DayLimb extends Win {
  index: number; name: string; kshaya: boolean; vriddhi: boolean; repeated: boolean; ends_after_midnight: boolean; end_panchang_time: string;
  paksha?: string; pada?: number; lord?: string; type?: string;
}
export interface RiseSet { jd: number; local: string; iso: string; epoch_ms: number }
export interface NamedWin extends Win { name: string; quality?: string; lord?: string; index?: number }
export interface NakWin extends Win { based_on_nakshatra: string; starts_previous_day: boolean }

export interface AdvancedAnswer {
  date: string; tz: string; warnings: string[];
  vara: { index: number; name: string; sanskrit: string; lord: string };
  day_start_local: string; day_end_local: string;
  tithi_transitions: DayLimb[]; nakshatra_transitions: DayLimb[]; yoga_transitions: DayLimb[]; karana_transitions: DayLimb[];
  sunrise: RiseSet | null; sunset: RiseSet | null; next_sunrise: RiseSet | null; moonrise: RiseSet | null; moonset: RiseSet | null;
  windows: {
    rahu_kaal: Win | null; yamaganda: Win | null; gulika: Win | null; abhijit: Win | null; brahma_muhurat: Win | null; pradosh_kaal: Win | null;
    durmuhurta: NamedWin[]; varjyam: NakWin[]; amrit_kalam: NakWin[];
  };
  choghadiya: { day_slots: NamedWin[]; night_slots: NamedWin[] } | null;
  hindu_month: {
    month: { amanta: { name: string }; purnimanta: { name: string } };
    name: string; is_adhik_maas: boolean; is_kshaya_maas: boolean;
    samvatsara: { vikram: number; shaka: number; name: string };
    paksha: string; ritu: string; ayana: string; solar_month: string;
  };
  moon_phase: string; illumination_percent: number;
}

export interface Hora extends Win { index: number; planet: string; quality: string; is_day_hora: boolean }
export interface HoraAnswer { horas: Hora[]; day_lord: string }

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** New Delhi, as the API examples and the festival reference (test/reference/festivals) use it. */
export const DEFAULT_PLACE: Place = { name: 'New Delhi', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

/** The first and last months the monthly endpoint serves (it reads the days around a month). */
export const FIRST_MONTH = { y: 1800, m: 2 };
export const LAST_MONTH = { y: 2399, m: 11 };

/** GET a /v1 path through the engine Worker; a non-200 answer throws its message. */
export async function v1<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await engine().call(path, signal);
  if (res.status !== 200) throw new Error((res.body as { error?: { message?: string } })?.error?.message ?? `the engine answered ${res.status}`);
  return res.body as T;
}

/** tz, lat, lon of a place as /v1 query parameters. */
export function placeQuery(p: Place): Record<string, string> {
  return { tz: p.tz, lat: String(p.lat), lon: String(p.lon) };
}

export const monthlyPath = (y: number, m: number, p: Place, ms: MonthSystem) =>
  `/v1/panchang/monthly?${new URLSearchParams({ year: String(y), month: String(m), ...placeQuery(p), month_system: ms, include: 'sheet' })}`;
export const dayPath = (kind: 'advanced' | 'hora', date: string, p: Place, ms: MonthSystem) =>
  `/v1/panchang/${kind}?${new URLSearchParams({ date, ...placeQuery(p), month_system: ms })}`;

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Today's civil date (YYYY-MM-DD) at a zone: an IANA name or a fixed offset such as +05:30. */
export function todayAt(tz: string, now = Date.now()): string {
  const off = /^([+-])(\d{2}):?(\d{2})$/.exec(tz);
  if (off) {
    const ms = now + (off[1] === '-' ? -1 : 1) * (Number(off[2]) * 60 + Number(off[3])) * 60_000;
    return new Date(ms).toISOString().slice(0, 10);
  }
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const get = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  } catch {
    const d = new Date(now);
    return isoDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
  }
}

/** "2025-10-20 07:53:07" -> "07:53". */
export const hm = (local: string | null | undefined) => (local ? local.slice(11, 16) : '—');
/** "2025-10-20 07:53:07" -> "07:53:07". */
export const hms = (local: string | null | undefined) => (local ? local.slice(11, 19) : '—');

/** " (21 Oct)" when a local time falls on another civil date than `date`, else "". */
export function dayNote(local: string | null | undefined, date: string): string {
  if (!local || local.slice(0, 10) === date) return '';
  const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  return ` (${d} ${MONTH_NAMES[m - 1]!.slice(0, 3)}${y !== Number(date.slice(0, 4)) ? ` ${y}` : ''})`;
}

/** "2025-10-20" -> "Monday 20 October 2025". */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[wd]} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** The month after (+1) or before (-1) y-m, clamped to what the engine serves. */
export function stepMonth(y: number, m: number, by: number): { y: number; m: number } {
  const i = y * 12 + (m - 1) + by;
  const lo = FIRST_MONTH.y * 12 + FIRST_MONTH.m - 1, hi = LAST_MONTH.y * 12 + LAST_MONTH.m - 1;
  const c = Math.min(hi, Math.max(lo, i));
  return { y: Math.floor(c / 12), m: (c % 12) + 1 };
}

export function inRange(y: number, m: number): boolean {
  const i = y * 12 + m - 1;
  return i >= FIRST_MONTH.y * 12 + FIRST_MONTH.m - 1 && i <= LAST_MONTH.y * 12 + LAST_MONTH.m - 1;
}
