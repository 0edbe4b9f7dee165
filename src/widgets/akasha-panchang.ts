/**
 * `<akasha-panchang>`: one day's panchang at a place: the five limbs (tithi, nakshatra, yoga,
 * karana as they stand at sunrise, each with its end time and what follows until the next
 * sunrise; vara), sunrise and sunset, Rahu Kaal, and the Hindu month.
 *
 * Attributes: `lat`, `lon` (required, decimal degrees, north and east positive), `tz` (IANA zone
 * or ±HH:MM; default the visitor's zone), `date` (YYYY-MM-DD; default today in `tz`),
 * `place-name` (shown as is), `ayanamsa` (lahiri default), `month-system` (purnimanta default,
 * or amanta), `lang` (names; the engine serves `en` only so far), `theme`.
 *
 * Reads /v1/panchang/summary (limbs at sunrise, windows, month) and /v1/panchang/basic (every
 * transition of the day) from the page's engine Worker. Times are the place's wall time (HH:MM,
 * truncated as the engine's own `end_panchang_time`), with the date when it is another day.
 */
import { type PropertyDeclarations, css, html, nothing } from 'lit';
import { dayNote, hm, longDate, todayAt } from '../ui/panchang/panchang-data';
import { AkashaWidget, AttributeError, coordinate, dateAttribute, defineWidget, deviceZone, query, widgetStyles } from './widget-base';

interface Transition { index: number; name: string; end_local: string; paksha?: string }
interface BasicAnswer {
  date: string; tz: string; month_system: string;
  vara: { index: number; name: string; sanskrit: string; lord: string };
  tithi_transitions: Transition[]; nakshatra_transitions: Transition[]; yoga_transitions: Transition[]; karana_transitions: Transition[];
  warnings: string[];
}
interface SummaryAnswer {
  date: string; tz: string; month_system: 'purnimanta' | 'amanta'; ayanamsa: string;
  nakshatra: { pada: number };
  sunrise: string | null; sunset: string | null;
  rahu_kaal: { start: string; end: string } | null;
  hindu_month: { amanta: string; purnimanta: string; adhika: boolean; samvatsara: string; vikram_samvat: number; shaka_samvat: number; paksha: string; ritu: string };
  warnings: string[];
}

const TAG = 'akasha-panchang';
const LIMBS = [['tithi', 'Tithi'], ['nakshatra', 'Nakshatra'], ['yoga', 'Yoga'], ['karana', 'Karana']] as const;

/** "Krishna Chaturdashi", but "Purnima" and "Amavasya" alone. */
function tithiLabel(t: Transition): string {
  return t.paksha && t.index !== 15 && t.index !== 30 ? `${t.paksha} ${t.name}` : t.name;
}

export class AkashaPanchang extends AkashaWidget<[SummaryAnswer, BasicAnswer]> {
  static override properties: PropertyDeclarations = {
    date: {},
    lat: {},
    lon: {},
    tz: {},
    placeName: { attribute: 'place-name' },
    ayanamsa: {},
    monthSystem: { attribute: 'month-system' },
    lang: {},
  };

  declare date: string | undefined;
  declare lat: string | undefined;
  declare lon: string | undefined;
  declare tz: string | undefined;
  declare placeName: string | undefined;
  declare ayanamsa: string | undefined;
  declare monthSystem: string | undefined;
  /** Shadows HTMLElement.lang (the attribute stays on the element and still names its language). */
  declare lang: string;

  protected readonly tag = TAG;

  protected heading(): string {
    return 'Panchang';
  }

  private zone(): string {
    return this.tz?.trim() || deviceZone();
  }

  protected paths(): string[] {
    const lat = coordinate(TAG, 'lat', this.lat);
    const lon = coordinate(TAG, 'lon', this.lon);
    const tz = this.zone();
    const ms = this.monthSystem?.trim().toLowerCase();
    if (ms && ms !== 'purnimanta' && ms !== 'amanta') throw new AttributeError(`<${TAG}>: month-system="${this.monthSystem}" must be purnimanta or amanta.`);
    const date = dateAttribute(TAG, this.date) ?? todayAt(tz);
    const q = query({ date, tz, lat, lon, ayanamsa: this.ayanamsa, month_system: ms, lang: this.lang });
    return [`/v1/panchang/summary?${q}`, `/v1/panchang/basic?${q}`];
  }

