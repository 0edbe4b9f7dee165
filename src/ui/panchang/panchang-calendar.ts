/**
 * `<panchang-calendar>`: the panchang page (`#/panchang`). A month of days at a place
 * (`<panchang-month-grid>`), month by month (`<panchang-month-nav>`); a place
 * (`<place-picker>`); the month system (purnimanta or amanta, the `month_system` of the
 * engine); a day opened by a click
 * (`<panchang-day-view>`); and the month as a printable sheet (`<panchang-print-sheet>`, shown
 * by Print). The place and the month system are remembered (panchang-prefs.ts). The page's
 * address keeps the month and day: `#/panchang?month=2025-10&date=2025-10-20`.
 *
 * Properties: `prefs` (where the choices are remembered) and `db` (the picker's recent places);
 * tests pass their own.
 */
import { LitElement, css, html, nothing } from 'lit';
import type { Place } from '../shared/place-picker';
import { type UiDb, uiDb } from '../shared/ui-db';
import { controls, tokens } from '../theme';
import { routeIdOf } from '../routes';
import {
  DEFAULT_PLACE, MONTH_NAMES, type MonthSystem, type MonthlyAnswer, inRange, isoDate, monthlyPath, todayAt, v1,
} from './panchang-data';
import { type PanchangPrefs, panchangPrefs } from './panchang-prefs';
import '../shared/place-picker';
import './panchang-day-view';
import './panchang-month-grid';
import './panchang-month-nav';
import './panchang-print-sheet';

/** Months already computed in this page (the engine is fast, but paging back and forth is common). */
const cache = new Map<string, MonthlyAnswer>();
const CACHE_MONTHS = 24;

export class PanchangCalendar extends LitElement {
  static properties = {
    prefs: { attribute: false },
    db: { attribute: false },
    year: { state: true },
    month: { state: true },
    place: { state: true },
    monthSystem: { state: true },
    data: { state: true },
    selected: { state: true },
    busy: { state: true },
    error: { state: true },
    showSheet: { state: true },
    now: { state: true },
  };

