/**
 * `<panchang-day-view>`: one panchang day at a place. The festivals, the five limbs with the
 * start and end of each one that touches the day (sunrise to next sunrise), Sun and Moon rise
 * and set, the Hindu month in both systems, Samvat, ritu and ayana, then `<panchang-timeline>`
 * with every window. Reads /v1/panchang/advanced and /v1/panchang/hora through the engine
 * Worker whenever `date`, `place` or `monthSystem` change.
 */
import { LitElement, css, html, nothing } from 'lit';
import type { Place } from '../shared/place-picker';
import { controls, tokens } from '../theme';
import { type AdvancedAnswer, type DayLimb, type HoraAnswer, type MonthSystem, type SheetRow, dayNote, dayPath, hm, hms, longDate, v1 } from './panchang-data';
import './panchang-timeline';

const PHASE: Record<string, string> = {
  new_moon: 'New moon', waxing_crescent: 'Waxing crescent', first_quarter: 'First quarter', waxing_gibbous: 'Waxing gibbous',
  full_moon: 'Full moon', waning_gibbous: 'Waning gibbous', last_quarter: 'Last quarter', waning_crescent: 'Waning crescent',
};

/** The other civil date of a time, under it: "(21 Oct)". */
const note = (local: string | null | undefined, date: string) => {
  const n = dayNote(local, date).trim();
  return n ? html`<span class="dn">${n}</span>` : nothing;
};

export class PanchangDayView extends LitElement {
  static properties = {
    date: {},
    place: { attribute: false },
    monthSystem: { attribute: 'month-system' },
    row: { attribute: false },
    now: { type: Number },
    answer: { state: true },
    horas: { state: true },
    error: { state: true },
    busy: { state: true },
  };

  declare date: string | undefined;
  declare place: Place | undefined;
  declare monthSystem: MonthSystem;
  /** The month sheet's row of this date (its festivals). */
  declare row: SheetRow | undefined;
  declare now: number;
  declare answer: AdvancedAnswer | undefined;
  declare horas: HoraAnswer | undefined;
  declare error: string | undefined;
  declare busy: boolean;
  private abort: AbortController | undefined;

  constructor() {
    super();
    this.monthSystem = 'purnimanta';
    this.now = 0;
    this.busy = false;
  }

