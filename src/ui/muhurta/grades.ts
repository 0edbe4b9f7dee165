/**
 * What the muhurta elements share: the /v1/muhurta/best-time answer's shapes, the purposes it
 * accepts, the four grades of spec 2.2 with their colours, and date labels. No element here.
 */
import { css } from 'lit';

/** One factor of a slot's score (spec 2.2): score = weight x quality; ok = quality >= 0.5. */
export interface Factor { name: string; value: string; weight: number; score: number; ok: boolean }

export type Grade = 'excellent' | 'good' | 'acceptable' | 'inauspicious';

/** One 1-hour slot of /v1/muhurta/best-time. Local times are "YYYY-MM-DD HH:MM:SS" in the answer's tz. */
export interface Slot {
  start_jd: number; end_jd: number; start_iso: string; end_iso: string; start_local: string; end_local: string;
  score: number; grade: Grade; is_acceptable: boolean; factors: Factor[]; warnings: string[] | null;
}

export interface BestTimeAnswer {
  purpose: string; scoring: string; start_date: string; end_date: string; tz: string; lat: number; lon: number; ayanamsa: string;
  top_n: number; slots_scored: number; windows: Slot[];
  birth: { birth_date: string; moon_sign: string; nakshatra: string; pada: number } | null;
  warnings: string[];
}

/** The purposes best-time accepts (its `purpose` enum), with what they are for. */
export const PURPOSES: readonly [string, string][] = [
  ['vivah', 'Vivah: a wedding'],
  ['graha_pravesh', 'Graha pravesh: moving into a house'],
  ['naamkaran', 'Naamkaran: naming a child'],
  ['vyapar', 'Vyapar: starting a business'],
  ['yatra', 'Yatra: setting out on a journey'],
  ['general', 'General (scored by the wedding rules)'],
];

/** Spec 2.2 grades, best first. */
export const GRADES: readonly { id: Grade; label: string; range: string }[] = [
  { id: 'excellent', label: 'Excellent', range: '90 or more' },
  { id: 'good', label: 'Good', range: '80-89' },
  { id: 'acceptable', label: 'Acceptable', range: '60-79' },
  { id: 'inauspicious', label: 'Inauspicious', range: 'below 60' },
];

/** Grade colours as custom properties, light and dark, for :host. */
export const gradeColors = css`
  :host {
    --g-excellent: #13703f; --g-excellent-text: #ffffff;
    --g-good: #7cc47f; --g-good-text: #10301a;
    --g-acceptable: #f1c65b; --g-acceptable-text: #3a2a00;
    --g-inauspicious: #e7a3a0; --g-inauspicious-text: #4a0f0c;
    --g-none: transparent; --g-none-text: var(--ak-muted);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --g-excellent: #2fa866; --g-excellent-text: #04140b;
      --g-good: #2f6e3e; --g-good-text: #e8f7ec;
      --g-acceptable: #8a6a14; --g-acceptable-text: #fff4d6;
      --g-inauspicious: #7a2e2a; --g-inauspicious-text: #ffe3e0;
    }
  }
`;

const UTC_DAY = (d: string) => new Date(`${d}T00:00:00Z`);

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const t = UTC_DAY(date);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** Whole days from a to b ('YYYY-MM-DD'); NaN when either is not a date. */
export function daysFrom(a: string, b: string): number {
  return Math.round((UTC_DAY(b).getTime() - UTC_DAY(a).getTime()) / 86_400_000);
}

/** 'Fri 7 Feb 2025' for a calendar date. */
export function dayLabel(date: string, opts: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }): string {
  return UTC_DAY(date).toLocaleDateString('en-GB', { timeZone: 'UTC', ...opts });
}

/** '2025-02-07 14:30:00' -> '14:30'. */
export const hhmm = (local: string) => local.slice(11, 16);