  protected override subheading(a: [SummaryAnswer, BasicAnswer] | undefined) {
    const place = this.placeName?.trim() || (this.lat && this.lon ? `${this.lat}, ${this.lon}` : '');
    if (!a) return place;
    return `${longDate(a[0].date)}${place ? ` · ${place}` : ''}`;
  }

  protected renderAnswers([s, b]: [SummaryAnswer, BasicAnswer]) {
    const date = s.date;
    const at = (local: string) => html`<time datetime=${local.replace(' ', 'T')}>${hm(local)}${dayNote(local, date)}</time>`;
    const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '—');
    const m = s.hindu_month;
    const month = s.month_system === 'amanta' ? m.amanta : m.purnimanta;
    const warnings = [...new Set([...s.warnings, ...b.warnings])];
    return html`
      <dl class="sun">
        <div data-field="sunrise"><dt>Sunrise</dt><dd>${hhmm(s.sunrise)}</dd></div>
        <div data-field="sunset"><dt>Sunset</dt><dd>${hhmm(s.sunset)}</dd></div>
        <div data-field="rahu-kaal"><dt>Rahu Kaal</dt><dd>${s.rahu_kaal ? `${s.rahu_kaal.start}–${s.rahu_kaal.end}` : '—'}</dd></div>
      </dl>
      <table>
        <caption class="sr">The five limbs from this sunrise to the next, with their end times (${s.tz})</caption>
        <tbody>
          ${LIMBS.map(([limb, label]) => {
            const list = b[`${limb}_transitions`];
            return html`<tr data-limb=${limb}>
              <th scope="row">${label}</th>
              <td>${list.map((t, i) => html`<span class="el" data-name=${t.name} data-end=${t.end_local}
                >${i ? html`<span class="then">then </span>` : nothing}<strong>${limb === 'tithi' ? tithiLabel(t) : t.name}</strong>${limb === 'nakshatra' && i === 0 ? html` <span class="muted">pada ${s.nakshatra.pada}</span>` : nothing}
                <span class="until">until ${at(t.end_local)}</span></span>`)}</td>
            </tr>`;
          })}
          <tr data-limb="vara"><th scope="row">Vara</th><td><strong>${b.vara.name}</strong> <span class="muted">(${b.vara.sanskrit})</span></td></tr>
        </tbody>
      </table>
      <p class="month" data-field="month">
        <strong>${month}${m.adhika ? ' (adhika)' : ''}</strong> <span class="muted">${s.month_system}</span> · ${m.paksha} paksha ·
        Vikram Samvat ${m.vikram_samvat} <span class="muted">(${m.samvatsara})</span>
      </p>
      ${warnings.length ? html`<p class="muted note">${warnings.join(' ')}</p>` : nothing}
      <p class="muted note">Times ${s.tz}; limbs as at sunrise · ayanamsa ${s.ayanamsa}</p>
    `;
  }

  static override styles = [widgetStyles, css`
    .sun { display: flex; flex-wrap: wrap; gap: 0.35rem 1.1rem; margin: 0 0 0.5rem; padding: 0.45rem 0.6rem; background: var(--_subtle); border-radius: 8px; }
    .sun div { display: flex; gap: 0.35rem; align-items: baseline; }
    .sun dt { color: var(--_muted); font-size: 0.85em; }
    .sun dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; vertical-align: top; padding: 0.32rem 0; border-bottom: 1px solid var(--_border); }
    th { width: 6.2rem; padding-right: 0.6rem; color: var(--_muted); font-weight: 600; font-size: 0.9em; }
    .el { display: block; }
    .then { color: var(--_muted); font-size: 0.88em; }
    .until { color: var(--_muted); font-size: 0.88em; white-space: nowrap; }
    time { font-variant-numeric: tabular-nums; color: var(--_text); }
    .month { margin-top: 0.5rem; }
    .note { font-size: 0.78em; margin: 0.2rem 0 0; }
    .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  `];
}

defineWidget(TAG, AkashaPanchang);

declare global {
  interface HTMLElementTagNameMap {
    'akasha-panchang': AkashaPanchang;
  }
}