  override disconnectedCallback(): void {
    this.abort?.abort();
    super.disconnectedCallback();
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('date') || changed.has('place') || changed.has('monthSystem')) void this.load();
  }

  private async load(): Promise<void> {
    this.abort?.abort();
    const { date, place } = this;
    if (!date || !place) return;
    const abort = (this.abort = new AbortController());
    this.busy = true;
    this.error = undefined;
    try {
      const [answer, horas] = await Promise.all([
        v1<AdvancedAnswer>(dayPath('advanced', date, place, this.monthSystem), abort.signal),
        v1<HoraAnswer>(dayPath('hora', date, place, this.monthSystem), abort.signal),
      ]);
      this.answer = answer;
      this.horas = horas;
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  private limbRows(label: string, list: DayLimb[], date: string) {
    return list.map((x, i) => html`<tr data-limb=${label.toLowerCase()}>
      ${i === 0 ? html`<th scope="row" rowspan=${list.length}>${label}</th>` : nothing}
      <td>${x.paksha ? html`<span class="muted">${x.paksha}</span> ` : nothing}<strong>${x.name}</strong>${x.pada ? html` <span class="muted">pada ${x.pada}</span>` : nothing}
        ${x.kshaya ? html` <span class="badge">kshaya</span>` : nothing}${x.repeated ? html` <span class="badge adhika">adhika</span>` : nothing}</td>
      <td class="t">${hms(x.start_local)}${note(x.start_local, date)}</td>
      <td class="t">${hms(x.end_local)}${note(x.end_local, date)}</td>
    </tr>`);
  }

  override render() {
    const a = this.answer;
    const date = this.date;
    if (!date) return nothing;
    const current = a && a.date === date ? a : undefined;
    const fests = this.row?.date === date ? this.row.festivals : [];
    const m = current?.hindu_month;
    const chosen = (sys: MonthSystem, name: string) => html`<span class=${sys === this.monthSystem ? 'chosen' : 'muted'}>${m?.is_adhik_maas ? 'Adhika ' : ''}${name} (${sys})</span>`;
    return html`
      <h2 id="day-heading">${longDate(date)}<span class="muted"> · ${this.place?.name ?? ''}</span></h2>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.busy && !current ? html`<p class="muted" role="status">Computing the day…</p>` : nothing}
      ${fests.length ? html`<ul class="fests" aria-label="Festivals">${fests.map((f) => html`<li class="festival">${f}</li>`)}</ul>` : nothing}
      ${current && m ? html`
        <div class="cols" aria-busy=${this.busy ? 'true' : 'false'}>
          <section class="limbs">
            <h3>Five limbs</h3>
            <div class="scroll"><table>
              <thead><tr><th scope="col">Limb</th><th scope="col">Name</th><th scope="col">From</th><th scope="col">Until</th></tr></thead>
              <tbody>
                <tr data-limb="vara"><th scope="row">Vara</th><td><strong>${current.vara.name}</strong> <span class="muted">${current.vara.sanskrit}, lord ${current.vara.lord}</span></td>
                  <td class="t">${hms(current.sunrise?.local)}</td><td class="t">${hms(current.next_sunrise?.local)}${note(current.next_sunrise?.local, date)}</td></tr>
                ${this.limbRows('Tithi', current.tithi_transitions, date)}
                ${this.limbRows('Nakshatra', current.nakshatra_transitions, date)}
                ${this.limbRows('Yoga', current.yoga_transitions, date)}
                ${this.limbRows('Karana', current.karana_transitions, date)}
              </tbody>
            </table></div>
          </section>
          <section class="facts">
            <h3>Sun, Moon, month and year</h3>
            <dl>
              <dt>Sunrise</dt><dd>${hms(current.sunrise?.local)}</dd>
              <dt>Sunset</dt><dd>${hms(current.sunset?.local)}</dd>
              <dt>Moonrise</dt><dd>${current.moonrise ? html`${hm(current.moonrise.local)}${dayNote(current.moonrise.local, date)}` : 'does not rise this day'}</dd>
              <dt>Moonset</dt><dd>${current.moonset ? html`${hm(current.moonset.local)}${dayNote(current.moonset.local, date)}` : 'does not set this day'}</dd>
              <dt>Moon</dt><dd>${PHASE[current.moon_phase] ?? current.moon_phase}, ${current.illumination_percent.toFixed(0)}% lit</dd>
              <dt>Hindu month</dt><dd class="hindu-month">${chosen(this.monthSystem, m.name)}
                · ${this.monthSystem === 'amanta' ? chosen('purnimanta', m.month.purnimanta.name) : chosen('amanta', m.month.amanta.name)}${m.is_kshaya_maas ? ' · kshaya masa' : ''}</dd>
              <dt>Paksha</dt><dd>${m.paksha}</dd>
              <dt>Samvat</dt><dd>Vikram ${m.samvatsara.vikram} · Shaka ${m.samvatsara.shaka} · ${m.samvatsara.name} samvatsara</dd>
              <dt>Ritu, ayana</dt><dd>${m.ritu} · ${m.ayana} · Sun in ${m.solar_month}</dd>
            </dl>
            ${current.warnings.length ? html`<ul class="warn">${current.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : nothing}
          </section>
        </div>
        <section class="timeline">
          <h3>The day, sunrise to sunrise</h3>
          <panchang-timeline .day=${current} .horas=${this.horas?.horas ?? []} .now=${this.now}></panchang-timeline>
        </section>` : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: block; }
    h2 { margin-bottom: 0.5rem; }
    .fests { list-style: none; padding: 0; margin: 0 0 0.75rem; display: flex; flex-wrap: wrap; gap: 0.4rem; }
    .festival { padding: 0.2rem 0.6rem; border-radius: 999px; font-weight: 600; background: color-mix(in srgb, var(--ak-gold) 16%, var(--ak-surface)); color: var(--ak-text); border: 1px solid color-mix(in srgb, var(--ak-gold) 45%, transparent); }
    .cols { display: grid; grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); gap: 1rem 1.5rem; }
    td.t { font-variant-numeric: tabular-nums; white-space: nowrap; }
    .scroll { overflow-x: auto; }
    .dn { display: block; font-size: 0.78em; color: var(--ak-muted); }
    tbody th { color: var(--ak-text); }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 0.9rem; margin: 0; font-size: 0.92rem; }
    dt { color: var(--ak-muted); }
    dd { margin: 0; font-variant-numeric: tabular-nums; }
    .chosen { font-weight: 700; }
    .badge { display: inline-block; font-size: 0.66rem; font-weight: 700; text-transform: uppercase; padding: 0 0.25rem; border-radius: 4px; border: 1px solid currentColor; color: var(--ak-warn); }
    .badge.adhika { color: var(--ak-accent); }
    .timeline { margin-top: 1.25rem; }
    ul.warn { font-size: 0.85rem; padding-left: 1.1rem; }
    @media (max-width: 760px) {
      .cols { grid-template-columns: minmax(0, 1fr); }
      table { font-size: 0.85rem; }
      th, td { padding: 0.3rem 0.2rem; }
    }
  `];
}

customElements.define('panchang-day-view', PanchangDayView);

declare global {
  interface HTMLElementTagNameMap {
    'panchang-day-view': PanchangDayView;
  }
}