  declare prefs: PanchangPrefs;
  declare db: UiDb;
  declare year: number;
  declare month: number;
  declare place: Place;
  declare monthSystem: MonthSystem;
  declare data: MonthlyAnswer | undefined;
  declare selected: string | undefined;
  declare busy: boolean;
  declare error: string | undefined;
  declare showSheet: boolean;
  declare now: number;
  private abort: AbortController | undefined;
  private started = false;
  private clock: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    this.prefs = panchangPrefs();
    this.db = uiDb();
    this.place = DEFAULT_PLACE;
    this.monthSystem = 'purnimanta';
    this.busy = true;
    this.showSheet = false;
    this.now = Date.now();
    const [y, m] = todayAt(this.place.tz).split('-').map(Number) as [number, number];
    this.year = y;
    this.month = m;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.clock = setInterval(() => { this.now = Date.now(); }, 60_000);
    if (!this.started) {
      this.started = true;
      void this.start();
    }
  }

  override disconnectedCallback(): void {
    clearInterval(this.clock);
    this.abort?.abort();
    super.disconnectedCallback();
  }

  /** Remembered choices first, then the month and day of the address (or today), then the month. */
  private async start(): Promise<void> {
    const saved = await this.prefs.load();
    if (saved) {
      this.place = saved.place;
      this.monthSystem = saved.monthSystem;
    }
    const q = new URLSearchParams(location.hash.split('?')[1] ?? '');
    const today = todayAt(this.place.tz);
    const month = /^(\d{4})-(\d{2})$/.exec(q.get('month') ?? '') ?? /^(\d{4})-(\d{2})/.exec(q.get('date') ?? '') ?? /^(\d{4})-(\d{2})/.exec(today)!;
    const [y, m] = [Number(month[1]), Number(month[2])];
    if (inRange(y, m)) { this.year = y; this.month = m; }
    const date = q.get('date');
    this.selected = date && date.startsWith(isoDate(this.year, this.month, 1).slice(0, 8)) ? date : today.startsWith(isoDate(this.year, this.month, 1).slice(0, 8)) ? today : undefined;
    await this.load();
  }

  /** Shows another month (1-12); the day view closes unless today is in it. */
  async showMonth(y: number, m: number): Promise<void> {
    if (!inRange(y, m)) return;
    this.year = y;
    this.month = m;
    const today = todayAt(this.place.tz);
    this.selected = today.startsWith(isoDate(y, m, 1).slice(0, 8)) ? today : undefined;
    await this.load();
  }

  private async load(): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const path = monthlyPath(this.year, this.month, this.place, this.monthSystem);
    this.writeAddress();
    this.busy = true;
    this.error = undefined;
    try {
      let data = cache.get(path);
      if (!data) {
        data = await v1<MonthlyAnswer>(path, abort.signal);
        cache.set(path, data);
        if (cache.size > CACHE_MONTHS) cache.delete(cache.keys().next().value!);
      }
      if (!abort.signal.aborted) this.data = data;
    } catch (err) {
      if (!abort.signal.aborted) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      if (this.abort === abort) this.busy = false;
    }
  }

  private writeAddress(): void {
    if (routeIdOf(location.hash) !== 'panchang') return;
    const q = new URLSearchParams({ month: isoDate(this.year, this.month, 1).slice(0, 7) });
    if (this.selected) q.set('date', this.selected);
    history.replaceState(history.state, '', `#/panchang?${q}`);
  }

  private onPlace(e: CustomEvent<Place>): void {
    this.place = e.detail;
    void this.prefs.save(this.place, this.monthSystem).catch(() => undefined);
    void this.load();
  }

  private onSystem(e: Event): void {
    const v = (e.target as HTMLInputElement).value as MonthSystem;
    if (v === this.monthSystem) return;
    this.monthSystem = v;
    void this.prefs.save(this.place, v).catch(() => undefined);
    void this.load();
  }

  private async onDay(e: CustomEvent<string>): Promise<void> {
    this.selected = e.detail;
    this.writeAddress();
    await this.updateComplete;
    this.renderRoot.querySelector('#day')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  private async print(): Promise<void> {
    await this.updateComplete;
    window.print();
  }

  override render() {
    const d = this.data && this.data.year === this.year && this.data.month === this.month ? this.data : undefined;
    const today = todayAt(this.place.tz);
    const row = d?.sheet.rows.find((r) => r.date === this.selected);
    return html`
      <section class="panel toolbar" aria-label="Month, place and month system">
        <panchang-month-nav .year=${this.year} .month=${this.month} today=${today}
          @month-change=${(e: CustomEvent<{ y: number; m: number }>) => this.showMonth(e.detail.y, e.detail.m)}></panchang-month-nav>
        <div class="settings">
          <place-picker label="Place" .value=${this.place} .db=${this.db} @place-change=${this.onPlace}></place-picker>
          <fieldset class="system">
            <legend>Month names</legend>
            <label class="pill"><input type="radio" name="month-system" value="purnimanta" .checked=${this.monthSystem === 'purnimanta'} @change=${this.onSystem} />
              Purnimanta <span class="muted">(ends at full moon; North)</span></label>
            <label class="pill"><input type="radio" name="month-system" value="amanta" .checked=${this.monthSystem === 'amanta'} @change=${this.onSystem} />
              Amanta <span class="muted">(ends at new moon; South, West)</span></label>
          </fieldset>
          <div class="sheet-buttons">
            <button type="button" class="secondary" aria-pressed=${this.showSheet ? 'true' : 'false'} @click=${() => { this.showSheet = !this.showSheet; }}>Month sheet</button>
            <button type="button" class="print" ?disabled=${!d} @click=${this.print}>Print</button>
          </div>
        </div>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        <p class="status muted" role="status">${this.busy ? `Computing ${MONTH_NAMES[this.month - 1]} ${this.year} for ${this.place.name}…` : ''}</p>
      </section>
      <section class="panel grid-panel">
        <panchang-month-grid .data=${d} .today=${today} .selected=${this.selected} ?busy=${this.busy} @day-select=${this.onDay}></panchang-month-grid>
      </section>
      <panchang-print-sheet class=${this.showSheet ? 'show' : ''} .sheet=${d?.sheet} .place=${this.place} month-system=${this.monthSystem}></panchang-print-sheet>
      ${this.selected ? html`<section class="panel day-panel" id="day" aria-label="Day view">
        <panchang-day-view .date=${this.selected} .place=${this.place} month-system=${this.monthSystem} .row=${row}
          .now=${this.selected === today ? this.now : 0}></panchang-day-view>
      </section>` : nothing}
    `;
  }

  static styles = [tokens, controls, css`
    :host { display: grid; gap: 1rem; }
    .toolbar { display: grid; gap: 0.75rem; }
    .settings { display: grid; grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) auto; gap: 0.75rem 1.25rem; align-items: start; }
    fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.3rem; min-width: 0; }
    legend { font-size: 0.92rem; padding: 0; margin-bottom: 0.25rem; }
    .pill { display: flex; gap: 0.4rem; align-items: baseline; font-size: 0.92rem; }
    .pill input { margin: 0; accent-color: var(--ak-accent); }
    .pill .muted { font-size: 0.82rem; }
    .sheet-buttons { display: flex; gap: 0.5rem; align-self: end; }
    .status { margin: 0; min-height: 1.2em; font-size: 0.88rem; }
    .status:empty { display: none; }
    .grid-panel { padding: 0.75rem; }
    panchang-print-sheet:not(.show) { display: none; }
    panchang-print-sheet.show { border: 1px solid var(--ak-border); border-radius: var(--ak-radius); overflow-x: auto; }
    @media (max-width: 900px) {
      .settings { grid-template-columns: minmax(0, 1fr); }
      .sheet-buttons { align-self: start; }
    }
    @media (max-width: 560px) {
      .panel { padding: 0.75rem; }
      .grid-panel { padding: 0.25rem 0.5rem; }
    }
    @media print {
      :host { display: block; }
      .toolbar, .grid-panel, .day-panel { display: none; }
      panchang-print-sheet, panchang-print-sheet:not(.show) { display: block; border: 0; }
    }
  `];
}

customElements.define('panchang-calendar', PanchangCalendar);

declare global {
  interface HTMLElementTagNameMap {
    'panchang-calendar': PanchangCalendar;
  }
}
